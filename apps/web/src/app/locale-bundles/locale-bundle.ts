import type { SiteContent } from '@sitedesk/shared/content/schema';
import type { Locale } from '@sitedesk/shared/locales';
import type { Messages } from '@sitedesk/shared/messages/types';

/** One language's content and UI strings, loaded together as one chunk. */
export type LocaleBundle = { content: SiteContent; messages: Messages };

/** Each language is its own chunk, so a page only downloads the words it shows. */
export const localeBundleLoaders: Record<Locale, () => Promise<LocaleBundle>> = {
  en: () => import('./en-bundle').then((module) => module.enBundle),
  de: () => import('./de-bundle').then((module) => module.deBundle),
  fr: () => import('./fr-bundle').then((module) => module.frBundle),
  ar: () => import('./ar-bundle').then((module) => module.arBundle),
};
