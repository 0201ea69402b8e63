import type { MediaItem } from '@sitedesk/shared/content-api';
import type { Locale } from '@sitedesk/shared/locales';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { X } from 'lucide-react';
import { type RefObject, useId, useRef } from 'react';
import { Link } from 'react-router';
import { useDeskI18n } from '../app/desk-i18n';
import { formatFileSize, languageName } from '../lib/format';
import { LoadError } from '../ui/load-error';
import { Loading } from '../ui/loading';
import { buttonSecondary, inputClass, labelClass, linkClass } from '../ui/styles';
import { AltText } from './alt-text';
import { type MediaKind, useMediaList } from './list-media';
import { MediaThumbnail } from './media-thumbnail';
import { PickerUploadForm } from './picker-upload-form';
import { ShowMoreMedia } from './show-more-media';
import { useSearchText } from './use-search-text';

type Props = {
  dialog: RefObject<HTMLDialogElement | null>;
  isOpen: boolean;
  kind: MediaKind;
  /** The content's locale: whose alt text is shown. */
  contentLocale: Locale;
  value: string | undefined;
  onPick: (item: MediaItem) => void;
  onClose: () => void;
};

/** What a picker shows for a file: a document's title, else the file name. */
export function mediaName(item: Pick<MediaItem, 'kind' | 'title' | 'fileName'>): string {
  return item.kind === 'document' && item.title ? item.title : item.fileName;
}

/**
 * The library's files of one kind in a modal `<dialog>`: `showModal()` makes the rest of the page inert
 * (focus stays inside) and closes on Escape. Files are fetched only while it is open, a page at a time
 * (decision 240); a search narrows them, and a new file uploaded here is picked at once.
 */
export function MediaPickerDialog({ dialog, isOpen, kind, contentLocale, value, onPick, onClose }: Props) {
  const { t, locale } = useDeskI18n();
  const id = useId();
  const search = useSearchText();
  const media = useMediaList(kind, isOpen, search.settled);
  const list = useRef<HTMLUListElement>(null);
  const title = kind === 'image' ? t.media.picker.dialogImage : t.media.picker.dialogDocument;

  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      onClose={onClose}
      className="m-auto max-h-[85vh] w-[min(56rem,calc(100vw-2rem))] rounded-card bg-white p-0 text-steel-900 backdrop:bg-petrol-900/60"
    >
      <div className="flex items-center justify-between gap-3 border-b border-steel-200 p-4">
        <h2 id={`${id}-title`} className="text-2xl text-petrol-900">
          {title}
        </h2>
        <button type="button" className={buttonSecondary} onClick={() => dialog.current?.close()}>
          <X aria-hidden="true" className="size-4" />
          {t.media.picker.close}
        </button>
      </div>
      <div className="p-4">
        {isOpen && (
          <div className="mb-4">
            <label htmlFor={`${id}-search`} className={labelClass}>
              {t.pictures.search.label}
            </label>
            <input
              id={`${id}-search`}
              type="search"
              value={search.text}
              maxLength={100}
              aria-describedby={`${id}-search-hint`}
              onChange={(event) => search.setText(event.target.value)}
              // The list follows the typing; Enter must not submit the content editor's form around it.
              onKeyDown={(event) => {
                if (event.key === 'Enter') event.preventDefault();
              }}
              className={inputClass}
            />
            <p id={`${id}-search-hint`} className="mt-1 text-sm text-steel-700">
              {t.pictures.search.hint}
            </p>
          </div>
        )}
        {!isOpen ? null : media.error && !media.data ? (
          <LoadError error={media.error} onRetry={media.reload} />
        ) : !media.data ? (
          <Loading />
        ) : media.data.items.length === 0 && search.settled.trim() !== '' ? (
          <p role="status" className="text-steel-800">
            {formatMessage(t.pictures.search.noMatch, { q: search.settled.trim() })}
          </p>
        ) : media.data.items.length === 0 ? (
          <p className="text-steel-800">
            {kind === 'image' ? t.media.picker.emptyImage : t.media.picker.emptyDocument}{' '}
            <Link to="/desk/media" className={linkClass}>
              {t.media.picker.openLibrary}
            </Link>
          </p>
        ) : (
          <>
            <ul ref={list} className="grid gap-3 sm:grid-cols-2 md:grid-cols-3">
              {media.data.items.map((item) => {
                const isCurrent = item.id === value;
                const alt = item.alt[contentLocale]?.trim();
                return (
                  <li key={item.id}>
                    <button
                      type="button"
                      data-first-focus
                      aria-labelledby={`${id}-${item.id}-name`}
                      aria-describedby={`${id}-${item.id}-details`}
                      onClick={() => onPick(item)}
                      className={`flex min-h-11 w-full items-start gap-3 rounded-card border p-2 text-start hover:bg-steel-100 ${
                        isCurrent ? 'border-2 border-petrol-700 bg-petrol-50' : 'border-steel-300'
                      }`}
                    >
                      <MediaThumbnail media={item} size="sm" />
                      <span className="min-w-0">
                        <span id={`${id}-${item.id}-name`} className="block font-semibold wrap-anywhere">
                          {mediaName(item)}
                        </span>
                        <span id={`${id}-${item.id}-details`} className="block text-sm text-steel-700">
                          {isCurrent && <span className="block font-semibold">{t.media.picker.current}</span>}
                          {formatFileSize(item.sizeBytes, locale)}
                          {kind === 'image' &&
                            (alt ? (
                              <AltText alt={alt} locale={contentLocale} className="block break-words" />
                            ) : (
                              <span className="block font-semibold text-signal-800">
                                {formatMessage(t.media.picker.altMissing, {
                                  language: languageName(contentLocale, locale),
                                })}
                              </span>
                            ))}
                        </span>
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
            <ShowMoreMedia media={media} list={list} />
          </>
        )}
        {isOpen && <PickerUploadForm kind={kind} contentLocale={contentLocale} onUploaded={onPick} />}
      </div>
    </dialog>
  );
}
