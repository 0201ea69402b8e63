import { formatMessage } from '@sitedesk/shared/messages/format';
import type { QuoteDetail } from '@sitedesk/shared/quotes-api';
import { useDeskI18n } from '../../../app/desk-i18n';
import { formatDate, formatMoney, formatNumber } from '../../../lib/format';
import { useAction } from '../../../lib/use-action';
import { Alert } from '../../../ui/alert';
import { buttonPrimary, cardClass } from '../../../ui/styles';
import { useErrorMessage } from '../../../ui/use-error-message';
import type { CreatedQuote } from '../api/create-quote';
import { reviseQuote } from '../api/revise-quote';
import { formFromQuote, requestOf } from '../model/quote-form';
import { PdfPreviewButton } from './pdf-preview-button';
import { QuoteDecision } from './quote-decision';
import { QuoteTotals } from './quote-totals';

/** Statuses a revision can follow (the server refuses the rest: a draft exists, or one was accepted). */
const revisable = new Set<QuoteDetail['status']>(['sent', 'declined', 'expired']);

type Props = { quote: QuoteDetail; canRevise: boolean; onRevised: (created: CreatedQuote) => void };

/**
 * A quotation that is no longer a draft, as it was sent: read-only, its PDF, and "Revise" (the next
 * revision as a draft, starting from this one's content) for roles that may quote.
 */
export function QuoteView({ quote, canRevise, onRevised }: Props) {
  const { t, locale } = useDeskI18n();
  const texts = t.quotes;
  const errorMessage = useErrorMessage();
  const revise = useAction(reviseQuote);
  const money = (amount: number) => formatMoney(amount, quote.currency, locale);

  const startRevision = async () => {
    const result = await revise.run(quote.id, requestOf(formFromQuote(quote, new Date())));
    if (result.ok) onRevised(result.value);
  };

  return (
    <div className="space-y-6">
      <section className={`${cardClass} space-y-4`} aria-labelledby="quote-content">
        <h2 id="quote-content" className="sr-only">
          {texts.editor.lines}
        </h2>
        {/* Only where a revision can follow: an accepted or superseded one has nothing left to change. */}
        {revisable.has(quote.status) && <p className="text-steel-700">{texts.editor.readOnly}</p>}
        <QuoteDecision quote={quote} />
        <p>
          <span className="font-semibold text-steel-700">{texts.validUntil}: </span>
          {formatDate(quote.validUntil, locale)}
        </p>
        <ol className="divide-y divide-steel-200 border-y border-steel-200">
          {quote.lines.map((line, index) => (
            // Lines have no id of their own and never reorder in a sent quotation: their place is their key.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index} className="space-y-1 py-2">
              <p className="font-semibold">
                {index + 1}. <bdi className="break-words whitespace-pre-line">{line.description}</bdi>
              </p>
              <p className="flex flex-wrap justify-between gap-x-4 text-steel-800">
                <span>
                  {formatMessage(texts.editor.lineSummary, {
                    quantity: `${formatNumber(line.quantity, locale, 3)}${line.unit ? ` ${t.inquiry.units[line.unit]}` : ''}`,
                    price: money(line.unitPrice),
                  })}
                  {line.discountPercent > 0 &&
                    `, ${formatMessage(texts.editor.lineDiscount, { discount: formatNumber(line.discountPercent, locale, 2) })}`}
                </span>
                <span>{money(line.amount)}</span>
              </p>
            </li>
          ))}
        </ol>
        <QuoteTotals
          totals={{
            lineAmounts: quote.lines.map((line) => line.amount),
            netTotal: quote.netTotal,
            vatAmount: quote.vatAmount,
            total: quote.total,
          }}
          currency={quote.currency}
          vat={quote.vat}
        />
        {(quote.terms.payment || quote.terms.delivery || quote.terms.notes) && (
          <dl className="space-y-2">
            {(
              [
                ['payment', texts.editor.payment],
                ['delivery', texts.editor.delivery],
                ['notes', texts.editor.notes],
              ] as const
            ).map(([key, label]) =>
              quote.terms[key] ? (
                <div key={key}>
                  <dt className="font-semibold text-steel-700">{label}</dt>
                  <dd className="break-words whitespace-pre-line">
                    <bdi>{quote.terms[key]}</bdi>
                  </dd>
                </div>
              ) : null,
            )}
          </dl>
        )}
      </section>
      <div className="flex flex-wrap items-start gap-3">
        <PdfPreviewButton quoteId={quote.id} />
        {canRevise && revisable.has(quote.status) && (
          <button
            type="button"
            className={buttonPrimary}
            aria-disabled={revise.isPending}
            onClick={() => void startRevision()}
          >
            {texts.editor.revise}
          </button>
        )}
      </div>
      {revise.error !== undefined && <Alert tone="error">{errorMessage(revise.error)}</Alert>}
    </div>
  );
}
