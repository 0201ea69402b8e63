import type { Locale } from '../locales';
import { demoJobs } from './demo/jobs';
import { demoNews } from './demo/news';
import { demoProducts } from './demo/products';
import type { CollectionId, EntryDocument } from './entries';

/**
 * The demo company's news, product lines and jobs, seeded into the database on first start and prerendered
 * by the web build. Fixed ids, so product pages can name related products and a re-seed is idempotent.
 * The default language (English) is complete; a translation may leave texts blank (they fall back).
 * One file per collection under `demo/`; the French and Arabic documents wait in `demo/entries-fr.ts` and
 * `demo/entries-ar.ts` until those languages are site locales.
 */
export type DemoEntry<C extends CollectionId = CollectionId> = {
  id: string;
  collection: C;
  documents: { en: EntryDocument<C> } & Partial<Record<Exclude<Locale, 'en'>, EntryDocument<C>>>;
};

export const demoEntries: DemoEntry[] = [...demoNews, ...demoProducts, ...demoJobs];
