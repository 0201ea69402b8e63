import { ltrIsolateIn, ownDirectionIsolate } from '@sitedesk/shared/left-to-right';
import { formatMessage, formatPlural } from '@sitedesk/shared/messages/format';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useDeskI18n } from '../../../app/desk-i18n';
import { formatNumber } from '../../../lib/format';
import { useDeskEvent, useDeskEvents } from '../../../realtime/desk-events';
import { useCan } from '../../../session/session-context';
import { Loaded } from '../../../ui/loaded';
import { PageHeading } from '../../../ui/page-heading';
import { useToasts } from '../../../ui/toasts';
import { useSpamCount } from '../api/count-spam';
import { filtersFrom, pageSize, useInquiryList } from '../api/list-inquiries';
import { CsvExportLink } from './csv-export-link';
import { EmptySpamButton } from './empty-spam-button';
import { FolderNav } from './folder-nav';
import { InboxFilterForm } from './inbox-filter-form';
import { InquiryTable } from './inquiry-table';
import { Pagination } from './pagination';
import { SavedViewsNav } from './saved-views-nav';
import { useBulkInbox } from './use-bulk-inbox';
import { useInboxShortcuts } from './use-inbox-shortcuts';

export function InboxPage() {
  const { t, locale } = useDeskI18n();
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useInquiryList(filters, page);
  const { reconnects } = useDeskEvents();
  const toasts = useToasts();
  const canExport = useCan('inquiries:export');
  const canErase = useCan('inquiries:erase');
  // The spam folder is the inbox filtered by status `spam`: same list, paging and search, its own texts.
  const isSpam = filters.status === 'spam';
  const spam = useSpamCount();
  useInboxShortcuts();

  useDeskEvent((event) => {
    if (event.type === 'inquiry.created') {
      toasts.show(
        formatMessage(t.inbox.newInquiry, {
          reference: ltrIsolateIn(locale, event.inquiry.reference),
          // Isolated in every language: a visitor's name may carry bidi controls (a right-to-left override)
          // that would otherwise run on into the words after it.
          name: ownDirectionIsolate(event.inquiry.name),
        }),
      );
    }
    // Refetching (rather than splicing the event in) keeps filters, order, paging and totals right.
    if (
      event.type === 'inquiry.created' ||
      event.type === 'inquiry.updated' ||
      event.type === 'inquiry.erased'
    ) {
      list.reload();
      spam.reload();
    }
  });

  // After the channel was down, fetch the page again: what arrived meanwhile may not all be replayed.
  const seenReconnects = useRef(reconnects);
  useEffect(() => {
    if (reconnects !== seenReconnects.current) {
      seenReconnects.current = reconnects;
      list.reload();
      spam.reload();
    }
  }, [reconnects, list.reload, spam.reload]);

  const items = list.data?.items ?? [];
  const canUpdate = useCan('inquiries:update');
  const bulk = useBulkInbox(items, list.reload);
  const total = list.data?.total ?? 0;
  // A search counts only its first 1,000 matches (decision 180): the total is then "at least".
  const isCapped = list.data?.totalIsCapped ?? false;
  // The member's own unread count, from the server, among the newest 1,000 matches (decision 186): "at
  // least" when there are older ones. Spam counts nowhere as unread: nobody is expected to read it.
  const unread = isSpam ? 0 : (list.data?.unread ?? 0);
  const isUnreadCapped = list.data?.unreadIsCapped ?? false;
  const heading = isSpam ? t.statuses.spam : t.inbox.title;
  const title = unread > 0 ? formatMessage(t.inbox.unreadTitle, { count: unread }) : heading;

  const onEmptied = (erased: number) => {
    toasts.show(formatMessage(t.spam.emptied, { count: formatNumber(erased, locale) }));
    list.reload();
    spam.reload();
  };

  const goToPage = (next: number) => {
    const nextParams = new URLSearchParams(params);
    nextParams.set('page', String(next));
    setParams(nextParams);
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <PageHeading title={title}>{heading}</PageHeading>
          {list.data && (
            <p className="mt-1 text-steel-700" data-testid="inbox-counts">
              {isCapped
                ? formatPlural(locale, t.inbox.totalAtLeast, total)
                : formatPlural(locale, t.inbox.total, total)}
              {/* "0 or more unread" would say nothing: without an unread one in the window, no figure. */}
              {!isSpam && !(isUnreadCapped && unread === 0) && (
                <>
                  {' · '}
                  {formatMessage(isUnreadCapped ? t.inbox.unreadAtLeast : t.inbox.unreadCount, {
                    count: formatNumber(unread, locale),
                  })}
                </>
              )}
            </p>
          )}
        </div>
        {isSpam && canErase && total > 0 && <EmptySpamButton count={total} onEmptied={onEmptied} />}
        {canExport && !isSpam && <CsvExportLink filters={filters} />}
      </div>
      <FolderNav isSpam={isSpam} spamCount={spam.data?.total} />
      <SavedViewsNav filters={filters} />
      {isSpam && <p className="text-steel-700">{t.spam.intro}</p>}
      <InboxFilterForm filters={filters} onChange={(next) => setParams(next)} />
      <Loaded resource={list}>
        {() =>
          items.length === 0 ? (
            <p className="rounded-card border border-steel-200 bg-white p-6 text-steel-700">
              {isSpam && Object.keys(filters).length === 1 ? t.spam.empty : t.inbox.empty}
            </p>
          ) : (
            <>
              {bulk.toolbar}
              <InquiryTable items={items} {...(canUpdate ? { selection: bulk.selection } : {})} />
              <Pagination
                page={page}
                pages={Math.max(1, Math.ceil(total / pageSize))}
                hasMore={isCapped}
                onPage={goToPage}
              />
            </>
          )
        }
      </Loaded>
      {bulk.notice}
    </div>
  );
}
