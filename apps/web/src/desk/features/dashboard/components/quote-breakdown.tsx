import type { QuoteTally } from '@sitedesk/shared/desk-api';
import { useDeskI18n } from '../../../app/desk-i18n';
import { formatMoney, formatNumber } from '../../../lib/format';
import { BarRows } from './bar-list';
import { FiguresCard } from './figures-card';

type Row = { key: string; label: string } & QuoteTally;
type Props = { id: string; title: string; nameHeader: string; rows: Row[] };

/**
 * Quotations by product or country: a bar per group for the quotations sent, and behind a disclosure a
 * table with what became of them and their net value per currency. The table scrolls sideways inside its
 * card on a narrow phone (data tables may, WCAG 1.4.10), so its box takes the keyboard's focus to scroll.
 */
export function QuoteBreakdown({ id, title, nameHeader, rows }: Props) {
  const { t, locale } = useDeskI18n();
  const texts = t.dashboard.quotes;
  return (
    <FiguresCard id={id} title={title} isEmpty={rows.length === 0}>
      <BarRows rows={rows.map((row) => ({ key: row.key, label: row.label, count: row.sent }))} />
      <details className="mt-3">
        <summary className="cursor-pointer font-semibold text-petrol-700">{t.dashboard.showTable}</summary>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls must take the keyboard's focus to scroll (axe's scrollable-region-focusable). */}
        {/* biome-ignore lint/a11y/useSemanticElements: a fieldset is for form controls; this names a scrolling table. */}
        <div className="mt-2 overflow-x-auto" role="group" aria-labelledby={`${id}-table`} tabIndex={0}>
          <table className="w-full text-start text-sm">
            <caption id={`${id}-table`} className="sr-only">
              {title}
            </caption>
            <thead>
              <tr className="border-b border-steel-200 text-steel-700">
                <th scope="col" className="py-2 pe-3 text-start font-semibold">
                  {nameHeader}
                </th>
                {(['sent', 'accepted', 'lost'] as const).map((key) => (
                  <th key={key} scope="col" className="py-2 pe-3 text-end font-semibold">
                    {texts[key]}
                  </th>
                ))}
                <th scope="col" className="py-2 text-end font-semibold">
                  {texts.netValue}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} className="border-b border-steel-100 last:border-0">
                  <th scope="row" className="py-2 pe-3 text-start font-normal break-words">
                    {row.label}
                  </th>
                  <td className="py-2 pe-3 text-end tabular-nums">{formatNumber(row.sent, locale)}</td>
                  <td className="py-2 pe-3 text-end tabular-nums">{formatNumber(row.accepted, locale)}</td>
                  <td className="py-2 pe-3 text-end tabular-nums">{formatNumber(row.lost, locale)}</td>
                  <td className="py-2 text-end tabular-nums">
                    {row.values.map((value) => (
                      <span key={value.currency} className="block whitespace-nowrap">
                        {formatMoney(value.sent, value.currency, locale)}
                      </span>
                    ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </FiguresCard>
  );
}
