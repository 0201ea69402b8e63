import type { InquiryDetail } from '@sitedesk/shared/desk-api';
import { ltrIsolateIn } from '@sitedesk/shared/left-to-right';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { useDeskI18n } from '../../../app/desk-i18n';
import { formatDate, formatMoney } from '../../../lib/format';
import { useDeskEvent } from '../../../realtime/desk-events';
import { useCan } from '../../../session/session-context';
import { Loaded } from '../../../ui/loaded';
import { buttonSecondary, cardClass, linkClass } from '../../../ui/styles';
import { useQuotes } from '../api/get-quotes';
import { touchesQuotesOf } from '../model/quote-events';
import { OutcomeControl } from './outcome-control';
import { QuoteDecision } from './quote-decision';
import { QuoteStatusBadge } from './quote-status-badge';

/**
 * The inquiry's quotations (issue 27 §3, decision 221): each revision with its status, total and validity,
 * newest first, and the inquiry's outcome. Roles that may quote (`inquiries:reply`) get "New quotation";
 * the list itself is for every reader, as the API is.
 */
export function QuotesSection({ detail, onChanged }: { detail: InquiryDetail; onChanged: () => void }) {
  const { t, locale } = useDeskI18n();
  const texts = t.quotes;
  const quotes = useQuotes(detail.id);
  const canQuote = useCan('inquiries:reply');
  const canSetOutcome = useCan('inquiries:update');
  const titleId = 'inquiry-quotes';

  useDeskEvent((event) => {
    if (touchesQuotesOf(event, detail.id)) quotes.reload();
  });

  return (
    <section aria-labelledby={titleId} className={`${cardClass} space-y-4`}>
      <h2 id={titleId} className="text-2xl text-petrol-900">
        {texts.title}
      </h2>
      <OutcomeControl detail={detail} canChange={canSetOutcome} onChanged={onChanged} />
      <Loaded resource={quotes}>
        {({ items }) =>
          items.length === 0 ? (
            <p className="text-steel-700">{texts.none}</p>
          ) : (
            <ul aria-label={texts.listLabel} className="divide-y divide-steel-200 border-y border-steel-200">
              {[...items]
                .sort((a, b) => b.number.localeCompare(a.number) || b.revision - a.revision)
                .map((quote) => (
                  <li key={quote.id} className="space-y-1 py-3" data-testid="quote-item">
                    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                      <Link to={`/desk/inquiries/${detail.id}/quotes/${quote.id}`} className={linkClass}>
                        {formatMessage(texts.name, {
                          number: ltrIsolateIn(locale, quote.number),
                          revision: quote.revision,
                        })}
                      </Link>
                      <QuoteStatusBadge status={quote.status} />
                    </div>
                    <dl className="flex flex-wrap gap-x-4 gap-y-1 text-steel-800">
                      <div className="flex gap-1">
                        <dt className="font-semibold">{texts.total}:</dt>
                        <dd>{formatMoney(quote.total, quote.currency, locale)}</dd>
                      </div>
                      <div className="flex gap-1">
                        <dt className="font-semibold">{texts.validUntil}:</dt>
                        <dd>{formatDate(quote.validUntil, locale)}</dd>
                      </div>
                    </dl>
                    <QuoteDecision quote={quote} />
                  </li>
                ))}
            </ul>
          )
        }
      </Loaded>
      {canQuote && detail.status !== 'spam' && (
        <Link to={`/desk/inquiries/${detail.id}/quotes/new`} className={buttonSecondary}>
          <Plus aria-hidden="true" className="size-4" />
          {texts.new}
        </Link>
      )}
    </section>
  );
}
