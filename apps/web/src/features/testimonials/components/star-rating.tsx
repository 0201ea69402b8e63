import { SiteIcon } from '../../../ui/site-icon';

const maxRating = 5;

/** Five stars for the eye, one sentence for screen readers. */
export function StarRating({ rating, label }: { rating: number; label: string }) {
  return (
    <span className="inline-flex items-center gap-1">
      <span className="sr-only">{label}</span>
      {Array.from({ length: maxRating }, (_, index) => (
        <SiteIcon
          // biome-ignore lint/suspicious/noArrayIndexKey: the stars are a fixed row that never reorders.
          key={index}
          name="star"
          className={`size-5 ${index < rating ? 'fill-signal-400 text-signal-400' : 'text-steel-400'}`}
        />
      ))}
    </span>
  );
}
