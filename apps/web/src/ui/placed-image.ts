import type { SiteMedia, SiteMediaLookup } from '@sitedesk/shared/content/site-media';
import { defaultLocale, type Locale } from '@sitedesk/shared/locales';

export type ResolvedImage = { image: SiteMedia; alt: string };

/**
 * An image placed in an entry: the media-library file it names and its alt text, the placement's own if
 * it has one, else the file's in this language (or the default language's). A file that is missing or is
 * not an image is left out rather than rendered broken.
 */
export function resolvePlacedImage(
  placed: { mediaId: string; alt?: string | undefined },
  media: SiteMediaLookup,
  locale: Locale,
): ResolvedImage | undefined {
  const image = Object.hasOwn(media, placed.mediaId) ? media[placed.mediaId] : undefined;
  if (image?.kind !== 'image') return undefined;
  const alt = placed.alt?.trim() || image.alt[locale] || image.alt[defaultLocale] || '';
  return { image, alt };
}

/** The absolute URL of a media file for meta tags: site-relative URLs get the origin placeholder. */
export function absoluteMediaUrl(url: string, origin: string): string {
  return url.startsWith('/') ? `${origin}${url}` : url;
}
