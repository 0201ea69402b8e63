import {
  type PersonErasureResult,
  type PersonSearchResult,
  personRequestSchema,
} from '@sitedesk/shared/people-api';
import { documented } from '../../../http/documented';
import { exampleResponse, ref } from '../../../http/openapi-schema';

// The reference of `/api/v1/people` (decision 237), one `documented` per route of routes.ts; the request
// and answer schemas are the desk's own (`/api/desk/people/*`).

const asCreator =
  'Done as the key’s creator, whose role must still allow managing personal data (else 403); their ' +
  'PEOPLE_RATE_LIMIT counts it as if they had done it in the desk, and the audit log names them and the key. ' +
  'The address travels in the body, never the URL, and is compared ignoring case and surrounding spaces; ' +
  'the service’s own addresses and staff members’ are refused (422 `own_address`). Bodies over 2 KiB: 413.';

/** The `{"email": …}` body every route here reads (person-request.ts). */
const body = { name: 'PersonRequest', schema: personRequestSchema };
const bodyExample = { email: 'ana@lusorecicla.example' };

const exampleCounts = {
  inquiries: 2,
  messages: 5,
  notes: 1,
  files: 2,
  outgoingMails: 4,
  devMailboxCopies: 0,
};
const exampleSearch: PersonSearchResult = { counts: exampleCounts, erasedAt: null };
const exampleErasure: PersonErasureResult = { counts: exampleCounts, erasedAt: '2026-11-30T16:20:05.000Z' };

export const searchPersonDoc = documented({
  summary: 'Find everything held about an e-mail address',
  description:
    'How many inquiries, thread messages, notes, files, outgoing e-mails and dev-mailbox copies the ' +
    'address has, and when it was erased before (`erasedAt`, recognised by a keyed hash of the ' +
    `address; null: never). ${asCreator}`,
  scope: 'people:export',
  body,
  bodyExample,
  responses: { 200: exampleResponse('The counts', ref('PersonSearchResult'), exampleSearch) },
  errors: [400, 413, 415, 422],
});

export const exportPersonDoc = documented({
  summary: 'Export a person’s data as a ZIP (GDPR art. 15 and 20)',
  description:
    'The ZIP the desk exports, streamed as it is written: `README.txt` (the format), `inquiries.json`, ' +
    '`messages.json`, `notes.json`, `files.json`, `outgoing-mails.json`, `dev-mailbox.json` (arrays of ' +
    'records, oldest first) and `files/<id>/<name>` for every file. Never cached (`Cache-Control: ' +
    'no-store`); the file name holds the date, never the address. Besides the per-minute limit, one key ' +
    'exports at most API_KEY_PEOPLE_EXPORTS_PER_HOUR ZIPs an hour (30 unless the operator changed it; ' +
    `429 with \`Retry-After\` past it). ${asCreator}`,
  scope: 'people:export',
  body,
  bodyExample,
  responses: {
    200: {
      description: 'The ZIP archive',
      headers: {
        'Content-Disposition': {
          schema: { type: 'string' },
          description: '`attachment; filename="personal-data-YYYY-MM-DD.zip"` (never the address)',
        },
      },
      content: {
        'application/zip': { schema: { type: 'string', contentMediaType: 'application/zip' } },
      },
    },
  },
  errors: [400, 413, 415, 422],
});

export const erasePersonDoc = documented({
  summary: 'Erase a person’s data (GDPR art. 17)',
  description:
    'As the desk erases: in one transaction their inquiries with everything attached, their messages in ' +
    'other threads, outgoing e-mails and dev-mailbox copies to them; their files after the commit. Only ' +
    'that an erasure happened is kept, with a keyed hash of the address; the address’s open erasure ' +
    'requests are closed and webhooks hear `person.erased` (ids only). Cannot be undone. Only an owner ' +
    `can create a key with this scope. ${asCreator}`,
  scope: 'people:erase',
  body,
  bodyExample,
  responses: { 200: exampleResponse('What was erased', ref('PersonErasureResult'), exampleErasure) },
  errors: [400, 413, 415, 422],
});
