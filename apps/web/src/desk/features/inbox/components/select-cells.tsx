import type { InquiryListItem } from '@sitedesk/shared/desk-api';
import { ltrIsolateIn } from '@sitedesk/shared/left-to-right';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { useEffect, useRef } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';
import type { RowSelection } from './use-bulk-inbox';

// 24 px boxes in a 44 px cell: big enough to hit on a phone (WCAG 2.5.8), small enough for 320 px.
const cell = 'w-11 px-2 py-3 align-top';
const box = 'size-6 accent-petrol-800';

/** The header's "select all on this page", mixed while only some rows are selected. */
export function SelectPageCell({ selection }: { selection: RowSelection }) {
  const { t } = useDeskI18n();
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = selection.pageState === 'mixed';
  }, [selection.pageState]);
  return (
    <th scope="col" className={cell}>
      <input
        ref={ref}
        type="checkbox"
        className={box}
        aria-label={t.habits.bulk.selectPage}
        checked={selection.pageState === true}
        onChange={selection.togglePage}
      />
    </th>
  );
}

export function SelectCell({ selection, item }: { selection: RowSelection; item: InquiryListItem }) {
  const { t, locale } = useDeskI18n();
  return (
    <td className={cell}>
      <input
        type="checkbox"
        className={box}
        aria-label={formatMessage(t.habits.bulk.select, {
          name: `${item.name} (${ltrIsolateIn(locale, item.reference)})`,
        })}
        checked={selection.isSelected(item.id)}
        onChange={() => selection.toggle(item.id)}
      />
    </td>
  );
}
