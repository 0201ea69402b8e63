import type { Locale } from '../locales';
import { arDocuments } from './demo/entries-ar';
import { frDocuments } from './demo/entries-fr';
import { demoJobs } from './demo/jobs';
import { withDemoMedia } from './demo/media';
import { demoNews } from './demo/news';
import { demoProducts } from './demo/products';
import type { CollectionId, EntryDocument } from './entries';

/**
 * The demo company's news, product lines and jobs, seeded into the database on first start and prerendered
 * by the web build. Fixed ids, so product pages can name related products and a re-seed is idempotent.
 * The default language (English) is complete; a translation may leave texts blank (they fall back).
 * One file per collection under `demo/` with English and German; French and Arabic, written later by
 * other hands, keep their own files (`demo/entries-fr.ts`, `demo/entries-ar.ts`) keyed by entry id.
 * Pictures and data sheets are added to every language at once (`demo/media.ts`).
 */
export type DemoEntry<C extends CollectionId = CollectionId> = {
  id: string;
  collection: C;
  documents: { en: EntryDocument<C> } & Partial<Record<Exclude<Locale, 'en'>, EntryDocument<C>>>;
};

type Translations<C extends CollectionId> = Partial<Record<'fr' | 'ar', Record<string, EntryDocument<C>>>>;

/** `entries` with the French and Arabic documents of their ids added; an id without one stays as it was. */
function withTranslations<C extends CollectionId>(
  entries: DemoEntry<C>[],
  translations: Translations<C>,
): DemoEntry<C>[] {
  return entries.map((entry) => {
    const documents = { ...entry.documents };
    for (const [locale, byId] of Object.entries(translations) as [
      'fr' | 'ar',
      Record<string, EntryDocument<C>>,
    ][]) {
      const document = byId[entry.id];
      if (document) documents[locale] = document;
    }
    return { ...entry, documents };
  });
}

export const demoEntries: DemoEntry[] = [
  ...withTranslations(demoNews, { fr: frDocuments.news, ar: arDocuments.news }),
  ...withTranslations(demoProducts, { fr: frDocuments.products, ar: arDocuments.products }),
  ...withTranslations(demoJobs, { fr: frDocuments.jobs, ar: arDocuments.jobs }),
].map(withDemoMedia);
