import { formatMessage } from '@sitedesk/shared/messages/format';
import { Clock } from 'lucide-react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { formatNumber } from '../../../lib/format';
import { LoadError } from '../../../ui/load-error';
import { Loading } from '../../../ui/loading';
import { PageHeading } from '../../../ui/page-heading';
import { cardClass } from '../../../ui/styles';
import { useStats } from '../api/get-stats';
import { BarList } from './bar-list';
import { CountryBars } from './country-bars';
import { InquiriesChart } from './inquiries-chart';

const days = 90;

export function DashboardPage() {
  const { t, locale } = useDeskI18n();
  const stats = useStats(days);
  return (
    <div className="space-y-6">
      <PageHeading title={t.dashboard.title}>{t.dashboard.title}</PageHeading>
      {stats.error && !stats.data ? (
        <LoadError error={stats.error} onRetry={stats.reload} />
      ) : !stats.data ? (
        <Loading />
      ) : (
        <>
          <InquiriesChart perDay={stats.data.perDay} days={days} />
          <div className="grid gap-6 md:grid-cols-3">
            <section aria-labelledby="median-answer" className={cardClass}>
              <h2 id="median-answer" className="mb-4 flex items-center gap-2 text-2xl text-petrol-900">
                <Clock aria-hidden="true" className="size-5" />
                {t.dashboard.medianAnswer}
              </h2>
              <p className="font-display text-5xl text-petrol-800">
                {stats.data.medianHoursToFirstAnswer === null
                  ? t.none
                  : formatMessage(t.dashboard.hours, {
                      hours: formatNumber(stats.data.medianHoursToFirstAnswer, locale, 1),
                    })}
              </p>
            </section>
            <CountryBars byCountry={stats.data.byCountry} />
            <BarList
              id="by-topic"
              title={t.dashboard.byTopic}
              rows={stats.data.byTopic.map((row) => ({ key: row.topic, label: row.topic, count: row.count }))}
              topicLabels
            />
          </div>
        </>
      )}
    </div>
  );
}
