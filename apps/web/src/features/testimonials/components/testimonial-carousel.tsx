import { formatMessage } from '@sitedesk/shared/messages/format';
import { useState } from 'react';
import { SiteIcon } from '../../../ui/site-icon';
import { StarRating } from './star-rating';

export type TestimonialCarouselProps = {
  labelledBy: string;
  items: { quote: string; name: string; role: string; organization: string; rating: number }[];
  labels: {
    carousel: string;
    slide: string;
    slideLabel: string;
    previous: string;
    next: string;
    rating: string;
  };
};

const slidesId = 'testimonial-slides';
const buttonClass =
  'inline-flex size-12 items-center justify-center rounded-full border border-steel-400 text-steel-50 hover:border-signal-400 hover:text-signal-400';

/**
 * WAI-ARIA APG carousel that never rotates by itself (so it needs no pause control). All slides share one
 * grid cell and inactive ones are only made invisible, so switching never changes the height. Without
 * JavaScript the first testimonial is shown. An island: it gets everything it shows as props.
 */
export function TestimonialCarousel({ labelledBy, items, labels }: TestimonialCarouselProps) {
  const [activeIndex, setActiveIndex] = useState(0);
  const total = items.length;
  const show = (step: number) => setActiveIndex((index) => (index + step + total) % total);

  return (
    // A group, not a region: the surrounding section is already the landmark with this name.
    // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern uses role="group" here.
    <div role="group" aria-roledescription={labels.carousel} aria-labelledby={labelledBy} className="mt-12">
      <div className="flex gap-3">
        <button type="button" aria-controls={slidesId} onClick={() => show(-1)} className={buttonClass}>
          <SiteIcon name="chevron-left" className="size-6 rtl:-scale-x-100" />
          <span className="sr-only">{labels.previous}</span>
        </button>
        <button type="button" aria-controls={slidesId} onClick={() => show(1)} className={buttonClass}>
          <SiteIcon name="chevron-right" className="size-6 rtl:-scale-x-100" />
          <span className="sr-only">{labels.next}</span>
        </button>
      </div>
      <div id={slidesId} aria-live="polite" className="mt-8 grid">
        {items.map((item, index) => {
          const isActive = index === activeIndex;
          return (
            // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern names each slide as a group.
            <div
              key={item.name}
              role="group"
              aria-roledescription={labels.slide}
              aria-label={formatMessage(labels.slideLabel, { current: index + 1, total })}
              className={`col-start-1 row-start-1 max-w-4xl ${isActive ? '' : 'invisible'}`}
            >
              <figure>
                <SiteIcon name="quote" className="size-10 text-signal-400" />
                <blockquote className="mt-4 font-display text-3xl leading-snug sm:text-4xl">
                  <p>{item.quote}</p>
                </blockquote>
                <figcaption className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-2">
                  <span>
                    <span className="block text-lg font-bold">{item.name}</span>
                    <span className="block text-steel-300">
                      {item.role}, {item.organization}
                    </span>
                  </span>
                  <StarRating
                    rating={item.rating}
                    label={formatMessage(labels.rating, { rating: item.rating })}
                  />
                </figcaption>
              </figure>
            </div>
          );
        })}
      </div>
    </div>
  );
}
