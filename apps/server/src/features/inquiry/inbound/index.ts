/**
 * Inbound: the visitor's answers by e-mail, from the SMTP listener or a provider's webhook, parsed in worker
 * threads, matched to their inquiry by the reply token and threaded into its conversation.
 */

export { createReplyNotifier } from './notify-assignee';
export { ownTextOf } from './own-text';
export { defaultParseLimits } from './parse-message';
export { createParsePool } from './parse-pool';
export { inboundRoutes } from './routes';
export { createInboundMailService, type InboundMailService } from './service';
export type { InboundSmtpListener } from './smtp-listener';
export { composeVisitorAnswer } from './visitor-answer';
export { createWebhookBodyGate } from './webhook-body';

/**
 * The SMTP listener is loaded only where INBOUND_SMTP_PORT asks for it: smtp-server costs ~13 MB of memory
 * (decision 141) that a site taking answers through a webhook, or none, should not pay.
 */
export const loadSmtpListener = () => import('./smtp-listener');
