import type { Locale } from '../locales';
import { files as ar } from './ar/files';
import type { Catalog } from './catalog';
import { files as de } from './de/files';
import type enErasureRequest from './en/erasure-request.json';
import type enErrors from './en/errors.json';
import { files as en } from './en/files';
import type enMail from './en/mail.json';
import type enVisitorPage from './en/visitor-page.json';
import { files as fr } from './fr/files';
import type { Messages } from './types';

/**
 * One site language's shipped texts for visitors (decision 206), a folder each (`messages/<locale>/`):
 * the site's chrome and form (`site.json`), the visitor's page and erasure request, the errors the API and
 * the form say, and the visitor's mails. Adding a language is adding its folder and its line below.
 */
export type SiteLanguageFiles = {
  site: Messages;
  visitorPage: Catalog<typeof enVisitorPage>;
  erasureRequest: Catalog<typeof enErasureRequest>;
  errors: Catalog<typeof enErrors>;
  mail: Catalog<typeof enMail>;
};

/**
 * Every language's files, for the server and the tests; the record type makes a missing language a compile
 * error. The site's pages load one language each through their locale bundle instead.
 */
export const siteLanguageFiles: Record<Locale, SiteLanguageFiles> = { en, de, fr, ar };
