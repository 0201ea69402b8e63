import { formatMessage } from '@sitedesk/shared/messages/format';
import { Download, File } from 'lucide-react';
import { useSite } from '../app/site-context';
import { formatKilobytes } from '../lib/format-number';
import { decorativeIcon } from './icon-props';

type MediaDownload = { title: string; document: { mediaId: string } };

/**
 * An entry's downloads (data sheets, press kits) from the media library, with format, size and (when it
 * differs from the page's) language. A document that is no longer in the library is left out.
 */
export function MediaDownloadList({ downloads }: { downloads: MediaDownload[] }) {
  const { locale, messages, media } = useSite();
  const files = downloads.flatMap((download) => {
    const file = Object.hasOwn(media, download.document.mediaId)
      ? media[download.document.mediaId]
      : undefined;
    return file && file.kind === 'document' ? [{ title: download.title, file }] : [];
  });
  if (files.length === 0) return null;
  return (
    <ul className="mt-6 divide-y divide-steel-200">
      {files.map(({ title, file }) => {
        const documentLanguage = file.language && file.language !== locale ? file.language : undefined;
        const format = [
          file.fileName.split('.').pop()?.toUpperCase() ?? 'PDF',
          documentLanguage && new Intl.DisplayNames([locale], { type: 'language' }).of(documentLanguage),
        ]
          .filter(Boolean)
          .join(' · ');
        const size = formatMessage(messages.units.kilobytes, {
          value: formatKilobytes(file.sizeBytes, locale),
        });
        return (
          <li key={file.id}>
            <a
              href={file.url}
              hrefLang={documentLanguage}
              type={file.contentType}
              className="group flex min-h-11 items-center gap-4 py-4 hover:text-petrol-700"
            >
              <File {...decorativeIcon} className="size-7 shrink-0 text-petrol-600" />
              <span className="grow">
                <span className="block font-bold underline decoration-steel-300 underline-offset-4 group-hover:decoration-petrol-600">
                  {title}
                </span>
                <span className="block text-sm text-steel-600">
                  {formatMessage(messages.quality.fileDetails, { format, size })}
                </span>
              </span>
              <Download {...decorativeIcon} className="size-5 shrink-0 text-steel-600" />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
