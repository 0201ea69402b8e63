import { z } from 'zod';
import type { CollectionId } from './collections/entries';
import type { PagePlacement } from './collections/page-blocks';
import type { ContentSectionKey } from './content/sections';
import type { SiteMedia } from './content/site-media';
import { contentFieldCodes, type StaffRef } from './content-api';
import { type Locale, locales } from './locales';
import { invalidCharactersCode, isStorableText } from './text';

/**
 * The desk's API for collection entries (`/api/desk/collections`), shared by the server and the desk UI.
 * Everything needs `content:edit`. Like sections: every write names the revision the editor loaded (a stale
 * one is 409 `edit_conflict`), publishing appends a version, restoring publishes an old version again.
 *
 * GET    /api/desk/collections/{collection}?q=&locale=          → EntryList
 * POST   /api/desk/collections/{collection}                     CreateEntryRequest → EntryDetail (201, draft only)
 * GET    /api/desk/collections/{collection}/{id}/{locale}        → EntryDetail
 * PUT    /api/desk/collections/{collection}/{id}/{locale}/draft  SaveEntryDraftRequest → EntryDetail
 * POST   /api/desk/collections/{collection}/{id}/{locale}/publish   EntryPublishRequest → EntryDetail
 * POST   /api/desk/collections/{collection}/{id}/{locale}/discard   RevisionRequest → EntryDetail
 * POST   /api/desk/collections/{collection}/{id}/{locale}/unpublish RevisionRequest → EntryDetail (off the site)
 * GET    /api/desk/collections/{collection}/{id}/{locale}/versions  → ContentVersionSummary[]
 * POST   /api/desk/collections/{collection}/{id}/{locale}/versions/{version}/restore  RevisionRequest → EntryDetail
 * PUT    /api/desk/collections/{collection}/{id}/{locale}/shown-in  EntryLanguageChoiceRequest → EntryDetail
 *        (where not translated: not shown, or shown in another language; decision 202)
 * DELETE /api/desk/collections/{collection}/{id}?redirectTo=/en/… → 204 (every language; old URLs 301 there or 410)
 * GET    /desk/preview/collections/{collection}/{id}/{locale}    the entry's page rendered from its draft
 * GET    /api/desk/collections/search?q=                        → ContentSearchResults (entries and sections)
 */

export type EntryStatus = 'draft' | 'published' | 'scheduled';

/**
 * What the live site shows of an entry in one language (decision 202): its own published translation, nothing
 * (the default for a language it is not translated into), or the text of `shownIn` by an editor's choice.
 */
export type EntryLanguageState = {
  locale: Locale;
  state: 'translated' | 'notShown' | 'shownIn';
  /** The language shown instead (`shownIn` only). */
  shownIn: Locale | null;
};

export type EntrySummary = {
  id: string;
  collection: CollectionId;
  locale: Locale;
  /** The draft's title (name for products) and slug. */
  title: string;
  slug: string;
  status: EntryStatus;
  /** Whether the draft differs from what is live. */
  hasDraft: boolean;
  revision: number;
  publishedVersion: number;
  /** Languages this entry has its own text in (the rest fall back to the default language). */
  translatedLocales: Locale[];
  /** Texts still falling back to the default language (0 for the default language). */
  missingTranslations: number;
  publishAt: string | null;
  draftUpdatedAt: string | null;
  draftUpdatedBy: StaffRef | null;
  publishedAt: string | null;
  publishedBy: StaffRef | null;
  /** The live page, when published. */
  path: string | null;
  /**
   * An editor's page as the navigation shows it in this language (`null` for other collections): its
   * link text and where it is placed, as live (a draft's placement does not count); a translation not
   * published yet shows the default language's.
   */
  navigation: { name: string; placement: PagePlacement } | null;
  /** Every language, as the live site shows the entry there (none while the default language is not live). */
  languages: EntryLanguageState[];
};

export type EntryList = { entries: EntrySummary[] };

export type EntryDetail = EntrySummary & {
  draft: unknown;
  published: unknown | null;
  /** Other languages: the default language's draft, shown as placeholders and used where a text is blank. */
  fallback: unknown | null;
  missingTranslationPaths: string[];
  previewPath: string;
  media: SiteMedia[];
};

/**
 * PUT …/{locale}/shown-in: where this language has no published translation, show the entry in `shownIn` (a
 * language it is published in), or (`null`) not at all. The default language cannot be chosen for.
 */
export const entryLanguageChoiceRequestSchema = z.object({ shownIn: z.enum(locales).nullable() });
export type EntryLanguageChoiceRequest = z.infer<typeof entryLanguageChoiceRequestSchema>;

/** A new entry starts as a draft in the default language. */
export const createEntryRequestSchema = z.object({ document: z.unknown() });
export type CreateEntryRequest = z.infer<typeof createEntryRequestSchema>;

export const saveEntryDraftRequestSchema = z.object({
  revision: z.number().int().min(1),
  document: z.unknown(),
});
export type SaveEntryDraftRequest = z.infer<typeof saveEntryDraftRequestSchema>;

/** Publish now, or (with `publishAt`, in the future) schedule the draft to go live then. */
export const entryPublishRequestSchema = z.object({
  revision: z.number().int().min(1),
  publishAt: z.iso.datetime({ offset: true }).optional(),
});
export type EntryPublishRequest = z.infer<typeof entryPublishRequestSchema>;

/** DELETE …/{id}?redirectTo=: where the entry's old addresses send visitors (absent: 410 Gone). */
export const deleteEntryQuerySchema = z.object({
  redirectTo: z.string().trim().min(1).max(300).refine(isStorableText, invalidCharactersCode).optional(),
});

/** Words to look for: text the database can compare (no NUL, no lone surrogate). */
const searchText = z.string().trim().max(100).refine(isStorableText, invalidCharactersCode);

/** GET …/{collection}?q=&locale= — `q` filters by title, slug and text. */
export const entryListQuerySchema = z.object({
  q: searchText.optional(),
  /** The language to list in; the default language when left out. */
  locale: z.enum(locales).optional(),
});

/**
 * GET /api/desk/collections/search?q= — the desk's search box: entries of every collection and the site's
 * sections whose title or text contains `q` (drafts, every language).
 */
export const contentSearchQuerySchema = z.object({ q: searchText.pipe(z.string().min(2)) });

export type ContentSearchResult = {
  kind: 'entry' | 'section';
  collection?: CollectionId;
  id?: string;
  section?: ContentSectionKey;
  locale: Locale;
  title: string;
  /** The public page it is (or will be, once published) on. */
  path: string;
};

export type ContentSearchResults = { results: ContentSearchResult[] };

/**
 * A field of an entry that cannot be saved or published: the content editor's codes, plus `slug_taken`
 * (another entry of the collection uses this address in this language, live or as a draft), `slug_reserved`
 * (an editor's page would take a fixed page's or a collection's address, `reservedPageSlugs`) and the shared
 * schemas' own (`invalid_slug`, `invalid_link`, `invalid_date`, `invalid_email`, `invalid_characters`).
 */
export const entryFieldCodes = [
  ...contentFieldCodes,
  'slug_taken',
  'slug_reserved',
  'invalid_slug',
  'invalid_link',
  'invalid_date',
  'invalid_email',
  'invalid_characters',
] as const;
export type EntryFieldCode = (typeof entryFieldCodes)[number];
