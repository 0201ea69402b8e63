import {
  inquiryOutcomeSchema,
  type QuoteDetail,
  quoteRequestSchema,
  quoteSaveSchema,
  quoteSendSchema,
} from '@sitedesk/shared/quotes-api';
import { dateTime, type JsonSchema, nullable, objectOf, requestSchemaOf, uuid } from './json-schema';

const money: JsonSchema = { type: 'number', minimum: 0 };

/** The bodies and answers of the desk's quotations (decision 220); their paths are on their routes (decision 248). */
export const quoteSchemas: Record<string, JsonSchema> = {
  QuoteRequest: requestSchemaOf(quoteRequestSchema),
  QuoteSaveRequest: requestSchemaOf(quoteSaveSchema),
  QuoteSendRequest: requestSchemaOf(quoteSendSchema),
  InquiryOutcomeRequest: requestSchemaOf(inquiryOutcomeSchema),
  QuoteDetail: objectOf<QuoteDetail>({
    id: uuid,
    inquiryId: uuid,
    number: { type: 'string' },
    revision: { type: 'integer', minimum: 1 },
    status: { type: 'string', enum: ['draft', 'sent', 'accepted', 'declined', 'expired', 'superseded'] },
    currency: { type: 'string', pattern: '^[A-Z]{3}$' },
    validUntil: { type: 'string', format: 'date' },
    lines: {
      type: 'array',
      items: objectOf<QuoteDetail['lines'][number]>({
        description: { type: 'string' },
        quantity: { type: 'number' },
        unit: nullable({ type: 'string' }),
        unitPrice: money,
        discountPercent: { type: 'number', minimum: 0, maximum: 100 },
        entryId: nullable(uuid),
        amount: money,
      }),
    },
    vat: {
      type: 'object',
      properties: {
        kind: { type: 'string', enum: ['rate', 'reverse_charge', 'none'] },
        ratePercent: { type: 'number' },
      },
      required: ['kind'],
    },
    terms: objectOf<QuoteDetail['terms']>({
      payment: nullable({ type: 'string' }),
      delivery: nullable({ type: 'string' }),
      notes: nullable({ type: 'string' }),
    }),
    netTotal: money,
    vatAmount: money,
    total: money,
    createdAt: dateTime,
    updatedAt: dateTime,
    sentAt: nullable(dateTime),
    decidedAt: nullable(dateTime),
    acceptedName: nullable({ type: 'string' }),
    declineReason: nullable({ type: 'string' }),
  }),
};
