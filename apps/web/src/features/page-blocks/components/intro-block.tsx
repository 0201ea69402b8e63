import type { introBlockSchema } from '@sitedesk/shared/collections/page-blocks';
import { SectionHeading } from '../../../ui/section-heading';
import type { BlockProps } from './block-place';
import { BlockSection } from './block-section';

/** Heading and text: the opening of a topic, as the site's section introductions read. */
export function IntroBlock({ block, place }: BlockProps<typeof introBlockSchema>) {
  return (
    <BlockSection anchor={place.anchor} labelledBy={place.headingId} tone="white">
      <SectionHeading id={place.headingId} eyebrow={block.eyebrow} title={block.title} />
      <p className="mt-6 max-w-3xl text-lg leading-relaxed whitespace-pre-line text-steel-700">
        {block.text}
      </p>
    </BlockSection>
  );
}
