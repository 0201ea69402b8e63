import type { SavedView } from '@sitedesk/shared/saved-views-api';
import { savedViewRequestSchema } from '@sitedesk/shared/saved-views-api';
import { type JsonSchema, nullable, objectOf, ref, requestSchemaOf } from './json-schema';
import { jsonResponse, noContent, operation, pathParameter } from './operations';

const tag = 'Desk: inquiries';
const uuid: JsonSchema = { type: 'string', format: 'uuid' };
const viewId = pathParameter('id', 'The view’s id (a UUID; anything else is 404).');
const withId = objectOf<{ id: string }>({ id: uuid });

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
    post: operation({
      tag,
      summary: 'Save a view',
      description:
        'A name (at most 60 characters), the inbox’s filters and order as `GET /api/desk/inquiries` takes ' +
        'them (no page; `assignee: "me"` is whoever opens it), and whether the team sees it. At most 50 own ' +
        'views per member and 100 shared ones (422 `too_many_views`).',
      access: 'inquiries:read',
      requestBody: 'SavedViewRequest',
      responses: { 201: jsonResponse('Created', withId) },
      errors: [400, 415, 422],
    }),
  },
  '/api/desk/saved-views/{id}': {
    put: operation({
      tag,
      summary: 'Change a saved view',
      description:
        'Rename, share or unshare, or change its filters. Its maker may; a view someone else shared only ' +
        'owners and admins may (roles: owner, admin), 403 otherwise. Someone else’s unshared view is 404.',
      access: 'inquiries:read',
      parameters: [viewId],
      requestBody: 'SavedViewRequest',
      responses: { 200: jsonResponse('Updated', withId) },
      errors: [400, 403, 404, 415, 422],
    }),
    delete: operation({
      tag,
      summary: 'Delete a saved view',
      description:
        'Its maker may; a view someone else shared only owners and admins may (roles: owner, admin), 403 ' +
        'otherwise. Someone else’s unshared view is 404.',
      access: 'inquiries:read',
      parameters: [viewId],
      responses: { 204: noContent },
      errors: [403, 404],
    }),
  },
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
