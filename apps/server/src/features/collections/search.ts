import type { Database } from '@sitedesk/db/client';
import { contentSections } from '@sitedesk/db/content-schema';
import { entryPath } from '@sitedesk/shared/collections/paths';
import type { ContentSearchResult, ContentSearchResults } from '@sitedesk/shared/collections-api';
import { contentSectionPages, isContentSectionKey } from '@sitedesk/shared/content/sections';
import { isLocale } from '@sitedesk/shared/locales';
import { pathFor } from '@sitedesk/shared/routes';
import { asc, sql } from 'drizzle-orm';
import { loadLanguageChoices } from '../content/entry-sources';
import { summaryOf } from './entry-summary';
import { selectMatchingEntryIds, selectRowsOfEntries } from './repository';
import { caseInsensitivePattern } from './search-pattern';

/** Enough for a search box's list; a longer one means the editor should type more. */
const maxResults = 50;

/**
 * The desk's search across everything editors write: entries of every collection and the site's sections,
 * by title and text of their drafts, in every language. A case-insensitive substring match on the stored
 * JSON (decision 120): at a company site's size that is a few milliseconds, and it needs no index to keep.
 */
export async function searchContent(db: Database, q: string): Promise<ContentSearchResults> {
  const pattern = caseInsensitivePattern(q);
  const matches = await selectMatchingEntryIds(db, undefined, pattern, maxResults);
  const ids = [...new Set(matches.map((match) => match.id))];
  const rows = await selectRowsOfEntries(db, ids);
  const choices = await loadLanguageChoices(db, ids);
  const entries = matches.flatMap((match): ContentSearchResult[] => {
    const entryRows = rows.filter((row) => row.id === match.id);
    const row = entryRows.find((candidate) => candidate.locale === match.locale);
    if (!row || !isLocale(row.locale)) return [];
    const summary = summaryOf(row, entryRows, choices.get(row.id) ?? {});
    return [
      {
        kind: 'entry',
        collection: row.collection,
        id: row.id,
        locale: row.locale,
        title: summary.title,
        path: summary.path ?? entryPath(row.collection, row.locale, summary.slug),
      },
    ];
  });
  const sections = await db
    .select({
      locale: contentSections.locale,
      section: contentSections.section,
      draft: contentSections.draft,
    })
    .from(contentSections)
    .where(sql`${contentSections.draft}::text ~ ${pattern}`)
    .orderBy(asc(contentSections.section), asc(contentSections.locale))
    .limit(maxResults);
  const sectionResults = sections.flatMap((row): ContentSearchResult[] => {
    const { locale, section } = row;
    if (!isLocale(locale) || !isContentSectionKey(section)) return [];
    const page = contentSectionPages[section][0] ?? 'home';
    const title = (row.draft as { title?: unknown } | null)?.title;
    return [
      {
        kind: 'section',
        section,
        locale,
        title: typeof title === 'string' && title !== '' ? title : section,
        path: pathFor(page, locale),
      },
    ];
  });
  return { results: [...entries, ...sectionResults].slice(0, maxResults) };
}
