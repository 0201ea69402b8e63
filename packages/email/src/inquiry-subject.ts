import type { Locale } from '@sitedesk/shared/locales';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { siteLanguageFiles } from '@sitedesk/shared/messages/site-language-files';
import { oneLine } from './one-line';

/**
 * The subject of every mail to the visitor about one inquiry: `Your inquiry to X [SD-26-4F7K2]`, answers
 * with `Re: ` in front. One wording for the whole thread, because some mail programs (Gmail) group a
 * conversation only when the subjects agree, and the bracketed reference survives any `Re:`/`AW:` prefixes
 * the visitor's program adds.
 */
export function inquirySubject(locale: Locale, reference: string, companyName: string): string {
  const { subject } = siteLanguageFiles[locale].mail;
  return `${formatMessage(subject, { companyName: oneLine(companyName) })} [${reference}]`;
}

export function inquiryAnswerSubject(locale: Locale, reference: string, companyName: string): string {
  return `Re: ${inquirySubject(locale, reference, companyName)}`;
}
