import { inquiryFieldErrorMessages } from '../inquiry-errors';
import type { Locale } from '../locales';
import ar from './ar/visitor-page.json';
import type { Catalog } from './catalog';
import de from './de/visitor-page.json';
import en from './en/visitor-page.json';
import fr from './fr/visitor-page.json';

/**
 * The visitor page's file refusals are the contact form's words for the same refusals: one set of file
 * rules, one way of saying them.
 */
function withFileErrors(locale: Locale, file: Catalog<typeof en>) {
  const { too_many_files, file_too_large, files_too_large, unsupported_file_type } =
    inquiryFieldErrorMessages[locale];
  return {
    ...file,
    errors: { ...file.errors, too_many_files, file_too_large, files_too_large, unsupported_file_type },
  };
}

export type VisitorPageMessages = ReturnType<typeof withFileErrors>;

/**
 * The visitor page's catalogs (`<locale>/visitor-page.json`), apart from the site's: the server renders the
 * page and the e-mails link it, so none of these texts goes into the site's JavaScript. The record type
 * makes a missing language a compile error.
 */
export const visitorPageMessageCatalogs: Record<Locale, VisitorPageMessages> = {
  en: withFileErrors('en', en),
  de: withFileErrors('de', de),
  fr: withFileErrors('fr', fr),
  ar: withFileErrors('ar', ar),
};
