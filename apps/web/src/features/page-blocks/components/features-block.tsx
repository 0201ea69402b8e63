import type { featuresBlockSchema } from '@sitedesk/shared/collections/page-blocks';
import { ContentIcon } from '../../../ui/content-icon';
import { SectionHeading } from '../../../ui/section-heading';
import type { BlockProps } from './block-place';
import { BlockSection } from './block-section';

/** Feature cards with an icon from the site's lucide set, as the mission values show them. */
export function FeaturesBlock({ block, place }: BlockProps<typeof featuresBlockSchema>) {
  const labelledBy = block.title ? place.headingId : undefined;
  // Without a block title the cards' headings would skip a level: they are h2 then.
  const CardHeading = block.title ? 'h3' : 'h2';
  return (
    <BlockSection anchor={place.anchor} labelledBy={labelledBy} tone="light">
      {block.title ? <SectionHeading id={place.headingId} title={block.title} intro={block.intro} /> : null}
      {!block.title && block.intro ? (
        <p className="max-w-3xl text-lg leading-relaxed text-steel-600">{block.intro}</p>
      ) : null}
      <ul className={`${block.title || block.intro ? 'mt-14' : ''} grid gap-8 md:grid-cols-3`}>
        {block.items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is static on a rendered page.
          <li key={index} className="rounded-(--radius-card) border border-steel-200 bg-white p-6">
            <ContentIcon name={item.icon} className="size-9 text-petrol-600" />
            <CardHeading className="mt-4 text-2xl">{item.title}</CardHeading>
            <p className="mt-2 text-steel-700">{item.text}</p>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
