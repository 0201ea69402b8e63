import { useSearchParams } from 'react-router';
import { useDeskI18n } from '../../../app/desk-i18n';
import { countryName } from '../../../lib/format';
import { Loaded } from '../../../ui/loaded';
import { PageHeading } from '../../../ui/page-heading';
import { useStats } from '../api/get-stats';
import { BarList } from './bar-list';
import { CountryBars } from './country-bars';
import { FirstAnswerCards } from './first-answer-cards';
import { FirstAnswerTable } from './first-answer-table';
import { InquiriesChart } from './inquiries-chart';
import { type DashboardPeriod, isDashboardPeriod, PeriodSelect } from './period-select';
import { QuoteBreakdown } from './quote-breakdown';
import { QuoteFiguresCard } from './quote-figures-card';

const defaultPeriod: DashboardPeriod = 90;

export function DashboardPage() {
  const { t, locale } = useDeskI18n();
  // The period lives in the address, so a reload, Back and a shared link keep it.
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = Number(searchParams.get('days'));
  const days = isDashboardPeriod(asked) ? asked : defaultPeriod;
  const stats = useStats(days);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <PageHeading title={t.dashboard.title}>{t.dashboard.title}</PageHeading>
        <PeriodSelect
          days={days}
          onChange={(chosen) => setSearchParams(chosen === defaultPeriod ? {} : { days: String(chosen) })}
        />
      </div>
      <Loaded resource={stats}>
        {(data) => (
          <>
            <FirstAnswerCards stats={data} />
            <InquiriesChart perDay={data.perDay} days={days} />
            <div className="grid gap-6 md:grid-cols-2">
              <FirstAnswerTable id="by-team" title={t.dashboard.byTeam} rows={data.byTeam} />
              <FirstAnswerTable id="by-person" title={t.dashboard.byPerson} rows={data.byAssignee} />
            </div>
            <div className="grid gap-6 md:grid-cols-3">
              <CountryBars byCountry={data.byCountry} />
              <BarList
                id="by-topic"
                title={t.dashboard.byTopic}
                rows={data.byTopic.map((row) => ({ key: row.topic, label: row.topic, count: row.count }))}
                topicLabels
              />
              <BarList
                id="by-product"
                title={t.dashboard.byProduct}
                rows={data.byProduct.map((row) => ({
                  key: row.entryId,
                  label: row.title,
                  count: row.count,
                }))}
              />
            </div>
            <QuoteFiguresCard quotes={data.quotes} />
            {data.quotes.sent > 0 && (
              // One column that may shrink below its content's width (`minmax(0, 1fr)`), so a wide table
              // scrolls inside its card instead of widening the phone's page.
              <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
                <QuoteBreakdown
                  id="quotes-by-product"
                  title={t.dashboard.quotes.byProduct}
                  nameHeader={t.dashboard.quotes.product}
                  rows={data.quotes.byProduct.map(({ entryId, title, ...tally }) => ({
                    key: entryId,
                    label: title,
                    ...tally,
                  }))}
                />
                <QuoteBreakdown
                  id="quotes-by-country"
                  title={t.dashboard.quotes.byCountry}
                  nameHeader={t.dashboard.quotes.country}
                  rows={data.quotes.byCountry.map(({ country, ...tally }) => ({
                    key: country,
                    label: countryName(country, locale),
                    ...tally,
                  }))}
                />
              </div>
            )}
          </>
        )}
      </Loaded>
    </div>
  );
}
