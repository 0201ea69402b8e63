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
  /**
   * Languages the entry is not translated into that an editor chose to show it in another language
   * (decision 202). A language neither translated nor named here does not show the entry.
   */
  shownIn?: Partial<Record<Locale, Locale>>;
};

/**
 * The collections one language of the site shows: each entry translated into it (blank translated texts
 * taken from the default language) or shown in another language by an editor's choice, checked against
 * its schema (an entry that does not fit is left out, never rendered half), sorted as the site lists it,
 * and jobs whose closing date is before `today` (`YYYY-MM-DD`, the site's calendar day) left out. An
 * entry neither translated nor chosen is not shown in the language (decision 202).
 */
export function buildPublishedCollections(
  sources: PublishedEntrySource[],
  locale: Locale,
  today: string,
): PublishedCollections {
  const resolved = sources.flatMap((source) => {
    const shown = shownDocument(source, locale);
    if (!shown) return [];
    const paths: Partial<Record<Locale, string>> = {};
    const shownIn: Partial<Record<Locale, Locale>> = {};
    for (const other of locales) {
      const there = shownDocument(source, other);
      if (!there) continue;
      paths[other] = entryPath(source.collection, other, there.document.slug);
      if (there.language !== other) shownIn[other] = there.language;
    }
    const publishedAt =
      source.publishedAt[shown.language] ?? source.publishedAt[defaultLocale] ?? new Date(0).toISOString();
    const entry = { id: source.id, document: shown.document, paths, shownIn, publishedAt };
    return [{ collection: source.collection, entry }];
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
 * What `locale` shows of the entry and in which language: its own translation, else the language an editor
 * chose, when the entry is translated into that one (a choice never leads on to a further choice).
 */
function shownDocument(
  source: PublishedEntrySource,
  locale: Locale,
): { document: EntryDocument; language: Locale } | undefined {
  const own = resolveDocument(source, locale);
  if (own) return { document: own, language: locale };
  const chosen = source.shownIn?.[locale];
  const document = chosen === undefined || chosen === locale ? undefined : resolveDocument(source, chosen);
  return document ? { document, language: chosen as Locale } : undefined;
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
  if (translation === undefined) return undefined;
  const merged = locale === defaultLocale ? base : withTranslationFallback(translation, base);
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
