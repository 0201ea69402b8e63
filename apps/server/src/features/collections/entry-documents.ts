import { type CollectionId, type EntryDocument, entrySchemas } from '@sitedesk/shared/collections/entries';
import type { SiteMediaLookup } from '@sitedesk/shared/content/site-media';
import { missingTranslations } from '@sitedesk/shared/content/translation-fallback';
import { defaultLocale, type Locale } from '@sitedesk/shared/locales';
import { mediaReferencesIn, shownDocument } from '../content/section-documents';
import { type EntryFieldProblem, entryProblemsOf } from './entry-field-errors';

export type EntryCheck = { ok: true; document: EntryDocument } | { ok: false; problems: EntryFieldProblem[] };

/**
 * Whether an entry, as the site would show it in `locale` (a translation's blank texts filled from the
 * default language's `fallback`), fits its collection's schema.
 */
export function checkEntry(
  collection: CollectionId,
  locale: Locale,
  document: unknown,
  fallback: unknown,
): EntryCheck {
  const parsed = entrySchemas[collection].safeParse(shownDocument(locale, document, fallback), {
    reportInput: true,
  });
  return parsed.success
    ? { ok: true, document: parsed.data }
    : { ok: false, problems: entryProblemsOf(parsed.error) };
}

/** The value at a dotted path (`images.0`, `body.content.3.attrs`). */
function valueAt(document: unknown, path: string): unknown {
  if (path === '') return document;
  return path.split('.').reduce<unknown>((value, key) => {
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
  }, document);
}

/**
 * What stops an entry from going live with these files: gone, the wrong kind, or an image without alt text
 * in `locale` — unless the placed image carries its own `alt` (a cover, a gallery image, a body image).
 */
export function entryMediaProblems(
  document: unknown,
  media: SiteMediaLookup,
  locale: Locale,
): EntryFieldProblem[] {
  return mediaReferencesIn(document).flatMap(({ path, mediaId, expects }): EntryFieldProblem[] => {
    const file = media[mediaId];
    if (!file) return [{ path, code: 'media_not_found' }];
    if (file.kind !== expects)
      return [{ path, code: expects === 'image' ? 'not_an_image' : 'not_a_document' }];
    const ownAlt = (valueAt(document, path) as { alt?: unknown } | undefined)?.alt;
    const hasOwnAlt = typeof ownAlt === 'string' && ownAlt.trim() !== '';
    if (file.kind === 'image' && !hasOwnAlt && !file.alt[locale]?.trim())
      return [{ path, code: 'image_alt_missing' }];
    return [];
  });
}

/** Rich-text fields: translated as a whole, so a missing one counts once, not once per paragraph. */
const richTextFields: Record<CollectionId, readonly string[]> = {
  news: ['body'],
  products: ['description'],
  jobs: ['description', 'offer'],
  pages: [],
};

/** Strings that are codes, dates, ids or addresses rather than words to translate. */
const notTranslatedKeys = new Set([
  'type',
  // A translation may keep the default language's address; the editor shows the slug field anyway.
  'slug',
  'mediaId',
  'date',
  'category',
  'icon',
  'locationId',
  'startDate',
  'closingDate',
  'contactEmail',
  'href',
  'related',
  // A page's blocks: their ids, kinds and layout choices, and where a call to action leads.
  'id',
  'kind',
  'page',
  'format',
  'imageSide',
  'placement',
]);

/**
 * The paths of the texts a translation still leaves to the default language: what the editor marks as
 * missing. Codes and dates do not count (they are the same in every language); a rich text counts once.
 */
export function missingEntryTranslations(
  collection: CollectionId,
  locale: Locale,
  document: unknown,
  fallback: unknown,
): string[] {
  if (locale === defaultLocale || fallback === null || fallback === undefined) return [];
  const paths = missingTranslations(document, fallback).flatMap((path) => {
    const keys = path.split('.');
    const richText = richTextFields[collection].find((field) => keys[0] === field);
    if (richText) return [richText];
    const last = keys.findLast((key) => !/^\d+$/.test(key)) ?? '';
    return notTranslatedKeys.has(last) ? [] : [path];
  });
  return [...new Set(paths)];
}

/** Whether a translation has any text of its own (else it is the default language throughout). */
export function hasOwnText(document: unknown): boolean {
  if (typeof document !== 'object' || document === null) return false;
  return Object.values(document).some((value) => value !== undefined && value !== null && value !== '');
}

/** The slug a document gives itself; blank in a translation that keeps the default language's. */
export function ownSlug(document: unknown): string {
  const slug = (document as { slug?: unknown } | null)?.slug;
  return typeof slug === 'string' ? slug.trim() : '';
}
