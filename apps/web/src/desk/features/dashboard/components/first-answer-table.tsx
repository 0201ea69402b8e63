import type { FirstAnswerFigures } from '@sitedesk/shared/desk-api';
import { useDeskI18n } from '../../../app/desk-i18n';
import { formatMinutes, formatNumber, formatShare } from '../../../lib/format';
import { FiguresCard } from './figures-card';

type Row = { id: string; name: string } & FirstAnswerFigures;

/**
 * First-answer figures per team or per person as a table. Its cells wrap (names anywhere, durations after
 * the comma), so four columns fit a 320 px phone without widening the page.
 */
export function FirstAnswerTable({ id, title, rows }: { id: string; title: string; rows: Row[] }) {
  const { t, locale } = useDeskI18n();
  return (
    <FiguresCard id={id} title={title} isEmpty={rows.length === 0}>
      <table className="w-full text-start">
        <thead>
          <tr className="border-b border-steel-200 text-sm text-steel-700">
            <th scope="col" className="py-2 pe-3 text-start font-semibold">
              {t.dashboard.name}
            </th>
            <th scope="col" className="py-2 pe-3 text-end font-semibold">
              {t.dashboard.answered}
            </th>
            <th scope="col" className="py-2 pe-3 text-end font-semibold">
              {t.dashboard.median}
            </th>
            <th scope="col" className="py-2 text-end font-semibold">
              {t.dashboard.withinTarget}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-b border-steel-100 last:border-0">
              <th scope="row" className="py-2 pe-3 text-start font-normal break-words">
                {row.name}
              </th>
              <td className="py-2 pe-3 text-end tabular-nums">{formatNumber(row.answered, locale)}</td>
              <td className="py-2 pe-3 text-end tabular-nums">
                {row.medianMinutes === null ? t.none : formatMinutes(row.medianMinutes, locale)}
              </td>
              <td className="py-2 text-end tabular-nums whitespace-nowrap">
                {row.withTarget === 0 ? t.none : formatShare(row.withinTarget, row.withTarget, locale)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </FiguresCard>
  );
}
