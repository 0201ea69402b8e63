import type { downloadsBlockSchema } from '@sitedesk/shared/collections/page-blocks';
import { MediaDownloadList } from '../../../ui/media-download-list';
import { SectionHeading } from '../../../ui/section-heading';
import type { BlockProps } from './block-place';
import { BlockSection } from './block-section';

/** Documents from the media library, listed like an entry's downloads with format and size. */
export function DownloadsBlock({ block, place }: BlockProps<typeof downloadsBlockSchema>) {
  return (
    <BlockSection anchor={place.anchor} labelledBy={place.headingId} tone="white">
      <SectionHeading id={place.headingId} title={block.title} />
      <div className="max-w-3xl">
        <MediaDownloadList downloads={block.items} />
      </div>
    </BlockSection>
  );
}
