import { type DeskLocale, intlLocale } from '@sitedesk/shared/locales';
import { fromMinorUnits } from '@sitedesk/shared/quote-money';
import type { Clock } from '../../../platform/clock/clock';
import { enqueueMail } from '../../../platform/outbox/enqueue-mail';
import { selectWhoseInquiry, whoWantsIt } from '../../routing/staff-to-notify';
import { excerptOf } from '../inbound/notify-assignee';
import { type QuoteRow, selectInquiryForQuote, type Transaction } from './repository';

export type QuoteDecision = {
  status: 'accepted' | 'declined' | 'expired';
  acceptedName?: string;
  declineReason?: string | null;
};

/** Queues the staff notices of a quotation's decision in the caller's transaction; whether any was queued. */
export type QueueQuoteDecisionNotice = (
  tx: Transaction,
  quote: QuoteRow,
  decision: QuoteDecision,
) => Promise<boolean>;

/**
 * The buyer accepted or declined a quotation on their page, or it expired undecided (decision 222): whoever
 * the inquiry is hears of it by e-mail — the assignee; on an unassigned inquiry its team's members present
 * now; else every owner and admin, as for a visitor's answer (decision 174), whose switch it obeys: a
 * decision on a quotation is the buyer's answer to it. Queued with the decision, so none is lost and none
 * is sent for a decision that was rolled back.
 */
export function createQuoteDecisionNotifier(deps: {
  publicOrigin: string;
  companyName: string;
  now: Clock;
}): QueueQuoteDecisionNotice {
  return async (tx, quote, decision) => {
    const inquiry = await selectInquiryForQuote(tx, quote.inquiryId);
    // A spam inquiry's quotation expiring is nobody's news: the inquiry is out of the inbox.
    if (!inquiry || inquiry.status === 'spam') return false;
    const { reason, candidates } = await selectWhoseInquiry(tx, inquiry, deps.now(), 'reply');
    const recipients = whoWantsIt(candidates);
    for (const recipient of recipients) {
      const { locale } = recipient;
      await enqueueMail(tx, {
        template: 'quote-decided',
        props: {
          locale,
          decision: decision.status,
          reference: inquiry.reference,
          visitorName: inquiry.name,
          quoteNumber: quote.number,
          revision: quote.revision,
          total: formatTotal(quote, locale),
          ...(decision.acceptedName ? { acceptedName: decision.acceptedName } : {}),
          // The reason's first words, on one line (as a visitor's answer's notice has them): the whole
          // of it is in the desk, and a long one could dress up as this mail's own links.
          ...(decision.declineReason ? { declineReason: excerptOf(decision.declineReason) } : {}),
          deskUrl: `${deps.publicOrigin}/desk/inquiries/${quote.inquiryId}`,
          companyName: deps.companyName,
          siteUrl: deps.publicOrigin,
          reason,
        },
        to: [recipient.email],
        // One notice per quotation, decision and member, however often a step is retried.
        idempotencyKey: `quote-${quote.id}-${decision.status}-${recipient.userId}`,
        inquiryId: quote.inquiryId,
      });
    }
    return recipients.length > 0;
  };
}

function formatTotal(quote: Pick<QuoteRow, 'totalMinor' | 'currency'>, locale: DeskLocale): string {
  return new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency: quote.currency }).format(
    fromMinorUnits(quote.totalMinor, quote.currency),
  );
}
