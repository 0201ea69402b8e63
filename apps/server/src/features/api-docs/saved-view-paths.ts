import type { SavedView } from '@sitedesk/shared/saved-views-api';
import { savedViewRequestSchema } from '@sitedesk/shared/saved-views-api';
import { type JsonSchema, nullable, objectOf, ref, requestSchemaOf, uuid } from './json-schema';
import { jsonResponse, operation, resourceWriteOperations, uuidPathParameter } from './operations';

const tag = 'Desk: inquiries';
const viewId = uuidPathParameter('id', 'The view’s');

const viewWrites = resourceWriteOperations({
  tag,
  access: 'inquiries:read',
  requestBody: 'SavedViewRequest',
  id: viewId,
  create: {
    summary: 'Save a view',
    description:
      'A name (at most 60 characters), the inbox’s filters and order as `GET /api/desk/inquiries` takes ' +
      'them (no page; `assignee: "me"` is whoever opens it), and whether the team sees it. At most 50 own ' +
      'views per member and 100 shared ones (422 `too_many_views`).',
  },
  update: {
    summary: 'Change a saved view',
    description:
      'Rename, share or unshare, or change its filters. Its maker may; a view someone else shared only ' +
      'owners and admins may (roles: owner, admin), 403 otherwise. Someone else’s unshared view is 404.',
  },
  remove: {
    summary: 'Delete a saved view',
    description:
      'Its maker may; a view someone else shared only owners and admins may (roles: owner, admin), 403 ' +
      'otherwise. Someone else’s unshared view is 404.',
  },
  itemErrors: [403],
});

/** Saved views of the inbox (decision 186). */
export const savedViewPaths: Record<string, Record<string, JsonSchema>> = {
  '/api/desk/saved-views': {
    get: operation({
      tag,
      summary: 'List saved views',
      description:
        'The signed-in member’s own views, then the views others shared, each by name. `canEdit` says ' +
        'whether the member may change it (its maker; owners and admins for a shared one).',
      access: 'inquiries:read',
      responses: { 200: jsonResponse('The views', ref('SavedViewList')) },
    }),
    post: viewWrites.post,
  },
  '/api/desk/saved-views/{id}': { put: viewWrites.put, delete: viewWrites.delete },
};

export const savedViewSchemas: Record<string, JsonSchema> = {
  SavedViewRequest: requestSchemaOf(savedViewRequestSchema),
  SavedViewList: objectOf<{ items: SavedView[] }>({
    items: {
      type: 'array',
      items: {
        allOf: [
          ref('SavedViewRequest'),
          objectOf<Pick<SavedView, 'id' | 'owner' | 'canEdit'>>({
            id: uuid,
            owner: nullable(
              objectOf<{ id: string; name: string }>({ id: { type: 'string' }, name: { type: 'string' } }),
            ),
            canEdit: { type: 'boolean' },
          }),
        ],
      },
    },
  }),
};
