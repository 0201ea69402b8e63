import type { QuoteFigures } from '@sitedesk/shared/desk-api';
import { intlLocale, type Locale } from '@sitedesk/shared/locales';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { FileText } from 'lucide-react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { formatMoney, formatNumber, formatShare } from '../../../lib/format';
import { cardClass } from '../../../ui/styles';

const outcomes = ['sent', 'accepted', 'lost'] as const;

/** "Euro", "Tschechische Krone": the currency's name in the desk's language; its code if unknown. */
function currencyName(code: string, locale: Locale): string {
  try {
    return new Intl.DisplayNames([intlLocale(locale)], { type: 'currency' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * The period's quotations (decision 223): how many were sent, accepted, lost and still open, the
 * acceptance rate, and their net value in each currency on its own (never added across currencies). Values
 * are stacked per currency rather than tabled, so three amounts fit a 320 px phone.
 */
export function QuoteFiguresCard({ quotes }: { quotes: QuoteFigures }) {
  const { t, locale } = useDeskI18n();
  const texts = t.dashboard.quotes;
  const decided = quotes.accepted + quotes.lost;
  const counts = [
    ...outcomes.map((key) => [key, quotes[key]] as const),
    ['open', quotes.sent - decided] as const,
  ];
  return (
    <section aria-labelledby="quote-figures" className={cardClass}>
      <h2 id="quote-figures" className="mb-2 flex items-center gap-2 text-2xl text-petrol-900">
        <FileText aria-hidden="true" className="size-5" />
        {texts.title}
      </h2>
      {quotes.sent === 0 ? (
        <p className="text-steel-700">{texts.noQuotes}</p>
      ) : (
        <>
          <p className="mb-4 text-sm text-steel-700">{texts.counted}</p>
          <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
            {counts.map(([key, value]) => (
              <div key={key}>
                <dt className="text-sm text-steel-700">{texts[key]}</dt>
                <dd className="font-display text-4xl text-petrol-800">{formatNumber(value, locale)}</dd>
              </div>
            ))}
            <div>
              <dt className="text-sm text-steel-700">{texts.acceptanceRate}</dt>
              {decided === 0 ? (
                <dd className="text-steel-700">{texts.noneDecided}</dd>
              ) : (
                <dd>
                  <span className="block font-display text-4xl text-petrol-800">
                    {formatShare(quotes.accepted, decided, locale)}
                  </span>
                  <span className="block text-sm text-steel-700">
                    {formatMessage(texts.ofDecided, {
                      count: formatNumber(quotes.accepted, locale),
                      total: formatNumber(decided, locale),
                    })}
                  </span>
                </dd>
              )}
            </div>
          </dl>
          <h3 className="mt-6 mb-2 text-lg font-semibold text-petrol-900">{texts.netValue}</h3>
          <ul className="space-y-4">
            {quotes.values.map((value) => (
              <li key={value.currency}>
                <p className="font-semibold">{currencyName(value.currency, locale)}</p>
                <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-3">
                  {outcomes.map((key) => (
                    <div key={key} className="flex flex-wrap justify-between gap-x-2 sm:block">
                      <dt className="text-sm text-steel-700">{texts[key]}</dt>
                      <dd className="tabular-nums">{formatMoney(value[key], value.currency, locale)}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
