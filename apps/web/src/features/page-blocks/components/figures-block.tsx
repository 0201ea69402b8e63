import type { figuresBlockSchema } from '@sitedesk/shared/collections/page-blocks';
import { useSite } from '../../../app/site-context';
import { FigureList } from '../../../ui/figure-list';
import { SectionHeading } from '../../../ui/section-heading';
import type { BlockProps } from './block-place';
import { BlockSection } from './block-section';

/** Key figures as the figures section shows them (`ui/figure-list`). */
export function FiguresBlock({ block, place }: BlockProps<typeof figuresBlockSchema>) {
  const { locale } = useSite();
  const labelledBy = block.title ? place.headingId : undefined;
  return (
    <BlockSection anchor={place.anchor} labelledBy={labelledBy} tone="white">
      {block.title ? <SectionHeading id={place.headingId} title={block.title} /> : null}
      <FigureList figures={block.items} locale={locale} className={block.title ? 'mt-14' : ''} />
    </BlockSection>
  );
}
