import type { InquiryListItem } from '@sitedesk/shared/desk-api';
import { Link } from 'react-router';
import { LeftToRight } from '../../../../ui/left-to-right';
import { useDeskI18n } from '../../../app/desk-i18n';
import { formatDateTime } from '../../../lib/format';
import { StatusBadge } from '../../../ui/status-badge';

/** One compact row of the list beside an inquiry: who, which, status and when; the open one is current. */
export function InboxSideRow({
  item,
  href,
  isCurrent,
}: {
  item: InquiryListItem;
  href: string;
  isCurrent: boolean;
}) {
  const { t, locale } = useDeskI18n();
  return (
    <li
      data-inquiry-id={item.id}
      data-unread={item.unread}
      className={`border-b border-steel-200 last:border-0 ${isCurrent ? 'bg-petrol-100' : item.unread ? 'bg-petrol-50' : ''}`}
    >
      <Link
        to={href}
        aria-current={isCurrent ? 'page' : undefined}
        className={`block border-s-4 px-3 py-2 hover:bg-petrol-50 ${isCurrent ? 'border-petrol-700' : 'border-transparent'}`}
      >
        <span className={`block truncate text-petrol-800 ${item.unread ? 'font-bold' : ''}`}>
          {item.unread && <span className="sr-only">{t.inbox.unread}: </span>}
          {item.name}
        </span>
        <span className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-steel-700">
          <LeftToRight>{item.reference}</LeftToRight>
          <StatusBadge status={item.status} />
        </span>
        <span className="block text-sm text-steel-700">{formatDateTime(item.createdAt, locale)}</span>
      </Link>
    </li>
  );
}
