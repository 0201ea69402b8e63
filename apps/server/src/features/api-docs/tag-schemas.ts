import {
  type BulkActionResult,
  type BulkUndoResult,
  bulkActionRequestSchema,
  bulkUndoRequestSchema,
  type TagList,
  tagRequestSchema,
} from '@sitedesk/shared/tags-api';
import { type JsonSchema, nullable, objectOf, ref, requestSchemaOf, uuid } from './json-schema';

/** The schemas of the desk's tags and bulk actions (decision 177); their routes describe themselves (decision 248). */
export const tagSchemas: Record<string, JsonSchema> = {
  TagRequest: requestSchemaOf(tagRequestSchema),
  TagList: objectOf<TagList>({
    items: {
      type: 'array',
      items: {
        allOf: [
          ref('TagRequest'),
          objectOf<{ id: string; count: number }>({ id: uuid, count: { type: 'integer' } }),
        ],
      },
    },
  }),
  BulkActionRequest: requestSchemaOf(bulkActionRequestSchema),
  BulkUndoRequest: requestSchemaOf(bulkUndoRequestSchema),
  BulkActionResult: objectOf<BulkActionResult>({
    changed: { type: 'integer' },
    skipped: { type: 'integer' },
    undoToken: nullable({ type: 'string', format: 'uuid' }),
  }),
  BulkUndoResult: objectOf<BulkUndoResult>({
    restored: { type: 'integer' },
    keptLaterChanges: { type: 'integer' },
  }),
};
