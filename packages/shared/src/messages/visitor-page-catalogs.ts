import { type Locale, perLocale } from '../locales';
import { siteLanguageFiles } from './site-language-files';

/**
 * The visitor page's file refusals are the contact form's words for the same refusals: one set of file
 * rules, one way of saying them.
 */
function withFileErrors(locale: Locale) {
  const { visitorPage, errors } = siteLanguageFiles[locale];
  const { too_many_files, file_too_large, files_too_large, unsupported_file_type } = errors.inquiryField;
  return {
    ...visitorPage,
    errors: { ...visitorPage.errors, too_many_files, file_too_large, files_too_large, unsupported_file_type },
  };
}

export type VisitorPageMessages = ReturnType<typeof withFileErrors>;

/**
 * The visitor page's catalogs (`<locale>/visitor-page.json`), apart from the site's: the server renders the
 * page and the e-mails link it, so none of these texts goes into the site's JavaScript.
 */
export const visitorPageMessageCatalogs: Record<Locale, VisitorPageMessages> = perLocale(withFileErrors);
