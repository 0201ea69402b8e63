import type { Locale } from '../locales';
import { files as ar } from './ar/files';
import { files as bg } from './bg/files';
import type { Catalog } from './catalog';
import { files as cs } from './cs/files';
import { files as da } from './da/files';
import { files as de } from './de/files';
import { files as el } from './el/files';
import type enErasureRequest from './en/erasure-request.json';
import type enErrors from './en/errors.json';
import { files as en } from './en/files';
import type enMail from './en/mail.json';
import type enQuote from './en/quote.json';
import type enVisitorPage from './en/visitor-page.json';
import { files as es } from './es/files';
import { files as et } from './et/files';
import { files as fi } from './fi/files';
import { files as fr } from './fr/files';
import { files as ga } from './ga/files';
import { files as hr } from './hr/files';
import { files as hu } from './hu/files';
import { files as it } from './it/files';
import { files as ja } from './ja/files';
import { files as lt } from './lt/files';
import { files as lv } from './lv/files';
import { files as mt } from './mt/files';
import { files as nl } from './nl/files';
import { files as pl } from './pl/files';
import { files as pt } from './pt/files';
import { files as ro } from './ro/files';
import { files as sk } from './sk/files';
import { files as sl } from './sl/files';
import { files as sv } from './sv/files';
import { files as tr } from './tr/files';
import type { Messages } from './types';
import { files as zh } from './zh/files';

/**
 * One site language's shipped texts for visitors (decision 211), a folder each (`messages/<locale>/`):
 * the site's chrome and form (`site.json`), the visitor's page and erasure request, the errors the API and
 * the form say, the visitor's mails and quotations. Adding a language is adding its folder and its line below.
 */
export type SiteLanguageFiles = {
  site: Messages;
  visitorPage: Catalog<typeof enVisitorPage>;
  erasureRequest: Catalog<typeof enErasureRequest>;
  errors: Catalog<typeof enErrors>;
  mail: Catalog<typeof enMail>;
  /** A quotation's PDF, its part of the visitor's page and its mails (issue 27 §3). */
  quote: Catalog<typeof enQuote>;
};

/**
 * Every language's files, for the server and the tests; the record type makes a missing language a compile
 * error. The site's pages load one language each through their locale bundle instead.
 */
export const siteLanguageFiles: Record<Locale, SiteLanguageFiles> = {
  en,
  de,
  fr,
  ar,
  bg,
  cs,
  da,
  el,
  es,
  et,
  fi,
  ga,
  hr,
  hu,
  it,
  ja,
  lt,
  lv,
  mt,
  nl,
  pl,
  pt,
  ro,
  sk,
  sl,
  sv,
  tr,
  zh,
};
