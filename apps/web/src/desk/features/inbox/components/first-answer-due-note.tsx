import type { InquiryListItem } from '@sitedesk/shared/desk-api';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { useEffect, useState } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { formatDateTime } from '../../../lib/format';
import { describeFirstAnswerDue } from './first-answer-due';

/** Statuses still waiting for a first answer: only they show the deadline. */
const waitingStatuses: readonly InquiryListItem['status'][] = ['new', 'in_progress'];

/**
 * "First answer due in 3 hours" or "Overdue: first answer was due 2 hours ago" under an inbox row: said in
 * words (the colour only repeats it), the exact time in the `<time>` element, refreshed every minute.
 */
export function FirstAnswerDueNote({ item }: { item: InquiryListItem }) {
  const { t, locale } = useDeskI18n();
  const now = useMinuteClock();
  if (!item.firstAnswerDueAt || !waitingStatuses.includes(item.status)) return null;
  const { isOverdue, relative } = describeFirstAnswerDue(item.firstAnswerDueAt, now, locale);
  return (
    <p
      className={`text-sm ${isOverdue ? 'font-semibold text-signal-800' : 'text-steel-700'}`}
      data-first-answer={isOverdue ? 'overdue' : 'due'}
    >
      <time dateTime={item.firstAnswerDueAt} title={formatDateTime(item.firstAnswerDueAt, locale)}>
        {formatMessage(isOverdue ? t.firstAnswer.overdue : t.firstAnswer.dueIn, { time: relative })}
      </time>
    </p>
  );
}

function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
