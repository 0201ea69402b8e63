import {
  type ApiInquiryCreated,
  type ApiInquiryNote,
  type ApiInquiryNoteList,
  apiInquiryNoteCreateSchema,
} from '@sitedesk/shared/api-keys-api';
import { dateTime, type JsonSchema, nullable, objectOf, ref, requestSchemaOf, uuid } from './json-schema';
import { jsonResponse, uuidPathParameter } from './operations';

// Notes and server-to-server creation under `/api/v1` (decision 235), kept apart from decision 231's paths
// so both grow without touching each other. `v1Operation` is handed in: it lives with the scheme it adds.

type V1Operation = (options: {
  summary: string;
  description: string;
  scope: 'inquiries:read' | 'inquiries:write';
  parameters?: JsonSchema[];
  requestBody?: string;
  responses: Record<number, JsonSchema>;
  errors?: (400 | 404 | 413 | 415 | 422)[];
}) => JsonSchema;

const inquiryId = uuidPathParameter('id', 'The inquiry’s');

const idempotencyKey: JsonSchema = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'Any 1–255 visible ASCII characters you choose per inquiry (a UUID, say). A retry with the same key and ' +
    'the same body (byte for byte) answers the first inquiry again, with `Idempotent-Replayed: true`, and ' +
    'creates nothing; the same key with another body is refused (422, field `Idempotency-Key`, code ' +
    '`idempotency_key_reused`). Keys are per API key and hold as long as the inquiry exists.',
  schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7e]+$' },
};

/** A lead forwarded from a trade-fair app, as the contact form would send it. */
const exampleLead = {
  name: 'Ana Ribeiro',
  company: 'Lusorecicla',
  email: 'ana@lusorecicla.example',
  phone: '+351 912 345 678',
  country: 'PT',
  topic: 'quote',
  message: 'Met you at IFAT: please quote two EcoBale X4 balers, delivery to Porto in February.',
  consent: true,
  locale: 'pt',
};

const exampleNote: ApiInquiryNote = {
  id: '3e0c8a41-6b7d-4f2e-9a1c-5d4b3a2f1e0d',
  author: { id: 'u_3kq9', name: 'Lea Hoffmann' },
  text: 'Called back: they want the X4 with a conveyor. Quote by Friday.',
  createdAt: '2026-11-30T14:02:19.000Z',
};

export function publicInquiryPaths(v1Operation: V1Operation): Record<string, Record<string, JsonSchema>> {
  return {
    '/api/v1/inquiries/{id}/notes': {
      get: v1Operation({
        summary: 'List an inquiry’s notes',
        description:
          'The internal notes of the staff (never shown to the visitor), oldest first, whether written in ' +
          'the desk or through the API. `author` is `null` once its writer left the team.',
        scope: 'inquiries:read',
        parameters: [inquiryId],
        responses: {
          200: {
            description: 'The notes',
            content: {
              'application/json': { schema: ref('ApiInquiryNoteList'), example: { items: [exampleNote] } },
            },
          },
        },
        errors: [404],
      }),
      post: v1Operation({
        summary: 'Add a note to an inquiry',
        description:
          'The desk’s own note, written as the key’s creator: it appears on the inquiry’s page and in its ' +
          'activity under their name, and open desks show it at once. `text` is 1–5,000 visible characters ' +
          '(trimmed; NUL and lone surrogates refused); bodies over 64 KiB are refused unread (413). An ' +
          'unknown or erased inquiry is 404. An inquiry keeps at most 500 notes (422 `too_many_notes` on `text`).',
        scope: 'inquiries:write',
        parameters: [inquiryId],
        requestBody: 'ApiInquiryNoteCreate',
        responses: {
          201: {
            description: 'Added',
            content: { 'application/json': { schema: ref('ApiInquiryNote'), example: exampleNote } },
          },
        },
        errors: [400, 404, 413, 415, 422],
      }),
    },
  };
}

/** `POST /api/v1/inquiries`: the `post` beside decision 231's `get` of the same path. */
export function createInquiryOperation(v1Operation: V1Operation): JsonSchema {
  const created: ApiInquiryCreated = { id: '0b6f3a52-5c1e-4a8e-9d1f-3f2a4b5c6d7e', reference: 'SD-26-4F7K2' };
  const operation = v1Operation({
    summary: 'Create an inquiry (server to server)',
    description:
      'Creates an inquiry exactly as the contact form does — the same fields and checks (`InquiryRequest`, ' +
      'JSON only, no attachments), routing, staff notification and visitor confirmation e-mails, ' +
      '`inquiry.created` webhooks and open desks told — but without the form’s proof of work and spam ' +
      'judgement: the key answers for what it sends. The form’s per-address limit does not apply; the ' +
      'key’s per-minute limit does (429). Bodies over 256 KiB are refused unread (413). Field errors are ' +
      'in the body’s `locale` (else `Accept-Language`). Every creation is in the audit log as the key’s use, ' +
      'and the inquiry’s first activity entry names the key. Send an `Idempotency-Key` to retry safely.',
    scope: 'inquiries:write',
    requestBody: 'InquiryRequest',
    responses: {
      201: {
        ...jsonResponse('Created (or, for a retry, the first inquiry again)', ref('ApiInquiryCreated')),
        headers: {
          'Idempotent-Replayed': {
            description: '`true` when this answers a retry with the first inquiry; absent otherwise',
            schema: { type: 'string', enum: ['true'] },
          },
        },
        content: { 'application/json': { schema: ref('ApiInquiryCreated'), example: created } },
      },
    },
    errors: [400, 413, 415, 422],
  });
  const requestBody = operation.requestBody as { content: Record<string, Record<string, unknown>> };
  return {
    ...operation,
    parameters: [idempotencyKey],
    requestBody: {
      ...requestBody,
      content: {
        'application/json': { ...requestBody.content['application/json'], example: exampleLead },
      },
    },
  };
}

export const publicInquirySchemas: Record<string, JsonSchema> = {
  ApiInquiryNoteCreate: requestSchemaOf(apiInquiryNoteCreateSchema),
  ApiInquiryNote: objectOf<ApiInquiryNote>({
    id: uuid,
    author: nullable(
      objectOf<NonNullable<ApiInquiryNote['author']>>({ id: { type: 'string' }, name: { type: 'string' } }),
    ),
    text: { type: 'string' },
    createdAt: dateTime,
  }),
  ApiInquiryNoteList: objectOf<ApiInquiryNoteList>({
    items: { type: 'array', items: ref('ApiInquiryNote') },
  }),
  ApiInquiryCreated: objectOf<ApiInquiryCreated>({
    id: uuid,
    reference: { type: 'string', description: 'What the visitor’s confirmation and the desk show' },
  }),
};
