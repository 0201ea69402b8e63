import { describedDesk } from '../../../http/desk-operation';
import {
  jsonResponse,
  noContent,
  objectOf,
  ref,
  uuid,
  uuidPathParameter,
} from '../../../http/openapi-schema';

/**
 * Quotations (issue 27 §3, decision 220): built, revised and sent from the desk; the inquiry's outcome. As
 * their routes describe themselves (decision 248); the body and answer schemas are `components.schemas` of
 * the reference (api-docs).
 */
const tag = 'Desk: quotations';
const inquiryId = uuidPathParameter('id', 'The inquiry’s');
const quoteId = uuidPathParameter('id', 'The quotation’s');
const created = jsonResponse(
  'The draft: its id, number and revision',
  objectOf<{ id: string; number: string; revision: number }>({
    id: uuid,
    number: { type: 'string', examples: ['Q-2026-0001'] },
    revision: { type: 'integer', minimum: 1 },
  }),
);

export const listQuotesDoc = describedDesk({
  tag,
  summary: 'List an inquiry’s quotations',
  description: 'Every revision, by number and revision; amounts in major units of the currency.',
  access: 'inquiries:read',
  parameters: [inquiryId],
  responses: {
    200: jsonResponse('The quotations', {
      type: 'object',
      properties: { items: { type: 'array', items: ref('QuoteDetail') } },
      required: ['items'],
    }),
  },
  errors: [404],
});

export const createQuoteDoc = describedDesk({
  tag,
  summary: 'Build a quotation from a request',
  description:
    'A draft with the year’s next number (`Q-2026-0001`). Prices in major units (`1250.5`), with no ' +
    'more decimals than the currency has (422 `invalid` on `lines.N.unitPrice`); `validUntil` from ' +
    'today to a year ahead; VAT at a rate, the reverse-charge note, or none. Example: ' +
    '`{"currency":"EUR","validUntil":"2026-12-31","lines":[{"description":"Channel baler VB-60",' +
    '"quantity":2,"unit":"pcs","unitPrice":42500}],"vat":{"kind":"rate","ratePercent":19}}`.',
  access: 'inquiries:reply',
  parameters: [inquiryId],
  requestBody: 'QuoteRequest',
  responses: { 201: created },
  errors: [400, 404, 409, 415, 422],
});

export const setOutcomeDoc = describedDesk({
  tag,
  summary: 'Say how a request ended',
  description:
    '`won`, `lost`, or `null` to reopen it. An accepted quotation sets `won` by itself; a declined or ' +
    'expired one `lost` when nothing else is open. Recorded as `outcome_changed`.',
  access: 'inquiries:update',
  parameters: [inquiryId],
  requestBody: 'InquiryOutcomeRequest',
  responses: { 204: noContent },
  errors: [400, 404, 409, 415, 422],
});

export const readQuoteDoc = describedDesk({
  tag,
  summary: 'Read a quotation',
  access: 'inquiries:read',
  parameters: [quoteId],
  responses: { 200: jsonResponse('The quotation', ref('QuoteDetail')) },
  errors: [404],
});

export const saveQuoteDoc = describedDesk({
  tag,
  summary: 'Change a draft',
  description:
    'Checked as on creation. A quotation once sent never changes (409 `quote_closed`): revise it. ' +
    '`updatedAt` names the version the writer saw; if someone saved it since, 409 `edit_conflict`.',
  access: 'inquiries:reply',
  parameters: [quoteId],
  requestBody: 'QuoteSaveRequest',
  responses: { 200: jsonResponse('The quotation as it is now', ref('QuoteDetail')) },
  errors: [400, 404, 409, 415, 422],
});

export const reviseQuoteDoc = describedDesk({
  tag,
  summary: 'Revise a quotation',
  description:
    'A draft of the next revision with the same number. Refused (409 `quote_closed`) while a draft of ' +
    'the number exists or once one was accepted. Sending it supersedes the earlier revisions.',
  access: 'inquiries:reply',
  parameters: [quoteId],
  requestBody: 'QuoteRequest',
  responses: { 201: created },
  errors: [400, 404, 409, 415, 422],
});

export const sendQuoteDoc = describedDesk({
  tag,
  summary: 'Send a quotation',
  description:
    'Renders the PDF in the buyer’s language and sends it as an answer in the conversation (with the ' +
    'answers’ hourly limit), with a link to the buyer’s page where they accept, decline or ask for ' +
    'changes. `message` goes above the standard words. Once only (409 `quote_closed`). `updatedAt` ' +
    'names the version the sender saw: if the draft was saved since, nothing goes out (409 `edit_conflict`).',
  access: 'inquiries:reply',
  parameters: [quoteId],
  requestBody: 'QuoteSendRequest',
  responses: { 200: jsonResponse('The quotation, sent', ref('QuoteDetail')) },
  errors: [400, 404, 409, 415, 422, 429],
});

export const previewQuotePdfDoc = describedDesk({
  tag,
  summary: 'Preview a quotation’s PDF',
  description: 'As it reads now, in the buyer’s language; the sent PDF is the attachment of its message.',
  access: 'inquiries:read',
  parameters: [quoteId],
  responses: {
    200: {
      description: 'The PDF',
      content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
    },
  },
  errors: [404],
});
