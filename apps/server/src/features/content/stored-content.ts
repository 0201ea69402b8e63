import type { Database } from '@sitedesk/db/client';
import { contentSections } from '@sitedesk/db/content-schema';
import {
  buildPublishedCollections,
  type PublishedEntrySource,
} from '@sitedesk/shared/collections/published-view';
import { demoContent } from '@sitedesk/shared/content/catalogs';
import type { SiteContent } from '@sitedesk/shared/content/schema';
import { type ContentSectionKey, contentSectionKeys } from '@sitedesk/shared/content/sections';
import { mediaIdsIn } from '@sitedesk/shared/content/site-media';
import {
  type SectionsShownIn,
  type StoredContent,
  type UntranslatedPages,
  untranslatedPagesOf,
} from '@sitedesk/shared/content/stored-content';
import { isTranslationNotBegun } from '@sitedesk/shared/content/translation-fallback';
import { defaultLocale, type Locale, locales, perLocale } from '@sitedesk/shared/locales';
import { messageCatalogs } from '@sitedesk/shared/messages/catalogs';
import { applyOverrides, type TextOverride } from '@sitedesk/shared/messages/text-overrides';
import type { Logger } from 'pino';
import { withPublicMediaBase } from '../media/media-files';
import { loadSiteMedia } from '../media/repository';
import { selectTopicDefinitions } from './inquiry-topics-repository';
import { selectProductFields } from './product-fields-repository';
import { checkSection } from './section-documents';
import { selectCatalogOverrides } from './site-texts-repository';
import { selectTopicFields } from './topic-fields-repository';

type Stored = { published: unknown; draft: unknown; publishedAt: Date | null };

/**
 * Every language's content as the site shows it: `published`, or for a preview the drafts. A section that
 * does not fit the content model (stored by an older release, say) never takes a page down: a draft falls
 * back to what is live, a translation to English, English to the built-in content. Each fallback is logged.
 */
export async function loadStoredContent(
  db: Database,
  state: 'published' | 'draft',
  logger: Logger,
  mediaBaseUrl?: string,
  /** The collections' entries and the site's calendar day (jobs past their closing date are left out). */
  entries?: { sources: PublishedEntrySource[]; today: string },
): Promise<Record<Locale, StoredContent>> {
  const rows = await db.select().from(contentSections);
  const stored = new Map<string, Stored>(rows.map((row) => [`${row.locale}/${row.section}`, row]));

  /** The section as shown, and the stored document it came from (none: English's, or the built-in one). */
  const resolve = (
    locale: Locale,
    section: ContentSectionKey,
    english: unknown,
  ): { shown: unknown; own?: unknown } => {
    const row = stored.get(`${locale}/${section}`);
    const candidates = state === 'draft' ? [row?.draft, row?.published] : [row?.published];
    for (const candidate of candidates) {
      if (candidate === undefined) continue;
      const checked = checkSection(section, locale, candidate, english);
      if (checked.ok) return { shown: checked.document, own: candidate };
      logger.warn(
        { locale, section, state, problems: checked.problems },
        'stored content does not fit the model',
      );
    }
    return { shown: english ?? demoContent.en[section] };
  };

  const english = Object.fromEntries(
    contentSectionKeys.map((section) => [section, resolve(defaultLocale, section, undefined).shown]),
  ) as SiteContent;
  const translations = Object.fromEntries(
    locales.map((locale) => [
      locale,
      locale === defaultLocale ? { content: english, sectionsShownIn: {} } : translated(locale),
    ]),
  ) as Record<Locale, { content: SiteContent; sectionsShownIn: SectionsShownIn }>;

  /** A language's sections over English's; a section whose translation is not begun is shown in English. */
  function translated(locale: Locale): { content: SiteContent; sectionsShownIn: SectionsShownIn } {
    const sectionsShownIn: SectionsShownIn = {};
    const content: Record<string, unknown> = {};
    for (const section of contentSectionKeys) {
      const { shown, own } = resolve(locale, section, english[section]);
      content[section] = shown;
      if (isTranslationNotBegun(own, english[section])) sectionsShownIn[section] = defaultLocale;
    }
    return { content: content as SiteContent, sectionsShownIn };
  }
  const contents = perLocale((locale) => translations[locale].content);
  const untranslatedPages: UntranslatedPages = perLocale((locale) =>
    untranslatedPagesOf(translations[locale].sectionsShownIn),
  );

  const collections = entries
    ? Object.fromEntries(
        locales.map((locale) => [locale, buildPublishedCollections(entries.sources, locale, entries.today)]),
      )
    : undefined;
  const mediaIds = new Set([
    ...mediaIdsIn(Object.values(contents)),
    ...(entries?.sources ?? []).flatMap(entryMediaIds),
  ]);
  const media = withPublicMediaBase(await loadSiteMedia(db, [...mediaIds]), mediaBaseUrl);
  const messages = await loadSiteMessages(db, state);
  // The contact form's extra fields are live when saved (decision 225): a preview shows the same.
  const topicFields = await selectTopicFields(db);
  const productFields = await selectProductFields(db);
  const topics = await selectTopicDefinitions(db);
  return Object.fromEntries(
    locales.map((locale): [Locale, StoredContent] => [
      locale,
      {
        content: contents[locale],
        sectionsShownIn: translations[locale].sectionsShownIn,
        untranslatedPages,
        media,
        messages: messages[locale],
        topics,
        topicFields,
        productFields,
        ...(collections ? { collections: collections[locale] } : {}),
      },
    ]),
  ) as Record<Locale, StoredContent>;
}

/**
 * Every language's site catalog with the editors' corrections (decision 206): the published ones, or for a
 * preview the drafts. The page renders with these words and hands them to its islands as props, so the
 * hydrated islands say what the HTML says.
 */
async function loadSiteMessages(
  db: Database,
  state: 'published' | 'draft',
): Promise<Record<Locale, StoredContent['messages']>> {
  const overrides = await selectCatalogOverrides(db, 'site', state);
  const byLocale = new Map<string, TextOverride[]>();
  for (const { locale, keyPath, value } of overrides) {
    byLocale.set(locale, [...(byLocale.get(locale) ?? []), { key: keyPath, value }]);
  }
  return Object.fromEntries(
    locales.map((locale) => [locale, applyOverrides(messageCatalogs[locale], byLocale.get(locale) ?? [])]),
  ) as Record<Locale, StoredContent['messages']>;
}

/**
 * The media an entry's documents name, walked once per loaded source: the live pages keep an unchanged
 * entry's source between publishes (`entry-source-cache.ts`), so a publish walks only what changed.
 */
const mediaIdsOfSource = new WeakMap<PublishedEntrySource, string[]>();

function entryMediaIds(source: PublishedEntrySource): string[] {
  let ids = mediaIdsOfSource.get(source);
  if (!ids) {
    ids = mediaIdsIn(source.documents);
    mediaIdsOfSource.set(source, ids);
  }
  return ids;
}

/** When each section was last published, per language: the sitemap's `lastmod`. */
export async function loadPublishedTimes(db: Database): Promise<Map<string, Date>> {
  const rows = await db
    .select({
      locale: contentSections.locale,
      section: contentSections.section,
      at: contentSections.publishedAt,
    })
    .from(contentSections);
  return new Map(rows.flatMap((row) => (row.at ? [[`${row.locale}/${row.section}`, row.at] as const] : [])));
}
