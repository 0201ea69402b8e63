import type { InquiryListItem } from '@sitedesk/shared/desk-api';
import { Link, useLocation } from 'react-router';
import { LeftToRight } from '../../../../ui/left-to-right';
import { useDeskI18n } from '../../../app/desk-i18n';
import { countryName, formatDateTime } from '../../../lib/format';
import { useDeskEvents } from '../../../realtime/desk-events';
import { TagChips } from '../../../tags/tag-chip';
import { useTopicLabel } from '../../../topics/topics-store';
import { StatusBadge } from '../../../ui/status-badge';
import { ViewerList } from '../../../ui/viewer-list';
import { EntryTag } from './entry-tag';
import { FirstAnswerDueNote } from './first-answer-due-note';
import { SearchExcerpt } from './search-excerpt';
import { SelectCell, SelectPageCell } from './select-cells';
import type { RowSelection } from './use-bulk-inbox';

/** The inbox rows. Unread ones are bold with a dot, and say so in words for screen readers. */
export function InquiryTable({ items, selection }: { items: InquiryListItem[]; selection?: RowSelection }) {
  const { t, locale } = useDeskI18n();
  const topicLabel = useTopicLabel();
  const { presence } = useDeskEvents();
  // The filters and page travel to the inquiry, for the list beside it and the way back (decision 178).
  const { search } = useLocation();
  const th = 'px-3 py-2 text-start text-sm font-semibold text-steel-700';
  const td = 'px-3 py-3 align-top';
  return (
    <div className="overflow-hidden rounded-card border border-steel-200 bg-white">
      <table className="w-full border-collapse">
        <thead className="border-b border-steel-200 bg-steel-100">
          <tr>
            {selection && <SelectPageCell selection={selection} />}
            <th scope="col" className={th}>
              {t.inbox.columns.from}
            </th>
            <th scope="col" className={`${th} hidden md:table-cell`}>
              {t.inbox.columns.topic}
            </th>
            <th scope="col" className={`${th} hidden lg:table-cell`}>
              {t.inbox.columns.country}
            </th>
            <th scope="col" className={th}>
              {t.inbox.columns.status}
            </th>
            <th scope="col" className={`${th} hidden md:table-cell`}>
              {t.inbox.columns.assignee}
            </th>
            <th scope="col" className={`${th} hidden sm:table-cell`}>
              {t.inbox.columns.received}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => {
            const viewers = presence.get(item.id) ?? [];
            return (
              <tr
                key={item.id}
                data-inquiry-id={item.id}
                data-unread={item.unread}
                className={`border-b border-steel-200 last:border-0 ${item.unread ? 'bg-petrol-50' : ''}`}
              >
                {selection && <SelectCell selection={selection} item={item} />}
                <td className={td}>
                  <div className="flex items-start gap-2">
                    <span
                      aria-hidden="true"
                      className={`mt-2 size-2.5 shrink-0 rounded-full ${item.unread ? 'bg-signal-500' : ''}`}
                    />
                    <div className="min-w-0">
                      <Link
                        to={`/desk/inquiries/${item.id}${search}`}
                        className={`text-petrol-800 underline-offset-2 hover:underline ${item.unread ? 'font-bold' : ''}`}
                      >
                        {item.unread && <span className="sr-only">{t.inbox.unread}: </span>}
                        {/* Isolated: what a visitor typed must not reorder what follows (decision 208). */}
                        <bdi>{item.name}</bdi>
                        {item.company && (
                          <span className="font-normal text-steel-700">
                            {' · '}
                            <bdi>{item.company}</bdi>
                          </span>
                        )}
                      </Link>
                      <p className="text-sm text-steel-600">
                        <LeftToRight>{item.reference}</LeftToRight>
                      </p>
                      {item.excerpt && <SearchExcerpt segments={item.excerpt} />}
                      <FirstAnswerDueNote item={item} />
                      {item.entry && <EntryTag entry={item.entry} />}
                      <TagChips ids={item.tagIds} />
                      <ViewerList viewers={viewers} />
                    </div>
                  </div>
                </td>
                <td className={`${td} hidden md:table-cell`}>{topicLabel(item.topic)}</td>
                <td className={`${td} hidden lg:table-cell`}>{countryName(item.country, locale)}</td>
                <td className={td}>
                  <StatusBadge status={item.status} />
                </td>
                <td className={`${td} hidden md:table-cell`}>{item.assignee?.name ?? t.none}</td>
                <td className={`${td} hidden text-sm whitespace-nowrap sm:table-cell`}>
                  {formatDateTime(item.createdAt, locale)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
