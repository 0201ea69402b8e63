/**
 * Quotations (issue 27 §3, decisions 218 and 220): built, revised and sent from the desk as a PDF into the
 * conversation, decided on the buyer's own page, expired by a job; the inquiry's outcome follows.
 */
export { createQuoteExpiryJob } from './expiry-job';
export { createQuoteDecisionNotifier } from './notify-decision';
export { closeQuotePdfRenderer, renderQuotePdf } from './pdf';
export { quoteRoutes } from './routes';
export { createQuoteService, type QuoteService } from './service';
