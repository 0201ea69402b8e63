import type { Locale } from '../locales';
import type { SiteTextCatalog } from '../site-texts-api';
import { messageCatalogs } from './catalogs';
import { erasureRequestMessageCatalogs } from './erasure-request-catalogs';
import { visitorPageMessageCatalogs } from './visitor-page-catalogs';

/**
 * The shipped catalogs an editor may correct (decision 206), by the name of their JSON file. Another
 * catalog (`errors`, `mail`, …) joins by adding its record here and its name to `siteTextCatalogs`
 * (`site-texts-api.ts`, which the type below holds to this record); the desk, the API and the checks follow from this record. For the server and
 * tests: it holds every language.
 */
export const overridableCatalogs = {
  site: messageCatalogs,
  'visitor-page': visitorPageMessageCatalogs,
  'erasure-request': erasureRequestMessageCatalogs,
} as const satisfies Record<SiteTextCatalog, Record<Locale, object>>;

/**
 * Texts of these catalogs that only the e-mails read, from the shipped catalog (until `mail.json` joins
 * this record): a correction would change nothing anyone sees, so none is offered. A key path or a whole
 * subtree (`mail` covers `mail.replyLink`).
 */
const mailOnlyTexts: Record<SiteTextCatalog, readonly string[]> = {
  site: [],
  'visitor-page': ['mail'],
  'erasure-request': ['mailLabel', 'mailLink'],
};

/** Whether an editor may correct the text at `key` of `catalog`. */
export function isCorrectableText(catalog: SiteTextCatalog, key: string): boolean {
  return !mailOnlyTexts[catalog].some((path) => key === path || key.startsWith(`${path}.`));
}
