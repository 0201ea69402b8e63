import type { SiteMedia } from '@sitedesk/shared/content/site-media';
import { rasterFormats } from './raster-images';

type MediaPictureProps = { image: SiteMedia; alt: string; sizes: string; className?: string };

/**
 * An image from the media library: AVIF, then WebP, each in the widths the upload made, with the
 * original's intrinsic size so nothing shifts while it loads.
 */
export function MediaPicture({ image, alt, sizes, className = '' }: MediaPictureProps) {
  const srcSetOf = (format: string) =>
    image.variants
      .filter((variant) => variant.format === format)
      .map((variant) => `${variant.url} ${variant.width}w`)
      .join(', ');
  const [preferred, fallback] = rasterFormats;
  return (
    <picture>
      <source type={`image/${preferred}`} srcSet={srcSetOf(preferred)} sizes={sizes} />
      <img
        src={image.url}
        srcSet={srcSetOf(fallback)}
        sizes={sizes}
        alt={alt}
        width={image.width ?? undefined}
        height={image.height ?? undefined}
        loading="lazy"
        decoding="async"
        className={className}
      />
    </picture>
  );
}
