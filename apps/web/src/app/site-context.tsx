import type { PublishedCollections, SiteRoute } from '@sitedesk/shared/collections/published';
import type { SiteMediaLookup } from '@sitedesk/shared/content/site-media';
import type { TopicDefinition } from '@sitedesk/shared/inquiry-topics';
import type { Locale } from '@sitedesk/shared/locales';
import type { ProductFields } from '@sitedesk/shared/product-fields-api';
import type { PageId } from '@sitedesk/shared/routes';
import type { TopicFields } from '@sitedesk/shared/topic-fields';
import { createContext, type ReactNode, use } from 'react';
import type { LocaleBundle } from './locale-bundles/locale-bundle';

export type PageKey = PageId | 'notFound';

/** A page rendered from drafts for an editor: it says so, and links back to where the editor was. */
export type PreviewState = { editorPath: string };

/** `media`: the media-library files the content refers to (sizes, variants, alt texts), by id. */
export type SiteState = LocaleBundle & {
  locale: Locale;
  /** What this page is: a fixed page, a news list page, the careers page or one entry's page. */
  route: SiteRoute;
  media: SiteMediaLookup;
  /** The published news, products and open jobs in this language. */
  collections: PublishedCollections;
  /** Set only when an editor previews drafts. */
  preview?: PreviewState | undefined;
  /**
   * The languages the site offers (SITE_LOCALES, passed by the service; the build's prerender has them all):
   * hreflang and the language switch list only these.
   */
  siteLocales: readonly Locale[];
  /** Every inquiry topic's extra fields (decision 225): the contact form shows the chosen topic's. */
  /** The form's topics in the editors' order (decision 245); without them, the built-in ones. */
  topics?: readonly TopicDefinition[] | undefined;
  topicFields?: TopicFields | undefined;
  /** Every product's own fields (decision 243): the request form asks them under each product's line. */
  productFields?: ProductFields | undefined;
};

const SiteContext = createContext<SiteState | null>(null);

export function SiteProvider({ value, children }: { value: SiteState; children: ReactNode }) {
  return <SiteContext value={value}>{children}</SiteContext>;
}

/** The current page's language, content and UI strings. */
export function useSite(): SiteState {
  const site = use(SiteContext);
  if (!site) throw new Error('useSite() needs a <SiteProvider> above it.');
  return site;
}
