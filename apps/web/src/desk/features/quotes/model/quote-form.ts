import type { ProductPriceVariant } from '@sitedesk/shared/product-prices-api';
import { fromMinorUnits, isCurrency, quoteTotals, toMinorUnits } from '@sitedesk/shared/quote-money';
import type { QuantityUnit, QuoteLine, QuoteRequestDetails } from '@sitedesk/shared/quote-request';
import { isQuantity } from '@sitedesk/shared/quote-request';
import { type QuoteDetail, type QuoteRequest, quoteLimits } from '@sitedesk/shared/quotes-api';
import { cutText } from '@sitedesk/shared/text';
import { answerText } from '@sitedesk/shared/topic-fields';

/** One line as typed: numbers stay text until sent, so a half-typed "12." is not rewritten under the cursor. */
export type LineForm = {
  /** Only for React's list: lines have no id of their own. */
  key: string;
  description: string;
  quantity: string;
  unit: QuantityUnit | '';
  unitPrice: string;
  discountPercent: string;
  entryId: string | null;
  /**
   * The variants the buyer picked for the line's product (its `choice` answers, decision 250): which list
   * price to suggest. Not sent: the description says them.
   */
  variants: ProductPriceVariant[];
};

export type VatKind = 'rate' | 'reverse_charge' | 'none';

export type QuoteForm = {
  currency: string;
  validUntil: string;
  vatKind: VatKind;
  vatRate: string;
  lines: LineForm[];
  payment: string;
  delivery: string;
  notes: string;
};

let lastKey = 0;
const nextKey = () => {
  lastKey += 1;
  return `line-${lastKey}`;
};

export function emptyLine(): LineForm {
  return {
    key: nextKey(),
    description: '',
    quantity: '1',
    unit: '',
    unitPrice: '',
    discountPercent: '0',
    entryId: null,
    variants: [],
  };
}

/** A request line's variants: its answers to the product's `choice` fields, in the order they were asked. */
export function variantsOf(line: QuoteLine): ProductPriceVariant[] {
  return (line.extraFields ?? []).flatMap((answer) =>
    answer.type === 'choice' && typeof answer.value === 'string' && answer.value !== ''
      ? [{ field: answer.key, choice: answer.value }]
      : [],
  );
}

const dayMs = 24 * 60 * 60 * 1000;

/** A calendar day (UTC, as the server checks validity) some days after `now`. */
export function dayAfter(now: Date, days: number): string {
  return new Date(now.getTime() + days * dayMs).toISOString().slice(0, 10);
}

/**
 * A quotation line's description from a request's line: the product's name and, after it, the variant and
 * options the buyer picked (decision 243), as they saw them: `EcoBale X4 (Colour: Grey; Options: Scale)`.
 */
export function lineDescriptionOf(line: QuoteLine, yesNo: { yes: string; no: string }): string {
  const answers = (line.extraFields ?? []).map((answer) => `${answer.label}: ${answerText(answer, yesNo)}`);
  const description = answers.length > 0 ? `${line.title} (${answers.join('; ')})` : line.title;
  return cutText(description, quoteLimits.descriptionMaxLength);
}

/**
 * A new quotation's form: one line per product the buyer asked for (their quantity and unit, no price
 * yet, its variant and options in the description), or one empty line; valid for 30 days. The service
 * does not prefill, so the desk does.
 */
export function newQuoteForm(
  request: QuoteRequestDetails | null,
  now: Date,
  yesNo: { yes: string; no: string } = { yes: 'Yes', no: 'No' },
): QuoteForm {
  const lines =
    request && request.lines.length > 0
      ? request.lines.map((line) => ({
          ...emptyLine(),
          description: lineDescriptionOf(line, yesNo),
          quantity: String(line.quantity),
          unit: line.unit,
          entryId: line.entryId,
          variants: variantsOf(line),
        }))
      : [emptyLine()];
  return {
    currency: 'EUR',
    validUntil: dayAfter(now, 30),
    vatKind: 'none',
    vatRate: '',
    lines,
    payment: '',
    delivery: '',
    notes: '',
  };
}

/**
 * A stored quotation as a form. For a revision of an expired one, `now` moves a past validity to 30 days
 * ahead: the server refuses a day gone by.
 */
export function formFromQuote(quote: QuoteDetail, now?: Date): QuoteForm {
  const today = now ? dayAfter(now, 0) : undefined;
  return {
    currency: quote.currency,
    validUntil: today && now && quote.validUntil < today ? dayAfter(now, 30) : quote.validUntil,
    vatKind: quote.vat.kind,
    vatRate: quote.vat.kind === 'rate' ? String(quote.vat.ratePercent) : '',
    lines: quote.lines.map((line) => ({
      key: nextKey(),
      description: line.description,
      quantity: String(line.quantity),
      unit: line.unit ?? '',
      unitPrice: String(line.unitPrice),
      discountPercent: String(line.discountPercent),
      entryId: line.entryId,
      variants: [],
    })),
    payment: quote.terms.payment ?? '',
    delivery: quote.terms.delivery ?? '',
    notes: quote.terms.notes ?? '',
  };
}

/** Text as a number; empty or unreadable text is `NaN`, which the server refuses by its field. */
function numberOf(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

/**
 * The form as the API takes it. Nothing is checked here: the server's answer names each bad field in the
 * member's language (a number that is not one travels as `null` and is refused as such).
 */
export function requestOf(form: QuoteForm): QuoteRequest {
  return {
    currency: form.currency.trim().toUpperCase(),
    validUntil: form.validUntil,
    lines: form.lines.map((line) => ({
      description: line.description,
      quantity: numberOf(line.quantity),
      unit: line.unit === '' ? null : line.unit,
      unitPrice: numberOf(line.unitPrice),
      discountPercent: line.discountPercent.trim() === '' ? 0 : numberOf(line.discountPercent),
      entryId: line.entryId,
    })),
    vat:
      form.vatKind === 'rate'
        ? { kind: 'rate', ratePercent: numberOf(form.vatRate) }
        : { kind: form.vatKind },
    terms: { payment: form.payment, delivery: form.delivery, notes: form.notes },
  };
}

export type Totals = { lineAmounts: number[]; netTotal: number; vatAmount: number; total: number };

/**
 * The totals while sales types, by the server's own arithmetic (quote-money.ts); `undefined` while a
 * line's quantity, price or discount, the currency or the rate is not yet one the server would take.
 */
export function totalsOf(form: QuoteForm): Totals | undefined {
  const currency = form.currency.trim().toUpperCase();
  if (!isCurrency(currency)) return undefined;
  const lines: { quantity: number; unitPriceMinor: number; discountPercent: number }[] = [];
  for (const line of form.lines) {
    const quantity = numberOf(line.quantity);
    const unitPriceMinor = toMinorUnits(numberOf(line.unitPrice), currency);
    const discountPercent = line.discountPercent.trim() === '' ? 0 : numberOf(line.discountPercent);
    if (!isQuantity(quantity) || unitPriceMinor === null) return undefined;
    if (!(discountPercent >= 0 && discountPercent <= 100)) return undefined;
    lines.push({ quantity, unitPriceMinor, discountPercent });
  }
  const ratePercent = numberOf(form.vatRate);
  if (form.vatKind === 'rate' && !(ratePercent >= 0 && ratePercent <= 100)) return undefined;
  const totals = quoteTotals(
    lines,
    form.vatKind === 'rate' ? { kind: 'rate', ratePercent } : { kind: form.vatKind },
  );
  const major = (minor: number) => fromMinorUnits(minor, currency);
  return {
    lineAmounts: totals.lineAmountsMinor.map(major),
    netTotal: major(totals.netTotalMinor),
    vatAmount: major(totals.vatMinor),
    total: major(totals.totalMinor),
  };
}

/** The id of a field's control from the server's field path (`lines.0.unitPrice` → `…-lines-0-unitPrice`). */
export function fieldId(formId: string, path: string): string {
  return `${formId}-${path.replaceAll('.', '-')}`;
}
