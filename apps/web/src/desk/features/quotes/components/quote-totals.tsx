import type { QuoteVat } from '@sitedesk/shared/quote-money';
import { useDeskI18n } from '../../../app/desk-i18n';
import { formatMoney, formatNumber } from '../../../lib/format';
import type { Totals } from '../model/quote-form';

type Props = { totals: Totals | undefined; currency: string; vat: QuoteVat };

/** Net, VAT and total, as the server computes them (quote-money.ts); a note while a number is missing. */
export function QuoteTotals({ totals, currency, vat }: Props) {
  const { t, locale } = useDeskI18n();
  const texts = t.quotes.editor;
  if (!totals) return <p className="text-steel-700">{texts.totalsPending}</p>;
  const money = (amount: number) => formatMoney(amount, currency, locale);
  const vatLabel =
    vat.kind === 'rate'
      ? `${texts.vatAmount} (${formatNumber(vat.ratePercent, locale, 2)} %)`
      : vat.kind === 'reverse_charge'
        ? texts.reverseCharge
        : texts.noVat;
  return (
    <dl className="space-y-1" data-testid="quote-totals">
      <div className="flex flex-wrap justify-between gap-x-4">
        <dt>{texts.netTotal}</dt>
        <dd>{money(totals.netTotal)}</dd>
      </div>
      <div className="flex flex-wrap justify-between gap-x-4">
        <dt className="min-w-0">{vatLabel}</dt>
        <dd>{money(totals.vatAmount)}</dd>
      </div>
      <div className="flex flex-wrap justify-between gap-x-4 border-t border-steel-300 pt-1 text-lg font-semibold">
        <dt>{texts.total}</dt>
        <dd data-testid="quote-total">{money(totals.total)}</dd>
      </div>
    </dl>
  );
}
