import {
  type ApiInquiry,
  type ApiInquiryCreated,
  type ApiInquiryNote,
  apiInquiryListQuerySchema,
  apiInquiryNoteCreateSchema,
  apiInquiryUpdateSchema,
} from '@sitedesk/shared/api-keys-api';
import { documented } from '../../../http/documented';
import {
  exampleResponse,
  type JsonSchema,
  jsonResponse,
  ref,
  uuidPathParameter,
} from '../../../http/openapi-schema';

// The reference of `/api/v1/inquiries` (decisions 231, 235), one `documented` per route of routes.ts and
// notes-and-create-routes.ts; the answers' schemas are `components.schemas` (features/api-docs).

const inquiryId = uuidPathParameter('id', 'The inquiry’s');

export const listInquiriesDoc = documented({
  summary: 'List inquiries',
  description:
    'Oldest change first (`updatedAt`, then `id`), at most `limit` (≤ 100) per page; `nextCursor` leads to ' +
    'the next page while more match. Spam only with `status=spam`. An integration that keeps its last ' +
    'cursor, or asks with `updatedSince`, sees every later change of status or assignee.',
  scope: 'inquiries:read',
  query: {
    schema: apiInquiryListQuerySchema,
    descriptions: {
      assignee: 'A staff member’s id, or `none` for unassigned inquiries.',
      updatedSince: 'Only inquiries changed at or after this instant.',
      cursor: 'The `nextCursor` of the previous page, as it came.',
    },
  },
  responses: {
    200: exampleResponse('A page of inquiries', ref('ApiInquiryPage'), {
      items: [exampleInquiry()],
      nextCursor: 'WyIyMDI2LTExLTMwIDEzOjA0OjExLjEyMzQ1NiswMCIsIi4uLiJd',
    }),
  },
  errors: [422],
});

export const readInquiryDoc = documented({
  summary: 'Read an inquiry',
  description: 'With the visitor’s first message and the e-mail thread both ways, oldest first.',
  scope: 'inquiries:read',
  parameters: [inquiryId],
  responses: { 200: jsonResponse('The inquiry', ref('ApiInquiryDetail')) },
  errors: [404],
});

export const changeInquiryDoc = documented({
  summary: 'Change an inquiry',
  description:
    'Any of `status` (along the inquiry’s lifecycle, else 422 `invalid_transition`), `assigneeId` (a ' +
    'staff member who reads inquiries, or `null`) and `tagIds` (the whole set of tags afterwards). The ' +
    'change is the desk’s own: it lands in the inquiry’s activity under the key’s creator, reaches open ' +
    'desks and is sent to webhooks as `inquiry.updated`. An unknown tag changes nothing (422).',
  scope: 'inquiries:write',
  parameters: [inquiryId],
  body: { name: 'ApiInquiryUpdate', schema: apiInquiryUpdateSchema },
  responses: {
    200: jsonResponse(
      'The inquiry as it is now: the whole of it to a key with `inquiries:read`, else what a change can change',
      { oneOf: [ref('ApiInquiryDetail'), ref('ApiInquiryChanged')] },
    ),
  },
  errors: [400, 404, 413, 415, 422],
});

const exampleNote: ApiInquiryNote = {
  id: '3e0c8a41-6b7d-4f2e-9a1c-5d4b3a2f1e0d',
  author: { id: 'u_3kq9', name: 'Lea Hoffmann' },
  text: 'Called back: they want the X4 with a conveyor. Quote by Friday.',
  createdAt: '2026-11-30T14:02:19.000Z',
};

export const listNotesDoc = documented({
  summary: 'List an inquiry’s notes',
  description:
    'The internal notes of the staff (never shown to the visitor), oldest first, whether written in ' +
    'the desk or through the API. `author` is `null` once its writer left the team.',
  scope: 'inquiries:read',
  parameters: [inquiryId],
  responses: { 200: exampleResponse('The notes', ref('ApiInquiryNoteList'), { items: [exampleNote] }) },
  errors: [404],
});

export const addNoteDoc = documented({
  summary: 'Add a note to an inquiry',
  description:
    'The desk’s own note, written as the key’s creator: it appears on the inquiry’s page and in its ' +
    'activity under their name, and open desks show it at once. `text` is 1–5,000 visible characters ' +
    '(trimmed; NUL and lone surrogates refused); bodies over 64 KiB are refused unread (413). An ' +
    'unknown or erased inquiry is 404. An inquiry keeps at most 500 notes (422 `too_many_notes` on `text`).',
  scope: 'inquiries:write',
  parameters: [inquiryId],
  body: { name: 'ApiInquiryNoteCreate', schema: apiInquiryNoteCreateSchema },
  responses: { 201: exampleResponse('Added', ref('ApiInquiryNote'), exampleNote) },
  errors: [400, 404, 413, 415, 422],
});

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

const created: ApiInquiryCreated = { id: '0b6f3a52-5c1e-4a8e-9d1f-3f2a4b5c6d7e', reference: 'SD-26-4F7K2' };

export const createInquiryDoc = documented({
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
  parameters: [idempotencyKey],
  // The contact form's own schema and its described fields (features/api-docs), which the intake parses.
  body: { component: 'InquiryRequest' },
  // A lead forwarded from a trade-fair app, as the contact form would send it.
  bodyExample: {
    name: 'Ana Ribeiro',
    company: 'Lusorecicla',
    email: 'ana@lusorecicla.example',
    phone: '+351 912 345 678',
    country: 'PT',
    topic: 'quote',
    message: 'Met you at IFAT: please quote two EcoBale X4 balers, delivery to Porto in February.',
    consent: true,
    locale: 'pt',
  },
  responses: {
    201: {
      ...exampleResponse(
        'Created (or, for a retry, the first inquiry again)',
        ref('ApiInquiryCreated'),
        created,
      ),
      headers: {
        'Idempotent-Replayed': {
          description: '`true` when this answers a retry with the first inquiry; absent otherwise',
          schema: { type: 'string', enum: ['true'] },
        },
      },
    },
  },
  errors: [400, 413, 415, 422],
});

function exampleInquiry(): ApiInquiry {
  return {
    id: '0b6f3a52-5c1e-4a8e-9d1f-3f2a4b5c6d7e',
    reference: 'SD-26-4F7K2',
    status: 'in_progress',
    topic: 'quote',
    name: 'Ana Ribeiro',
    company: 'Lusorecicla',
    email: 'ana@lusorecicla.example',
    phone: '+351912345678',
    country: 'PT',
    locale: 'pt',
    assigneeId: 'u_3kq9',
    tags: [{ id: '5d0c2b8e-1f4a-4c3b-9e2d-7a6b5c4d3e2f', name: 'Key account' }],
    firstAnswerDueAt: '2026-11-30T15:00:00.000Z',
    quoteRequest: {
      lines: [
        { entryId: '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f', title: 'EcoBale X4', quantity: 2, unit: 'pcs' },
      ],
      neededBy: '2027-02-15',
      deliveryCountry: 'PT',
      deliveryPostcode: '4000-123',
      vatId: 'PT123456789',
      purchaseReference: 'PO-7731',
    },
    fields: [{ key: 'material', type: 'choice', label: 'Material', value: 'steel', valueLabels: ['Aço'] }],
    createdAt: '2026-11-30T09:12:44.000Z',
    updatedAt: '2026-11-30T13:04:11.123Z',
  };
}
