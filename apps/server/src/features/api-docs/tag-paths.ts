import {
  type BulkActionResult,
  type BulkUndoResult,
  bulkActionRequestSchema,
  bulkUndoRequestSchema,
  type TagList,
  tagRequestSchema,
} from '@sitedesk/shared/tags-api';
import { type JsonSchema, nullable, objectOf, ref, requestSchemaOf, uuid } from './json-schema';
import { jsonResponse, noContent, operation, resourceWriteOperations, uuidPathParameter } from './operations';

const tag = 'Desk: inquiries';
const tagId = uuidPathParameter('id', 'The tag’s');
const inquiryId = uuidPathParameter('id', 'The inquiry’s');
const pairTagId = uuidPathParameter('tagId', 'The tag’s');

const tagWrites = resourceWriteOperations({
  tag,
  access: 'settings:manage',
  requestBody: 'TagRequest',
  id: tagId,
  create: {
    summary: 'Create a tag',
    description:
      'A name unique whatever its case (422 `duplicate_tag`), at most 40 characters, and a colour of the ' +
      'palette.',
  },
  update: {
    summary: 'Rename or recolour a tag',
    description: 'Checked as on creation; every inquiry that carries it shows the change.',
  },
  remove: {
    summary: 'Delete a tag',
    description: 'It is taken off every inquiry that carries it.',
  },
});

/** The desk's tags, tagging an inquiry, and bulk actions with their undo (decision 177). */
export const tagPaths: Record<string, Record<string, JsonSchema>> = {
  '/api/desk/tags': {
    get: operation({
      tag,
      summary: 'List the tags',
      description: 'By name, each with its colour and how many inquiries (spam left out) carry it.',
      access: 'inquiries:read',
      responses: { 200: jsonResponse('The tags', ref('TagList')) },
    }),
    post: tagWrites.post,
  },
  '/api/desk/tags/{id}': { put: tagWrites.put, delete: tagWrites.delete },
  '/api/desk/inquiries/{id}/tags/{tagId}': {
    put: operation({
      tag,
      summary: 'Put a tag on an inquiry',
      description:
        'Idempotent: a tag the inquiry carries already changes nothing. Otherwise the activity log records ' +
        '`tag_added` and every open desk receives `inquiry.updated`.',
      access: 'inquiries:update',
      parameters: [inquiryId, pairTagId],
      responses: { 204: noContent },
      errors: [404],
    }),
    delete: operation({
      tag,
      summary: 'Take a tag off an inquiry',
      description: 'Idempotent, as putting it on; records `tag_removed`.',
      access: 'inquiries:update',
      parameters: [inquiryId, pairTagId],
      responses: { 204: noContent },
      errors: [404],
    }),
  },
  '/api/desk/inquiries/bulk': {
    post: operation({
      tag,
      summary: 'Apply one action to up to 100 inquiries',
      description:
        'Assign (`assigneeId`, or `null`), set a status (`spam` marks as spam) or add a tag, in one ' +
        'transaction; each inquiry goes the way of a single change (activity, notices, `inquiry.updated`). ' +
        'Inquiries the action does not apply to (already so, a move their status does not allow, gone) are ' +
        'skipped. The answer holds `undoToken` (for 15 minutes, once), or `null` when nothing changed.',
      access: 'inquiries:update',
      requestBody: 'BulkActionRequest',
      responses: { 200: jsonResponse('What changed, and the undo token', ref('BulkActionResult')) },
      errors: [400, 404, 415, 422],
    }),
  },
  '/api/desk/inquiries/bulk/undo': {
    post: operation({
      tag,
      summary: 'Undo a bulk action',
      description:
        'Puts back each value that is still the one the action set; a value someone changed since stays as ' +
        'they made it (`keptLaterChanges`). A status goes back even where the lifecycle offers no such move. ' +
        'An unknown, used or expired token is 404.',
      access: 'inquiries:update',
      requestBody: 'BulkUndoRequest',
      responses: { 200: jsonResponse('What was put back', ref('BulkUndoResult')) },
      errors: [400, 404, 415, 422],
    }),
  },
};

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
