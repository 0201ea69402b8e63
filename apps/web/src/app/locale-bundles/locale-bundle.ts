import type { SiteContent } from '@sitedesk/shared/content/schema';
import { contentSectionKeys } from '@sitedesk/shared/content/sections';
import type { SectionsShownIn, UntranslatedPages } from '@sitedesk/shared/content/stored-content';
import { defaultLocale, type Locale, perLocale } from '@sitedesk/shared/locales';
import type { Messages } from '@sitedesk/shared/messages/types';
import { pageIds } from '@sitedesk/shared/routes';

/**
 * One language's content and UI strings; `sectionsShownIn`: the content's sections not translated into it;
 * `untranslatedPages`: every language's fixed pages the demo content does not translate.
 */
export type LocaleBundle = {
  content: SiteContent;
  sectionsShownIn: SectionsShownIn;
  untranslatedPages: UntranslatedPages;
  messages: Messages;
};

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
 * published. A language the demo is not translated into shows English's, marked as such, as the seed starts it.
 */
async function demoContentIn(locale: Locale): Promise<Omit<LocaleBundle, 'messages'>> {
  const { demoContent, demoLocales } = await import('@sitedesk/shared/content/catalogs');
  const isTranslated = (other: Locale) => (demoLocales as readonly Locale[]).includes(other);
  const untranslatedPages = perLocale((other) => (isTranslated(other) ? [] : [...pageIds]));
  const translated: SiteContent | undefined = (demoContent as Partial<Record<Locale, SiteContent>>)[locale];
  if (translated) return { content: translated, sectionsShownIn: {}, untranslatedPages };
  const shownIn: SectionsShownIn = Object.fromEntries(contentSectionKeys.map((key) => [key, defaultLocale]));
  return { content: demoContent.en, sectionsShownIn: shownIn, untranslatedPages };
}

export const localeBundleLoaders: Record<Locale, () => Promise<LocaleBundle>> = perLocale((locale) => {
  const messages = siteCatalogLoader(locale);
  return async () => ({ ...(await demoContentIn(locale)), messages: await messages() });
});
