import type { FormBlock } from '../../model/page-blocks';
import { CtaBlockFields } from './cta-block-fields';
import { ImageTextBlockFields } from './image-text-block-fields';
import { DownloadsBlockFields, FeaturesBlockFields, FiguresBlockFields } from './list-block-fields';
import { ContactBandBlockFields, IntroBlockFields, QuoteBlockFields } from './text-block-fields';

/** The form of one block, by its type (`page-blocks.ts` in shared). */
export function BlockFields({ block, index, name }: { block: FormBlock; index: number; name: string }) {
  switch (block.type) {
    case 'intro':
      return <IntroBlockFields index={index} />;
    case 'figures':
      return <FiguresBlockFields index={index} blockName={name} />;
    case 'features':
      return <FeaturesBlockFields index={index} blockName={name} />;
    case 'imageText':
      return <ImageTextBlockFields index={index} blockName={name} />;
    case 'quote':
      return <QuoteBlockFields index={index} />;
    case 'cta':
      return <CtaBlockFields index={index} />;
    case 'downloads':
      return <DownloadsBlockFields index={index} blockName={name} />;
    case 'contactBand':
      return <ContactBandBlockFields index={index} />;
  }
}
