import { createHmac } from 'node:crypto';
import type { Database } from '@sitedesk/db/client';
import { inquiryActivity } from '@sitedesk/db/desk-schema';
import { inquiries } from '@sitedesk/db/schema';
import { type ApiInquiryCreated, apiIdempotencyKeyPattern } from '@sitedesk/shared/api-keys-api';
import type { Locale } from '@sitedesk/shared/locales';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../../http/app-error';
import type { createInquiryService } from '../intake';

type IntakeService = ReturnType<typeof createInquiryService>;

/** What came with `POST /api/v1/inquiries`: the body as read, and the text it was read from. */
export type ServerInquiryRequest = {
  keyId: string;
  body: unknown;
  text: string;
  /** The `Idempotency-Key` header, as it came (checked here). */
  idempotencyKey: string | undefined;
  /** The language of field errors when the body names none (`Accept-Language`). */
  fallbackLocale: Locale;
};

/**
 * Creates an inquiry for a server holding an API key (decision 235), through the contact form's own intake
 * (validation, routing, mails, webhooks, outbox), without its proof of work. With an `Idempotency-Key`,
 * the inquiry's id is derived from the key and that header, so a retry meets the first inquiry, by a read
 * or, when two arrive at once, by the primary key: the same body answers the first inquiry again, another
 * body is refused (422). No table of its own: the first activity row keeps the body's keyed hash.
 */
export async function createServerInquiry(
  deps: { db: Database; intake: IntakeService; secret: string; perHour: number },
  request: ServerInquiryRequest,
): Promise<{ created: ApiInquiryCreated; isReplay: boolean }> {
  const { idempotencyKey } = request;
  if (idempotencyKey !== undefined && !apiIdempotencyKeyPattern.test(idempotencyKey)) {
    throw new AppError('validation_failed', { fields: { 'Idempotency-Key': { code: 'invalid' } } });
  }
  const inquiryId =
    idempotencyKey === undefined
      ? undefined
      : idempotentInquiryId(deps.secret, request.keyId, idempotencyKey);
  const requestHash = keyedHash(deps.secret, `idempotent-body\n${request.text}`);
  if (inquiryId) {
    const first = await firstOfRetry(deps.db, inquiryId, requestHash);
    if (first) return { created: first, isReplay: true };
  }
  try {
    const created = await deps.intake.submit({
      fields: request.body,
      files: [],
      // Stored on the row in place of a visitor's hashed address: which key sent it (no personal data).
      clientHash: `api-key:${request.keyId}`,
      fallbackLocale: request.fallbackLocale,
      server: {
        ...(inquiryId ? { inquiryId } : {}),
        trace: { apiKeyId: request.keyId, ...(inquiryId ? { requestHash } : {}) },
        perHour: deps.perHour,
      },
    });
    return { created, isReplay: false };
  } catch (error) {
    // Two requests with the same key at once: the second's insert met the first's row and rolled back.
    if (inquiryId && isUniqueViolation(error)) {
      const first = await firstOfRetry(deps.db, inquiryId, requestHash);
      if (first) return { created: first, isReplay: true };
    }
    throw error;
  }
}

/**
 * The inquiry a retry with this id meets: `undefined` when there is none (never made, or erased since); a
 * different body than the first's is refused, so a reused key never hides a second, different inquiry.
 */
async function firstOfRetry(
  db: Database,
  inquiryId: string,
  requestHash: string,
): Promise<ApiInquiryCreated | undefined> {
  const [row] = await db
    .select({ id: inquiries.id, reference: inquiries.reference, details: inquiryActivity.details })
    .from(inquiries)
    .leftJoin(
      inquiryActivity,
      and(eq(inquiryActivity.inquiryId, inquiries.id), eq(inquiryActivity.action, 'created')),
    )
    .where(eq(inquiries.id, inquiryId));
  if (!row) return undefined;
  const stored = (row.details ?? {}) as { requestHash?: unknown };
  if (stored.requestHash !== requestHash) {
    throw new AppError('validation_failed', {
      fields: { 'Idempotency-Key': { code: 'idempotency_key_reused' } },
    });
  }
  return { id: row.id, reference: row.reference };
}

/**
 * A UUID (version 8, RFC 9562's custom kind) from the key and the header: the same pair always gives the
 * same id, another key's same header another id, and nobody without the server's secret can tell which
 * header made which id.
 */
export function idempotentInquiryId(secret: string, keyId: string, idempotencyKey: string): string {
  const bytes = createHmac('sha256', secret)
    .update(`idempotent-inquiry\n${keyId}\n${idempotencyKey}`)
    .digest()
    .subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x80;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Keyed, so the stored hash of a body (which holds a person's data) cannot be checked against guesses. */
function keyedHash(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text).digest('base64url');
}

function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; typeof cause === 'object' && cause !== null; ) {
    if ((cause as { code?: unknown }).code === '23505') return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}
