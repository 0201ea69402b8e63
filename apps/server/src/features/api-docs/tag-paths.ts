import {
  type BulkActionResult,
  type BulkUndoResult,
  bulkActionRequestSchema,
  bulkUndoRequestSchema,
  type TagList,
  tagRequestSchema,
} from '@sitedesk/shared/tags-api';
import { type JsonSchema, nullable, objectOf, ref, requestSchemaOf } from './json-schema';
import { jsonResponse, noContent, operation, pathParameter } from './operations';

const tag = 'Desk: inquiries';
const uuid: JsonSchema = { type: 'string', format: 'uuid' };
const tagId = pathParameter('id', 'The tag’s id (a UUID; anything else is 404).');
const inquiryId = pathParameter('id', 'The inquiry’s id (a UUID; anything else is 404).');
const pairTagId = pathParameter('tagId', 'The tag’s id (a UUID; anything else is 404).');
const withId = objectOf<{ id: string }>({ id: uuid });

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
    post: operation({
      tag,
      summary: 'Create a tag',
      description:
        'A name unique whatever its case (422 `duplicate_tag`), at most 40 characters, and a colour of the ' +
        'palette.',
      access: 'settings:manage',
      requestBody: 'TagRequest',
      responses: { 201: jsonResponse('Created', withId) },
      errors: [400, 415, 422],
    }),
  },
  '/api/desk/tags/{id}': {
    put: operation({
      tag,
      summary: 'Rename or recolour a tag',
      description: 'Checked as on creation; every inquiry that carries it shows the change.',
      access: 'settings:manage',
      parameters: [tagId],
      requestBody: 'TagRequest',
      responses: { 200: jsonResponse('Updated', withId) },
      errors: [400, 404, 415, 422],
    }),
    delete: operation({
      tag,
      summary: 'Delete a tag',
      description: 'It is taken off every inquiry that carries it.',
      access: 'settings:manage',
      parameters: [tagId],
      responses: { 204: noContent },
      errors: [404],
    }),
  },
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
