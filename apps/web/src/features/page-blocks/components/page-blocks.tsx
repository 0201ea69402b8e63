import type { PageBlock } from '@sitedesk/shared/collections/page-blocks';
import type { BlockPlace } from './block-place';
import { blockPlaces } from './block-place';
import { ContactBandBlock } from './contact-band-block';
import { CtaBlock } from './cta-block';
import { DownloadsBlock } from './downloads-block';
import { FeaturesBlock } from './features-block';
import { FiguresBlock } from './figures-block';
import { ImageTextBlock } from './image-text-block';
import { IntroBlock } from './intro-block';
import { QuoteBlock } from './quote-block';

function Block({ block, place }: { block: PageBlock; place: BlockPlace }) {
  switch (block.type) {
    case 'intro':
      return <IntroBlock block={block} place={place} />;
    case 'figures':
      return <FiguresBlock block={block} place={place} />;
    case 'features':
      return <FeaturesBlock block={block} place={place} />;
    case 'imageText':
      return <ImageTextBlock block={block} place={place} />;
    case 'quote':
      return <QuoteBlock block={block} place={place} />;
    case 'cta':
      return <CtaBlock block={block} place={place} />;
    case 'downloads':
      return <DownloadsBlock block={block} place={place} />;
    case 'contactBand':
      return <ContactBandBlock block={block} place={place} />;
  }
}

/** An editor's page body: its blocks in the order given, each drawn as the site's matching section. */
export function PageBlocks({
  blocks,
  takenIds,
}: {
  blocks: readonly PageBlock[];
  takenIds: readonly string[];
}) {
  const places = blockPlaces(blocks, takenIds);
  return (
    <>
      {blocks.map((block, index) => {
        const place = places[index] as BlockPlace;
        // The heading id is unique on the page where block ids may repeat.
        return <Block key={place.headingId} block={block} place={place} />;
      })}
    </>
  );
}
