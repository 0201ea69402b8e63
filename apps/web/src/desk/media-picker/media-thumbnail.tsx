import type { SiteMedia } from '@sitedesk/shared/content/site-media';
import { FileText } from 'lucide-react';

type ThumbnailSource = Pick<SiteMedia, 'kind' | 'variants' | 'width' | 'height'> & {
  thumbnailUrl?: string | null;
};

/** Smallest variant that still fills a thumbnail, for media known only as `SiteMedia` (no thumbnail URL). */
function smallestVariantUrl(media: ThumbnailSource): string | undefined {
  const webp = media.variants.filter((variant) => variant.format === 'webp');
  return [...webp].sort((a, b) => a.width - b.width)[0]?.url;
}

/**
 * A square preview. Always decorative (`alt=""`): the file's name or title is given as text next to it, and
 * repeating the alt text there would make screen readers say it twice.
 */
export function MediaThumbnail({ media, size = 'md' }: { media: ThumbnailSource; size?: 'sm' | 'md' }) {
  const box = size === 'sm' ? 'size-16' : 'size-24';
  const url = media.kind === 'image' ? (media.thumbnailUrl ?? smallestVariantUrl(media)) : undefined;
  if (!url) {
    return (
      <span
        className={`flex ${box} shrink-0 items-center justify-center rounded-card bg-steel-100 text-steel-700`}
      >
        <FileText aria-hidden="true" className="size-8" />
      </span>
    );
  }
  return (
    <img
      src={url}
      alt=""
      loading="lazy"
      width={media.width ?? undefined}
      height={media.height ?? undefined}
      className={`${box} shrink-0 rounded-card bg-steel-100 object-cover`}
    />
  );
}
