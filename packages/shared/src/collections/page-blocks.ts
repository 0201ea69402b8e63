import { z } from 'zod';
import { documentRefSchema, iconNames } from '../content/schema';
import { pageIds } from '../routes';
import { textSchema } from '../text';
import { isSafeHref } from './rich-text';

/**
 * The blocks an editor builds a page from (the pages collection, `entries.ts`). Each is one of the sections
 * the site already shows (intro, figures, feature cards, image and text, quote, call to action, downloads,
 * contact band), so a new page looks like the rest of the site without a designer. Blocks are a list per
 * language like every list (`translation-fallback.ts`): a translation falls back block by block, by position.
 */

const text = textSchema().min(1);
const optionalText = textSchema().max(200).optional();

/** An image with an optional alt text for this one use; otherwise the media item's alt text applies. */
const placedImage = z
  .object({ mediaId: z.uuid(), alt: textSchema().max(500).optional() })
  .meta({ widget: 'image' });

/** Where a call to action leads: one of the site's fixed pages, or any safe link (`isSafeHref`). */
export const linkTargetSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('page'), page: z.enum(pageIds) }),
  z.object({ kind: z.literal('url'), href: text.max(2000).refine(isSafeHref, 'invalid_link') }),
]);
export type LinkTarget = z.infer<typeof linkTargetSchema>;

/** A stable id per block: React keys, reordering in the editor, and the block's anchor on the page. */
export const blockIdSchema = z.string().regex(/^[a-z0-9-]{1,40}$/, 'invalid_block_id');

const block = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) =>
  z.object({ type: z.literal(type), id: blockIdSchema, ...shape });

export const introBlockSchema = block('intro', {
  eyebrow: optionalText,
  title: text.max(160),
  text: text.max(2000),
});

export const figuresBlockSchema = block('figures', {
  title: optionalText,
  items: z
    .array(
      z.object({
        value: z.number().nonnegative().max(1e12),
        /** As the figures section: `year` without grouping, `percent` a fraction (0.33 → 33 %). */
        format: z.enum(['integer', 'year', 'percent']),
        label: text.max(120),
        note: textSchema().max(200).optional(),
      }),
    )
    .min(1)
    .max(6),
});

export const featuresBlockSchema = block('features', {
  title: optionalText,
  intro: textSchema().max(600).optional(),
  items: z
    .array(z.object({ icon: z.enum(iconNames), title: text.max(120), text: text.max(600) }))
    .min(1)
    .max(12),
});

export const imageTextBlockSchema = block('imageText', {
  title: text.max(160),
  text: text.max(3000),
  image: placedImage,
  /** Which side the image sits on in reading order: `start` is left in English, right in Arabic. */
  imageSide: z.enum(['start', 'end']).default('start'),
});

export const quoteBlockSchema = block('quote', {
  quote: text.max(600),
  name: text.max(120),
  role: textSchema().max(160).optional(),
});

export const ctaBlockSchema = block('cta', {
  title: text.max(160),
  text: textSchema().max(600).optional(),
  label: text.max(60),
  target: linkTargetSchema,
});

export const downloadsBlockSchema = block('downloads', {
  title: text.max(160),
  items: z
    .array(z.object({ title: text.max(160), document: documentRefSchema }))
    .min(1)
    .max(20),
});

/** The company's phone, e-mail and a link to the contact page, from the company section. */
export const contactBandBlockSchema = block('contactBand', {
  title: text.max(160),
  text: textSchema().max(600).optional(),
});

export const pageBlockSchema = z.discriminatedUnion('type', [
  introBlockSchema,
  figuresBlockSchema,
  featuresBlockSchema,
  imageTextBlockSchema,
  quoteBlockSchema,
  ctaBlockSchema,
  downloadsBlockSchema,
  contactBandBlockSchema,
]);
export type PageBlock = z.infer<typeof pageBlockSchema>;
export type PageBlockType = PageBlock['type'];
export const pageBlockTypes = pageBlockSchema.options.map(
  (option) => option.shape.type.value,
) as PageBlockType[];

export const pageBlockLimits = { maxBlocks: 30 } as const;

/** Where an editor's page is linked from: the header's navigation, the footer, or nowhere (a landing page). */
export const pagePlacements = ['header', 'footer', 'none'] as const;
export type PagePlacement = (typeof pagePlacements)[number];
