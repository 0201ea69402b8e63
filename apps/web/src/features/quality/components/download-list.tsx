import { useSite } from '../../../app/site-context';
import { type DownloadLink, DownloadLinks } from '../../../ui/download-links';
import { useSectionLanguage } from '../../../ui/shown-language';

/**
 * The quality section's documents, shipped with the site or kept in the media library. A library document
 * that disappeared is left out rather than linked to a 404.
 */
export function DownloadList() {
  const { content, media } = useSite();
  const titleLanguage = useSectionLanguage('quality');
  const links = content.quality.downloads.flatMap((download): DownloadLink[] => {
    const file = download.document ? media[download.document.mediaId] : undefined;
    const href = file?.url ?? download.href;
    if (!href) return [];
    return [
      {
        href,
        title: download.title,
        titleLanguage,
        type: 'application/pdf',
        format: download.format ?? 'PDF',
        sizeBytes: file?.sizeBytes ?? download.sizeBytes ?? 0,
        language: file?.language,
      },
    ];
  });
  return <DownloadLinks links={links} />;
}
