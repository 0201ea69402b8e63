import type { Logger } from 'pino';
import type { ScheduledJob } from '../../../platform/jobs/scheduled-job';
import type { QuoteService } from './service';

export const quoteExpiryJobName = 'quote-expiry';

/**
 * Sent quotations expire the day after their last valid day (decision 220): the buyer's page no longer
 * offers Accept, and the inquiry is lost unless another quotation of it is accepted or still open. Before
 * that, the buyer is reminded once (decision 222).
 */
export function createQuoteExpiryJob(deps: {
  quotes: Pick<QuoteService, 'expireDue' | 'remindDue'>;
  logger: Pick<Logger, 'info'>;
  everySeconds: number;
}): ScheduledJob {
  return {
    name: quoteExpiryJobName,
    everySeconds: deps.everySeconds,
    async run(now) {
      let expired = 0;
      // Batch after batch: a round ends when a batch comes back short.
      for (;;) {
        const batch = await deps.quotes.expireDue(now);
        expired += batch;
        if (batch < 100) break;
      }
      if (expired > 0) deps.logger.info({ job: quoteExpiryJobName, expired }, 'quotations expired');
      let reminded = 0;
      for (;;) {
        const batch = await deps.quotes.remindDue(now);
        reminded += batch;
        if (batch < 100) break;
      }
      if (reminded > 0)
        deps.logger.info({ job: quoteExpiryJobName, reminded }, 'buyers reminded of quotations');
    },
  };
}
