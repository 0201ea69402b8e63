import type { CollectionId } from '@sitedesk/shared/collections/entries';
import { emptyRichText, richTextSchema } from '@sitedesk/shared/collections/rich-text';
import { iconNames } from '@sitedesk/shared/content/schema';
import { withoutSharedPictures } from '@sitedesk/shared/content/shared-pictures';
import { translationBlocks } from './page-blocks';

/** Each collection's rich-text fields: checked with `richTextSchema` before a save is sent. */
export const richTextKeys: Record<CollectionId, readonly string[]> = {
  news: ['body'],
  products: ['description'],
  jobs: ['description', 'offer'],
  pages: [],
};

/** Fields a translation writes in its own words; the rest (dates, choices, files) it shares at first. */
const translatedKeys: Record<CollectionId, readonly string[]> = {
  news: ['title', 'slug', 'teaser', 'body', 'downloads', 'seoTitle', 'seoDescription'],
  products: ['name', 'slug', 'summary', 'description', 'specs', 'dataSheets', 'seoTitle', 'seoDescription'],
  jobs: ['title', 'slug', 'description', 'offer', 'seoTitle', 'seoDescription'],
  pages: ['title', 'slug', 'navLabel', 'blocks', 'seoTitle', 'seoDescription'],
};

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** What a new entry's form starts with: blank texts, today's date, the first choice of each list. */
export function newEntryDocument(collection: CollectionId, today = new Date()): Record<string, unknown> {
  switch (collection) {
    case 'news':
      return {
        title: '',
        slug: '',
        date: isoDay(today),
        category: 'press',
        teaser: '',
        body: emptyRichText,
        downloads: [],
      };
    case 'products':
      return {
        name: '',
        slug: '',
        icon: iconNames[0],
        summary: '',
        description: emptyRichText,
        images: [],
        specs: [],
        dataSheets: [],
        related: [],
        position: 0,
      };
    case 'jobs':
      return {
        title: '',
        slug: '',
        locationId: '',
        type: 'full-time',
        description: emptyRichText,
        offer: emptyRichText,
        closingDate: isoDay(new Date(today.getTime() + 30 * 86_400_000)),
        contactName: '',
        contactEmail: '',
      };
    case 'pages':
      return { title: '', slug: '', placement: 'none', blocks: [], seoDescription: '' };
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The form of a language. A translation never written starts with the default language's shared fields
 * (date, category…) and blank texts, which the site fills from the default language until then; its
 * pictures are the default language's, not copies of them.
 */
export function formDocument(
  collection: CollectionId,
  draft: unknown,
  fallback: unknown,
): Record<string, unknown> {
  if (isRecord(draft) && Object.keys(draft).length > 0) return draft;
  if (!isRecord(fallback)) return newEntryDocument(collection);
  const shared = Object.fromEntries(
    Object.entries(fallback).filter(([key]) => !translatedKeys[collection].includes(key)),
  );
  const blankRichText = Object.fromEntries(richTextKeys[collection].map((key) => [key, emptyRichText]));
  // A page's blocks are a list per language: the translation starts with the same blocks, texts blank.
  const blocks = collection === 'pages' ? { blocks: translationBlocks(fallback.blocks) } : {};
  const document = { ...shared, ...blankRichText, ...blocks, slug: '' };
  // Its pictures stay the default language's, shown until it chooses its own (decision 203).
  const withSharedPictures = withoutSharedPictures(document, fallback);
  return isRecord(withSharedPictures) ? withSharedPictures : document;
}

/** The rich-text fields that would not be stored as they are (the server would refuse them too). */
export function invalidRichTextKeys(collection: CollectionId, document: unknown): string[] {
  if (!isRecord(document)) return [];
  return richTextKeys[collection].filter(
    (key) => document[key] !== undefined && !richTextSchema.safeParse(document[key]).success,
  );
}

/**
 * The API names fields as in the request (`document.specs.0.label`) or by the document alone; the form keys
 * them by the document's path, and a problem with the whole document by the empty path.
 */
export function formErrorPath(apiPath: string): string {
  if (apiPath === 'document') return '';
  return apiPath.startsWith('document.') ? apiPath.slice('document.'.length) : apiPath;
}
