import { randomBytes, randomUUID } from 'node:crypto';
import type { Database } from '@sitedesk/db/client';
import { webhookDeliveries, webhookEndpoints } from '@sitedesk/db/webhooks-schema';
import { and, eq, sql } from 'drizzle-orm';
import { type WebhookEvent, webhookPayload } from './events';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A Standard Webhooks message id: `msg_` and 128 random bits, the same on every attempt. */
export function newMessageId(): string {
  return `msg_${randomBytes(16).toString('base64url')}`;
}

/**
 * The one way an event reaches the webhooks: call it inside the transaction of the change it announces,
 * like `enqueueMail`, so a delivery exists exactly when the change does. Queues one delivery per enabled
 * endpoint subscribed to the event; the caller wakes the worker after the commit. Resolves how many.
 */
export async function enqueueWebhookEvent(
  tx: Database | Transaction,
  event: WebhookEvent,
  at: Date = new Date(),
): Promise<number> {
  const endpoints = await tx
    .select({ id: webhookEndpoints.id, includesPersonalData: webhookEndpoints.includesPersonalData })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.isEnabled, true),
        sql`${webhookEndpoints.events} @> ${JSON.stringify([event.type])}::jsonb`,
      ),
    );
  if (endpoints.length === 0) return 0;
  await tx.insert(webhookDeliveries).values(
    endpoints.map((endpoint) => ({
      id: randomUUID(),
      messageId: newMessageId(),
      endpointId: endpoint.id,
      eventType: event.type,
      payload: webhookPayload(event, at, endpoint.includesPersonalData),
      inquiryId: event.inquiryId ?? null,
    })),
  );
  return endpoints.length;
}
