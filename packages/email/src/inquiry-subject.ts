import type { Locale } from '@sitedesk/shared/locales';
import { oneLine } from './one-line';

const subjects: Record<Locale, (companyName: string) => string> = {
  en: (companyName) => `Your inquiry to ${companyName}`,
  de: (companyName) => `Ihre Anfrage bei ${companyName}`,
  fr: (companyName) => `Votre demande à ${companyName}`,
  ar: (companyName) => `استفسارك إلى ${companyName}`,
};

/**
 * The subject of every mail to the visitor about one inquiry: `Your inquiry to X [SD-26-4F7K2]`, answers
 * with `Re: ` in front. One wording for the whole thread, because some mail programs (Gmail) group a
 * conversation only when the subjects agree, and the bracketed reference survives any `Re:`/`AW:` prefixes
 * the visitor's program adds.
 */
export function inquirySubject(locale: Locale, reference: string, companyName: string): string {
  return `${subjects[locale](oneLine(companyName))} [${reference}]`;
}

export function inquiryAnswerSubject(locale: Locale, reference: string, companyName: string): string {
  return `Re: ${inquirySubject(locale, reference, companyName)}`;
}
