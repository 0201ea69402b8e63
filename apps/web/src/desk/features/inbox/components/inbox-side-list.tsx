import { formatMessage } from '@sitedesk/shared/messages/format';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useDeskI18n } from '../../../app/desk-i18n';
import { formatNumber } from '../../../lib/format';
import { useDeskEvent, useDeskEvents } from '../../../realtime/desk-events';
import { neighboursOf } from '../../../shortcuts/neighbours';
import { useShortcutHandlers } from '../../../shortcuts/shortcut-context';
import { buttonSecondary } from '../../../ui/styles';
import { filtersFrom, pageSize, useInquiryList } from '../api/list-inquiries';
import { InboxSideRow } from './inbox-side-row';

/**
 * The inbox beside an open inquiry (decision 178): the same list, filters and page as the inbox it was
 * opened from (they travel in the address), with previous/next and j/k. On a phone only previous/next
 * show; the list itself is the inbox page, one step back.
 */
export function InboxSideList({ currentId }: { currentId: string }) {
  const { t, locale } = useDeskI18n();
  const texts = t.keyboard.split;
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useInquiryList(filtersFrom(params), page);
  const { reconnects } = useDeskEvents();
  const search = params.toString() ? `?${params.toString()}` : '';

  useDeskEvent((event) => {
    if (
      event.type === 'inquiry.created' ||
      event.type === 'inquiry.updated' ||
      event.type === 'inquiry.erased'
    ) {
      list.reload();
    }
  });
  const seenReconnects = useRef(reconnects);
  useEffect(() => {
    if (reconnects !== seenReconnects.current) {
      seenReconnects.current = reconnects;
      list.reload();
    }
  }, [reconnects, list.reload]);

  const items = list.data?.items ?? [];
  const ids = items.map((item) => item.id);
  // Where the open inquiry last stood, so "next" still works once a change moved it out of this view.
  const lastIndex = useRef<{ id: string; index: number }>(undefined);
  const known = lastIndex.current?.id === currentId ? lastIndex.current.index : undefined;
  const { previous, next, index } = neighboursOf(ids, currentId, known);
  useEffect(() => {
    if (index !== undefined && ids[index] === currentId) lastIndex.current = { id: currentId, index };
  });

  const hrefOf = (id: string) => `/desk/inquiries/${id}${search}`;
  const go = (id: string | undefined) => {
    if (id) void navigate(hrefOf(id));
  };
  useShortcutHandlers({ next: () => go(next), previous: () => go(previous) });

  const total = list.data?.total ?? 0;
  const position =
    index !== undefined && ids[index] === currentId
      ? formatMessage(texts.position, {
          position: formatNumber((page - 1) * pageSize + index + 1, locale),
          count: formatNumber(total, locale),
        })
      : undefined;

  return (
    <nav
      aria-label={texts.listLabel}
      className="mb-4 lg:sticky lg:top-4 lg:mb-0 lg:flex lg:max-h-[calc(100vh-2rem)] lg:flex-col"
    >
      <div className="flex items-center justify-between gap-2">
        <StepLink to={previous && hrefOf(previous)} label={texts.previous} direction="previous" />
        {position && <p className="text-sm text-steel-700">{position}</p>}
        <StepLink to={next && hrefOf(next)} label={texts.next} direction="next" />
      </div>
      <div className="mt-3 hidden min-h-0 overflow-y-auto rounded-card border border-steel-200 bg-white lg:block">
        {list.data && items.length === 0 ? (
          <p className="p-3 text-steel-700">{texts.emptyList}</p>
        ) : (
          <ol>
            {items.map((item) => (
              <InboxSideRow
                key={item.id}
                item={item}
                href={hrefOf(item.id)}
                isCurrent={item.id === currentId}
              />
            ))}
          </ol>
        )}
      </div>
    </nav>
  );
}

function StepLink({
  to,
  label,
  direction,
}: {
  to: string | undefined;
  label: string;
  direction: 'previous' | 'next';
}) {
  const Icon = direction === 'previous' ? ChevronLeft : ChevronRight;
  const content = (
    <>
      {direction === 'next' && <span className="sr-only sm:not-sr-only lg:sr-only">{label}</span>}
      <Icon aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      {direction === 'previous' && <span className="sr-only sm:not-sr-only lg:sr-only">{label}</span>}
    </>
  );
  // At either end a disabled button stays in place (the bar does not jump) and is announced as such.
  if (!to) {
    return (
      <button type="button" disabled className={buttonSecondary}>
        {content}
      </button>
    );
  }
  return (
    <Link to={to} className={buttonSecondary} rel={direction === 'next' ? 'next' : 'prev'}>
      {content}
    </Link>
  );
}
