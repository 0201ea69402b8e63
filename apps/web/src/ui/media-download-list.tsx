import { useSite } from '../app/site-context';
import { type DownloadLink, DownloadLinks } from './download-links';

type MediaDownload = { title: string; document: { mediaId: string } };

/**
 * An entry's downloads (data sheets, press kits) from the media library. A document that is no longer in
 * the library is left out.
 */
export function MediaDownloadList({ downloads }: { downloads: MediaDownload[] }) {
  const { media } = useSite();
  const links = downloads.flatMap((download): DownloadLink[] => {
    const file = Object.hasOwn(media, download.document.mediaId)
      ? media[download.document.mediaId]
      : undefined;
    if (file?.kind !== 'document') return [];
    return [
      {
        href: file.url,
        title: download.title,
        type: file.contentType,
        format: file.fileName.split('.').pop()?.toUpperCase() ?? 'PDF',
        sizeBytes: file.sizeBytes,
        language: file.language,
      },
    ];
  });
  return links.length > 0 ? <DownloadLinks links={links} /> : null;
}
