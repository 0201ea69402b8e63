import { Hono } from 'hono';
import { AppError } from '../../../http/app-error';
import type { MailEnvelope } from './parse-message';
import type { InboundMailService } from './service';
import { credentialsOf, isSameSecret } from './webhook-auth';
import { readBody, readSignedBody, type WebhookBodyGate } from './webhook-body';

export type InboundRoutesDependencies = {
  inbound: InboundMailService;
  /** `undefined`: the webhook does not exist (404). */
  webhookSecret: string | undefined;
  maxBytes: number;
  /** Bodies read at once, and the bytes held before a signature is checked (`createWebhookBodyGate`). */
  bodies: WebhookBodyGate;
  /** Where signed bodies wait for their signature beyond the first bytes; default: the system's temp folder. */
  spoolDir?: string;
};

/** A provider's form fields around the message (SendGrid's envelope, spam report…) need some room. */
const multipartOverheadBytes = 1024 * 1024;

/** Seconds a provider is asked to wait when all body slots are taken. */
const busyRetryAfterSeconds = 5;

/**
 * `POST /api/inbound/mail`: hosted mail providers hand over a received message. The body is the raw
 * message (`message/rfc822`), or SendGrid Inbound Parse's "raw, full MIME message" form (`multipart/form-data`
 * with the message in `email`). Not under `/api/desk`: no session and no origin, its own shared secret.
 *
 * Nothing is read before the credentials allow it: a Bearer or Basic secret is checked from the headers; a
 * signed body streams through its HMAC and is held in memory only up to a small size until the signature
 * matched (decision 161).
 */
export function inboundRoutes(deps: InboundRoutesDependencies) {
  return new Hono().post('/inbound/mail', async (c) => {
    const secret = deps.webhookSecret;
    if (!secret) throw new AppError('not_found');
    const credentials = credentialsOf(c.req.raw.headers);
    if (credentials.kind === 'none') throw new AppError('unauthorized');
    if (credentials.kind === 'secret' && !isSameSecret(credentials.value, secret)) {
      throw new AppError('forbidden');
    }
    const maxBodyBytes = deps.maxBytes + multipartOverheadBytes;
    const declaredLength = Number(c.req.header('content-length') ?? 0);
    if (declaredLength > maxBodyBytes) throw new AppError('payload_too_large');
    const leave = deps.bodies.tryEnter();
    if (!leave) throw new AppError('rate_limited', { retryAfterSeconds: busyRetryAfterSeconds });
    try {
      const body =
        credentials.kind === 'signature'
          ? await readSignedBody(c.req.raw.body, {
              maxBytes: maxBodyBytes,
              secret,
              signatureHex: credentials.hex,
              gate: deps.bodies,
              spoolDir: deps.spoolDir,
            })
          : await readBody(c.req.raw.body, maxBodyBytes);
      const { raw, envelope } = await messageOf(c.req.header('content-type'), body);
      if (raw.byteLength > deps.maxBytes) throw new AppError('payload_too_large');
      // A provider hands over every sender's mail through one client: the limit is per sending address.
      const outcome = await deps.inbound.receive(raw, envelope, { countSender: true });
      if (outcome.kind === 'rate_limited') throw new AppError('rate_limited');
      // A message for no inquiry is refused like the listener's 550: the provider should bounce it.
      if (outcome.kind === 'unmatched') throw new AppError('validation_failed');
      return c.json({ status: outcome.kind, inquiryId: outcome.inquiryId }, 202);
    } finally {
      leave();
    }
  });
}

async function messageOf(
  contentType: string | undefined,
  body: Uint8Array<ArrayBuffer>,
): Promise<{ raw: Uint8Array; envelope: MailEnvelope }> {
  const mediaType = contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (mediaType === 'message/rfc822') return { raw: body, envelope: { recipients: [] } };
  if (mediaType !== 'multipart/form-data') throw new AppError('unsupported_media_type');
  let form: FormData;
  try {
    form = await new Request('http://inbound.invalid/', {
      method: 'POST',
      headers: { 'content-type': contentType ?? '' },
      body,
    }).formData();
  } catch {
    throw new AppError('bad_request');
  }
  const email = form.get('email');
  if (email === null) throw new AppError('validation_failed');
  const raw =
    typeof email === 'string' ? Buffer.from(email, 'utf8') : new Uint8Array(await email.arrayBuffer());
  return { raw, envelope: envelopeOf(form.get('envelope')) };
}

/** SendGrid's `envelope` field: `{"to":["…"],"from":"…"}`, the SMTP envelope it received. */
function envelopeOf(field: FormDataEntryValue | null): MailEnvelope {
  if (typeof field !== 'string') return { recipients: [] };
  try {
    const parsed: unknown = JSON.parse(field);
    if (typeof parsed !== 'object' || parsed === null) return { recipients: [] };
    const to = 'to' in parsed && Array.isArray(parsed.to) ? parsed.to : [];
    const from = 'from' in parsed && typeof parsed.from === 'string' ? parsed.from : undefined;
    return {
      recipients: to.filter((address): address is string => typeof address === 'string').slice(0, 10),
      sender: from,
    };
  } catch {
    return { recipients: [] };
  }
}
