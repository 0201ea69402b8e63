import type { MediaItem } from '@sitedesk/shared/content-api';
import { locales } from '@sitedesk/shared/locales';
import { formatMessage } from '@sitedesk/shared/messages/format';
import type { ReactNode } from 'react';
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
  return (
    <li className="flex flex-col gap-3 rounded-card border border-steel-200 bg-white p-4">
      <div className="flex gap-3">
        <MediaThumbnail media={item} />
        <div className="min-w-0">
          <h3 className="font-semibold wrap-anywhere text-petrol-900">{name}</h3>
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
      <dl className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-1 text-sm text-steel-800">
        {item.kind === 'image' &&
          locales.map((altLocale) => (
            <Detail
              key={altLocale}
              term={formatMessage(t.media.fields.altIn, { language: languageName(altLocale, locale) })}
              lang={item.alt[altLocale] ? altLocale : undefined}
            >
              {item.alt[altLocale] || (
                <span className="font-semibold text-signal-800">{t.media.list.altMissing}</span>
              )}
            </Detail>
          ))}
        {item.kind === 'document' && (
          <Detail term={t.media.fields.language}>
            {item.language ? languageName(item.language, locale) : t.media.fields.languageUnset}
          </Detail>
        )}
      </dl>
      <details className="group">
        <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-petrol-700 underline underline-offset-2">
          {t.media.list.edit}
          <span className="sr-only"> {name}</span>
        </summary>
        <MediaEditForm item={item} name={name} onSaved={onSaved} />
        {item.kind === 'image' && <FocalPointEditor image={item} />}
      </details>
      <MediaUsage mediaId={item.id} name={name} />
      <DeleteMediaButton mediaId={item.id} name={name} onDeleted={onDeleted} />
    </li>
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
