import { builtinSiteMedia } from '@sitedesk/shared/builtin-media/builtin-site-media';
import { demoEntries } from '@sitedesk/shared/collections/demo-entries';
import type { PublishedCollections, SiteRoute } from '@sitedesk/shared/collections/published';
import {
  buildPublishedCollections,
  demoEntrySources,
  isoDay,
} from '@sitedesk/shared/collections/published-view';
import type { StoredContent } from '@sitedesk/shared/content/stored-content';
import { type Locale, locales } from '@sitedesk/shared/locales';
import type { ComponentType } from 'react';
import { localeBundleLoaders } from './locale-bundles/locale-bundle';
import { routePageLoader } from './page-registry';
import type { PageKey, PreviewState, SiteState } from './site-context';

/** The built-in media items the demo content shows, as the seed will store them (no database here). */
const demoMedia = builtinSiteMedia();

/** The demo entries count as published when the build ran. */
const buildTime = new Date().toISOString();

export type LoadedPage = { site: SiteState; Page: ComponentType };

export type { StoredContent };

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
  // Stored content says which of its sections are not translated; the demo's are known to the bundle.
  const sectionsShownIn = stored ? (stored.sectionsShownIn ?? {}) : bundle.sectionsShownIn;
  const untranslatedPages = stored ? (stored.untranslatedPages ?? {}) : bundle.untranslatedPages;
  const collections = stored?.collections ?? demoCollections(locale);
  const site: SiteState = {
    ...bundle,
    messages: stored?.messages ?? bundle.messages,
    content,
    sectionsShownIn,
    untranslatedPages,
    media: stored?.media ?? demoMedia,
    collections,
    locale,
    route,
    preview: options.preview,
    siteLocales: stored?.siteLocales ?? locales,
    topics: stored?.topics,
    topicFields: stored?.topicFields,
    productFields: stored?.productFields,
  };
  return { site, Page };
}

/** A fixed page (or the 404 page). */
export function loadPage(page: PageKey, locale: Locale, stored?: StoredContent): Promise<LoadedPage> {
  return loadRoute({ kind: 'page', page }, locale, stored);
}
