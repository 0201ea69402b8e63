import type { InquiryFieldErrorCode, InquiryTopic } from '@sitedesk/shared/inquiry';
import { type Locale, localeTags } from '@sitedesk/shared/locales';

/** What the visitor has filled in, as the form holds it (files live apart: they cannot be drafted). */
export type InquiryValues = {
  name: string;
  company: string;
  email: string;
  country: string;
  phoneCountry: string;
  phone: string;
  topic: InquiryTopic;
  message: string;
  consent: boolean;
  /** Whether the visitor picked the phone country; until then it follows the company's country. */
  isPhoneCountryChosen: boolean;
};

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
  'message',
  'attachments',
  'consent',
] as const;
export type InquiryField = (typeof inquiryFieldOrder)[number];

export type FieldErrors = Partial<Record<InquiryField, InquiryFieldErrorCode>>;

export function isInquiryField(value: string): value is InquiryField {
  return (inquiryFieldOrder as readonly string[]).includes(value);
}

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

export function initialValues(locale: Locale): InquiryValues {
  return {
    name: '',
    company: '',
    email: '',
    country: '',
    phoneCountry: defaultPhoneCountry(locale),
    phone: '',
    topic: 'product',
    message: '',
    consent: false,
    isPhoneCountryChosen: false,
  };
}
