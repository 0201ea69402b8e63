import type { InquiryListItem } from '@sitedesk/shared/desk-api';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { useEffect, useState } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { formatDateTime } from '../../../lib/format';
import { describeFirstAnswerDue } from './first-answer-due';

/** Statuses still waiting for an answer: only they show the deadline. */
const waitingStatuses: readonly InquiryListItem['status'][] = ['new', 'in_progress'];

/**
 * "First answer due in 3 hours" or "Overdue: first answer was due 2 hours ago" under an inbox row: said in
 * words (the colour only repeats it), the exact time in the `<time>` element, refreshed every minute. Once
 * the visitor answered a staff answer, the next-answer deadline (decision 181) is the one that runs: it is
 * shown instead, as "Next answer due …".
 */
export function FirstAnswerDueNote({ item }: { item: InquiryListItem }) {
  const { t, locale } = useDeskI18n();
  const now = useMinuteClock();
  if (!waitingStatuses.includes(item.status)) return null;
  const isNext = item.nextAnswerDueAt !== null;
  // Once answered, the first deadline is kept (the dashboard measures against it) but no longer runs.
  const dueAt = item.nextAnswerDueAt ?? (item.firstAnsweredAt === null ? item.firstAnswerDueAt : null);
  if (!dueAt) return null;
  const { isOverdue, relative } = describeFirstAnswerDue(dueAt, now, locale);
  const texts = isNext ? t.routing.nextAnswer : t.firstAnswer;
  const state = isOverdue ? 'overdue' : 'due';
  return (
    <p
      className={`text-sm ${isOverdue ? 'font-semibold text-signal-800' : 'text-steel-700'}`}
      {...(isNext ? { 'data-next-answer': state } : { 'data-first-answer': state })}
    >
      <time dateTime={dueAt} title={formatDateTime(dueAt, locale)}>
        {formatMessage(isOverdue ? texts.overdue : texts.dueIn, { time: relative })}
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
