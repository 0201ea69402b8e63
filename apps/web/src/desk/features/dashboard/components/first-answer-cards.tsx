import type { DeskStats } from '@sitedesk/shared/desk-api';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { Clock, Inbox, type LucideIcon, Target } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useDeskI18n } from '../../../app/desk-i18n';
import { formatMinutes, formatNumber, formatShare } from '../../../lib/format';
import { cardClass } from '../../../ui/styles';

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
      <FigureCard id="backlog" icon={Inbox} title={t.dashboard.backlog}>
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
      </FigureCard>
      <FigureCard id="median-answer" icon={Clock} title={t.dashboard.medianAnswer}>
        <p className={figureClass}>
          {firstAnswer.medianMinutes === null ? t.none : formatMinutes(firstAnswer.medianMinutes, locale)}
        </p>
        <p className="mt-2 text-sm text-steel-700">
          {formatMessage(t.dashboard.answeredCount, { count: formatNumber(firstAnswer.answered, locale) })}
        </p>
      </FigureCard>
      <FigureCard id="within-target" icon={Target} title={t.dashboard.withinTarget}>
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
      </FigureCard>
    </div>
  );
}

/** One of the large-figure cards: its icon and title over the figure. */
function FigureCard({
  id,
  icon: Icon,
  title,
  children,
}: {
  id: string;
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={cardClass}>
      <h2 id={id} className="mb-4 flex items-center gap-2 text-2xl text-petrol-900">
        <Icon aria-hidden="true" className="size-5" />
        {title}
      </h2>
      {children}
    </section>
  );
}
