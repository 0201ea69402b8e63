import type { LocalizedLabels, TopicFieldDefinition } from '@sitedesk/shared/topic-fields';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAtColumn, updatedAtColumn } from './columns';
import { staffMemberColumn } from './references';

/** What a history keeps of each version that was live: the document, who published it and when, and what it restored. */
const versionColumns = () => ({
  version: integer('version').notNull(),
  document: jsonb('document').notNull(),
  publishedBy: staffMemberColumn('published_by'),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  restoredFrom: integer('restored_from'),
});

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
    draftUpdatedBy: staffMemberColumn('draft_updated_by'),
    draftUpdatedAt: timestamp('draft_updated_at', { withTimezone: true }),
    publishedBy: staffMemberColumn('published_by'),
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
    ...versionColumns(),
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
    /**
     * Images: the point (0–1 from the start of the left edge and from the top) that stays in view when a use
     * cuts the picture to other proportions (hero, card, social preview); the middle until an editor sets it.
     */
    focalX: real('focal_x').notNull().default(0.5),
    focalY: real('focal_y').notNull().default(0.5),
    createdBy: staffMemberColumn('created_by'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [index('media_assets_created_idx').on(table.createdAt)],
);

/**
 * The built-in media items (the hero drawing, the demo pictures and data sheets) seeded so far, by their
 * fixed ids. A row outlives its media item: an item an editor deleted is never seeded again.
 */
export const builtinMediaSeeds = pgTable('builtin_media_seeds', {
  id: uuid('id').primaryKey(),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One-time upgrades of stored content that cannot tell by a document's shape whether they ran (decision
 * 203: a translation's picture equal to the shared one becomes the shared one once, at the upgrade; later
 * an editor may choose the same picture as a language's own on purpose).
 */
export const contentUpgrades = pgTable('content_upgrades', {
  name: text('name').primaryKey(),
  doneAt: timestamp('done_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The languages the public site offers, once an editor has chosen them in the desk (decision 151): one
 * row per offered language. No rows means nobody has chosen yet, and SITE_LOCALES decides; the first
 * change writes the whole set, so from then on the stored choice wins on every instance.
 */
export const siteLanguages = pgTable('site_languages', {
  locale: text('locale').primaryKey(),
  addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  addedBy: staffMemberColumn('added_by'),
});

/**
 * Collection entries (news, products, jobs): one row per entry and language, the draft and the live
 * document side by side as for sections. `slug` is the draft's, `publishedSlug` the one the site serves;
 * the latter is unique per collection and language. `publishAt` holds a scheduled publication of the draft.
 */
export const contentEntries = pgTable(
  'content_entries',
  {
    id: uuid('id').notNull(),
    locale: text('locale').notNull(),
    collection: text('collection', { enum: ['news', 'products', 'jobs', 'pages'] }).notNull(),
    slug: text('slug').notNull(),
    publishedSlug: text('published_slug'),
    draft: jsonb('draft').notNull(),
    published: jsonb('published'),
    revision: integer('revision').notNull().default(1),
    publishedVersion: integer('published_version').notNull().default(0),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    draftUpdatedBy: staffMemberColumn('draft_updated_by'),
    draftUpdatedAt: timestamp('draft_updated_at', { withTimezone: true }),
    publishedBy: staffMemberColumn('published_by'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (table) => [
    primaryKey({ columns: [table.id, table.locale] }),
    index('content_entries_collection_idx').on(table.collection, table.locale),
    uniqueIndex('content_entries_published_slug_idx').on(table.collection, table.locale, table.publishedSlug),
    index('content_entries_publish_at_idx').on(table.publishAt),
  ],
);

/** Every version of an entry that was ever live; `id` orders all entry publications (the render stamp). */
export const contentEntryVersions = pgTable(
  'content_entry_versions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    entryId: uuid('entry_id').notNull(),
    locale: text('locale').notNull(),
    ...versionColumns(),
  },
  (table) => [
    uniqueIndex('content_entry_versions_entry_version_idx').on(table.entryId, table.locale, table.version),
  ],
);

/**
 * Old public paths and where they went: a changed slug or a deleted entry or page keeps its URL working as
 * a 301 to `toPath`, or a 410 when `toPath` is null (deleted with nowhere to send visitors).
 */
export const pathRedirects = pgTable('path_redirects', {
  fromPath: text('from_path').primaryKey(),
  toPath: text('to_path'),
  createdAt: createdAtColumn(),
});

/**
 * An editor's choice to show an entry in another language where it is not translated (decision 202): one
 * row per entry and language that shows it so. Without a row an untranslated entry is not shown in that
 * language. A published translation always wins over the row, which then waits, unused, in case the
 * translation is taken off again.
 */
export const contentEntryLanguageChoices = pgTable(
  'content_entry_language_choices',
  {
    entryId: uuid('entry_id').notNull(),
    locale: text('locale').notNull(),
    /** The language whose published text is shown instead (one the entry is published in). */
    shownIn: text('shown_in').notNull(),
    chosenBy: staffMemberColumn('chosen_by'),
    chosenAt: timestamp('chosen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.entryId, table.locale] })],
);

/**
 * An editor's correction of a shipped UI text (decision 206): per language, catalog (`site`,
 * `visitor-page`, …) and key path (`contact.form.submit`), the text being edited and the one live on the
 * site. `null` means the shipped text: a draft of `null` over a published value is a reset waiting for its
 * publish; a row with both `null` is removed. A value is a string, or a plural message's forms.
 */
export const siteTextOverrides = pgTable(
  'site_text_overrides',
  {
    locale: text('locale').notNull(),
    catalog: text('catalog').notNull(),
    keyPath: text('key_path').notNull(),
    draft: jsonb('draft'),
    published: jsonb('published'),
    draftUpdatedBy: staffMemberColumn('draft_updated_by'),
    draftUpdatedAt: timestamp('draft_updated_at', { withTimezone: true }),
    publishedBy: staffMemberColumn('published_by'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.locale, table.catalog, table.keyPath] })],
);

/**
 * The extra fields editors define per inquiry topic (decision 225): one row per topic that has any, the
 * fields in their order. Saved live: the contact page renders again with them.
 */
export const inquiryTopicFields = pgTable('inquiry_topic_fields', {
  topic: text('topic').primaryKey(),
  fields: jsonb('fields').$type<TopicFieldDefinition[]>().notNull(),
  updatedBy: staffMemberColumn('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The inquiry form's topics in the editors' order (decision 245): the built-in ones (seeded by the migration,
 * `labels` null: their names are translated) and the ones editors add, named per language. A hidden topic
 * stays for the inquiries sent with it.
 */
export const inquiryTopicList = pgTable('inquiry_topics', {
  key: text('key').primaryKey(),
  labels: jsonb('labels').$type<LocalizedLabels>(),
  position: integer('position').notNull(),
  isHidden: boolean('is_hidden').notNull().default(false),
  updatedBy: staffMemberColumn('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A product's own fields (decision 243): its variants, options and other questions, asked under its line of a
 * request for a quotation. One row per product entry, the fields as jsonb, as `inquiry_topic_fields` keeps a
 * topic's; beside the entry (one list for every language, labels per language inside), live when saved and
 * removed with the entry.
 */
export const productFields = pgTable('product_fields', {
  entryId: uuid('entry_id').primaryKey(),
  fields: jsonb('fields').$type<TopicFieldDefinition[]>().notNull(),
  updatedBy: staffMemberColumn('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A product's list prices (decision 233): one row per product entry and currency, net, per unit, in the
 * currency's minor units. Beside the entry rather than in its per-language documents, so the price is one
 * for every language and nothing that renders the public site reads it; the quotation editor suggests it.
 * Saved live (the site never shows it, so there is nothing to publish); removed with the entry.
 */
export const productPrices = pgTable(
  'product_prices',
  {
    entryId: uuid('entry_id').notNull(),
    /** ISO 4217. */
    currency: text('currency').notNull(),
    unitPriceMinor: bigint('unit_price_minor', { mode: 'number' }).notNull(),
    /** A `quantityUnits` value; `null` names no unit. */
    unit: text('unit'),
    /**
     * The variant the price is for (decision 250): a key of one of the product's `choice` fields and a key
     * of its options; both `''` for the base price, every variant's. Empty rather than null so that the
     * primary key holds them: one price per currency and variant.
     */
    variantField: text('variant_field').notNull().default(''),
    variantChoice: text('variant_choice').notNull().default(''),
    updatedBy: staffMemberColumn('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.entryId, table.currency, table.variantField, table.variantChoice] }),
  ],
);
