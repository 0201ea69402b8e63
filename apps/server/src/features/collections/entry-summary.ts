import { isDeepStrictEqual } from 'node:util';
import { entryTitleField } from '@sitedesk/shared/collections/entries';
import { type PagePlacement, pagePlacements } from '@sitedesk/shared/collections/page-blocks';
import type { EntryStatus, EntrySummary } from '@sitedesk/shared/collections-api';
import { defaultLocale, type Locale, locales } from '@sitedesk/shared/locales';
import { shownDocument } from '../content/section-documents';
import { staffRef } from '../editing/edit-stamps';
import { draftSlugsOf, type EntryAddressRow, pathsOf, publishedSlugsOf } from './entry-addresses';
import { hasOwnText, missingEntryTranslations } from './entry-documents';
import { entryLanguagesOf, type LanguageChoices } from './language-choices';
import type { EntryRow } from './repository';

export function addressRowOf(row: EntryRow): EntryAddressRow {
  return {
    locale: row.locale,
    slug: row.slug,
    publishedSlug: row.publishedSlug,
    isPublished: row.published !== null,
  };
}

/** A language the entry has no row in yet (the language was added later): all of it falls back. */
export function blankTranslation(base: EntryRow, locale: Locale): EntryRow {
  return {
    ...base,
    locale,
    slug: '',
    publishedSlug: null,
    draft: {},
    published: null,
    revision: 1,
    publishedVersion: 0,
    publishAt: null,
    draftUpdatedAt: null,
    draftUpdatedById: null,
    draftUpdatedByName: null,
    publishedAt: null,
    publishedById: null,
    publishedByName: null,
  };
}

/**
 * `published` when this language has a live page: its own published text, or (a translation not published
 * yet) another language's that an editor chose to show meanwhile (decision 202).
 */
function statusOf(row: EntryRow, isShownInAnother: boolean): EntryStatus {
  if (row.publishAt) return 'scheduled';
  if (row.published !== null) return 'published';
  return isShownInAnother ? 'published' : 'draft';
}

const textOf = (document: unknown, key: string): string => {
  const value =
    typeof document === 'object' && document !== null
      ? (document as Record<string, unknown>)[key]
      : undefined;
  return typeof value === 'string' ? value.trim() : '';
};

const placementOf = (document: unknown): PagePlacement => {
  const value =
    typeof document === 'object' && document !== null
      ? (document as Record<string, unknown>).placement
      : undefined;
  return (pagePlacements as readonly unknown[]).includes(value) ? (value as PagePlacement) : 'none';
};

/** A page's link text and placement as live; blank texts show the default language's, as on the site. */
function navigationOf(row: EntryRow, fallback: unknown, title: string): EntrySummary['navigation'] {
  if (row.collection !== 'pages') return null;
  const live = row.published;
  const name =
    textOf(live, 'navLabel') ||
    textOf(live, 'title') ||
    textOf(fallback, 'navLabel') ||
    textOf(fallback, 'title') ||
    title;
  return { name, placement: placementOf(live ?? fallback) };
}

/** One language of an entry as the desk lists it; `rows` are all its languages. */
export function summaryOf(row: EntryRow, rows: readonly EntryRow[], choices: LanguageChoices): EntrySummary {
  const locale = row.locale as Locale;
  const base = rows.find((candidate) => candidate.locale === defaultLocale);
  const fallback = locale === defaultLocale ? null : (base?.draft ?? null);
  const shown = shownDocument(locale, row.draft, fallback) as Record<string, unknown> | null;
  const title = shown?.[entryTitleField[row.collection]];
  const addresses = rows.map(addressRowOf);
  const shownTitle = typeof title === 'string' ? title : '';
  const languages = entryLanguagesOf(rows, choices);
  const here = languages.find((language) => language.locale === locale);
  return {
    id: row.id,
    collection: row.collection,
    locale,
    title: shownTitle,
    slug: draftSlugsOf(addresses)[locale] ?? '',
    status: statusOf(row, here?.state === 'shownIn'),
    hasDraft: !isDeepStrictEqual(row.draft, row.published ?? {}),
    revision: row.revision,
    publishedVersion: row.publishedVersion,
    translatedLocales: locales.filter(
      (other) =>
        other === defaultLocale || hasOwnText(rows.find((candidate) => candidate.locale === other)?.draft),
    ),
    missingTranslations: missingEntryTranslations(row.collection, locale, row.draft, fallback).length,
    publishAt: row.publishAt?.toISOString() ?? null,
    draftUpdatedAt: row.draftUpdatedAt?.toISOString() ?? null,
    draftUpdatedBy: staffRef(row.draftUpdatedById, row.draftUpdatedByName),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    publishedBy: staffRef(row.publishedById, row.publishedByName),
    path: pathOf(row.collection, locale, languages, addresses),
    navigation: navigationOf(row, fallback, shownTitle),
    languages,
  };
}

/** The live page in this language: its own translation's, or the chosen language's slug; none where not shown. */
function pathOf(
  collection: EntryRow['collection'],
  locale: Locale,
  languages: EntrySummary['languages'],
  addresses: EntryAddressRow[],
): string | null {
  const here = languages.find((language) => language.locale === locale);
  if (!here || here.state === 'notShown') return null;
  const slugs = publishedSlugsOf(addresses);
  const slug = here.shownIn
    ? addresses.find((row) => row.locale === here.shownIn)?.publishedSlug
    : slugs[locale];
  return slug ? (pathsOf(collection, { [locale]: slug })[locale] ?? null) : null;
}
