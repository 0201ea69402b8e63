import { z } from 'zod';
import { documentRefSchema, iconNames, imageRefSchema } from '../content/schema';
import { textSchema } from '../text';
import { pageBlockLimits, pageBlockSchema, pagePlacements } from './page-blocks';
import { richTextSchema } from './rich-text';

/**
 * The site's collections: entries editors add as the company grows (press releases, product lines, job
 * ads), each with its own schema. One stored document per entry and language; a translation may leave
 * texts blank and falls back per field to the default language (`content/translation-fallback.ts`).
 */
export const collectionIds = ['news', 'products', 'jobs', 'pages'] as const;
export type CollectionId = (typeof collectionIds)[number];

export function isCollectionId(value: unknown): value is CollectionId {
  return typeof value === 'string' && (collectionIds as readonly string[]).includes(value);
}

/** Lowercase ASCII letters and digits in hyphen-separated words: `ecobale-x4`, `2026-ifat-munich`. */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const slugSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .max(80, 'too_long')
  .regex(slugPattern, 'invalid_slug');

/** A calendar date, `YYYY-MM-DD`, that exists. */
export const isoDateSchema = z.iso.date({ error: 'invalid_date' });

const text = textSchema().min(1);
const optionalText = textSchema().max(200).optional();

/** An image with an optional alt text for this one use; otherwise the media item's alt text applies. */
export const placedImageSchema = imageRefSchema.extend({ alt: textSchema().max(500).optional() });

const downloadSchema = z.object({ title: text, document: documentRefSchema });

export const newsCategories = ['press', 'trade-fairs', 'case-studies'] as const;
export type NewsCategory = (typeof newsCategories)[number];

export const newsEntrySchema = z.object({
  title: text.max(160),
  slug: slugSchema,
  /** The publication date shown and sorted by (newest first). */
  date: isoDateSchema,
  category: z.enum(newsCategories),
  teaser: text.max(300),
  cover: placedImageSchema.optional(),
  body: richTextSchema,
  downloads: z.array(downloadSchema).max(10).default([]),
  seoTitle: optionalText,
  seoDescription: textSchema().max(170).optional(),
});
export type NewsEntry = z.infer<typeof newsEntrySchema>;

export const productEntrySchema = z.object({
  name: text.max(120),
  slug: slugSchema,
  icon: z.enum(iconNames),
  summary: text.max(300),
  description: richTextSchema,
  /** The gallery; the first image is the product's card and social image. */
  images: z.array(placedImageSchema).max(12).default([]),
  specs: z
    .array(z.object({ label: text, value: text, unit: optionalText }))
    .max(30)
    .default([]),
  dataSheets: z.array(downloadSchema).max(10).default([]),
  /** Other product entries' ids, shown as "related products". */
  related: z.array(z.uuid()).max(6).default([]),
  /** Sort order on the solutions and home pages (ascending). */
  position: z.number().int().min(0).max(1000).default(0),
  seoTitle: optionalText,
  seoDescription: textSchema().max(170).optional(),
});
export type ProductEntry = z.infer<typeof productEntrySchema>;

export const jobTypes = ['full-time', 'part-time', 'apprenticeship'] as const;
export type JobType = (typeof jobTypes)[number];

export const jobEntrySchema = z.object({
  title: text.max(160),
  slug: slugSchema,
  /** The id of one of the company's locations (`content.locations.items[].id`). */
  locationId: text,
  type: z.enum(jobTypes),
  /** `undefined`: as soon as possible. */
  startDate: isoDateSchema.optional(),
  description: richTextSchema,
  offer: richTextSchema,
  /** The last day applications are taken; the day after, the job leaves the site by itself. */
  closingDate: isoDateSchema,
  /** Who is told of each application (a staff mailbox or a person's address). */
  contactName: text.max(200),
  contactEmail: z.email({ error: 'invalid_email' }).max(254),
  seoTitle: optionalText,
  seoDescription: textSchema().max(170).optional(),
});
export type JobEntry = z.infer<typeof jobEntrySchema>;

/**
 * A page an editor adds (a new plant, a campaign), built from blocks (`page-blocks.ts`) and served at
 * `/{locale}/{slug}`; the slugs of the fixed pages and the collections' segments are taken
 * (`reservedPageSlugs` in `paths.ts`). `placement` puts it in the header's navigation or the footer, where
 * the navigation section orders it (decision 142).
 */
export const pageEntrySchema = z.object({
  title: text.max(160),
  slug: slugSchema,
  /** The link text in the navigation; the title when left out. */
  navLabel: textSchema().max(40).optional(),
  placement: z.enum(pagePlacements).default('none'),
  blocks: z.array(pageBlockSchema).min(1).max(pageBlockLimits.maxBlocks),
  seoTitle: optionalText,
  seoDescription: text.max(170),
});
export type PageEntry = z.infer<typeof pageEntrySchema>;

export const entrySchemas = {
  news: newsEntrySchema,
  products: productEntrySchema,
  jobs: jobEntrySchema,
  pages: pageEntrySchema,
} as const;

export type EntryDocument<C extends CollectionId = CollectionId> = z.infer<(typeof entrySchemas)[C]>;

/** The field that names an entry in lists, the desk and e-mails. */
export const entryTitleField = {
  news: 'title',
  products: 'name',
  jobs: 'title',
  pages: 'title',
} as const satisfies Record<CollectionId, string>;

export function entryTitle(collection: CollectionId, document: EntryDocument): string {
  const value = (document as Record<string, unknown>)[entryTitleField[collection]];
  return typeof value === 'string' ? value : '';
}
