import { type Locale, perLocale } from '../locales';
import { type SiteLanguageFiles, siteLanguageFiles } from './site-language-files';

/**
 * The visitor's page to ask for erasure (`/{locale}/erasure/{token}`, decision 185) and its link in the
 * confirmation mail (`<locale>/erasure-request.json`). `{name}` marks a placeholder.
 */
export type ErasureRequestMessages = SiteLanguageFiles['erasureRequest'];

export const erasureRequestMessageCatalogs: Record<Locale, ErasureRequestMessages> = perLocale(
  (locale) => siteLanguageFiles[locale].erasureRequest,
);
