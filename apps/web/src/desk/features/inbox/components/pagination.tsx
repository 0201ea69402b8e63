import { formatMessage } from '@sitedesk/shared/messages/format';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { buttonSecondary } from '../../../ui/styles';

export function Pagination({
  page,
  pages,
  hasMore = false,
  onPage,
}: {
  page: number;
  pages: number;
  /** More pages than `pages` exist (a capped search count): "of more than", and Next stays enabled. */
  hasMore?: boolean;
  onPage: (page: number) => void;
}) {
  const { t } = useDeskI18n();
  if (pages <= 1 && !hasMore) return null;
  return (
    <nav aria-label={t.inbox.pagination} className="flex items-center justify-between gap-4">
      <button type="button" className={buttonSecondary} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        <span className="sr-only sm:not-sr-only">{t.inbox.previous}</span>
      </button>
      <p>{formatMessage(hasMore ? t.inbox.pageOfMore : t.inbox.page, { page, pages })}</p>
      <button
        type="button"
        className={buttonSecondary}
        disabled={page >= pages && !hasMore}
        onClick={() => onPage(page + 1)}
      >
        <span className="sr-only sm:not-sr-only">{t.inbox.next}</span>
        <ChevronRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      </button>
    </nav>
  );
}
