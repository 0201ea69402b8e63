import { z } from 'zod';
import { pageIds } from '../routes';
import { textSchema } from '../text';

/**
 * The typed content model of the public site. Components render only what this model holds, so an editor
 * (and later the desk's content editor) can change every visible word without touching code.
 */

const text = textSchema().min(1);
const paragraphs = z.array(text).min(1);

export const iconNames = [
  'factory',
  'cog',
  'settings',
  'zap',
  'leaf',
  'recycle',
  'shield',
  'award',
  'target',
  'handHeart',
  'users',
  'chartLine',
] as const;

/**
 * A file from the desk's media library, by id. The renderer looks the id up in the site's media (sizes,
 * variants, alt text per locale); the meta tells the editor which picker to show.
 */
export const imageRefSchema = z.object({ mediaId: z.uuid() }).meta({ widget: 'image' });
export const documentRefSchema = z.object({ mediaId: z.uuid() }).meta({ widget: 'document' });
export type MediaRef = z.infer<typeof imageRefSchema>;

/**
 * An image's alt text for one use only (a page where the picture means something else); otherwise the
 * media item's alt text in the page's language applies. Alt texts live with the item, not twice.
 */
export const placedAltSchema = textSchema().max(500).optional();

/**
 * A download link: either a file shipped with the site under `public/downloads/` (the demo content's) or a
 * document from the media library, whose size and language the site reads from the library.
 */
const downloadSchema = z
  .object({
    title: text,
    document: documentRefSchema.optional(),
    /** Site-relative path of a file shipped under `public/downloads/`. */
    href: z
      .string()
      .regex(/^\/downloads\/[a-z0-9-]+\.pdf$/)
      .optional(),
    format: text.optional(),
    sizeBytes: z.number().int().positive().optional(),
  })
  .refine((download) => Boolean(download.document) !== Boolean(download.href), {
    message: 'download_needs_one_file',
    path: ['document'],
  })
  .refine((download) => download.document || (download.format && download.sizeBytes), {
    message: 'download_needs_format_and_size',
    path: ['href'],
  });

const pageMetaSchema = z.object({ title: text, description: text.max(170) });

const pageIntroSchema = z.object({ eyebrow: text, title: text, lead: text });

const sectionHeadingSchema = z.object({ eyebrow: text, title: text, intro: text });

const figureSchema = z.object({
  id: text,
  value: z.number().nonnegative(),
  /** `year` prints without grouping (1962), `percent` expects a fraction (0.33 → 33 %). */
  format: z.enum(['integer', 'year', 'percent']),
  label: text,
  note: text.optional(),
});

const featureSchema = z.object({ icon: z.enum(iconNames), title: text, text });

const proseSectionSchema = z.object({ title: text, paragraphs });

const postalAddressSchema = z.object({
  street: text,
  postalCode: text,
  locality: text,
  region: text.optional(),
  countryCode: z.string().regex(/^[A-Z]{2}$/),
  countryName: text,
});

const locationSchema = z.object({
  id: text,
  kind: z.enum(['headquarters', 'plant', 'salesOffice']),
  name: text,
  summary: text,
  address: postalAddressSchema,
  geo: z.object({ lat: z.number().min(-90).max(90), lon: z.number().min(-180).max(180) }),
  /** E.164, used for `tel:` links; `phoneDisplay` is how people read it. */
  phone: z.string().regex(/^\+[1-9]\d{6,14}$/),
  phoneDisplay: text,
  email: z.email(),
});

/**
 * What a navigation link points at: a fixed page, a collection's list page, or an editor's page (an entry of
 * the pages collection, by id). Its text is the site's own name for the page (`messages.nav`) or the page
 * entry's `navLabel`/title, unless the item sets a `label`.
 */
export const navTargetSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('page'), page: z.enum(pageIds) }),
  z.object({ kind: z.literal('collection'), collection: z.enum(['news', 'careers']) }),
  z.object({ kind: z.literal('entry'), id: z.uuid() }),
]);
export type NavTarget = z.infer<typeof navTargetSchema>;

const navLinkSchema = z.object({ target: navTargetSchema, label: textSchema().max(40).optional() });
export type NavLink = z.infer<typeof navLinkSchema>;

export const siteContentSchema = z.object({
  /**
   * The header's and the footer's links, in the order editors give them. An editor's page placed in the
   * header or footer (`placement`) that a list does not name yet is shown after the named links
   * (decision 142); a named page that is not published, or placed elsewhere, is left out.
   */
  navigation: z.object({
    header: z.array(navLinkSchema).max(12),
    footer: z.array(navLinkSchema).max(24),
  }),
  company: z.object({
    name: text,
    legalName: text,
    tagline: text,
    foundingYear: z.number().int().min(1800),
    email: z.email(),
    phone: z.string().regex(/^\+[1-9]\d{6,14}$/),
    phoneDisplay: text,
    logoAlt: text,
  }),
  meta: z.record(z.enum([...pageIds, 'notFound']), pageMetaSchema),
  pageIntros: z.record(z.enum(['solutions', 'sustainability', 'company', 'contact']), pageIntroSchema),
  hero: z.object({
    eyebrow: text,
    title: text,
    lead: text,
    primaryCta: text,
    secondaryCta: text,
    /** The hero picture (the built-in baler drawing until an editor picks another). */
    image: imageRefSchema,
    /** This use's alt text; left out, the media item's own alt text in this language applies. */
    imageAlt: placedAltSchema,
  }),
  figures: sectionHeadingSchema.extend({ items: z.array(figureSchema).min(3) }),
  /** The product lines themselves are entries of the products collection (`collections/entries.ts`). */
  products: sectionHeadingSchema.extend({
    services: z.object({ title: text, intro: text, items: z.array(featureSchema).min(1) }),
  }),
  sustainability: sectionHeadingSchema.extend({
    pillars: z.array(featureSchema).min(1),
    details: z.array(proseSectionSchema).min(1),
    loop: z.object({ title: text, steps: z.array(z.object({ title: text, text })).min(3) }),
  }),
  quality: sectionHeadingSchema.extend({
    certifications: z.array(z.object({ code: text, title: text, text })).min(1),
    downloadsTitle: text,
    downloads: z.array(downloadSchema).min(1),
  }),
  mission: sectionHeadingSchema.extend({
    statement: text,
    values: z.array(featureSchema).min(1),
  }),
  about: sectionHeadingSchema.extend({
    paragraphs,
    /** The built-in drawing of the Bremen plant until an editor picks a photo. */
    image: imageRefSchema,
    imageAlt: placedAltSchema,
    milestones: z.array(z.object({ year: z.number().int(), text })).min(1),
  }),
  testimonials: sectionHeadingSchema.extend({
    items: z
      .array(
        z.object({
          quote: text,
          name: text,
          role: text,
          organization: text,
          rating: z.number().int().min(1).max(5),
        }),
      )
      .min(1),
  }),
  team: sectionHeadingSchema.extend({
    members: z
      .array(
        z.object({ name: text, role: text, location: text, bio: text, photo: imageRefSchema.optional() }),
      )
      .min(1),
  }),
  locations: sectionHeadingSchema.extend({
    mapAlt: text,
    items: z.array(locationSchema).min(1),
  }),
  contact: sectionHeadingSchema.extend({
    hours: text,
  }),
  imprint: z.object({ title: text, notice: text, sections: z.array(proseSectionSchema).min(1) }),
  privacy: z.object({ title: text, lead: text, sections: z.array(proseSectionSchema).min(1) }),
});

export type SiteContent = z.infer<typeof siteContentSchema>;
export type IconName = (typeof iconNames)[number];
export type CompanyLocation = SiteContent['locations']['items'][number];
export type Figure = SiteContent['figures']['items'][number];
export type Feature = SiteContent['sustainability']['pillars'][number];
export type Download = SiteContent['quality']['downloads'][number];
export type ProseSection = SiteContent['imprint']['sections'][number];
