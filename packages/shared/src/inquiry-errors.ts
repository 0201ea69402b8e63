import type { InquiryFieldErrorCode } from './inquiry';
import { type Locale, perLocale } from './locales';
import { siteLanguageFiles } from './messages/site-language-files';

/**
 * What each field error code says to the visitor. The API returns these messages next to the codes; the web
 * form shows them next to the field.
 */
export const inquiryFieldErrorMessages: Record<Locale, Record<InquiryFieldErrorCode, string>> = perLocale(
  (locale) => siteLanguageFiles[locale].errors.inquiryField,
);

/** The fields the schema reports as `required` when they are empty. */
export const inquiryRequiredFields = ['name', 'email', 'country', 'message'] as const;
export type InquiryRequiredField = (typeof inquiryRequiredFields)[number];

/**
 * `required` said per field, naming it: in the error summary, or to a screen reader that lands on the
 * message alone, "Please fill in this field." does not say which one.
 */
export const inquiryRequiredFieldMessages: Record<Locale, Record<InquiryRequiredField, string>> = perLocale(
  (locale) => siteLanguageFiles[locale].errors.required,
);

/** One language's field error texts: by code, and `required` by field. */
export type InquiryFieldErrorTexts = {
  byCode: Record<InquiryFieldErrorCode, string>;
  required: Record<InquiryRequiredField, string>;
};

export function inquiryFieldErrorTexts(locale: Locale): InquiryFieldErrorTexts {
  return { byCode: inquiryFieldErrorMessages[locale], required: inquiryRequiredFieldMessages[locale] };
}

function isRequiredField(field: string): field is InquiryRequiredField {
  return (inquiryRequiredFields as readonly string[]).includes(field);
}

/** What one field's error says: a required field's own message, otherwise the code's. */
export function inquiryFieldErrorMessage(
  texts: InquiryFieldErrorTexts,
  field: string,
  code: InquiryFieldErrorCode,
): string {
  return code === 'required' && isRequiredField(field) ? texts.required[field] : texts.byCode[code];
}
