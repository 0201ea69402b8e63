import type { Locale } from '@sitedesk/shared/locales';
import type { ComponentType } from 'react';
import { localeBundleLoaders } from './locale-bundles/locale-bundle';
import { pageLoaders } from './page-registry';
import type { PageKey, SiteState } from './site-context';

export type LoadedPage = { site: SiteState; Page: ComponentType };

/** Loads what one page needs to render: its component and its language's words. */
export async function loadPage(page: PageKey, locale: Locale): Promise<LoadedPage> {
  const [bundle, Page] = await Promise.all([localeBundleLoaders[locale](), pageLoaders[page]()]);
  return { site: { ...bundle, locale, page }, Page };
}
