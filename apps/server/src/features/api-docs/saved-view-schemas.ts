import type { SavedView } from '@sitedesk/shared/saved-views-api';
import { savedViewRequestSchema } from '@sitedesk/shared/saved-views-api';
import { type JsonSchema, nullable, objectOf, ref, requestSchemaOf, uuid } from './json-schema';

/** The schemas of the inbox's saved views (decision 186); their routes describe themselves (decision 248). */
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
