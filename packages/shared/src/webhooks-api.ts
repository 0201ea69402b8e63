import { z } from 'zod';
import { isStorableText, textSchema } from './text';

/**
 * Signed webhooks (issue 28 §1, decision 224): the contract of `/api/desk/webhooks`, shared by the server
 * and the desk. Deliveries follow Standard Webhooks 1.0 (`webhook-id`, `webhook-timestamp`,
 * `webhook-signature`; `whsec_` secrets).
 */

/** The events an endpoint can subscribe to; more join the list as their features announce them. */
export const webhookEventTypes = [
  'inquiry.created',
  'inquiry.updated',
  'message.received',
  'message.sent',
  'person.erased',
  'quote.sent',
  'quote.accepted',
  'quote.declined',
] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];

export const webhookUrlMaxLength = 2000;

/**
 * An absolute http(s) URL without credentials or fragment. Whether plain http is accepted depends on the
 * server's WEBHOOK_ALLOW_PRIVATE_TARGETS, so the server adds that check; the addresses a host resolves to
 * are checked at every delivery attempt, not here (DNS can change).
 */
export const webhookUrlSchema = z
  .string({ error: 'required' })
  .trim()
  .max(webhookUrlMaxLength, 'too_long')
  .refine(isStorableText, 'invalid_characters')
  .refine(isWebhookUrl, 'invalid_format');

function isWebhookUrl(text: string): boolean {
  if (!URL.canParse(text)) return false;
  const url = new URL(text);
  return (
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    url.hostname !== '' &&
    url.username === '' &&
    url.password === '' &&
    url.hash === ''
  );
}

const eventsSchema = z
  .array(z.enum(webhookEventTypes, { error: 'invalid_value' }))
  .min(1, 'required')
  .max(webhookEventTypes.length, 'too_big')
  .refine((events) => new Set(events).size === events.length, 'invalid_value');

/** POST /api/desk/webhooks and PUT /api/desk/webhooks/:id */
export const webhookEndpointRequestSchema = z.object({
  url: webhookUrlSchema,
  events: eventsSchema,
  description: textSchema().max(500, 'too_long').nullable().optional(),
  /** Whether payloads carry the visitor's name, company, e-mail, phone and message (default: no). */
  includesPersonalData: z.boolean({ error: 'invalid_type' }).optional(),
  /** Switches an endpoint off or back on (re-enabling clears why it stopped); default on. */
  isEnabled: z.boolean({ error: 'invalid_type' }).optional(),
});
export type WebhookEndpointRequest = z.infer<typeof webhookEndpointRequestSchema>;

/** POST /api/desk/webhooks/:id/test */
export const webhookTestRequestSchema = z.object({
  event: z.enum(webhookEventTypes, { error: 'invalid_value' }).optional(),
});

/** An endpoint as the desk lists it: never its secret. */
export type WebhookEndpoint = {
  id: string;
  url: string;
  description: string | null;
  events: WebhookEventType[];
  includesPersonalData: boolean;
  isEnabled: boolean;
  disabledReason: 'manual' | 'gone' | 'failing' | null;
  disabledAt: string | null;
  createdAt: string;
  /** The newest delivery: how it stands, when it was last tried (or queued), the receiver's last status. */
  lastDelivery: {
    status: WebhookDelivery['status'];
    at: string;
    lastStatus: number | null;
  } | null;
};

/** POST /api/desk/webhooks/:id/deliveries/replay-failed: how many deliveries were queued again. */
export type WebhookReplayFailedResult = { queued: number };

/** One delivery in an endpoint's log: when, how it went, the start of the receiver's answer. */
export type WebhookDelivery = {
  id: string;
  messageId: string;
  eventType: string;
  status: 'pending' | 'sending' | 'delivered' | 'failed';
  attempts: number;
  createdAt: string;
  lastAttemptAt: string | null;
  nextAttemptAt: string | null;
  deliveredAt: string | null;
  lastStatus: number | null;
  lastError: string | null;
  durationMs: number | null;
  responseExcerpt: string | null;
};
