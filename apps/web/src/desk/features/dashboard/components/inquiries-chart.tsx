import { formatMessage } from '@sitedesk/shared/messages/format';
import { ChartLine } from 'lucide-react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { formatDate, formatNumber } from '../../../lib/format';
import { cardClass } from '../../../ui/styles';

const width = 600;
const height = 160;
const pad = 4;

/**
 * Inquiries per day as a line. The SVG is one image with a summary for screen readers; the exact numbers
 * are in a table behind a disclosure, for anyone who wants to read rather than see them.
 */
export function InquiriesChart({
  perDay,
  days,
}: {
  perDay: { date: string; count: number }[];
  days: number;
}) {
  const { t, locale } = useDeskI18n();
  const max = Math.max(1, ...perDay.map((day) => day.count));
  const total = perDay.reduce((sum, day) => sum + day.count, 0);
  const step = perDay.length > 1 ? (width - 2 * pad) / (perDay.length - 1) : 0;
  const points = perDay
    .map((day, index) => `${pad + index * step},${height - pad - (day.count / max) * (height - 2 * pad)}`)
    .join(' ');
  const first = perDay[0];
  const last = perDay[perDay.length - 1];
  const summary =
    first && last
      ? formatMessage(t.dashboard.chartLabel, {
          from: formatDate(first.date, locale),
          to: formatDate(last.date, locale),
          total: formatNumber(total, locale),
          max: formatNumber(max, locale),
        })
      : t.dashboard.noData;

  return (
    <section aria-labelledby="over-time" className={cardClass}>
      <h2 id="over-time" className="mb-4 flex items-center gap-2 text-2xl text-petrol-900">
        <ChartLine aria-hidden="true" className="size-5" />
        {formatMessage(t.dashboard.overTime, { days })}
      </h2>
      {perDay.length === 0 ? (
        <p className="text-steel-700">{t.dashboard.noData}</p>
      ) : (
        <>
          <svg
            role="img"
            aria-label={summary}
            viewBox={`0 0 ${width} ${height}`}
            className="h-40 w-full"
            preserveAspectRatio="none"
          >
            <line
              x1={pad}
              x2={width - pad}
              y1={height - pad}
              y2={height - pad}
              className="stroke-steel-300"
              strokeWidth="1"
            />
            <polyline
              points={points}
              fill="none"
              className="stroke-petrol-600"
              strokeWidth="2"
              vectorEffect="non-scaling-stroke"
            />
          </svg>
          <div className="mt-1 flex justify-between text-sm text-steel-700" aria-hidden="true">
            <span>{first ? formatDate(first.date, locale) : ''}</span>
            <span>{last ? formatDate(last.date, locale) : ''}</span>
          </div>
          <details className="mt-3">
            <summary className="cursor-pointer font-semibold text-petrol-700">
              {t.dashboard.showTable}
            </summary>
            <div className="mt-2">
              <table className="w-full text-start">
                <caption className="sr-only">{summary}</caption>
                <thead>
                  <tr>
                    <th scope="col" className="py-1">
                      {t.dashboard.date}
                    </th>
                    <th scope="col" className="py-1 text-end">
                      {t.dashboard.count}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {perDay.map((day) => (
                    <tr key={day.date} className="border-t border-steel-200">
                      <td className="py-1">{formatDate(day.date, locale)}</td>
                      <td className="py-1 text-end tabular-nums">{formatNumber(day.count, locale)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </>
      )}
    </section>
  );
}
