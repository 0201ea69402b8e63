import { z } from 'zod';
import { calendarDaySchema } from './calendar-day';
import { isQuantity, type QuantityUnit, quantityUnits } from './quote-request';
import { requiredTextSchema, textSchema } from './text';

/**
 * Quotations (issue 27 §3, decision 220): what the desk sends to build, revise and send one, and what it
 * gets back. The server checks every request with these schemas; prices are major units in the API
 * (`1250.5` euros) and minor units in storage.
 */
export const quoteLimits = {
  linesMaxCount: 100,
  descriptionMaxLength: 2_000,
  termsMaxLength: 2_000,
  /** A unit price below a billion in its currency. */
  unitPriceMax: 999_999_999,
  /** How far ahead a quotation may be valid. */
  validityMaxDays: 366,
  messageMaxLength: 5_000,
  acceptNameMaxLength: 200,
  visitorTextMaxLength: 2_000,
} as const;

const optionalTerm = textSchema()
  .max(quoteLimits.termsMaxLength, 'too_long')
  .nullish()
  .transform((value) => (value ? value : null));

const twoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

export const quoteLineSchema = z.object({
  description: requiredTextSchema(quoteLimits.descriptionMaxLength),
  quantity: z.number({ error: 'invalid_quantity' }).refine(isQuantity, 'invalid_quantity'),
  unit: z
    .enum(quantityUnits as unknown as [QuantityUnit, ...QuantityUnit[]], { error: 'invalid_unit' })
    .nullish()
    .transform((value) => value ?? null),
  /** Major units; its decimals are checked against the currency's by the server. */
  unitPrice: z.number({ error: 'invalid' }).min(0, 'too_small').max(quoteLimits.unitPriceMax, 'too_big'),
  discountPercent: z
    .number({ error: 'invalid' })
    .min(0, 'too_small')
    .max(100, 'too_big')
    .refine(twoDecimals, 'invalid')
    .default(0),
  /** The catalogue's product the line came from, if any. */
  entryId: z
    .uuid()
    .nullish()
    .transform((value) => value ?? null),
});

/** VAT at a rate, the reverse-charge note (EU B2B across borders), or none (export outside the EU). */
export const quoteVatSchema = z
  .discriminatedUnion('kind', [
    z.object({
      kind: z.literal('rate'),
      ratePercent: z.number().min(0, 'too_small').max(100, 'too_big').refine(twoDecimals, 'invalid'),
    }),
    z.object({ kind: z.literal('reverse_charge') }),
    z.object({ kind: z.literal('none') }),
  ])
  .default({ kind: 'none' });

/**
 * POST /api/desk/inquiries/{id}/quotes, PUT /api/desk/quotes/{id} (a draft), POST
 * /api/desk/quotes/{id}/revisions: `{"currency","validUntil","lines":[{"description","quantity","unitPrice"}]}`
 * and optionally each line's unit, discount and product, the VAT and the terms.
 */
export const quoteRequestSchema = z.object({
  currency: z.string({ error: 'required' }).regex(/^[A-Z]{3}$/, 'invalid_value'),
  validUntil: calendarDaySchema,
  lines: z.array(quoteLineSchema).min(1, 'required').max(quoteLimits.linesMaxCount, 'too_big'),
  vat: quoteVatSchema,
  terms: z
    .object({ payment: optionalTerm, delivery: optionalTerm, notes: optionalTerm })
    .default({ payment: null, delivery: null, notes: null }),
});
export type QuoteRequest = z.input<typeof quoteRequestSchema>;
export type CheckedQuoteRequest = z.output<typeof quoteRequestSchema>;

/**
 * The version of a draft its writer saw (its `updatedAt`): a save or send of a draft that a colleague has
 * changed since is refused with 409 `edit_conflict`, so nobody overwrites or sends what they have not seen.
 * Optional for clients that do not keep it; the desk always sends it.
 */
const seenVersion = z.iso.datetime({ offset: true, error: 'invalid_date' }).optional();

/** PUT /api/desk/quotes/{id}: a draft's new content and the version it was written on. */
export const quoteSaveSchema = quoteRequestSchema.extend({ updatedAt: seenVersion });
export type QuoteSave = z.input<typeof quoteSaveSchema>;

/** POST /api/desk/quotes/{id}/send: an optional message above the quotation's standard words. */
export const quoteSendSchema = z.object({
  message: textSchema()
    .max(quoteLimits.messageMaxLength, 'too_long')
    .optional()
    .transform((value) => (value ? value : null)),
  updatedAt: seenVersion,
});

/** PUT /api/desk/inquiries/{id}/outcome: staff say how a request ended, or reopen it (`null`). */
export const inquiryOutcomeSchema = z.object({
  outcome: z.enum(['won', 'lost']).nullable(),
});
export type InquiryOutcome = 'won' | 'lost';

export type QuoteStatus = 'draft' | 'sent' | 'accepted' | 'declined' | 'expired' | 'superseded';

/** A quotation as the desk shows it; amounts in major units. */
export type QuoteDetail = {
  id: string;
  inquiryId: string;
  number: string;
  revision: number;
  status: QuoteStatus;
  currency: string;
  validUntil: string;
  lines: {
    description: string;
    quantity: number;
    unit: QuantityUnit | null;
    unitPrice: number;
    discountPercent: number;
    entryId: string | null;
    amount: number;
  }[];
  vat: z.output<typeof quoteVatSchema>;
  terms: { payment: string | null; delivery: string | null; notes: string | null };
  netTotal: number;
  vatAmount: number;
  total: number;
  createdAt: string;
  /** The draft's version: what a save or send names as the one its writer saw. */
  updatedAt: string;
  sentAt: string | null;
  decidedAt: string | null;
  acceptedName: string | null;
  declineReason: string | null;
};

/**
 * `POST /{locale}/requests/{token}/quotes/{id}` — a plain form on the buyer's page: accept (the name typed
 * as a signature), decline (a reason if they like), or ask for changes (joins the conversation).
 */
export const visitorQuoteDecisionSchema = z.discriminatedUnion('decision', [
  z.object({
    decision: z.literal('accept'),
    name: requiredTextSchema(quoteLimits.acceptNameMaxLength),
  }),
  z.object({
    decision: z.literal('decline'),
    reason: textSchema()
      .max(quoteLimits.visitorTextMaxLength, 'too_long')
      .optional()
      .transform((value) => (value ? value : null)),
  }),
  z.object({
    decision: z.literal('changes'),
    changes: requiredTextSchema(quoteLimits.visitorTextMaxLength),
  }),
]);
export type VisitorQuoteDecision = z.output<typeof visitorQuoteDecisionSchema>;
