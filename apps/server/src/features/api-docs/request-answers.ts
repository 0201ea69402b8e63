import { quantityUnits } from '@sitedesk/shared/quote-request';
import { topicFieldTypes } from '@sitedesk/shared/topic-fields';
import { type JsonSchema, nullable, uuid } from './json-schema';

/**
 * What a request for a quotation and the topic's extra fields hold, as the webhooks and `/api/v1` show
 * them (decision 232): one description for both.
 */
export const fieldAnswerJson: JsonSchema = {
  type: 'object',
  required: ['key', 'type', 'label', 'value'],
  properties: {
    key: { type: 'string', description: 'The field’s stable key, as the editor named it' },
    type: { type: 'string', enum: [...topicFieldTypes] },
    label: { type: 'string', description: 'The question as the visitor saw it, in their language' },
    value: {
      oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }],
      description:
        'Text, a number as typed (`12.5`), a day `YYYY-MM-DD`, `yes`/`no`, the chosen options’ keys, or a file field’s file names (the files are among the inquiry’s attachments)',
    },
    valueLabels: { type: 'array', items: { type: 'string' }, description: 'The chosen options’ labels' },
    unit: { type: 'string' },
  },
};

export const quoteLineJson: JsonSchema = {
  type: 'object',
  required: ['entryId', 'title', 'quantity', 'unit'],
  properties: {
    entryId: uuid,
    title: { type: 'string', description: 'The product’s name as the buyer saw it' },
    quantity: { type: 'number', exclusiveMinimum: 0 },
    unit: { type: 'string', enum: [...quantityUnits] },
    extraFields: {
      type: 'array',
      items: fieldAnswerJson,
      description:
        'The answers to the product’s own fields (variants, options; decision 243) as the buyer sent them; absent when none. Without personal data, only those chosen from options',
    },
  },
};

export const quoteRequestJson: JsonSchema = {
  type: 'object',
  required: ['lines', 'neededBy', 'deliveryCountry', 'deliveryPostcode', 'vatId', 'purchaseReference'],
  properties: {
    lines: { type: 'array', items: quoteLineJson },
    neededBy: nullable({ type: 'string', format: 'date' }),
    deliveryCountry: nullable({ type: 'string', description: 'ISO 3166-1 alpha-2' }),
    deliveryPostcode: nullable({ type: 'string' }),
    vatId: nullable({ type: 'string', description: 'Normalised, e.g. `DE123456789`' }),
    purchaseReference: nullable({ type: 'string' }),
  },
};
