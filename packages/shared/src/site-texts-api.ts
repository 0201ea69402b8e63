import { z } from 'zod';
import type { Locale } from './locales';
import type { PluralForms } from './messages/format';
import type { TextValue } from './messages/text-overrides';
import { queryTextSchema, requiredTextSchema } from './text';

/**
 * The desk's "Site texts" API (`/api/desk/site-texts`, decision 206): an editor corrects a shipped UI text
 * of the visitor's side per language; corrections go live with their language's publish. Needs
 * `content:edit`, like publishing content.
 */

/** The catalogs that can be corrected, by file name (`messages/<locale>/<name>.json`). */
export const siteTextCatalogs = ['site', 'visitor-page', 'erasure-request'] as const;
export type SiteTextCatalog = (typeof siteTextCatalogs)[number];

export function isSiteTextCatalog(value: unknown): value is SiteTextCatalog {
  return typeof value === 'string' && (siteTextCatalogs as readonly string[]).includes(value);
}

/** The longest corrected text (a form of a plural message, each): the longest shipped text is ~600. */
export const maxSiteTextLength = 2000;
/** The longest search: a phrase, never a document. */
export const maxSiteTextQueryLength = 200;
/** A key path as the catalogs write them (`contact.form.submit`). */
export const siteTextKeyPattern = /^[A-Za-z0-9_]+(?:\.[A-Za-z0-9_]+){0,7}$/;
export const maxSiteTextKeyLength = 200;

// Storable, NFC, visible (codes `required`, `too_long`, `invalid_characters`): a blank text is no correction.
const textSchema = requiredTextSchema(maxSiteTextLength);
const pluralFormsSchema = z
  .object({
    zero: textSchema.optional(),
    one: textSchema.optional(),
    two: textSchema.optional(),
    few: textSchema.optional(),
    many: textSchema.optional(),
    other: textSchema,
  })
  .strict() satisfies z.ZodType<PluralForms>;

/** PUT /api/desk/site-texts/{locale}/{catalog}/{key} — the corrected text, kept as a draft. */
export const saveSiteTextRequestSchema = z.object({
  value: z.union([textSchema, pluralFormsSchema]),
});
export type SaveSiteTextRequest = z.infer<typeof saveSiteTextRequestSchema>;

/** GET /api/desk/site-texts/{locale}?q=…&catalog=… — what the editor looks for. */
export const siteTextSearchQuerySchema = z.object({
  q: queryTextSchema(maxSiteTextQueryLength).optional(),
  catalog: z.enum(siteTextCatalogs).optional(),
});
export type SiteTextSearchQuery = z.infer<typeof siteTextSearchQuerySchema>;

/** The path's address of one text. */
export const siteTextAddressSchema = z.object({
  catalog: z.enum(siteTextCatalogs),
  key: z.string().max(maxSiteTextKeyLength).regex(siteTextKeyPattern),
});

/** One text as the desk shows it: English and the language side by side, and any correction. */
export type SiteText = {
  catalog: SiteTextCatalog;
  key: string;
  /** The shipped English text, for reference. */
  english: TextValue;
  /** The shipped text in this language. */
  shipped: TextValue;
  /** The correction being edited; `null`: the shipped text (also after a reset not yet published). */
  draft: TextValue | null;
  /** The correction live on the site; `null`: the shipped text. */
  published: TextValue | null;
  /** The draft differs from what is live: the language's publish takes it live. */
  isPending: boolean;
  draftUpdatedAt: string | null;
  draftUpdatedByName: string | null;
  publishedAt: string | null;
  publishedByName: string | null;
};

/** GET /api/desk/site-texts/{locale}: the matching texts, corrected ones first. */
export type SiteTextsPage = {
  locale: Locale;
  texts: SiteText[];
  /** Matching texts in all; `texts` holds the first `limit`. */
  total: number;
  limit: number;
  /** Texts of this language whose correction waits for publishing. */
  pending: number;
};

/**
 * POST /api/desk/site-texts/{locale}/publish — an empty JSON object: a JSON body is what a cross-site form
 * cannot send without asking.
 */
export const publishSiteTextsRequestSchema = z.object({}).strict();

/** What POST /api/desk/site-texts/{locale}/publish answers. */
export type PublishSiteTextsResult = { published: number };
