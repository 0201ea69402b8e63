import type { contactBandBlockSchema } from '@sitedesk/shared/collections/page-blocks';
import { ContactWays } from '../../../ui/contact-ways';
import { SectionHeading } from '../../../ui/section-heading';
import type { BlockProps } from './block-place';
import { BlockSection } from './block-section';

/** The home page's closing band with the editor's words: the company's phone and e-mail, and the contact page. */
export function ContactBandBlock({ block, place }: BlockProps<typeof contactBandBlockSchema>) {
  return (
    <BlockSection anchor={place.anchor} labelledBy={place.headingId} tone="dark">
      <div className="grid gap-10 lg:grid-cols-[1.2fr_1fr] lg:items-end">
        <SectionHeading id={place.headingId} tone="dark" title={block.title} intro={block.text} />
        <ContactWays />
      </div>
    </BlockSection>
  );
}
