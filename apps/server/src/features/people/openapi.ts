import { describedDesk } from '../../http/desk-operation';
import { jsonResponse, ref, uuidPathParameter } from '../../http/openapi-schema';

/**
 * A person's data: find, export, erase (GDPR art. 15, 17, 20; decision 185), as the desk's routes describe
 * themselves (decision 248); the body and answer schemas are `components.schemas` of the reference (api-docs).
 */
const tag = 'Desk: a person’s data';
const errors = [400, 413, 415, 422, 429] as const;
const limitNote =
  'Searches, exports and erasures count together per staff member (PEOPLE_RATE_LIMIT an hour, 429 with ' +
  '`Retry-After` over it). The address is compared ignoring case and surrounding spaces.';

export const searchPersonDoc = describedDesk({
  tag,
  summary: 'Find everything held about an e-mail address',
  description:
    'How many inquiries, thread messages (theirs, and in other threads those they sent or were copied ' +
    'on), notes, files, outgoing e-mails and dev-mailbox copies the address has, and when it was erased ' +
    `before (recognised by the address's keyed hash). The address travels in the body, never the URL. ${limitNote}`,
  access: 'people:manage',
  requestBody: 'PersonRequest',
  responses: { 200: jsonResponse('The counts', ref('PersonSearchResult')) },
  errors: [...errors],
});

export const exportPersonDoc = describedDesk({
  tag,
  summary: 'Export a person’s data as a ZIP (GDPR art. 15 and 20)',
  description:
    'A ZIP streamed as it is written: `README.txt` (the format), `inquiries.json`, `messages.json`, ' +
    '`notes.json`, `files.json`, `outgoing-mails.json`, `dev-mailbox.json` (each an array of records, ' +
    'oldest first) and `files/<id>/<name>` for every file, read from storage one at a time. Logged with ' +
    `who exported, never whom. ${limitNote}`,
  access: 'people:manage',
  requestBody: 'PersonRequest',
  responses: {
    200: {
      description: 'The ZIP archive',
      headers: {
        'Content-Disposition': {
          schema: { type: 'string' },
          description: '`attachment; filename="personal-data-YYYY-MM-DD.zip"` (never the address)',
        },
      },
      content: { 'application/zip': { schema: { type: 'string', contentMediaType: 'application/zip' } } },
    },
  },
  errors: [...errors],
});

export const erasePersonDoc = describedDesk({
  tag,
  summary: 'Erase a person’s data (GDPR art. 17)',
  description:
    'In one transaction: their inquiries with everything attached, their messages in other threads ' +
    '(their address leaves the recipients of messages they were only copied on), outgoing e-mails and ' +
    'dev-mailbox copies to them; their files after the commit (a file that cannot be deleted then is ' +
    'taken by the orphaned-file sweep). Keeps only that an erasure happened, with a keyed hash of the ' +
    `address; closes the address's open erasure requests. Answers with what was erased. ${limitNote}`,
  access: 'people:manage',
  requestBody: 'PersonRequest',
  responses: { 200: jsonResponse('What was erased', ref('PersonErasureResult')) },
  errors: [...errors],
});

export const listErasureRequestsDoc = describedDesk({
  tag,
  summary: 'List the open erasure requests',
  description:
    'Requests visitors sent through the signed link in their confirmation mail, the soonest due first ' +
    '(due one month after they arrived), at most 200.',
  access: 'people:manage',
  responses: { 200: jsonResponse('The open requests', ref('ErasureRequestList')) },
});

export const confirmErasureRequestDoc = describedDesk({
  tag,
  summary: 'Confirm an erasure request: erase the person',
  description:
    'Erases, as `POST /api/desk/people/erase` does, the address the request names; the body repeats ' +
    'the address (the desk has the member type it), and a different one is refused with 422. 404 when ' +
    `the request is not open. ${limitNote}`,
  access: 'people:manage',
  parameters: [uuidPathParameter('id', 'The request’s')],
  requestBody: 'ErasureRequestConfirm',
  responses: { 200: jsonResponse('What was erased', ref('PersonErasureResult')) },
  errors: [...errors, 404],
});
