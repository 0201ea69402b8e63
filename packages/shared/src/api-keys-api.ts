import { z } from 'zod';
// ── decision 236: webhooks and content under /api/v1 (imports) ──
import type { CollectionId } from './collections/entries';
import { inquiryNoteMaxLength, inquiryStatuses } from './desk-api';
import { topicKeySchema } from './inquiry-topics-api';
import { keysetCursorSchema } from './keyset-cursor';
import { defaultLocale, type Locale, locales } from './locales';
// ── end decision 236 imports ──
import type { StaffRole } from './permissions';
import type { QuoteRequestDetails } from './quote-request';
import { queryTextSchema, requiredTextSchema } from './text';
import type { TopicFieldAnswer } from './topic-fields';
import {
  type WebhookEventType,
  type WebhookKind,
  webhookEndpointRequestSchema,
  webhookUrlSchema,
} from './webhooks-api';

/**
 * API keys and the public API `/api/v1` (issue 28 §3, decision 231): the contract of `/api/desk/api-keys`,
 * shared by the server and the desk, and the requests `/api/v1` validates.
 */

/** What a key may do; a key holds one or more, and never more than its creator's role allows. */
export const apiKeyScopes = [
  'inquiries:read',
  'inquiries:write',
  'content:read',
  'webhooks:manage',
  // Decision 237: a person's data found and exported, or erased, by address (`/api/v1/people/*`).
  'people:export',
  'people:erase',
] as const;
export type ApiKeyScope = (typeof apiKeyScopes)[number];

/**
 * Scopes only an owner may put on a key (decision 237): a key that exports or erases anyone's data by
 * address is as strong as the owner's own hand, so an admin cannot mint one.
 */
export const ownerOnlyApiKeyScopes: readonly ApiKeyScope[] = ['people:export', 'people:erase'];

/** Whether a member of `role` may create a key carrying every one of `scopes`. */
export function canGrantApiKeyScopes(role: StaffRole, scopes: readonly ApiKeyScope[]): boolean {
  return role === 'owner' || !scopes.some((scope) => ownerOnlyApiKeyScopes.includes(scope));
}

export const apiKeyNameMaxLength = 100;

/** POST /api/desk/api-keys */
export const apiKeyCreateRequestSchema = z.object({
  name: requiredTextSchema(apiKeyNameMaxLength),
  scopes: z
    .array(z.enum(apiKeyScopes, { error: 'invalid_value' }))
    .min(1, 'required')
    .max(apiKeyScopes.length, 'too_big')
    .refine((scopes) => new Set(scopes).size === scopes.length, 'invalid_value'),
  /** When the key stops working (ISO 8601 with offset, in the future); none: until revoked. */
  expiresAt: z.iso.datetime({ offset: true, error: 'invalid_date' }).nullable().optional(),
});
export type ApiKeyCreateRequest = z.infer<typeof apiKeyCreateRequestSchema>;

/** A key as the desk lists it: its prefix, never its secret or the secret's hash. */
export type ApiKey = {
  id: string;
  name: string;
  /** The visible start of the key (`sdk_<prefix>_…`), to tell keys apart. */
  prefix: string;
  scopes: ApiKeyScope[];
  expiresAt: string | null;
  /** To the minute at best: the service writes it at most once a minute per key. */
  lastUsedAt: string | null;
  revokedAt: string | null;
  createdAt: string;
  createdBy: { id: string; name: string } | null;
};

/** 201 of POST /api/desk/api-keys: `key` is the whole secret, in this answer only. */
export type ApiKeyCreated = ApiKey & { key: string };

/** GET /api/v1/inquiries — query string. */
export const apiInquiryListQuerySchema = z.object({
  status: z.enum(inquiryStatuses).optional(),
  /** A staff member's id, or `none` for unassigned. */
  assignee: queryTextSchema(64).min(1).optional(),
  topic: topicKeySchema.optional(),
  /** Only inquiries changed at or after this instant (ISO 8601 with offset). */
  updatedSince: z.iso
    .datetime({ offset: true, error: 'invalid_date' })
    // Year 0 fits ISO 8601 but not PostgreSQL, which would refuse it in the query (a 500).
    .refine((value) => {
      const year = new Date(value).getUTCFullYear();
      return year >= 1 && year <= 9999;
    }, 'invalid_date')
    .optional(),
  /** The `nextCursor` of the previous page, as it was given. */
  cursor: keysetCursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type ApiInquiryListQuery = z.infer<typeof apiInquiryListQuerySchema>;

/** PATCH /api/v1/inquiries/{id}: any of status, assignee and the whole set of tags. */
export const apiInquiryUpdateSchema = z
  .object({
    status: z.enum(inquiryStatuses).optional(),
    /** A staff member's id, or `null` to unassign. */
    assigneeId: queryTextSchema(64).min(1).nullable().optional(),
    /** The tags' ids (`GET /api/desk/tags`) the inquiry carries afterwards: others are taken off. */
    tagIds: z
      .array(z.uuid({ error: 'invalid' }))
      .max(100, 'too_big')
      .refine((ids) => new Set(ids).size === ids.length, 'invalid_value')
      .optional(),
  })
  .refine(
    (update) => update.status !== undefined || update.assigneeId !== undefined || update.tagIds !== undefined,
    'empty_update',
  );
export type ApiInquiryUpdate = z.infer<typeof apiInquiryUpdateSchema>;

/** One inquiry as `/api/v1` shows it: a stable shape of its own, not the desk's. */
export type ApiInquiry = {
  id: string;
  reference: string;
  status: (typeof inquiryStatuses)[number];
  topic: string;
  name: string;
  company: string;
  email: string;
  phone: string | null;
  country: string;
  locale: string;
  assigneeId: string | null;
  tags: { id: string; name: string }[];
  firstAnswerDueAt: string | null;
  /** A request for a quotation's products, date, delivery and references; `null` when it has none. */
  quoteRequest: QuoteRequestDetails | null;
  /** The answers to the topic's extra fields, labelled as the visitor saw them (decision 232). */
  fields: TopicFieldAnswer[];
  createdAt: string;
  updatedAt: string;
};

/** One message of the inquiry's thread: the visitor's first one, then the e-mails both ways. */
export type ApiInquiryMessage = {
  id: string;
  direction: 'inbound' | 'outbound';
  text: string;
  createdAt: string;
};

export type ApiInquiryDetail = ApiInquiry & { message: string; messages: ApiInquiryMessage[] };

/**
 * What a change answers to a key that may write but not read: what it changed, and nothing of the
 * visitor's, so `inquiries:write` alone never reads an inquiry.
 */
export type ApiInquiryChanged = Pick<
  ApiInquiry,
  'id' | 'reference' | 'status' | 'assigneeId' | 'tags' | 'updatedAt'
>;

/** GET /api/v1/inquiries: `nextCursor` while more match. */
export type ApiInquiryPage = { items: ApiInquiry[]; nextCursor: string | null };

// ── decision 236: webhooks (`webhooks:manage`) and published content (`content:read`) under /api/v1 ──

/**
 * The desk's own field rules (URL checks, events list and its bound, description length), so an endpoint
 * made by API is checked exactly as one made in the desk; the server adds the same https rule to both.
 */
const deskWebhookFields = webhookEndpointRequestSchema.shape;

/**
 * Personal data is switched on in the desk only (decision 236): a leaked `webhooks:manage` key must not be
 * able to send visitors' names, e-mails and messages to a URL of its choosing.
 */
const noPersonalDataByApi = deskWebhookFields.includesPersonalData.refine(
  (value) => value !== true,
  'desk_only',
);

/** POST /api/v1/webhooks: a standard (signed) endpoint; Slack and Teams destinations are made in the desk. */
export const apiWebhookCreateSchema = z
  .object({
    kind: z.literal('standard', { error: 'invalid_value' }).optional(),
    url: webhookUrlSchema.optional(),
    events: deskWebhookFields.events,
    description: deskWebhookFields.description,
    includesPersonalData: noPersonalDataByApi,
    isEnabled: deskWebhookFields.isEnabled,
  })
  // Left out, the URL is a 422 `required`, the code the desk answers it with.
  .superRefine((request, context) => {
    if (request.url === undefined) context.addIssue({ code: 'custom', message: 'required', path: ['url'] });
  });
export type ApiWebhookCreate = z.infer<typeof apiWebhookCreateSchema>;

/** PATCH /api/v1/webhooks/{id}: any of these; what is left out stays as it is. */
export const apiWebhookUpdateSchema = z
  .object({
    url: webhookUrlSchema.optional(),
    events: deskWebhookFields.events.optional(),
    description: deskWebhookFields.description,
    includesPersonalData: noPersonalDataByApi,
    isEnabled: deskWebhookFields.isEnabled,
  })
  .refine((update) => Object.values(update).some((value) => value !== undefined), 'empty_update');
export type ApiWebhookUpdate = z.infer<typeof apiWebhookUpdateSchema>;

/**
 * An endpoint as `/api/v1` shows it: never a secret. A Slack or Teams destination's URL is its secret
 * (decision 230), so `url` is `null` for them, not even the desk's masked form.
 */
export type ApiWebhookEndpoint = {
  id: string;
  kind: WebhookKind;
  url: string | null;
  description: string | null;
  events: WebhookEventType[];
  includesPersonalData: boolean;
  isEnabled: boolean;
  disabledReason: 'manual' | 'gone' | 'failing' | null;
  createdAt: string;
};

/** 201 of POST /api/v1/webhooks: `secret` (`whsec_…`) is in this answer only. */
export type ApiWebhookCreated = ApiWebhookEndpoint & { secret: string };

/** GET /api/v1/collections/{collection}/entries — query string. */
export const apiEntryListQuerySchema = z.object({
  /** The site language to read (default: the default language); one the site does not offer is 422. */
  locale: z.enum(locales, { error: 'invalid_value' }).default(defaultLocale),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  /**
   * How many entries of the site's order to skip: the `nextOffset` of the previous page. Kept for the
   * clients that page this way; `cursor` does not skip or repeat an entry while editors publish.
   */
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  /** The `nextCursor` of the previous page (decision 241): opaque base64url, decoded by the server. */
  cursor: keysetCursorSchema.optional(),
});
export type ApiEntryListQuery = z.infer<typeof apiEntryListQuerySchema>;

/** GET /api/v1/collections/{collection}/entries/{id} — query string. */
export const apiEntryQuerySchema = apiEntryListQuerySchema.pick({ locale: true });

/** One published entry in one language, as the public site shows it. */
export type ApiEntry = {
  id: string;
  collection: CollectionId;
  /** The language asked for. */
  locale: Locale;
  /** The language the document is in: `locale`, or another an editor chose to show it in. */
  language: Locale;
  /** The published document (blank translated texts filled from the default language). */
  document: Record<string, unknown>;
  /** The entry's public path in each language the site shows it in. */
  paths: Partial<Record<Locale, string>>;
  publishedAt: string;
};

/** In the site's order (news newest first, products by position, open jobs by closing date, pages by title). */
export type ApiEntryPage = {
  items: ApiEntry[];
  total: number;
  nextOffset: number | null;
  /** Pass it back as `cursor` for the next page; `null` on the last one (decision 241). */
  nextCursor: string | null;
};

// ── end decision 236 ──
// ── Notes and server-to-server creation (decision 235) ──────────────────────────────────────────────

/** POST /api/v1/inquiries/{id}/notes: an internal note, as long as one the desk takes. */
export const apiInquiryNoteCreateSchema = z.object({ text: requiredTextSchema(inquiryNoteMaxLength) });
export type ApiInquiryNoteCreate = z.infer<typeof apiInquiryNoteCreateSchema>;

/** One internal note: staff only, never shown to the visitor. `author` is `null` once they left the team. */
export type ApiInquiryNote = {
  id: string;
  author: { id: string; name: string } | null;
  text: string;
  createdAt: string;
};

/** GET /api/v1/inquiries/{id}/notes: oldest first. */
export type ApiInquiryNoteList = { items: ApiInquiryNote[] };

/**
 * The `Idempotency-Key` header of POST /api/v1/inquiries: 1–255 visible ASCII characters (a UUID, say).
 * Anything else is refused (422), never stored or hashed as it came.
 */
export const apiIdempotencyKeyPattern = /^[\x21-\x7e]{1,255}$/;

/** 201 of POST /api/v1/inquiries: what the contact form answers, the same for an idempotent retry. */
export type ApiInquiryCreated = { id: string; reference: string };
