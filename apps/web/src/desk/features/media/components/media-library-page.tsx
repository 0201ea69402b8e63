import { formatMessage } from '@sitedesk/shared/messages/format';
import { useRef, useState } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { useMediaList } from '../../../media-picker/list-media';
import { ShowMoreMedia } from '../../../media-picker/show-more-media';
import { useSearchText } from '../../../media-picker/use-search-text';
import { LoadError } from '../../../ui/load-error';
import { Loading } from '../../../ui/loading';
import { PageHeading } from '../../../ui/page-heading';
import { cardClass, inputClass, labelClass } from '../../../ui/styles';
import { MediaCard } from './media-card';
import { MediaKindFilter, type MediaKindFilterValue } from './media-kind-filter';
import { UploadForm } from './upload-form';

/**
 * /desk/media: upload images and PDFs, describe them, find them, see where they are used, and delete what no
 * content uses any more. The newest files come first, a page at a time (decision 240).
 */
export function MediaLibraryPage() {
  const { t } = useDeskI18n();
  const [kind, setKind] = useState<MediaKindFilterValue>('all');
  const search = useSearchText();
  const media = useMediaList(kind === 'all' ? undefined : kind, true, search.settled);
  const [notice, setNotice] = useState('');
  const listHeading = useRef<HTMLHeadingElement>(null);
  const list = useRef<HTMLUListElement>(null);

  const changed = (message: string) => {
    setNotice(message);
    media.reload();
  };
  const deleted = (message: string) => {
    changed(message);
    // The focused Delete button is gone with its card; the list's heading is the nearest place to go on.
    listHeading.current?.focus();
  };

  return (
    <div className="space-y-6">
      <PageHeading title={t.media.title}>{t.media.title}</PageHeading>
      <p className="max-w-prose text-steel-800">{t.media.intro}</p>
      {/* Present from the start, so screen readers announce each new message. */}
      <p
        role="status"
        className={notice ? 'rounded-card border border-petrol-600 bg-petrol-50 p-3' : 'sr-only'}
      >
        {notice}
      </p>
      <UploadForm onUploaded={changed} />
      <section aria-labelledby="media-list-title" className={cardClass}>
        <h2
          id="media-list-title"
          ref={listHeading}
          tabIndex={-1}
          className="mb-4 text-2xl text-petrol-900 focus:outline-none"
        >
          {t.media.list.title}
        </h2>
        <div className="flex flex-wrap items-end gap-4">
          <MediaKindFilter value={kind} onChange={setKind} />
          <div className="min-w-0 grow sm:max-w-sm">
            <label htmlFor="media-search" className={labelClass}>
              {t.pictures.search.label}
            </label>
            <input
              id="media-search"
              type="search"
              value={search.text}
              maxLength={100}
              aria-describedby="media-search-hint"
              onChange={(event) => search.setText(event.target.value)}
              className={inputClass}
            />
            <p id="media-search-hint" className="mt-1 text-sm text-steel-700">
              {t.pictures.search.hint}
            </p>
          </div>
        </div>
        {media.error && !media.data ? (
          <LoadError error={media.error} onRetry={media.reload} />
        ) : !media.data ? (
          <Loading />
        ) : media.data.items.length === 0 ? (
          <p role="status" className="py-6 text-steel-700">
            {search.settled.trim()
              ? formatMessage(t.pictures.search.noMatch, { q: search.settled.trim() })
              : t.media.list.empty}
          </p>
        ) : (
          <>
            <ul ref={list} className="mt-4 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
              {media.data.items.map((item) => (
                <MediaCard key={item.id} item={item} onSaved={changed} onDeleted={deleted} />
              ))}
            </ul>
            <ShowMoreMedia media={media} list={list} />
          </>
        )}
      </section>
    </div>
  );
}
