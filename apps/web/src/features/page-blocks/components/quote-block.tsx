import type { quoteBlockSchema } from '@sitedesk/shared/collections/page-blocks';
import { Container } from '../../../ui/container';
import { SiteIcon } from '../../../ui/site-icon';
import type { BlockProps } from './block-place';

/** A customer's or colleague's words with who said them, on the dark band the testimonials use. */
export function QuoteBlock({ block, place }: BlockProps<typeof quoteBlockSchema>) {
  return (
    <div id={place.anchor} className="surface-dark bg-petrol-900 py-16 text-steel-50 sm:py-24">
      <Container>
        <figure className="max-w-4xl border-s-4 border-signal-400 ps-6 sm:ps-10">
          <SiteIcon name="quote" className="size-10 text-signal-400 rtl:-scale-x-100" />
          <blockquote className="mt-4 font-display text-3xl leading-tight sm:text-4xl">
            <p>{block.quote}</p>
          </blockquote>
          <figcaption className="mt-6 text-lg">
            <span className="font-semibold text-white">{block.name}</span>
            {block.role ? <span className="block text-steel-200">{block.role}</span> : null}
          </figcaption>
        </figure>
      </Container>
    </div>
  );
}
