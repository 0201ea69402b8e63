import { intlLocale } from '@sitedesk/shared/locales';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { useSite } from '../app/site-context';
import { formatKilobytes } from '../lib/format-number';
import type { ShownLanguageAttributes } from './shown-language';
import { SiteIcon } from './site-icon';

/** One document to link to; `language` only where it may differ from the page's. */
export type DownloadLink = {
  href: string;
  title: string;
  /** The title's language where it is not the page's (content not translated, decision 213). */
  titleLanguage?: ShownLanguageAttributes;
  /** The link's `type` (the file's media type). */
  type: string;
  /** What the reader is told it is: `PDF`, `ZIP`. */
  format: string;
  sizeBytes: number;
  language?: string | null | undefined;
};

/**
 * Links to documents with format, size and (when it differs from the page's) language, so nobody downloads
 * blind: the quality section's certificates and an entry's data sheets.
 */
export function DownloadLinks({ links }: { links: readonly DownloadLink[] }) {
  const { locale, messages } = useSite();
  return (
    <ul className="mt-6 divide-y divide-steel-200">
      {links.map((link) => {
        const documentLanguage = link.language && link.language !== locale ? link.language : undefined;
        const format = [
          link.format,
          documentLanguage &&
            new Intl.DisplayNames([intlLocale(locale)], { type: 'language' }).of(documentLanguage),
        ]
          .filter(Boolean)
          .join(' · ');
        const size = formatMessage(messages.units.kilobytes, {
          value: formatKilobytes(link.sizeBytes, locale),
        });
        return (
          <li key={link.href}>
            <a
              href={link.href}
              hrefLang={documentLanguage}
              type={link.type}
              className="group flex min-h-11 items-center gap-4 py-4 hover:text-petrol-700"
            >
              <SiteIcon name="file" className="size-7 shrink-0 text-petrol-600" />
              <span className="grow">
                <span
                  {...link.titleLanguage}
                  className="block font-bold underline decoration-steel-300 underline-offset-4 group-hover:decoration-petrol-600"
                >
                  {link.title}
                </span>
                <span className="block text-sm text-steel-600">
                  {formatMessage(messages.quality.fileDetails, { format, size })}
                </span>
              </span>
              <SiteIcon name="download" className="size-5 shrink-0 text-steel-600" />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
