import { type DescribeRouteOptions, describeRoute } from 'hono-openapi';
import { describedDesk, operation } from '../../../http/desk-operation';
import { jsonResponse, noContent, pathParameter, ref, uuidPathParameter } from '../../../http/openapi-schema';

/**
 * Answering from the desk (decision 100): replies, the thread, drafts, templates, preferences, as their
 * routes describe themselves (decision 248); the body and answer schemas are `components.schemas` of the
 * reference (api-docs).
 */
const tag = 'Desk: conversations';

const inquiryId = uuidPathParameter('id', 'The inquiry’s');
const templateId = pathParameter('id', 'The answer template’s id.');

// An answer is JSON or multipart form data with new files: both bodies are named.
export const sendReplyDoc = describeRoute({
  ...operation({
    tag,
    summary: 'Answer an inquiry by e-mail',
    description:
      'Stores the answer in the thread and queues its e-mail in one transaction; moves a `new` or ' +
      '`in_progress` inquiry to `answered` and clears the caller’s draft. The e-mail goes to the ' +
      'visitor (and `cc`) with the reference in the subject, `Reply-To` the inquiry’s reply address and ' +
      '`In-Reply-To`/`References` to the thread. 409 `inquiry_is_spam` for a spam inquiry; 429 over ' +
      'REPLY_RATE_LIMIT answers per staff member per hour. Multipart form data (`ReplyUpload`) adds new files. ' +
      'Files named by `attachmentIds` count toward ATTACHMENTS_MAX_TOTAL_BYTES with the new ones (413 ' +
      '`files_too_large` on `attachmentIds`); an id named twice is 422 `duplicate_attachment`.',
    access: 'inquiries:reply',
    parameters: [inquiryId],
    requestBody: 'ReplyRequest',
    responses: { 201: jsonResponse('The answer as the thread shows it', ref('ConversationMessage')) },
    errors: [400, 404, 409, 413, 415, 422, 429],
  }),
  requestBody: {
    required: true,
    content: {
      'application/json': { schema: ref('ReplyRequest') },
      'multipart/form-data': { schema: ref('ReplyUpload') },
    },
  },
} as DescribeRouteOptions);

export const readThreadDoc = describedDesk({
  tag,
  summary: 'Read an inquiry’s e-mail thread',
  description: 'Every e-mail of the conversation, both directions, oldest first, with delivery state.',
  access: 'inquiries:read',
  parameters: [inquiryId],
  responses: { 200: jsonResponse('The thread', ref('ConversationThread')) },
  errors: [404],
});

export const resendMessageDoc = describedDesk({
  tag,
  summary: 'Send a failed answer again',
  description:
    'Gives an answer whose delivery failed a fresh delivery (due now, a new retry window). 409 ' +
    '`delivery_not_failed` for any other message.',
  access: 'inquiries:reply',
  parameters: [inquiryId, pathParameter('messageId', 'The message’s id in the thread.')],
  responses: { 202: { description: 'Queued for delivery; no body' } },
  errors: [404, 409],
});

export const readReplyDraftDoc = describedDesk({
  tag,
  summary: 'Read the caller’s draft answer',
  access: 'inquiries:reply',
  parameters: [inquiryId],
  responses: { 200: jsonResponse('The draft (empty when none is saved)', ref('ReplyDraft')) },
  errors: [404],
});

export const saveReplyDraftDoc = describedDesk({
  tag,
  summary: 'Save the caller’s draft answer',
  description: 'One draft per inquiry and staff member; sending the answer clears it.',
  access: 'inquiries:reply',
  parameters: [inquiryId],
  requestBody: 'ReplyDraftRequest',
  responses: { 200: jsonResponse('The saved draft', ref('ReplyDraft')) },
  errors: [400, 404, 415, 422],
});

export const discardReplyDraftDoc = describedDesk({
  tag,
  summary: 'Discard the caller’s draft answer',
  access: 'inquiries:reply',
  parameters: [inquiryId],
  responses: { 204: noContent },
  errors: [404],
});

export const listTemplatesDoc = describedDesk({
  tag,
  summary: 'List answer templates',
  access: 'inquiries:reply',
  responses: {
    200: jsonResponse('Every template, by purpose, language and title', ref('AnswerTemplateList')),
  },
});

export const createTemplateDoc = describedDesk({
  tag,
  summary: 'Create an answer template',
  access: 'settings:manage',
  requestBody: 'AnswerTemplateRequest',
  responses: { 201: jsonResponse('The new template', ref('AnswerTemplate')) },
  errors: [400, 415, 422],
});

export const changeTemplateDoc = describedDesk({
  tag,
  summary: 'Change an answer template',
  access: 'settings:manage',
  parameters: [templateId],
  requestBody: 'AnswerTemplateChange',
  responses: { 200: jsonResponse('The changed template', ref('AnswerTemplate')) },
  errors: [400, 404, 415, 422],
});

export const deleteTemplateDoc = describedDesk({
  tag,
  summary: 'Delete an answer template',
  access: 'settings:manage',
  parameters: [templateId],
  responses: { 204: noContent },
  errors: [404],
});

export const readPreferencesDoc = describedDesk({
  tag,
  summary: 'Read the caller’s preferences',
  description: 'The signature added under every answer, and whether a visitor’s reply is e-mailed.',
  access: 'staff',
  responses: {
    200: jsonResponse('The preferences (defaults when never saved)', ref('StaffPreferences')),
  },
});

export const savePreferencesDoc = describedDesk({
  tag,
  summary: 'Save the caller’s preferences',
  access: 'staff',
  requestBody: 'StaffPreferences',
  responses: { 200: jsonResponse('The saved preferences', ref('StaffPreferences')) },
  errors: [400, 415, 422],
});
