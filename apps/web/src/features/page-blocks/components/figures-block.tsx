import type { figuresBlockSchema } from '@sitedesk/shared/collections/page-blocks';
import type { z } from 'zod';
import { useSite } from '../../../app/site-context';
import { formatFigure } from '../../../lib/format-number';
import { BlockHeading } from './block-heading';
import type { BlockPlace } from './block-place';
import { BlockSection } from './block-section';

/** Key figures as the figures section shows them: big numbers in the reader's conventions, labels below. */
export function FiguresBlock({
  block,
  place,
}: {
  block: z.infer<typeof figuresBlockSchema>;
  place: BlockPlace;
}) {
  const { locale } = useSite();
  const labelledBy = block.title ? place.headingId : undefined;
  return (
    <BlockSection anchor={place.anchor} labelledBy={labelledBy} tone="white">
      {block.title ? <BlockHeading id={place.headingId} title={block.title} /> : null}
      <dl
        className={`${block.title ? 'mt-14' : ''} grid grid-cols-1 gap-px overflow-hidden rounded-(--radius-card) bg-steel-200 min-[30rem]:grid-cols-2 lg:grid-cols-4`}
      >
        {block.items.map((figure, index) => (
          // Figures have no id of their own; their order is what the editor gave.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is static on a rendered page.
          <div key={index} className="flex flex-col-reverse justify-end bg-white p-6 sm:p-8">
            <dt className="mt-2 text-lg text-steel-700">
              {figure.label}
              {figure.note ? <span className="block text-sm text-steel-600">{figure.note}</span> : null}
            </dt>
            <dd className="font-display text-6xl leading-none font-semibold text-petrol-800 tabular-nums sm:text-7xl">
              {formatFigure(figure, locale)}
            </dd>
          </div>
        ))}
      </dl>
    </BlockSection>
  );
}
