import type { SiteContent } from '@sitedesk/shared/content/schema';
import { type Locale, perLocale } from '@sitedesk/shared/locales';
import type { Messages } from '@sitedesk/shared/messages/types';

/** One language's content and UI strings. */
export type LocaleBundle = { content: SiteContent; messages: Messages };

/**
 * Each language's site catalog (`messages/<locale>/site.json`) is a chunk of its own, so a page only
 * downloads the words it shows; a language added as a folder is picked up without a line here.
 */
const siteCatalogs = import.meta.glob<Messages>('../../../../../packages/shared/src/messages/*/site.json', {
  import: 'default',
});

function siteCatalogLoader(locale: Locale): () => Promise<Messages> {
  const loader = siteCatalogs[`../../../../../packages/shared/src/messages/${locale}/site.json`];
  if (!loader) throw new Error(`no site catalog for ${locale}`);
  return loader;
}

/**
 * The demo content is what the build prerenders and `vite dev` shows; the service always passes what editors
 * published. A language the demo is not translated into shows English's, as the seed starts it.
 */
async function demoContentIn(locale: Locale): Promise<SiteContent> {
  const { demoContent } = await import('@sitedesk/shared/content/catalogs');
  const content: Partial<Record<Locale, SiteContent>> = demoContent;
  return content[locale] ?? demoContent.en;
}

export const localeBundleLoaders: Record<Locale, () => Promise<LocaleBundle>> = perLocale((locale) => {
  const messages = siteCatalogLoader(locale);
  return async () => ({ content: await demoContentIn(locale), messages: await messages() });
});
