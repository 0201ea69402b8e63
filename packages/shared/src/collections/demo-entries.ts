import type { Locale } from '../locales';
import type { CollectionId, EntryDocument } from './entries';

/**
 * The demo company's news, product lines and jobs, seeded into the database on first start and prerendered
 * by the web build. Fixed ids, so product pages can name related products and a re-seed is idempotent.
 * The default language (English) is complete; a translation may leave texts blank (they fall back).
 */
export type DemoEntry<C extends CollectionId = CollectionId> = {
  id: string;
  collection: C;
  documents: { en: EntryDocument<C> } & Partial<Record<Exclude<Locale, 'en'>, EntryDocument<C>>>;
};

const paragraph = (text: string) => ({
  type: 'paragraph' as const,
  content: [{ type: 'text' as const, text }],
});

export const demoEntries: DemoEntry[] = [
  {
    id: '0b6f8c2e-1d0a-4f3e-9a51-3c1f2e7d6a01',
    collection: 'news',
    documents: {
      en: {
        title: 'Veltrum at IFAT 2026 in Munich',
        slug: 'ifat-2026-munich',
        date: '2026-05-04',
        category: 'trade-fairs',
        teaser: 'Meet us in hall A4, stand 215: the EcoBale X4 channel baler runs live on the stand.',
        body: { type: 'doc', content: [paragraph('From 4 to 8 May we show the EcoBale X4 running live.')] },
        downloads: [],
      },
      de: {
        title: 'Veltrum auf der IFAT 2026 in München',
        slug: 'ifat-2026-muenchen',
        date: '2026-05-04',
        category: 'trade-fairs',
        teaser: 'Besuchen Sie uns in Halle A4, Stand 215: Die Kanalballenpresse EcoBale X4 läuft live.',
        body: {
          type: 'doc',
          content: [paragraph('Vom 4. bis 8. Mai zeigen wir die EcoBale X4 im Betrieb.')],
        },
        downloads: [],
      },
    },
  },
];
