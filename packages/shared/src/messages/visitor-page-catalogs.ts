import type { Locale } from '../locales';
import { visitorPageArMessages } from './visitor-page-ar';
import { visitorPageDeMessages } from './visitor-page-de';
import { visitorPageEnMessages } from './visitor-page-en';
import { visitorPageFrMessages } from './visitor-page-fr';

type Catalog<T> = { [Key in keyof T]: T[Key] extends string ? string : Catalog<T[Key]> };

export type VisitorPageMessages = Catalog<typeof visitorPageEnMessages>;

/**
 * The visitor page's catalogs, apart from the site's: the server renders the page and the e-mails link
 * it, so none of these texts goes into the site's JavaScript. The record type makes a missing language a
 * compile error.
 */
export const visitorPageMessageCatalogs: Record<Locale, VisitorPageMessages> = {
  en: visitorPageEnMessages,
  de: visitorPageDeMessages,
  fr: visitorPageFrMessages,
  ar: visitorPageArMessages,
};
