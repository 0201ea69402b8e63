import { withTranslationFallback } from '../content/translation-fallback';
import { defaultLocale, type Locale, locales } from '../locales';
import type { DemoEntry } from './demo-entries';
import { type CollectionId, type EntryDocument, entrySchemas } from './entries';
import { entryPath } from './paths';
import type { PublishedCollections, PublishedEntry } from './published';

/** One entry as stored: its published document per language (the default language's is required). */
export type PublishedEntrySource = {
  id: string;
  collection: CollectionId;
  documents: Partial<Record<Locale, unknown>>;
  publishedAt: Partial<Record<Locale, string>>;
};

/**
 * The collections one language of the site shows: each entry with blank translated texts taken from the
 * default language, checked against its schema (an entry that does not fit is left out, never rendered
 * half), sorted as the site lists it, and jobs whose closing date is before `today` (`YYYY-MM-DD`, the
 * site's calendar day) left out.
 */
export function buildPublishedCollections(
  sources: PublishedEntrySource[],
  locale: Locale,
  today: string,
): PublishedCollections {
  const resolved = sources.flatMap((source) => {
    const document = resolveDocument(source, locale);
    if (!document) return [];
    const paths: Partial<Record<Locale, string>> = {};
    for (const other of locales) {
      const slug = resolveDocument(source, other)?.slug;
      if (slug) paths[other] = entryPath(source.collection, other, slug);
    }
    const publishedAt =
      source.publishedAt[locale] ?? source.publishedAt[defaultLocale] ?? new Date(0).toISOString();
    return [{ collection: source.collection, entry: { id: source.id, document, paths, publishedAt } }];
  });
  const of = <C extends CollectionId>(collection: C) =>
    resolved
      .filter((item) => item.collection === collection)
      .map((item) => item.entry as PublishedEntry<EntryDocument<C>>);
  return {
    news: of('news').sort(
      (a, b) => b.document.date.localeCompare(a.document.date) || a.id.localeCompare(b.id),
    ),
    products: of('products').sort(
      (a, b) => a.document.position - b.document.position || a.document.name.localeCompare(b.document.name),
    ),
    jobs: of('jobs')
      .filter((job) => job.document.closingDate >= today)
      .sort((a, b) => a.document.closingDate.localeCompare(b.document.closingDate)),
    pages: of('pages').sort(
      (a, b) => a.document.title.localeCompare(b.document.title) || a.id.localeCompare(b.id),
    ),
  };
}

/**
 * Each source's document per language, checked once: building every language's collections resolves each
 * entry in every language (for its paths), and at thousands of entries the schema checks dominate a
 * render. Keyed by the source object, so nothing outlives the sources a render loaded.
 */
const resolvedDocuments = new WeakMap<PublishedEntrySource, Partial<Record<Locale, EntryDocument | null>>>();

function resolveDocument(source: PublishedEntrySource, locale: Locale): EntryDocument | undefined {
  let resolved = resolvedDocuments.get(source);
  if (!resolved) {
    resolved = {};
    resolvedDocuments.set(source, resolved);
  }
  const known = resolved[locale];
  if (known !== undefined) return known ?? undefined;
  const document = checkedDocument(source, locale);
  resolved[locale] = document ?? null;
  return document;
}

function checkedDocument(source: PublishedEntrySource, locale: Locale): EntryDocument | undefined {
  const base = source.documents[defaultLocale];
  if (base === undefined) return undefined;
  const translation = locale === defaultLocale ? base : source.documents[locale];
  const merged = translation === undefined ? base : withTranslationFallback(translation, base);
  const parsed = entrySchemas[source.collection].safeParse(merged);
  return parsed.success ? parsed.data : undefined;
}

/** The demo entries as the build prerenders them (all published at the build). */
export function demoEntrySources(entries: DemoEntry[], publishedAt: string): PublishedEntrySource[] {
  return entries.map((entry) => ({
    id: entry.id,
    collection: entry.collection,
    documents: entry.documents,
    publishedAt: Object.fromEntries(Object.keys(entry.documents).map((locale) => [locale, publishedAt])),
  }));
}

/** Today's date in UTC as `YYYY-MM-DD`. */
export function isoDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}
