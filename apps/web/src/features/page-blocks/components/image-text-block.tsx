import type { imageTextBlockSchema } from '@sitedesk/shared/collections/page-blocks';
import { useSite } from '../../../app/site-context';
import { MediaPicture } from '../../../ui/media-picture';
import { resolvePlacedImage } from '../../../ui/placed-image';
import { SectionHeading } from '../../../ui/section-heading';
import type { BlockProps } from './block-place';
import { BlockSection } from './block-section';

/**
 * A media-library image beside a heading and text. `imageSide` is in reading order: `start` is the left in
 * English and the right in Arabic, so the grid is ordered rather than positioned.
 */
export function ImageTextBlock({ block, place }: BlockProps<typeof imageTextBlockSchema>) {
  const { media, locale } = useSite();
  const placed = resolvePlacedImage(block.image, media, locale);
  const isImageFirst = block.imageSide === 'start';
  return (
    <BlockSection anchor={place.anchor} labelledBy={place.headingId} tone="white">
      <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <div className={isImageFirst ? 'lg:order-2' : ''}>
          <SectionHeading id={place.headingId} title={block.title} />
          <p className="mt-6 text-lg leading-relaxed whitespace-pre-line text-steel-700">{block.text}</p>
        </div>
        {placed ? (
          <div className={isImageFirst ? 'lg:order-1' : ''}>
            <MediaPicture
              image={placed.image}
              alt={placed.alt}
              sizes="(min-width: 76rem) 34rem, (min-width: 64rem) 45vw, 92vw"
              className="h-auto w-full rounded-(--radius-card)"
            />
          </div>
        ) : null}
      </div>
    </BlockSection>
  );
}
