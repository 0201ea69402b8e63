import { focalPointClasses, type SiteMedia } from '@sitedesk/shared/content/site-media';
import { rasterFormats } from './raster-images';

type MediaPictureProps = {
  image: SiteMedia;
  alt: string;
  sizes: string;
  className?: string;
  /** The page's largest first-view image: fetched at once, not when it nears the screen. */
  isPriority?: boolean;
  /**
   * A media query outside which this picture is not shown (its wrapper is hidden there): elsewhere the
   * browser picks an empty pixel instead of fetching the image, since a hidden eager image is fetched all
   * the same.
   */
  onlyWhere?: string;
};

/** A transparent 1 × 1 GIF, which costs no request (the CSP's `img-src` allows `data:`). */
const emptyPixel = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/**
 * An image from the media library: AVIF, then WebP, each in the widths the upload made, with the
 * original's intrinsic size so nothing shifts while it loads. Where a use cuts it to other proportions
 * (`object-cover`), its focal point stays in view.
 */
export function MediaPicture({
  image,
  alt,
  sizes,
  className = '',
  isPriority = false,
  onlyWhere,
}: MediaPictureProps) {
  const srcSetOf = (format: string) =>
    image.variants
      .filter((variant) => variant.format === format)
      .map((variant) => `${variant.url} ${variant.width}w`)
      .join(', ');
  const [preferred, fallback] = rasterFormats;
  return (
    <picture>
      {onlyWhere ? <source media={`not all and ${onlyWhere}`} srcSet={emptyPixel} /> : null}
      <source type={`image/${preferred}`} srcSet={srcSetOf(preferred)} sizes={sizes} />
      <img
        src={image.url}
        srcSet={srcSetOf(fallback)}
        sizes={sizes}
        alt={alt}
        width={image.width ?? undefined}
        height={image.height ?? undefined}
        loading={isPriority ? 'eager' : 'lazy'}
        fetchPriority={isPriority ? 'high' : undefined}
        decoding="async"
        className={`focal-point ${focalPointClasses(image.focalPoint)} ${className}`}
      />
    </picture>
  );
}
