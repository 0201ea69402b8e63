import type { Locale } from '../locales';
import { arDocuments } from './demo/entries-ar';
import { csDocuments } from './demo/entries-cs';
import { esDocuments } from './demo/entries-es';
import { frDocuments } from './demo/entries-fr';
import { ptDocuments } from './demo/entries-pt';
import { demoJobs } from './demo/jobs';
import { withDemoMedia } from './demo/media';
import { demoNews } from './demo/news';
import { demoProducts } from './demo/products';
import type { CollectionId, EntryDocument } from './entries';

/**
 * The demo company's news, product lines and jobs, seeded into the database on first start and prerendered
 * by the web build. Fixed ids, so product pages can name related products and a re-seed is idempotent.
 * The default language (English) is complete; a translation may leave texts blank (they fall back).
 * One file per collection under `demo/` with English and German; the languages written later by other hands
 * keep their own files (`demo/entries-fr.ts`, `-ar`, `-cs`, `-pt`, `-es`) keyed by entry id.
 * Pictures and data sheets are added to every language at once (`demo/media.ts`).
 */
export type DemoEntry<C extends CollectionId = CollectionId> = {
  id: string;
  collection: C;
  documents: { en: EntryDocument<C> } & Partial<Record<Exclude<Locale, 'en'>, EntryDocument<C>>>;
};

/** The languages whose demo documents live in files of their own (`demo/entries-<locale>.ts`). */
type TranslatedLocale = 'fr' | 'ar' | 'cs' | 'pt' | 'es';

type Translations<C extends CollectionId> = Partial<
  Record<TranslatedLocale, Record<string, EntryDocument<C>>>
>;

/** `entries` with the French and Arabic documents of their ids added; an id without one stays as it was. */
function withTranslations<C extends CollectionId>(
  entries: DemoEntry<C>[],
  translations: Translations<C>,
): DemoEntry<C>[] {
  return entries.map((entry) => {
    const documents = { ...entry.documents };
    for (const [locale, byId] of Object.entries(translations) as [
      TranslatedLocale,
      Record<string, EntryDocument<C>>,
    ][]) {
      const document = byId[entry.id];
      if (document) documents[locale] = document;
    }
    return { ...entry, documents };
  });
}

const translated = { fr: frDocuments, ar: arDocuments, cs: csDocuments, pt: ptDocuments, es: esDocuments };

/** One collection's documents in each translated language. */
function translationsOf<C extends 'news' | 'products' | 'jobs'>(collection: C) {
  return Object.fromEntries(
    Object.entries(translated).map(([locale, documents]) => [locale, documents[collection]]),
  ) as Translations<C>;
}

export const demoEntries: DemoEntry[] = [
  ...withTranslations(demoNews, translationsOf('news')),
  ...withTranslations(demoProducts, translationsOf('products')),
  ...withTranslations(demoJobs, translationsOf('jobs')),
].map(withDemoMedia);
