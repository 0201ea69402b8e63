import { formatMessage } from '@sitedesk/shared/messages/format';
import { Download, File } from 'lucide-react';
import { useSite } from '../../../app/site-context';
import { formatKilobytes } from '../../../lib/format-number';
import { decorativeIcon } from '../../../ui/icon-props';

/** Links to the documents shipped with the site, with format and size so nobody downloads blind. */
export function DownloadList() {
  const { locale, content, messages } = useSite();
  return (
    <ul className="mt-6 divide-y divide-steel-200">
      {content.quality.downloads.map((download) => {
        const size = formatMessage(messages.units.kilobytes, {
          value: formatKilobytes(download.sizeBytes ?? 0, locale),
        });
        return (
          <li key={download.href}>
            <a
              href={download.href}
              type="application/pdf"
              className="group flex min-h-11 items-center gap-4 py-4 hover:text-petrol-700"
            >
              <File {...decorativeIcon} className="size-7 shrink-0 text-petrol-600" />
              <span className="grow">
                <span className="block font-bold underline decoration-steel-300 underline-offset-4 group-hover:decoration-petrol-600">
                  {download.title}
                </span>
                <span className="block text-sm text-steel-600">
                  {formatMessage(messages.quality.fileDetails, { format: download.format ?? 'PDF', size })}
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
