import { builtinSiteMedia } from '@sitedesk/shared/builtin-media/builtin-site-media';
import { demoEntries } from '@sitedesk/shared/collections/demo-entries';
import type { PublishedCollections, SiteRoute } from '@sitedesk/shared/collections/published';
import {
  buildPublishedCollections,
  demoEntrySources,
  isoDay,
} from '@sitedesk/shared/collections/published-view';
import type { SiteContent } from '@sitedesk/shared/content/schema';
import type { SiteMediaLookup } from '@sitedesk/shared/content/site-media';
import { type Locale, locales } from '@sitedesk/shared/locales';
import type { Messages } from '@sitedesk/shared/messages/types';
import type { ComponentType } from 'react';
import { localeBundleLoaders } from './locale-bundles/locale-bundle';
import { routePageLoader } from './page-registry';
import type { PageKey, PreviewState, SiteState } from './site-context';

/** The built-in media items the demo content shows, as the seed will store them (no database here). */
const demoMedia = builtinSiteMedia();

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
  /**
   * The site catalog with the editors' corrections (decision 206); without it, the shipped one. Islands get
   * their words as props from this, so the browser hydrates them with the same words as the HTML.
   */
  messages?: Messages;
};

/** How a page is rendered beyond its content: today only the preview bar. */
export type RenderOptions = { preview?: PreviewState };

/** The demo entries as a language of the built site shows them. */
export function demoCollections(locale: Locale): PublishedCollections {
  return buildPublishedCollections(demoEntrySources(demoEntries, buildTime), locale, isoDay(new Date()));
}

/** Loads what one route needs to render: its component and its language's words. */
export async function loadRoute(
  route: SiteRoute,
  locale: Locale,
  stored?: StoredContent,
  options: RenderOptions = {},
): Promise<LoadedPage> {
  const [bundle, Page] = await Promise.all([localeBundleLoaders[locale](), routePageLoader(route)()]);
  const content = stored?.content ?? bundle.content;
  const collections = stored?.collections ?? demoCollections(locale);
  const site: SiteState = {
    ...bundle,
    messages: stored?.messages ?? bundle.messages,
    content,
    media: stored?.media ?? demoMedia,
    collections,
    locale,
    route,
    preview: options.preview,
    siteLocales: stored?.siteLocales ?? locales,
  };
  return { site, Page };
}

/** A fixed page (or the 404 page). */
export function loadPage(page: PageKey, locale: Locale, stored?: StoredContent): Promise<LoadedPage> {
  return loadRoute({ kind: 'page', page }, locale, stored);
}
