import type { InquiryFieldErrorCode } from '../inquiry';
import type { InquiryFieldErrorTexts, InquiryRequiredField } from '../inquiry-errors';
import { type Locale, perLocale } from '../locales';
import { siteLanguageFiles } from './site-language-files';

// Every language's words, for the server and the prerender: the form's island gets its language's as props.

/**
 * What each field error code says to the visitor. The API returns these messages next to the codes; the web
 * form shows them next to the field.
 */
export const inquiryFieldErrorMessages: Record<Locale, Record<InquiryFieldErrorCode, string>> = perLocale(
  (locale) => siteLanguageFiles[locale].errors.inquiryField,
);

/**
 * `required` said per field, naming it: in the error summary, or to a screen reader that lands on the
 * message alone, "Please fill in this field." does not say which one.
 */
export const inquiryRequiredFieldMessages: Record<Locale, Record<InquiryRequiredField, string>> = perLocale(
  (locale) => siteLanguageFiles[locale].errors.required,
);

export function inquiryFieldErrorTexts(locale: Locale): InquiryFieldErrorTexts {
  return { byCode: inquiryFieldErrorMessages[locale], required: inquiryRequiredFieldMessages[locale] };
}
