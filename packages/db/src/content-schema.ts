import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth-schema';

/**
 * The site's content: one row per section (a top-level part of the shared content model) and locale, with
 * the live document and the editor's draft side by side. `revision` rises with every write, so a save that
 * names an older revision is a conflict rather than a silent overwrite.
 */
export const contentSections = pgTable(
  'content_sections',
  {
    locale: text('locale').notNull(),
    section: text('section').notNull(),
    draft: jsonb('draft').notNull(),
    published: jsonb('published').notNull(),
    revision: integer('revision').notNull().default(1),
    publishedVersion: integer('published_version').notNull().default(1),
    draftUpdatedBy: text('draft_updated_by').references(() => user.id, { onDelete: 'set null' }),
    draftUpdatedAt: timestamp('draft_updated_at', { withTimezone: true }),
    publishedBy: text('published_by').references(() => user.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.locale, table.section] })],
);

/**
 * Every version of a section that was ever live, for the history and for restoring. `id` orders all
 * publications across sections, so an instance can tell cheaply whether anything was published since it
 * last rendered the site.
 */
export const contentVersions = pgTable(
  'content_versions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    locale: text('locale').notNull(),
    section: text('section').notNull(),
    version: integer('version').notNull(),
    document: jsonb('document').notNull(),
    publishedBy: text('published_by').references(() => user.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    restoredFrom: integer('restored_from'),
  },
  (table) => [
    uniqueIndex('content_versions_section_version_idx').on(table.locale, table.section, table.version),
  ],
);

/**
 * Uploaded images and documents. The files live in blob storage under `media/{id}/…`; images are stored as
 * AVIF and WebP variants (`variants`), documents as the original.
 */
export const mediaAssets = pgTable(
  'media_assets',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind', { enum: ['image', 'document'] }).notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    /** `ImageVariant[]` of the shared `site-media` module, without URLs (they follow from id and file). */
    variants: jsonb('variants').notNull().default([]),
    /** Alt text per locale: `{ "en": "…", "de": "…" }`. */
    alt: jsonb('alt').notNull().default({}),
    title: text('title').notNull().default(''),
    language: text('language'),
    /** Blob key of the stored original (documents) or of the largest variant (images). */
    storageKey: text('storage_key').notNull(),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('media_assets_created_idx').on(table.createdAt)],
);
