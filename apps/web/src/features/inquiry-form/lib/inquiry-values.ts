import type { InquiryFieldErrorCode } from '@sitedesk/shared/inquiry';
import { type Locale, localeTags } from '@sitedesk/shared/locales';
import { newQuoteRow, type QuoteRow, type QuoteRowPart } from './quote-rows';

/** What the visitor has filled in, as the form holds it (files live apart: they cannot be drafted). */
export type InquiryValues = {
  name: string;
  company: string;
  email: string;
  country: string;
  phoneCountry: string;
  phone: string;
  /** A topic's key (decision 245). */
  topic: string;
  message: string;
  consent: boolean;
  /** Whether the visitor picked the phone country; until then it follows the company's country. */
  isPhoneCountryChosen: boolean;
} & QuoteValues;

/** What a request for a quotation adds (issue 27 §2); sent only on that topic. */
export type QuoteValues = {
  quoteRows: QuoteRow[];
  /** `YYYY-MM-DD`, as a date input gives it, or empty. */
  neededBy: string;
  deliveryCountry: string;
  deliveryPostcode: string;
  vatId: string;
  purchaseReference: string;
};

export const quoteTextFields = [
  'neededBy',
  'deliveryCountry',
  'deliveryPostcode',
  'vatId',
  'purchaseReference',
] as const;

/**
 * Fields that can show an error, in the order they appear: the first invalid one receives focus. `entryId`
 * is the product or job shown above the fields; its error is at its "Remove" button.
 */
export const inquiryFieldOrder = [
  'entryId',
  'name',
  'company',
  'country',
  'email',
  'phoneCountry',
  'phone',
  'topic',
  'lines',
  'neededBy',
  'deliveryCountry',
  'deliveryPostcode',
  'vatId',
  'purchaseReference',
  'message',
  'attachments',
  'consent',
] as const;
/** A product row's control, by the row's place (`line-0-quantity`): each has its own error. */
export type QuoteRowField = `line-${number}-${QuoteRowPart}`;
/** The form's fields by name; the product rows' controls come and go with the rows. */
export type NamedInquiryField = (typeof inquiryFieldOrder)[number];
export type InquiryField = NamedInquiryField | QuoteRowField;

export type FieldErrors = Partial<Record<InquiryField, InquiryFieldErrorCode>>;

export const quoteRowField = (index: number, part: QuoteRowPart): QuoteRowField => `line-${index}-${part}`;

const quoteRowFieldPattern = /^line-(\d+)-(entryId|quantity|unit)$/;

/** A row control's place and part, or `undefined` for the form's other fields. */
export function quoteRowFieldOf(field: string): { index: number; part: QuoteRowPart } | undefined {
  const match = quoteRowFieldPattern.exec(field);
  if (!match) return undefined;
  return { index: Number(match[1]), part: match[2] as QuoteRowPart };
}

export function isInquiryField(value: string): value is InquiryField {
  return (inquiryFieldOrder as readonly string[]).includes(value) || quoteRowFieldOf(value) !== undefined;
}

/** The fields with an error in the order they appear: the rows' controls stand where the products do. */
export function orderedErrorFields(errors: FieldErrors): InquiryField[] {
  const rowFields = (Object.keys(errors) as InquiryField[])
    .flatMap((field) => {
      const place = quoteRowFieldOf(field);
      return place && errors[field] !== undefined ? [{ field, ...place }] : [];
    })
    .sort((a, b) => a.index - b.index || partOrder.indexOf(a.part) - partOrder.indexOf(b.part))
    .map(({ field }) => field);
  return inquiryFieldOrder.flatMap((field): InquiryField[] => {
    const own = errors[field] === undefined ? [] : [field];
    return field === 'lines' ? [...own, ...rowFields] : own;
  });
}

const partOrder: readonly QuoteRowPart[] = ['entryId', 'quantity', 'unit'];

/** Element ids, shared by labels, error messages and the focus after a failed submit. */
export const fieldId = (field: InquiryField) => `inquiry-${field}`;
export const errorId = (field: InquiryField) => `inquiry-${field}-error`;
export const hintId = (field: InquiryField) => `inquiry-${field}-hint`;

/**
 * Where a visitor reading each language most likely is: the country of its Open Graph tag (the UK for
 * English, Czechia for Czech, Portugal for Portuguese), and for Arabic the United Arab Emirates, the region's
 * largest market for recycling machinery. A guess only: the visitor picks their own.
 */
function defaultPhoneCountry(locale: Locale): string {
  return locale === 'ar' ? 'AE' : localeTags[locale].ogLocale.slice(-2);
}

/** `topic`: the form's first topic, as the prerendered select shows it chosen. */
export function initialValues(locale: Locale, topic = 'product'): InquiryValues {
  return {
    name: '',
    company: '',
    email: '',
    country: '',
    phoneCountry: defaultPhoneCountry(locale),
    phone: '',
    topic,
    message: '',
    consent: false,
    isPhoneCountryChosen: false,
    quoteRows: [newQuoteRow()],
    neededBy: '',
    deliveryCountry: '',
    deliveryPostcode: '',
    vatId: '',
    purchaseReference: '',
  };
}
