import type { z } from 'zod';
import type { PageId } from '../routes';
import { type SiteContent, siteContentSchema } from './schema';

/**
 * The units an editor drafts, previews and publishes: the top-level parts of the content model, one per
 * locale. Each has its own draft, revision and version history.
 */
export type ContentSectionKey = keyof SiteContent;

export const contentSectionKeys = Object.keys(siteContentSchema.shape) as ContentSectionKey[];

export function isContentSectionKey(value: unknown): value is ContentSectionKey {
  return typeof value === 'string' && (contentSectionKeys as string[]).includes(value);
}

/** The zod schema of one section: what the editor's form follows and what publishing validates. */
export function contentSectionSchema<Key extends ContentSectionKey>(
  key: Key,
): (typeof siteContentSchema.shape)[Key] {
  return siteContentSchema.shape[key];
}

export type ContentSectionDocument<Key extends ContentSectionKey> = z.infer<
  (typeof siteContentSchema.shape)[Key]
>;

/**
 * Where a section shows, for the editor's preview links. Company details and page titles show on every
 * page (header, footer, head), so their first page is the home page.
 */
export const contentSectionPages: Record<ContentSectionKey, readonly PageId[]> = {
  navigation: ['home', 'contact'],
  company: ['home', 'contact', 'imprint'],
  meta: ['home', 'solutions', 'sustainability', 'company', 'contact', 'imprint', 'privacy'],
  pageIntros: ['solutions', 'sustainability', 'company', 'contact'],
  hero: ['home'],
  figures: ['home', 'company'],
  products: ['solutions', 'home'],
  sustainability: ['sustainability', 'home'],
  quality: ['sustainability'],
  mission: ['company'],
  about: ['company'],
  testimonials: ['home'],
  team: ['company'],
  locations: ['contact', 'company'],
  contact: ['contact'],
  imprint: ['imprint'],
  privacy: ['privacy'],
};

/** The sections on every page (the header, the footer and the head). */
export const siteWideSections: readonly ContentSectionKey[] = ['navigation', 'company', 'meta'];

/**
 * The sections of its own each fixed page shows, besides the site-wide ones: whether a page is translated
 * at all (decision 213). `pages.test.tsx` in the web app checks it against what each page component reads.
 */
export const pageContentSections: Record<PageId, readonly ContentSectionKey[]> = {
  home: [
    'hero',
    'figures',
    'products',
    'sustainability',
    'quality',
    'mission',
    'testimonials',
    'team',
    'locations',
    'contact',
  ],
  solutions: ['pageIntros', 'products', 'contact'],
  sustainability: ['pageIntros', 'sustainability', 'quality'],
  company: ['pageIntros', 'about', 'mission', 'team', 'locations'],
  contact: ['pageIntros', 'contact', 'locations'],
  imprint: ['imprint'],
  privacy: ['privacy'],
};

/** Splits a whole locale's content into its sections, and joins them back. */
export function splitContent(content: SiteContent): Record<ContentSectionKey, unknown> {
  return { ...content };
}

export function joinSections(sections: Partial<Record<ContentSectionKey, unknown>>): unknown {
  return Object.fromEntries(contentSectionKeys.map((key) => [key, sections[key]]));
}
