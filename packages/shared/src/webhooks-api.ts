import { z } from 'zod';
import { keysetCursorSchema } from './keyset-cursor';
import { type DeskLocale, deskLocales } from './locales';
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
  /** A first or next answer's deadline passed unanswered (decision 230). */
  'inquiry.overdue',
  'message.received',
  'message.sent',
  /** A staff member wrote an internal note on an inquiry (its text only to endpoints with personal data). */
  'note.added',
  'person.erased',
  'quote.sent',
  'quote.accepted',
  'quote.declined',
] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];

/**
 * What an endpoint is (decision 230): a receiver of signed Standard Webhooks, or a chat channel's incoming
 * webhook (Slack) or Workflows trigger (Microsoft Teams) that gets a rendered notice, unsigned.
 */
export const webhookKinds = ['standard', 'slack', 'teams'] as const;
export type WebhookKind = (typeof webhookKinds)[number];

/** The events a chat channel can be told of: the moments a sales team acts on. */
export const chatEventTypes = [
  'inquiry.created',
  'message.received',
  'inquiry.overdue',
  'quote.accepted',
] as const satisfies readonly WebhookEventType[];

export function isChatKind(kind: WebhookKind | undefined): kind is 'slack' | 'teams' {
  return kind === 'slack' || kind === 'teams';
}

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

/**
 * POST /api/desk/webhooks and PUT /api/desk/webhooks/:id. A chat endpoint's URL is its secret (decision
 * 230): it is never shown again, so a change may leave it out to keep the one stored.
 */
export const webhookEndpointRequestSchema = z
  .object({
    /** Default `standard`; fixed once created. */
    kind: z.enum(webhookKinds, { error: 'invalid_value' }).optional(),
    url: webhookUrlSchema.optional(),
    events: eventsSchema,
    description: textSchema().max(500, 'too_long').nullable().optional(),
    /**
     * Standard: whether payloads carry the visitor's name, company, e-mail, phone and message (default:
     * no). Chat: whether the notice shows the first lines of the visitor's message (default: no).
     */
    includesPersonalData: z.boolean({ error: 'invalid_type' }).optional(),
    /** Chat only: notices of this routing team's inquiries only; `null` or absent, of every inquiry. */
    teamId: z.uuid({ error: 'invalid_format' }).nullable().optional(),
    /** Chat only: the language the notices are written in (a desk language; default English). */
    locale: z.enum(deskLocales, { error: 'invalid_value' }).optional(),
    /** Switches an endpoint off or back on (re-enabling clears why it stopped); default on. */
    isEnabled: z.boolean({ error: 'invalid_type' }).optional(),
  })
  .superRefine((request, context) => {
    if (!isChatKind(request.kind)) {
      if (request.url === undefined) context.addIssue({ code: 'custom', message: 'required', path: ['url'] });
      return;
    }
    request.events.forEach((event, index) => {
      if (!(chatEventTypes as readonly string[]).includes(event)) {
        context.addIssue({ code: 'custom', message: 'invalid_value', path: ['events', index] });
      }
    });
  });
export type WebhookEndpointRequest = z.infer<typeof webhookEndpointRequestSchema>;

/** POST /api/desk/webhooks/:id/test */
export const webhookTestRequestSchema = z.object({
  event: z.enum(webhookEventTypes, { error: 'invalid_value' }).optional(),
});

/**
 * An endpoint as the desk lists it: never its secret. A chat endpoint's `url` is only its host and last
 * characters (`https://hooks.slack.com/…x7Qz`).
 */
export type WebhookEndpoint = {
  id: string;
  kind: WebhookKind;
  url: string;
  teamId: string | null;
  locale: DeskLocale;
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

/** Where a delivery stands: waiting (perhaps for a retry), on its way, received, or given up. */
export const webhookDeliveryStatuses = ['pending', 'sending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof webhookDeliveryStatuses)[number];

/**
 * GET …/webhooks/:id/deliveries, the desk's and `/api/v1`'s alike (decision 241) — query string: newest
 * first, `limit` at a time; `cursor` is the previous page's `nextCursor`; `status` and `event` narrow it.
 */
export const webhookDeliveryQuerySchema = z.object({
  limit: z.coerce.number({ error: 'invalid_value' }).int().min(1).max(100).default(100),
  status: z.enum(webhookDeliveryStatuses, { error: 'invalid_value' }).optional(),
  event: z.enum(webhookEventTypes, { error: 'invalid_value' }).optional(),
  cursor: keysetCursorSchema.optional(),
});
export type WebhookDeliveryQuery = z.infer<typeof webhookDeliveryQuerySchema>;

/** One delivery in an endpoint's log: when, how it went, the start of the receiver's answer. */
export type WebhookDelivery = {
  id: string;
  messageId: string;
  eventType: string;
  status: WebhookDeliveryStatus;
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

/** A page of the delivery log: `nextCursor` asks for the older ones, `null` when there are none. */
export type WebhookDeliveryPage = { items: WebhookDelivery[]; nextCursor: string | null };
