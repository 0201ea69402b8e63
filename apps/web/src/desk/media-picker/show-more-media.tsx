import { formatPlural } from '@sitedesk/shared/messages/format';
import { LoaderCircle } from 'lucide-react';
import { type RefObject, useEffect, useState } from 'react';
import { useDeskI18n } from '../app/desk-i18n';
import { Alert } from '../ui/alert';
import { LiveRegion, useAnnouncement } from '../ui/live-region';
import { buttonSecondary } from '../ui/styles';
import { useErrorMessage } from '../ui/use-error-message';
import type { MediaPages } from './list-media';

type Props = {
  media: MediaPages;
  /** The list whose items are the files, in order: the first new one gets focus. */
  list: RefObject<HTMLUListElement | null>;
};

/**
 * "Show more" under a paged media list (decision 240). Focus moves to the first newly shown file (its
 * `[data-first-focus]` element), so a keyboard user goes on where the new files begin instead of back at
 * the top, and a polite live region says how many were added. The button stays in place while a page
 * loads or fails, so focus is never dropped on the page's body.
 */
export function ShowMoreMedia({ media, list }: Props) {
  const { t, locale } = useDeskI18n();
  const errorMessage = useErrorMessage();
  const { announcement, announce } = useAnnouncement();
  const [focusAt, setFocusAt] = useState<number | null>(null);
  const count = media.data?.items.length ?? 0;

  // Runs once the new items are rendered: the index is where they begin.
  useEffect(() => {
    if (focusAt === null || focusAt >= count) return;
    const item = list.current?.children[focusAt];
    item?.querySelector<HTMLElement>('[data-first-focus]')?.focus();
    setFocusAt(null);
  }, [focusAt, count, list]);

  const showMore = async () => {
    if (media.isLoadingMore) return;
    const before = count;
    const added = await media.showMore();
    if (added === 0) return;
    announce(formatPlural(locale, t.media.list.moreShown, added));
    setFocusAt(before);
  };

  return (
    <div className="mt-4 space-y-3">
      <LiveRegion announcement={announcement} />
      {media.moreError && <Alert tone="error">{errorMessage(media.moreError)}</Alert>}
      {media.data?.nextCursor && (
        <button
          type="button"
          className={buttonSecondary}
          aria-disabled={media.isLoadingMore || undefined}
          onClick={() => void showMore()}
        >
          {media.isLoadingMore && (
            <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />
          )}
          {t.media.list.showMore}
        </button>
      )}
    </div>
  );
}
