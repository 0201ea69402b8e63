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
  /** Images: what stays in view when a use cuts the picture to other proportions (`FocalPoint`). */
  focalPoint: FocalPoint;
};

/**
 * A point of an image, each coordinate from 0 to 1: `x` from the left edge, `y` from the top. The middle
 * (0.5, 0.5) is where every image starts.
 */
export type FocalPoint = { x: number; y: number };

export const centreFocalPoint: FocalPoint = { x: 0.5, y: 0.5 };

/** The focal point's coordinates are drawn in steps of 5 %: finer than any crop of the site shows. */
export const focalPointStep = 0.05;

/**
 * The classes that place a focal point (`styles/focal-point.css`): the site's and the desk's Content Security
 * Policy allow no `style` attribute, so each coordinate is one of 21 classes rounded to `focalPointStep`.
 * `focal-point` sets `object-position`; the desk's marker reads the same custom properties.
 */
export function focalPointClasses(point: FocalPoint): string {
  const percent = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 20) * 5;
  return `focal-x-${percent(point.x)} focal-y-${percent(point.y)}`;
}

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
