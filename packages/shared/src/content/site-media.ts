import type { Locale } from '../locales';

/** One rendition of an uploaded image. */
export type ImageVariant = {
  format: 'avif' | 'webp';
  width: number;
  height: number;
  /** Site-relative: `/media/{id}/{file}`. */
  url: string;
  sizeBytes: number;
};

/**
 * What the public site needs to know about a file in the media library to render it: images with their
 * intrinsic size (no layout shift), variants for `srcset` and alt text per locale; documents with title,
 * language and size for their download link.
 */
export type SiteMedia = {
  id: string;
  kind: 'image' | 'document';
  fileName: string;
  contentType: string;
  sizeBytes: number;
  /** Images only: the original's size, which every variant keeps the ratio of. */
  width: number | null;
  height: number | null;
  variants: ImageVariant[];
  /** Images: required per locale before content using the image can be published. */
  alt: Partial<Record<Locale, string>>;
  /** Documents: the default link text and the document's language. */
  title: string;
  language: Locale | null;
  /** Site-relative URL of the original file (documents) or of the largest WebP (images). */
  url: string;
};

export type SiteMediaLookup = Record<string, SiteMedia>;

/** Widths the site's `srcset` offers; the original's width (at most 1920) is always added. */
const variantWidths = [480, 960] as const;
const largestVariantWidth = 1920;

/** The widths the media library encodes an image this wide in: never upscaled, at most 1920. */
export function imageVariantWidths(originalWidth: number): number[] {
  const top = Math.min(originalWidth, largestVariantWidth);
  return [...variantWidths.filter((width) => width < top), top];
}

/** Every media id a content document refers to, wherever it sits. */
export function mediaIdsIn(document: unknown): string[] {
  const ids = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, child] of Object.entries(value)) {
        if (key === 'mediaId' && typeof child === 'string') ids.add(child);
        else visit(child);
      }
    }
  };
  visit(document);
  return [...ids];
}
