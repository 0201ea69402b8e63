import { demoEntries } from '@sitedesk/shared/collections/demo-entries';
import type { PublishedCollections } from '@sitedesk/shared/collections/published';
import {
  buildPublishedCollections,
  demoEntrySources,
  isoDay,
} from '@sitedesk/shared/collections/published-view';
import type { SiteContent } from '@sitedesk/shared/content/schema';
import type { SiteMediaLookup } from '@sitedesk/shared/content/site-media';
import { type Locale, locales } from '@sitedesk/shared/locales';
import type { ComponentType } from 'react';
import { localeBundleLoaders } from './locale-bundles/locale-bundle';
import { pageLoaders } from './page-registry';
import type { PageKey, SiteState } from './site-context';

/** The demo entries count as published when the build ran. */
const buildTime = new Date().toISOString();

export type LoadedPage = { site: SiteState; Page: ComponentType };

/** Stored content replaces the built-in demo content when the service renders what editors published. */
export type StoredContent = {
  content: SiteContent;
  media: SiteMediaLookup;
  /** This language's published entries; without it, the demo entries. */
  collections?: PublishedCollections;
  /** The languages the site offers; without it, every language of the build. */
  siteLocales?: readonly Locale[];
};

/** Loads what one page needs to render: its component and its language's words. */
export async function loadPage(page: PageKey, locale: Locale, stored?: StoredContent): Promise<LoadedPage> {
  const [bundle, Page] = await Promise.all([localeBundleLoaders[locale](), pageLoaders[page]()]);
  const content = stored?.content ?? bundle.content;
  const collections =
    stored?.collections ??
    buildPublishedCollections(demoEntrySources(demoEntries, buildTime), locale, isoDay(new Date()));
  const siteLocales = stored?.siteLocales ?? locales;
  return {
    site: { ...bundle, content, media: stored?.media ?? {}, collections, locale, page, siteLocales },
    Page,
  };
}
