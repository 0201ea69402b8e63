import type { DeskStats } from '@sitedesk/shared/desk-api';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { Clock, Inbox, Target } from 'lucide-react';
import { Link } from 'react-router';
import { useDeskI18n } from '../../../app/desk-i18n';
import { formatMinutes, formatNumber, formatShare } from '../../../lib/format';
import { cardClass } from '../../../ui/styles';

const headingClass = 'mb-4 flex items-center gap-2 text-2xl text-petrol-900';
const figureClass = 'font-display text-5xl text-petrol-800';

/** The inbox showing the inquiries behind a backlog figure ("open" has no single filter: it is two statuses). */
const backlogLinks = {
  open: undefined,
  unassigned: '/desk?assignee=none',
  overdue: '/desk?deadline=overdue&sort=due',
} as const;

/** The backlog now, the median time to a first answer and the share answered in time, as large figures. */
export function FirstAnswerCards({ stats }: { stats: DeskStats }) {
  const { t, locale } = useDeskI18n();
  const { firstAnswer, backlog } = stats;
  return (
    <div className="grid gap-6 md:grid-cols-3">
      <section aria-labelledby="backlog" className={cardClass}>
        <h2 id="backlog" className={headingClass}>
          <Inbox aria-hidden="true" className="size-5" />
          {t.dashboard.backlog}
        </h2>
        <dl className="grid grid-cols-3 gap-2">
          {(['open', 'unassigned', 'overdue'] as const).map((key) => (
            <div key={key}>
              <dt className="text-sm text-steel-700">{t.dashboard[key]}</dt>
              <dd
                className={`font-display text-4xl ${key === 'overdue' && backlog.overdue > 0 ? 'text-signal-800' : 'text-petrol-800'}`}
              >
                {backlogLinks[key] && backlog[key] > 0 ? (
                  <Link
                    to={backlogLinks[key]}
                    aria-label={`${t.dashboard[key]}: ${formatNumber(backlog[key], locale)}`}
                    className="underline decoration-2 underline-offset-4 hover:decoration-4"
                  >
                    {formatNumber(backlog[key], locale)}
                  </Link>
                ) : (
                  formatNumber(backlog[key], locale)
                )}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="median-answer" className={cardClass}>
        <h2 id="median-answer" className={headingClass}>
          <Clock aria-hidden="true" className="size-5" />
          {t.dashboard.medianAnswer}
        </h2>
        <p className={figureClass}>
          {firstAnswer.medianMinutes === null ? t.none : formatMinutes(firstAnswer.medianMinutes, locale)}
        </p>
        <p className="mt-2 text-sm text-steel-700">
          {formatMessage(t.dashboard.answeredCount, { count: formatNumber(firstAnswer.answered, locale) })}
        </p>
      </section>
      <section aria-labelledby="within-target" className={cardClass}>
        <h2 id="within-target" className={headingClass}>
          <Target aria-hidden="true" className="size-5" />
          {t.dashboard.withinTarget}
        </h2>
        {firstAnswer.withTarget === 0 ? (
          <p className="text-steel-700">{t.dashboard.noTarget}</p>
        ) : (
          <p className={figureClass}>
            {formatMessage(t.dashboard.withinTargetShare, {
              share: formatShare(firstAnswer.withinTarget, firstAnswer.withTarget, locale),
              count: formatNumber(firstAnswer.withinTarget, locale),
              total: formatNumber(firstAnswer.withTarget, locale),
            })}
          </p>
        )}
      </section>
    </div>
  );
}
