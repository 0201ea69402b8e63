/**
 * Signed webhooks (issue 28 §1, decision 224): endpoints kept by owners and admins, events queued in the
 * transaction of their change, delivered by a worker per Standard Webhooks 1.0.
 */
export { createWebhookAnnouncer, type WebhookAnnouncer } from './announce';
export { createWebhookDeliverySweepJob } from './delivery-sweep-job';
export { createDisabledNotice } from './disabled-notice';
export { enqueueWebhookEvent } from './enqueue';
export { inquiryCreatedEvent, quoteEvent, type WebhookEvent } from './events';
export { webhookRoutes } from './routes';
export { createWebhookService, type WebhookService } from './service';
export { startWebhookWorker, type WebhookOutcome, type WebhookWorker } from './worker';
