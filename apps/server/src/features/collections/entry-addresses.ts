import type { CollectionId } from '@sitedesk/shared/collections/entries';
import { entryPath, reservedPageSlugs } from '@sitedesk/shared/collections/paths';
import { defaultLocale, type Locale, locales } from '@sitedesk/shared/locales';
import type { SlugRow } from './repository';

/**
 * An entry's addresses. Slugs fall back per language like every other field: a translation that leaves its
 * slug blank lives at the default language's slug in its own language's segment. An entry is on the site
 * once its default language is published; a language without its own published text shows it only where an
 * editor chose another language for it (decision 202). The addresses here are reserved either way, so a
 * later translation or choice never finds its address taken.
 */
export type EntryAddressRow = Pick<SlugRow, 'locale' | 'slug' | 'publishedSlug' | 'isPublished'>;

export type SlugsByLocale = Partial<Record<Locale, string>>;

/** The slug each language's page has on the live site; empty when the entry is not published. */
export function publishedSlugsOf(rows: readonly EntryAddressRow[]): SlugsByLocale {
  const base = rows.find((row) => row.locale === defaultLocale);
  if (!base?.isPublished || !base.publishedSlug) return {};
  const slugs: SlugsByLocale = {};
  for (const locale of locales) {
    const row = rows.find((candidate) => candidate.locale === locale);
    slugs[locale] = (row?.isPublished && row.publishedSlug) || base.publishedSlug;
  }
  return slugs;
}

/** The slug each language's page would have if the drafts went live. */
export function draftSlugsOf(rows: readonly EntryAddressRow[]): SlugsByLocale {
  const base = rows.find((row) => row.locale === defaultLocale);
  const slugs: SlugsByLocale = {};
  for (const locale of locales) {
    const slug = rows.find((row) => row.locale === locale)?.slug || base?.slug;
    if (slug) slugs[locale] = slug;
  }
  return slugs;
}

export function pathsOf(collection: CollectionId, slugs: SlugsByLocale): Partial<Record<Locale, string>> {
  const paths: Partial<Record<Locale, string>> = {};
  for (const locale of locales) {
    const slug = slugs[locale];
    if (slug) paths[locale] = entryPath(collection, locale, slug);
  }
  return paths;
}

/**
 * The languages in which `slugs` (one entry's, as they would be) clash with another entry of the
 * collection: with its live address or its draft's. Drafts count so two editors cannot each prepare the
 * same address and find out only when the second publishes.
 */
export function slugClashes(entryId: string, slugs: SlugsByLocale, all: readonly SlugRow[]): Locale[] {
  const others = new Map<string, SlugRow[]>();
  for (const row of all) {
    if (row.id === entryId) continue;
    others.set(row.id, [...(others.get(row.id) ?? []), row]);
  }
  const taken = new Map<Locale, Set<string>>(locales.map((locale) => [locale, new Set<string>()]));
  for (const rows of others.values()) {
    for (const source of [publishedSlugsOf(rows), draftSlugsOf(rows)]) {
      for (const locale of locales) {
        const slug = source[locale];
        if (slug) taken.get(locale)?.add(slug);
      }
    }
  }
  return locales.filter((locale) => {
    const slug = slugs[locale];
    return slug !== undefined && taken.get(locale)?.has(slug) === true;
  });
}

/** Old address → new address for each language whose live page moved (a changed or fallen-back slug). */
export function movedPaths(
  before: Partial<Record<Locale, string>>,
  after: Partial<Record<Locale, string>>,
): { from: string; to: string }[] {
  return locales.flatMap((locale) => {
    const from = before[locale];
    const to = after[locale];
    return from && to && from !== to ? [{ from, to }] : [];
  });
}

/**
 * The languages in which an editor's page would take a fixed page's or a collection's address
 * (`/de/karriere`). A translation without its own slug lives at the default language's, so an English slug
 * is checked against every language's reserved segments.
 */
export function reservedPageAddresses(slugs: SlugsByLocale): Locale[] {
  return locales.filter((locale) => {
    const slug = slugs[locale];
    return slug !== undefined && reservedPageSlugs(locale).has(slug);
  });
}
