import type { PublishedCollections } from '../collections/published';
import type { TopicDefinition } from '../inquiry-topics';
import type { Locale } from '../locales';
import type { Messages } from '../messages/types';
import type { ProductFields } from '../product-fields-api';
import { type PageId, pageIds } from '../routes';
import type { TopicFields } from '../topic-fields';
import type { SiteContent } from './schema';
import { type ContentSectionKey, pageContentSections } from './sections';
import type { SiteMediaLookup } from './site-media';

/**
 * The sections a language shows in another language because their translation is not begun (decision 213):
 * the site marks their texts with that language's `lang` and `dir`.
 */
export type SectionsShownIn = Partial<Record<ContentSectionKey, Locale>>;

/** Per language, the fixed pages it shows wholly in another language (`untranslatedPagesOf`). */
export type UntranslatedPages = Partial<Record<Locale, readonly PageId[]>>;

/**
 * The fixed pages whose every own section (not the header's, footer's or head's) is shown in another
 * language: not this language's version of the page, so, like an entry shown in another language (decision
 * 202), they name no hreflang alternates, no other page names them, and the sitemap leaves them out
 * (decision 213).
 */
export function untranslatedPagesOf(sectionsShownIn: SectionsShownIn): PageId[] {
  return pageIds.filter((page) =>
    pageContentSections[page].every((section) => sectionsShownIn[section] !== undefined),
  );
}

/**
 * One language's content as editors published it (or drafted it, for a preview), with the media-library
 * files it shows: what the service hands the web build's renderer, which replaces the built-in demo content.
 */
export type StoredContent = {
  content: SiteContent;
  media: SiteMediaLookup;
  /** The sections shown in another language; without it, none. */
  sectionsShownIn?: SectionsShownIn;
  /** Every language's fixed pages shown wholly in another language; without it, none. */
  untranslatedPages?: UntranslatedPages;
  /** This language's published entries (`collections/published-view`); without it, the demo entries. */
  collections?: PublishedCollections;
  /** The languages the site offers: the page's hreflang and language switch list only these. */
  siteLocales?: readonly Locale[];
  /**
   * The site catalog with the editors' corrections (decision 206); without it, the shipped one. Islands get
   * their words as props from this, so the browser hydrates them with the same words as the HTML.
   */
  messages?: Messages;
  /** The form's topics as editors arranged them (decision 245); without it, the built-in ones. */
  topics?: readonly TopicDefinition[];
  /** Every inquiry topic's extra fields (decision 225); without it, none. */
  topicFields?: TopicFields;
  /** Every product's own fields that has any, by entry id (decision 243); without it, none. */
  productFields?: ProductFields;
};
