import type { WebhookEventType } from '@sitedesk/shared/webhooks-api';
import { dateTime, type JsonSchema, nullable, uuid } from './json-schema';
import { fieldAnswerJson, quoteLineJson } from './request-answers';

/**
 * What Sitedesk POSTs to a webhook endpoint, per event (decisions 224 and 226), as OpenAPI 3.1's top-level
 * `webhooks`. `data` holds facts for every subscribed endpoint; the properties marked personal come only
 * to an endpoint with `includesPersonalData`.
 */
const personal = (schema: JsonSchema, what: string): JsonSchema => ({
  ...schema,
  description: `${what} Personal data: only with \`includesPersonalData\`.`,
});

const reference: JsonSchema = { type: 'string', description: 'The inquiry’s reference, e.g. `SD-26-4F7K2`' };
const addresses: JsonSchema = { type: 'array', items: { type: 'string' } };

function event(type: string, summary: string, description: string, data: JsonSchema): JsonSchema {
  return {
    post: {
      tags: ['Webhooks'],
      summary,
      description: `${description} Signed per Standard Webhooks 1.0 (\`webhook-id\`, \`webhook-timestamp\`, \`webhook-signature\`); answer 2xx to acknowledge, 410 to have the endpoint switched off.`,
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: {
              type: 'object',
              required: ['type', 'timestamp', 'data'],
              properties: { type: { const: type }, timestamp: dateTime, data },
            },
          },
        },
      },
      responses: { '200': { description: 'Received (any 2xx)' } },
    },
  };
}

function dataOf(required: string[], properties: Record<string, JsonSchema>): JsonSchema {
  return { type: 'object', required, properties };
}

const messageFacts = {
  id: uuid,
  inquiryId: uuid,
  reference,
  attachmentCount: { type: 'integer', minimum: 0 },
  createdAt: dateTime,
};

const messagePersonal = {
  from: personal({ type: 'string' }, 'The sender’s address.'),
  to: personal(addresses, 'The recipients.'),
  cc: personal(addresses, 'The copies.'),
  subject: personal({ type: 'string' }, 'The subject.'),
  text: personal({ type: 'string' }, 'The message’s text.'),
};

const quoteFacts = {
  id: uuid,
  inquiryId: uuid,
  number: { type: 'string', description: 'e.g. `Q-2026-0001`' },
  revision: { type: 'integer', minimum: 1 },
  status: { type: 'string', enum: ['sent', 'accepted', 'declined'] },
  currency: { type: 'string', description: 'ISO 4217, e.g. `EUR`' },
  netTotalMinor: { type: 'integer', description: 'Net total in the currency’s minor units (cents)' },
  totalMinor: { type: 'integer', description: 'Total with VAT in minor units' },
  validUntil: { type: 'string', format: 'date' },
  sentAt: nullable(dateTime),
  decidedAt: nullable(dateTime),
  acceptedName: personal(nullable({ type: 'string' }), 'The name the buyer typed as a signature.'),
  declineReason: personal(nullable({ type: 'string' }), 'Why the buyer declined.'),
};

function quoteEventDoc(type: 'quote.sent' | 'quote.accepted' | 'quote.declined', summary: string) {
  return event(
    type,
    summary,
    'About one quotation revision; the inquiry it belongs to is `inquiryId`.',
    dataOf(
      ['id', 'inquiryId', 'number', 'revision', 'status', 'currency', 'netTotalMinor', 'totalMinor'],
      quoteFacts,
    ),
  );
}

export const webhookEventDocs: Record<WebhookEventType, JsonSchema> = {
  'inquiry.created': event(
    'inquiry.created',
    'A visitor sent an inquiry',
    'Sent after the inquiry is stored; not for one held as spam (announced when a member releases it). `quoteRequest` and `fields` without personal data carry only the products, date and country and the answers chosen from the editor’s options; with personal data, the whole request and every answer.',
    dataOf(
      [
        'id',
        'reference',
        'status',
        'topic',
        'country',
        'locale',
        'assigneeId',
        'createdAt',
        'quoteRequest',
        'fields',
      ],
      {
        id: uuid,
        reference,
        status: { type: 'string', enum: ['new', 'in_progress', 'answered', 'closed'] },
        topic: { type: 'string', description: 'e.g. `quote`' },
        country: { type: 'string', description: 'ISO 3166-1 alpha-2 of the visitor’s company' },
        locale: { type: 'string', description: 'The language the visitor wrote in' },
        assigneeId: nullable({ type: 'string', description: 'The staff member routing gave it to' }),
        createdAt: dateTime,
        quoteRequest: nullable({
          type: 'object',
          required: ['lines', 'neededBy', 'deliveryCountry'],
          properties: {
            lines: { type: 'array', items: quoteLineJson },
            neededBy: nullable({ type: 'string', format: 'date' }),
            deliveryCountry: nullable({ type: 'string' }),
            deliveryPostcode: personal(nullable({ type: 'string' }), 'Where it goes.'),
            vatId: personal(nullable({ type: 'string' }), 'The buyer’s VAT number.'),
            purchaseReference: personal(nullable({ type: 'string' }), 'The buyer’s own reference.'),
          },
        }),
        fields: {
          type: 'array',
          items: fieldAnswerJson,
          description:
            'Answers to the topic’s extra fields: those chosen from options (`choice`, `choices`, `yesNo`), and with personal data every answer',
        },
        name: personal({ type: 'string' }, 'The visitor’s name.'),
        company: personal(nullable({ type: 'string' }), 'The company.'),
        email: personal({ type: 'string' }, 'The visitor’s address.'),
        phone: personal(nullable({ type: 'string' }), 'E.164.'),
        message: personal({ type: 'string' }, 'The message.'),
      },
    ),
  ),
  'quote.sent': quoteEventDoc('quote.sent', 'A quotation was sent to the buyer'),
  'quote.accepted': quoteEventDoc('quote.accepted', 'The buyer accepted a quotation'),
  'quote.declined': quoteEventDoc('quote.declined', 'The buyer declined a quotation'),
  'inquiry.updated': event(
    'inquiry.updated',
    'An inquiry’s status, assignee or tags changed, or it was merged into another',
    'Sent after the change commits, from the desk (one change, a bulk action or its undo), an answer that moved it to `answered` or gave it to whoever answered, or a visitor’s answer that reopened it, or a merge (the merged inquiry is closed, its tags join the other’s, and `mergedIntoId` names the inquiry its thread now lives in; the other is announced too when it gained tags). Carries the values after the change. Marking an inquiry as spam is announced (`status: "spam"`); an inquiry held as spam on arrival and released with "Not spam" is announced then as `inquiry.created`.',
    dataOf(['id', 'reference', 'status', 'assigneeId', 'tags', 'mergedIntoId', 'changed', 'updatedAt'], {
      id: uuid,
      reference,
      status: { type: 'string', enum: ['new', 'in_progress', 'answered', 'closed', 'spam'] },
      assigneeId: nullable({ type: 'string', description: 'The staff member’s id' }),
      tags: { type: 'array', items: { type: 'string' }, description: 'Tag names, sorted' },
      mergedIntoId: nullable({
        type: 'string',
        format: 'uuid',
        description: 'The inquiry this one was merged into (its thread lives there now); null unless merged',
      }),
      changed: {
        type: 'array',
        items: { type: 'string', enum: ['status', 'assigneeId', 'tags', 'mergedIntoId'] },
      },
      updatedAt: dateTime,
    }),
  ),
  'message.received': event(
    'message.received',
    'The visitor answered',
    'A visitor’s answer stored in the inquiry’s thread, by e-mail or on their request’s page; not for a message held as suspected spam.',
    dataOf(['id', 'inquiryId', 'reference', 'isAutomatic', 'attachmentCount', 'createdAt'], {
      ...messageFacts,
      isAutomatic: { type: 'boolean', description: 'An auto-reply (out of office), not the visitor’s own' },
      ...messagePersonal,
    }),
  ),
  'message.sent': event(
    'message.sent',
    'Staff answered',
    'An answer sent from the desk (a quotation’s too), queued for delivery by e-mail.',
    dataOf(['id', 'inquiryId', 'reference', 'authorId', 'attachmentCount', 'createdAt'], {
      ...messageFacts,
      authorId: nullable({ type: 'string', description: 'The staff member’s id' }),
      ...messagePersonal,
    }),
  ),
  'inquiry.overdue': event(
    'inquiry.overdue',
    'An answer is overdue',
    'A first answer’s or a next answer’s deadline (the routing rule’s, in business hours) passed without that answer; once per deadline, never for an inquiry held as spam. Facts only: read the inquiry for more.',
    dataOf(
      [
        'id',
        'reference',
        'status',
        'assigneeId',
        'teamId',
        'firstAnswerDueAt',
        'nextAnswerDueAt',
        'overdueAt',
      ],
      {
        id: uuid,
        reference,
        status: { type: 'string', enum: ['new', 'in_progress', 'answered', 'closed'] },
        assigneeId: nullable({ type: 'string', description: 'The staff member’s id' }),
        teamId: nullable({ type: 'string', description: 'The team it is routed to' }),
        firstAnswerDueAt: nullable(dateTime),
        nextAnswerDueAt: nullable(dateTime),
        overdueAt: dateTime,
      },
    ),
  ),
  'note.added': event(
    'note.added',
    'A staff member added an internal note',
    'A note written in the desk or by API key (`POST /api/v1/inquiries/{id}/notes`); never on an inquiry held as spam. Notes are never shown to the visitor; their text is often about them, so it goes only to endpoints that receive personal data.',
    dataOf(['id', 'inquiryId', 'reference', 'authorId', 'createdAt'], {
      id: uuid,
      inquiryId: uuid,
      reference,
      authorId: nullable({
        type: 'string',
        description: 'The staff member’s id; null once their account is gone',
      }),
      createdAt: dateTime,
      text: personal({ type: 'string' }, 'The note.'),
    }),
  ),
  'person.erased': event(
    'person.erased',
    'A person’s data was erased',
    'Never carries personal data, whatever the endpoint chose: delete your copies by the inquiry ids. Queued deliveries that held the person’s data were deleted with it.',
    dataOf(['erasureId', 'inquiryIds', 'erasedAt'], {
      erasureId: uuid,
      inquiryIds: { type: 'array', items: uuid },
      erasedAt: dateTime,
    }),
  ),
};
