import { z } from 'zod';
import type { CollectionId } from './collections/entries';
import type { ContentSectionKey } from './content/sections';
import type { SiteMedia } from './content/site-media';
import { keysetCursorSchema } from './keyset-cursor';
import { type Locale, locales } from './locales';
import { textSchema } from './text';

/**
 * The content editor's and media library's API contract (`/api/desk/content`, `/api/desk/media`), shared
 * by the server and the desk UI. All of it needs the `content:edit` permission (editor, admin, owner).
 * Errors have the API's one shape; a stale revision answers 409 `edit_conflict` with
 * `details: EditConflictDetails`.
 */

export type StaffRef = { id: string; name: string };

/** One section in one locale, as the overview lists it. */
export type ContentSectionSummary = {
  section: ContentSectionKey;
  locale: Locale;
  /** Bumped by every draft save, publish and restore: what a save must name to prove it is not stale. */
  revision: number;
  publishedVersion: number;
  /** Whether the draft differs from what is live. */
  hasDraft: boolean;
  /** How many texts fall back to English (always 0 for English). */
  missingTranslations: number;
  draftUpdatedAt: string | null;
  draftUpdatedBy: StaffRef | null;
  publishedAt: string | null;
  publishedBy: StaffRef | null;
};

/** GET /api/desk/content */
export type ContentOverview = {
  sections: ContentSectionSummary[];
  /** The languages the site offers (SITE_LOCALES), in order: the desk offers editing these. */
  siteLocales: Locale[];
};

/** GET /api/desk/content/{locale}/{section} — and the answer of every write below. */
export type ContentSectionDetail = ContentSectionSummary & {
  /** The editable draft (equal to `published` when there is no draft). May leave translations blank. */
  draft: unknown;
  published: unknown;
  /** Non-English locales: the English draft, shown as placeholder and used where a text is blank. */
  fallback: unknown | null;
  /** Paths (`items.2.title`) of texts that fall back to English. */
  missingTranslationPaths: string[];
  /** Where to preview the draft: `/desk/preview/{locale}/{page}`. */
  previewPaths: string[];
  /** The media the draft refers to, so the form can show thumbnails and titles. */
  media: SiteMedia[];
};

/** PUT /api/desk/content/{locale}/{section}/draft — saves the draft; the document must fit the model. */
export const saveDraftRequestSchema = z.object({
  revision: z.number().int().min(1),
  document: z.unknown(),
});
export type SaveDraftRequest = z.infer<typeof saveDraftRequestSchema>;

/**
 * POST …/publish, POST …/discard (draft back to what is live) and POST …/versions/{version}/restore
 * (publishes that version again): each names the revision the editor saw.
 */
export const revisionRequestSchema = z.object({ revision: z.number().int().min(1) });
export type RevisionRequest = z.infer<typeof revisionRequestSchema>;

/** `error.details` of a 409 `edit_conflict`. */
export type EditConflictDetails = {
  revision: number;
  updatedAt: string | null;
  updatedBy: StaffRef | null;
};

/** GET …/versions */
export type ContentVersionSummary = {
  version: number;
  publishedAt: string;
  /** `null` for the seeded first version. */
  publishedBy: StaffRef | null;
  /** Set when this version re-published an earlier one. */
  restoredFrom: number | null;
};
export type ContentVersionList = { versions: ContentVersionSummary[] };

/** GET …/versions/{version} */
export type ContentVersionDetail = ContentVersionSummary & { document: unknown };

/**
 * Validation failures of a draft or a publish (422 `validation_failed`) list fields by path, e.g.
 * `items.0.title` → `{ code: 'too_small' }`. Publishing also checks the media a section uses:
 * `media_not_found`, `image_alt_missing` (no alt text in the section's locale), `not_a_document`,
 * `not_an_image`.
 */
export const contentFieldCodes = [
  'required',
  'invalid',
  'too_long',
  'media_not_found',
  'image_alt_missing',
  'not_an_image',
  'not_a_document',
] as const;
export type ContentFieldCode = (typeof contentFieldCodes)[number];

// ── Media library ────────────────────────────────────────────────────────────────────────────────────────

/** A file in the media library, as the desk sees it. */
export type MediaItem = SiteMedia & {
  createdAt: string;
  createdBy: StaffRef | null;
  /** Images: a small WebP for lists and pickers. */
  thumbnailUrl: string | null;
};

/**
 * A page section that uses a file, in one language, in its draft or its live document. `isShared`: the
 * language shows the section's picture of every language (decision 203), not one of its own.
 */
export type SectionMediaUsage = {
  section: ContentSectionKey;
  locale: Locale;
  state: 'draft' | 'published';
  isShared: boolean;
};
/** A collection entry (news, product, job, page) that uses a file; `title` is its title or name. */
export type EntryMediaUsage = {
  collection: CollectionId;
  entryId: string;
  title: string;
  locale: Locale;
  state: 'draft' | 'published';
  isShared: boolean;
};
/** Where a file is used; deleting it is refused while this is not empty. */
export type MediaUsage = SectionMediaUsage | EntryMediaUsage;

/** A one-line text of a media file. */
const mediaText = (maxLength: number) => textSchema().max(maxLength);

/**
 * How many files a page of the library holds unless `limit` says otherwise, and the most it may ask for
 * (decision 240): 24 fills whole rows of the desk's one-, two- and three-column grids.
 */
export const mediaPageSize = 24;
export const mediaPageSizeMax = 100;

/**
 * GET /api/desk/media?kind=image|document&q=…&cursor=…&limit=… — newest first, a page at a time. `q` finds
 * files whose name, title or alt text (in any language) holds it, ignoring case; `cursor` is the previous
 * page's `nextCursor`, as it was given (decision 240).
 */
export const mediaListQuerySchema = z.object({
  kind: z.enum(['image', 'document']).optional(),
  q: textSchema().max(100).optional(),
  cursor: keysetCursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(mediaPageSizeMax).default(mediaPageSize),
});
export type MediaListQuery = z.infer<typeof mediaListQuerySchema>;
/** One page of the library; `nextCursor` asks for the next one while more files match, else `null`. */
export type MediaList = { items: MediaItem[]; nextCursor: string | null };

/** GET /api/desk/media/{id} */
export type MediaDetail = MediaItem & { usage: MediaUsage[] };

/** The multipart names of an image's alt texts: `alt.en`, `alt.de`, … one per language. */
export const mediaAltFieldNames = locales.map((locale): `alt.${Locale}` => `alt.${locale}`);

const altUploadFields = Object.fromEntries(
  mediaAltFieldNames.map((name) => [name, mediaText(300).optional()]),
) as Record<`alt.${Locale}`, z.ZodOptional<ReturnType<typeof mediaText>>>;

/**
 * POST /api/desk/media — multipart: `file` (JPEG, PNG, WebP, AVIF or GIF image, or PDF), optional `title`,
 * `language` (documents) and `alt.{locale}` per language (images). 201 `MediaDetail`; 413 too large; 415
 * other types.
 */
export const mediaUploadFieldsSchema = z.object({
  title: mediaText(200).optional(),
  language: z.enum(locales).optional(),
  ...altUploadFields,
});

/** PATCH /api/desk/media/{id} */
/** An image's focal point (`FocalPoint`): each coordinate from 0 (left, top) to 1 (right, bottom). */
export const focalPointSchema = z.object({ x: z.number().min(0).max(1), y: z.number().min(0).max(1) });

export const mediaUpdateRequestSchema = z.object({
  alt: z.partialRecord(z.enum(locales), mediaText(300)).optional(),
  focalPoint: focalPointSchema.optional(),
  title: mediaText(200).optional(),
  language: z.enum(locales).nullable().optional(),
});
export type MediaUpdateRequest = z.infer<typeof mediaUpdateRequestSchema>;

/** DELETE /api/desk/media/{id}: 204, or 409 `media_in_use` with `details: { usage: MediaUsage[] }`. */
export type MediaInUseDetails = { usage: MediaUsage[] };
