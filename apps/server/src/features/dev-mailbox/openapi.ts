import { devMailboxQuerySchema } from '@sitedesk/shared/desk-api';
import { describedDesk } from '../../http/desk-operation';
import { jsonResponse, pathParameter, queryParametersOf, ref } from '../../http/openapi-schema';

/** The dev mailbox (MAIL_DRIVER=dev), as its routes describe themselves (decision 248). */
const tag = 'Desk: settings';
const mailId = pathParameter('id', 'The kept e-mail’s id.');

export const readMailboxDoc = describedDesk({
  tag,
  summary: 'Read the dev mailbox',
  description:
    'The e-mails the dev mailer kept instead of sending, newest first. Only with MAIL_DRIVER=dev; ' +
    'with a real mailer the endpoint is 404.',
  access: 'settings:manage',
  parameters: queryParametersOf(devMailboxQuerySchema),
  responses: { 200: jsonResponse('One page of e-mails and the total', ref('DevMailbox')) },
  errors: [404, 422],
});

export const answerAsVisitorDoc = describedDesk({
  tag,
  summary: 'Answer a kept e-mail as the visitor',
  description:
    "Builds the reply a visitor's mail program would send to this kept e-mail (to its Reply-To, " +
    'In-Reply-To its Message-ID, the original quoted) and receives it through the same parsing and ' +
    "matching as inbound mail, so it lands in the inquiry's thread. Only with MAIL_DRIVER=dev (else 404); " +
    '422 when the e-mail belongs to no inquiry.',
  access: 'settings:manage',
  parameters: [mailId],
  requestBody: 'DevVisitorAnswer',
  responses: { 201: jsonResponse('Stored in the thread', ref('DevVisitorAnswerResult')) },
  errors: [400, 404, 415, 422],
});

export const readMailHtmlDoc = describedDesk({
  tag,
  summary: 'Read a kept e-mail’s HTML version',
  description:
    'The HTML version alone (`text/html`), for a sandboxed frame of the desk: its Content-Security-Policy ' +
    'allows inline styles and `data:` pictures only, with `sandbox`, so nothing in it runs or loads. ' +
    'Sign-in links hidden as in the list. Only with MAIL_DRIVER=dev (else 404).',
  access: 'settings:manage',
  parameters: [mailId],
  responses: {
    200: { description: 'The HTML version', content: { 'text/html': { schema: { type: 'string' } } } },
  },
  errors: [404],
});

export const downloadMailAttachmentDoc = describedDesk({
  tag,
  summary: 'Download a file a kept e-mail carried',
  description:
    'Always as a download (`application/octet-stream`, `Content-Disposition: attachment`). ' +
    'Only with MAIL_DRIVER=dev (else 404).',
  access: 'settings:manage',
  parameters: [mailId, pathParameter('attachmentId', 'The file’s id, from the mailbox list.')],
  responses: {
    200: {
      description: 'The file',
      content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
    },
  },
  errors: [404],
});
