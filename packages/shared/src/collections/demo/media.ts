import { type BuiltinImageKey, builtinDocumentIds, builtinImageIds } from '../../builtin-media/ids';
import { defaultLocale, type Locale } from '../../locales';
import type { DemoEntry } from '../demo-entries';
import { demoNewsIds, demoProductIds } from './ids';

/**
 * The demo entries' pictures and data sheets: the built-in media items (`builtin-media/`), the same in
 * every language. Alt texts come from the items themselves, so no entry repeats them.
 */
const productMedia: Record<
  string,
  { images: BuiltinImageKey[]; dataSheet: keyof typeof builtinDocumentIds }
> = {
  [demoProductIds.balers]: { images: ['balerFront', 'balerBales'], dataSheet: 'balerSheet' },
  [demoProductIds.shredders]: { images: ['shredderFront', 'shredderRotors'], dataSheet: 'shredderSheet' },
  [demoProductIds.sorting]: { images: ['sortingLine', 'sortingMagnet'], dataSheet: 'sortingSheet' },
  [demoProductIds.heatRecovery]: { images: ['heatUnit', 'heatHall'], dataSheet: 'heatSheet' },
};

const newsCovers: Record<string, BuiltinImageKey> = {
  [demoNewsIds.ecociclo]: 'newsEcociclo',
  [demoNewsIds.k2025]: 'newsK2025',
  [demoNewsIds.carolina]: 'newsCarolina',
  [demoNewsIds.ecobaleLaunch]: 'newsEcobale',
  [demoNewsIds.ifat2026]: 'newsIfat',
  [demoNewsIds.greenvilleRenewable]: 'newsGreenville',
};

/** In the languages the demo entries are written in; another language's entry would say it in English. */
const dataSheetTitle: { en: string } & Partial<Record<Locale, string>> = {
  en: 'Data sheet',
  de: 'Datenblatt',
  fr: 'Fiche technique',
  ar: 'ورقة البيانات',
  cs: 'Technický list',
  pt: 'Ficha técnica',
  es: 'Ficha técnica',
};

/** The entry with its pictures (news cover, product gallery) and data sheets in every language it has. */
export function withDemoMedia(entry: DemoEntry): DemoEntry {
  const product = productMedia[entry.id];
  const cover = newsCovers[entry.id];
  if (!product && !cover) return entry;
  const documents = Object.fromEntries(
    Object.entries(entry.documents).map(([locale, document]) => {
      // Pictures belong to the entry in every language: the default language's document holds them, and a
      // translation shows them (decision 203).
      const isSource = locale === defaultLocale;
      if (cover)
        return [locale, isSource ? { ...document, cover: { mediaId: builtinImageIds[cover] } } : document];
      if (!product) return [locale, document];
      // A translation's empty gallery would hide the shared one: it has none of its own.
      const { images: _ownImages, ...rest } = document as typeof document & { images?: unknown };
      return [
        locale,
        {
          ...rest,
          ...(isSource ? { images: product.images.map((key) => ({ mediaId: builtinImageIds[key] })) } : {}),
          dataSheets: [
            {
              title: dataSheetTitle[locale as Locale] ?? dataSheetTitle.en,
              document: { mediaId: builtinDocumentIds[product.dataSheet] },
            },
          ],
        },
      ];
    }),
  );
  return { ...entry, documents: documents as DemoEntry['documents'] };
}
