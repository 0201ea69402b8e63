import { intlLocale } from '@sitedesk/shared/locales';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { Download, File } from 'lucide-react';
import { useSite } from '../../../app/site-context';
import { formatKilobytes } from '../../../lib/format-number';
import { decorativeIcon } from '../../../ui/icon-props';

/**
 * Links to the documents shipped with the site or kept in the media library, with format, size and (when it
 * differs from the page's) language, so nobody downloads blind.
 */
export function DownloadList() {
  const { locale, content, messages, media } = useSite();
  return (
    <ul className="mt-6 divide-y divide-steel-200">
      {content.quality.downloads.map((download) => {
        const file = download.document ? media[download.document.mediaId] : undefined;
        const href = file?.url ?? download.href;
        // A library document that disappeared is left out rather than linked to a 404.
        if (!href) return null;
        const size = formatMessage(messages.units.kilobytes, {
          value: formatKilobytes(file?.sizeBytes ?? download.sizeBytes ?? 0, locale),
        });
        const documentLanguage = file?.language && file.language !== locale ? file.language : undefined;
        const format = [
          download.format ?? 'PDF',
          documentLanguage &&
            new Intl.DisplayNames([intlLocale(locale)], { type: 'language' }).of(documentLanguage),
        ]
          .filter(Boolean)
          .join(' · ');
        return (
          <li key={href}>
            <a
              href={href}
              hrefLang={documentLanguage}
              type="application/pdf"
              className="group flex min-h-11 items-center gap-4 py-4 hover:text-petrol-700"
            >
              <File {...decorativeIcon} className="size-7 shrink-0 text-petrol-600" />
              <span className="grow">
                <span className="block font-bold underline decoration-steel-300 underline-offset-4 group-hover:decoration-petrol-600">
                  {download.title}
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
