import { formatMessage } from '@sitedesk/shared/messages/format';
import type { QuoteDetail } from '@sitedesk/shared/quotes-api';
import { useDeskI18n } from '../../../app/desk-i18n';
import { formatDateTime } from '../../../lib/format';
import { MessageWithNames } from '../../../ui/message-with-names';

/** When it was sent and what the buyer decided: the typed name and time of an acceptance, a decline's reason. */
export function QuoteDecision({ quote }: { quote: QuoteDetail }) {
  const { t, locale } = useDeskI18n();
  const texts = t.quotes;
  return (
    <>
      {quote.sentAt && (
        <p className="text-steel-700">
          {formatMessage(texts.sentAt, { time: formatDateTime(quote.sentAt, locale) })}
        </p>
      )}
      {quote.status === 'accepted' && quote.decidedAt && (
        <p className="font-semibold text-petrol-900">
          <MessageWithNames
            template={texts.acceptedBy}
            values={{ name: quote.acceptedName ?? '', time: formatDateTime(quote.decidedAt, locale) }}
          />
        </p>
      )}
      {quote.status === 'declined' && quote.decidedAt && (
        <p className="font-semibold text-signal-800">
          {formatMessage(texts.declinedAt, { time: formatDateTime(quote.decidedAt, locale) })}
          {quote.declineReason && (
            <>
              {' '}
              <MessageWithNames template={texts.declineReason} values={{ reason: quote.declineReason }} />
            </>
          )}
        </p>
      )}
    </>
  );
}
