import type { MediaItem } from '@sitedesk/shared/content-api';
import { type Locale, locales } from '@sitedesk/shared/locales';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { type ReactNode, useState } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { formatFileSize, languageName } from '../../../lib/format';
import { FocalPointEditor } from '../../../media-picker/focal-point-editor';
import { MediaThumbnail } from '../../../media-picker/media-thumbnail';
import { DeleteMediaButton } from './delete-media-button';
import { MediaEditForm } from './media-edit-form';
import { MediaUsage } from './media-usage';

type Props = { item: MediaItem; onSaved: (message: string) => void; onDeleted: (message: string) => void };

/** One file: what it is, how it is described, and the ways to change or delete it. */
export function MediaCard({ item, onSaved, onDeleted }: Props) {
  const { t, locale } = useDeskI18n();
  const name = item.kind === 'document' && item.title ? item.title : item.fileName;
  const [opened, setOpened] = useState(false);
  return (
    <li className="flex flex-col gap-3 rounded-card border border-steel-200 bg-white p-4">
      <div className="flex gap-3">
        <MediaThumbnail media={item} />
        <div className="min-w-0">
          {/* Where "Show more" puts focus when this card is the first one it added. */}
          <h3 tabIndex={-1} data-first-focus className="font-semibold wrap-anywhere text-petrol-900">
            {name}
          </h3>
          {name !== item.fileName && (
            <p className="text-sm wrap-anywhere text-steel-700">
              <bdi>{item.fileName}</bdi>
            </p>
          )}
          <p className="text-sm text-steel-800">{t.media.kinds[item.kind]}</p>
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 text-sm text-steel-800">
            <Detail term={t.media.list.size}>{formatFileSize(item.sizeBytes, locale)}</Detail>
            {item.width !== null && item.height !== null && (
              <Detail term={t.media.list.dimensions}>
                {formatMessage(t.media.list.dimensionsValue, { width: item.width, height: item.height })}
              </Detail>
            )}
          </dl>
        </div>
      </div>
      {item.kind === 'image' ? (
        <AltSummary alt={item.alt} />
      ) : (
        <dl className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-1 text-sm text-steel-800">
          <Detail term={t.media.fields.language}>
            {item.language ? languageName(item.language, locale) : t.media.fields.languageUnset}
          </Detail>
        </dl>
      )}
      {/* The form (an alt text per site language) and the focal point are built on first opening, not for
          every card: a library of a few dozen pictures would otherwise hold thousands of elements. Once
          built they stay, so closing the panel loses nothing typed. */}
      <details className="group" onToggle={(event) => event.currentTarget.open && setOpened(true)}>
        <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-petrol-700 underline underline-offset-2">
          {t.media.list.edit}
          <span className="sr-only"> {name}</span>
        </summary>
        {opened && (
          <>
            <MediaEditForm item={item} name={name} onSaved={onSaved} />
            {item.kind === 'image' && <FocalPointEditor image={item} />}
          </>
        )}
      </details>
      <MediaUsage mediaId={item.id} name={name} />
      <DeleteMediaButton mediaId={item.id} name={name} onDeleted={onDeleted} />
    </li>
  );
}

/**
 * The alt text in the desk's language (English when it has none there) and, in one line, the site languages
 * still without one; every language's text is in the edit form.
 */
function AltSummary({ alt }: { alt: MediaItem['alt'] }) {
  const { t, locale } = useDeskI18n();
  const shown: Locale = alt[locale] ? locale : 'en';
  const missing = locales.filter((altLocale) => !alt[altLocale]);
  const names = new Intl.ListFormat(locale, { type: 'conjunction' }).format(
    missing.map((altLocale) => languageName(altLocale, locale)),
  );
  return (
    <div className="grid gap-1 text-sm text-steel-800">
      <dl className="grid grid-cols-[auto_1fr] gap-x-2">
        <Detail
          term={formatMessage(t.media.fields.altIn, { language: languageName(shown, locale) })}
          lang={alt[shown] ? shown : undefined}
        >
          {alt[shown] || <span className="font-semibold text-signal-800">{t.media.list.altMissing}</span>}
        </Detail>
      </dl>
      {missing.length > 0 && (
        <p className="font-semibold text-signal-800">
          {formatMessage(t.media.list.altMissingIn, { languages: names })}
        </p>
      )}
    </div>
  );
}

/** One term and its value; grouped in a `div` as HTML allows, laid out on the list's two-column grid. */
function Detail({ term, lang, children }: { term: string; lang?: string; children: ReactNode }) {
  return (
    <div className="col-span-2 grid grid-cols-subgrid">
      <dt>{term}:</dt>
      <dd lang={lang} className="break-words">
        {children}
      </dd>
    </div>
  );
}
