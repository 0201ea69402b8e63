import { isIP } from 'node:net';
import { isAbsolute, resolve } from 'node:path';
import {
  type AttachmentKind,
  attachmentKindNames,
  isAttachmentKind,
} from '@sitedesk/shared/attachment-kinds';
import { inquiryLimits } from '@sitedesk/shared/inquiry';
import { defaultLocale, isLocale, type Locale, locales } from '@sitedesk/shared/locales';
import { z } from 'zod';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** What the operator configures about inquiries (see `.env.example`). */
export type InquirySettings = {
  /** Inquiries per client per hour; 0 turns the limit off. */
  rateLimitPerHour: number;
  maxAttachments: number;
  maxAttachmentBytes: number;
  maxTotalAttachmentBytes: number;
  allowedAttachmentKinds: readonly AttachmentKind[];
  privacyPolicyVersion: string;
  /** Addresses of proxies whose `X-Forwarded-For` is believed. */
  trustedProxies: readonly string[];
  /** Drawings and CAD files with a request for a quote, uploaded resumably (decision 215). */
  largeFiles: LargeFileSettings;
};

export type LargeFileSettings = {
  maxBytes: number;
  maxCount: number;
  /** All unclaimed staged uploads together; a new upload that would pass it is refused (503). */
  stagingMaxBytes: number;
  /** New uploads per client per hour; 0 turns the limit off. */
  uploadsPerHour: number;
};

export const mailDrivers = ['dev', 'smtp', 'resend'] as const;
export type MailDriver = (typeof mailDrivers)[number];

/** A whole number from `min` to `max`; every way of missing it gets the same message. */
function wholeNumberFrom(min: number, max: number) {
  const message = `must be a whole number from ${min} to ${max}`;
  return z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);
}

/** A whole number of at least `min`; every way of missing it gets the same message. */
function wholeNumberAtLeast(min: number) {
  const message = `must be a whole number, ${min} or more`;
  return z.coerce.number({ error: message }).int(message).min(min, message);
}

const wholeNumber = wholeNumberAtLeast(0);

const positiveNumber = z.coerce
  .number({ error: 'must be a positive number' })
  .positive('must be a positive number');

const splitList = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

/** An unset variable and an empty one mean the same: "use the default". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/**
 * Every environment variable Sitedesk reads, with its default. `.env.example` documents the same list;
 * a test keeps the two in step.
 */
export const environmentSchema = z.object({
  PORT: optional(wholeNumberFrom(0, 65535)),
  HOST: optional(z.string()),
  DATA_DIR: optional(z.string()),
  DATABASE_URL: optional(
    z.string().regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// or postgresql:// connection URL'),
  ),
  PUBLIC_URL: optional(
    z
      .url({
        protocol: /^https?$/,
        error: 'must be an http:// or https:// URL such as https://www.example.com',
      })
      .refine((value) => ['', '/'].includes(new URL(value).pathname), 'must be an origin without a path'),
  ),
  LOG_LEVEL: optional(z.enum(logLevels, { error: `must be one of ${logLevels.join(', ')}` })),
  SECRET_KEY: optional(z.string().min(32, 'must be at least 32 characters (try: openssl rand -base64 32)')),
  TRUST_PROXY: optional(
    z
      .string()
      .refine(
        (value) => splitList(value).every((address) => isIP(address) !== 0),
        'must be a comma-separated list of proxy IP addresses',
      ),
  ),
  INQUIRY_RATE_LIMIT: optional(wholeNumber),
  REPLY_RATE_LIMIT: optional(wholeNumber),
  ATTACHMENTS_MAX_COUNT: optional(wholeNumber),
  ATTACHMENT_MAX_BYTES: optional(wholeNumber),
  ATTACHMENTS_MAX_TOTAL_BYTES: optional(wholeNumber),
  // The size column is a 32-bit integer: one file stays under 2 GiB.
  LARGE_FILE_MAX_BYTES: optional(wholeNumberFrom(1, 2 ** 31 - 1)),
  LARGE_FILES_MAX_COUNT: optional(wholeNumberFrom(0, inquiryLimits.largeFilesMaxCount)),
  LARGE_FILE_STAGING_MAX_BYTES: optional(wholeNumber),
  LARGE_FILE_UPLOADS_PER_HOUR: optional(wholeNumber),
  ATTACHMENT_TYPES: optional(
    z
      .string()
      .refine(
        (value) => splitList(value).every(isAttachmentKind),
        `must be a comma-separated list of: ${attachmentKindNames.join(', ')}`,
      ),
  ),
  PRIVACY_POLICY_VERSION: optional(z.string().max(40, 'must be at most 40 characters')),
  MAIL_DRIVER: optional(z.enum(mailDrivers, { error: `must be one of ${mailDrivers.join(', ')}` })),
  MAIL_FROM: optional(
    z.string().regex(/^[^\r\n]+$/, 'must be one line, such as "Veltrum <no-reply@example.com>"'),
  ),
  NOTIFY_TO: optional(
    z
      .string()
      .refine(
        (value) => splitList(value).every((address) => z.email().safeParse(address).success),
        'must be a comma-separated list of e-mail addresses',
      ),
  ),
  SMTP_URL: optional(z.string().regex(/^smtps?:\/\/\S+$/, 'must be an smtp:// or smtps:// URL')),
  INBOUND_DOMAIN: optional(
    z
      .string()
      .toLowerCase()
      .regex(
        /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
        'must be a domain name such as reply.example.com',
      ),
  ),
  INBOUND_SMTP_PORT: optional(wholeNumberFrom(0, 65535)),
  INBOUND_SMTP_HOST: optional(z.string()),
  INBOUND_MAX_MB: optional(wholeNumberFrom(1, 100)),
  INBOUND_TLS_CERT: optional(z.string()),
  INBOUND_TLS_KEY: optional(z.string()),
  INBOUND_WEBHOOK_SECRET: optional(
    z.string().min(32, 'must be at least 32 characters (try: openssl rand -hex 32)'),
  ),
  INBOUND_RATE_LIMIT: optional(wholeNumber),
  INBOUND_SMTP_MAX_CLIENTS: optional(wholeNumberAtLeast(2)),
  INBOUND_SMTP_MAX_CLIENTS_PER_ADDRESS: optional(wholeNumberAtLeast(1)),
  INBOUND_SMTP_IDLE_SECONDS: optional(positiveNumber),
  INBOUND_SMTP_SESSION_SECONDS: optional(positiveNumber),
  INBOUND_SMTP_BUFFER_MB: optional(wholeNumberFrom(1, 10240)),
  INBOUND_WEBHOOK_CONCURRENCY: optional(wholeNumberAtLeast(1)),
  INBOUND_TOKEN_RATE_LIMIT: optional(wholeNumber),
  VISITOR_PAGE_RATE_LIMIT: optional(wholeNumber),
  VISITOR_PAGE_TOKEN_RATE_LIMIT: optional(wholeNumber),
  PEOPLE_RATE_LIMIT: optional(wholeNumber),
  API_KEY_RATE_LIMIT_PER_MINUTE: optional(wholeNumber),
  API_KEY_INQUIRIES_PER_HOUR: optional(wholeNumber),
  API_KEY_PEOPLE_EXPORTS_PER_HOUR: optional(wholeNumber),
  ERASURE_REQUEST_RATE_LIMIT: optional(wholeNumber),
  INBOUND_MAX_TEXT_KB: optional(wholeNumberFrom(1, 10240)),
  INBOUND_PARSE_TIMEOUT_MS: optional(wholeNumberFrom(100, 600_000)),
  INBOUND_PARSE_WORKERS: optional(wholeNumberFrom(1, 16)),
  INBOUND_NOTIFY_QUIET_MINUTES: optional(wholeNumber),
  RESEND_API_KEY: optional(z.string()),
  RESEND_BASE_URL: optional(z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })),
  MAIL_RETRY_FIRST_DELAY_SECONDS: optional(positiveNumber),
  MAIL_RETRY_MAX_DELAY_SECONDS: optional(positiveNumber),
  MAIL_RETRY_FOR_SECONDS: optional(positiveNumber),
  MAIL_POLL_INTERVAL_SECONDS: optional(positiveNumber),
  MAIL_CLAIM_SECONDS: optional(positiveNumber),
  WEBHOOK_ALLOW_PRIVATE_TARGETS: optional(z.enum(['true', 'false'], { error: 'must be true or false' })),
  WEBHOOK_POLL_INTERVAL_SECONDS: optional(positiveNumber),
  WEBHOOK_TIMEOUT_SECONDS: optional(positiveNumber),
  WEBHOOK_DELIVERY_RETENTION_DAYS: optional(wholeNumberAtLeast(1)),
  SIGN_IN_RATE_LIMIT: optional(wholeNumber),
  SIGN_IN_CLIENT_RATE_LIMIT: optional(wholeNumber),
  PASSWORD_RESET_RATE_LIMIT: optional(wholeNumber),
  PASSWORD_RESET_CLIENT_RATE_LIMIT: optional(wholeNumber),
  SESSION_IDLE_HOURS: optional(positiveNumber),
  SESSION_MAX_DAYS: optional(positiveNumber),
  INVITATION_TTL_HOURS: optional(positiveNumber),
  SETUP_TOKEN_TTL_HOURS: optional(positiveNumber),
  REALTIME_HEARTBEAT_SECONDS: optional(
    z.coerce.number().int().min(1, 'must be 1 to 25').max(25, 'must be 1 to 25 (proxies drop idle streams)'),
  ),
  REALTIME_STREAMS_PER_SESSION: optional(wholeNumberAtLeast(1)),
  REALTIME_STREAMS_PER_USER: optional(wholeNumberAtLeast(1)),
  MEDIA_MAX_UPLOAD_MB: optional(wholeNumberFrom(1, 100)),
  CONTENT_SYNC_SECONDS: optional(wholeNumberFrom(1, 60)),
  SITE_COMPRESSION: optional(z.enum(['smallest', 'fast'], { error: 'must be smallest or fast' })),
  CLEANUP_INTERVAL_SECONDS: optional(positiveNumber),
  // The audit log's trigger lets no entry younger than 30 days go, whatever this says (migration 0028).
  AUDIT_RETENTION_DAYS: optional(wholeNumberFrom(30, 36500)),
  SPAM_RETENTION_DAYS: optional(wholeNumberFrom(1, 3650)),
  SCHEDULED_PUBLISH_SECONDS: optional(positiveNumber),
  S3_BUCKET: optional(
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be a bucket name: 3-63 lowercase letters, digits, . and -',
      ),
  ),
  S3_ENDPOINT: optional(
    z.url({
      protocol: /^https?$/,
      error: 'must be an http:// or https:// URL such as https://s3.example.com',
    }),
  ),
  S3_REGION: optional(z.string().regex(/^[a-z0-9-]+$/, 'must be a region name such as eu-central-1 or auto')),
  S3_ACCESS_KEY_ID: optional(z.string()),
  S3_SECRET_ACCESS_KEY: optional(z.string()),
  S3_FORCE_PATH_STYLE: optional(z.enum(['true', 'false'], { error: 'must be true or false' })),
  MEDIA_PUBLIC_BASE_URL: optional(
    z
      .url({
        protocol: /^https?$/,
        error: 'must be an http:// or https:// URL such as https://cdn.example.com',
      })
      .refine((value) => !/[?#]/.test(value), 'must be a URL without a query or fragment'),
  ),
  SITE_LOCALES: optional(
    z
      .string()
      .refine((value) => splitList(value).every(isLocale), {
        error: (issue) => {
          const unknown = splitList(String(issue.input)).filter((code) => !isLocale(code));
          return `${unknown.join(', ')} ${unknown.length === 1 ? 'is not a language' : 'are not languages'} Sitedesk has; must be a comma-separated list of: ${locales.join(', ')}`;
        },
      })
      .refine(
        (value) => splitList(value).includes(defaultLocale),
        `must include ${defaultLocale}, the default language that untranslated content falls back to`,
      ),
  ),
  METRICS_TOKEN: optional(z.string().min(32, 'must be at least 32 characters (try: openssl rand -hex 32)')),
  SPAM_CHECKS: optional(z.enum(['on', 'off'], { error: 'must be on or off' })),
  SPAM_THRESHOLD: optional(positiveNumber),
  SPAM_MIN_FILL_SECONDS: optional(wholeNumber),
  SPAM_MAX_LINKS: optional(wholeNumber),
  SPAM_REPEAT_LIMIT: optional(wholeNumberAtLeast(1)),
  PROOF_OF_WORK_MAX_NUMBER: optional(wholeNumberFrom(1000, 10_000_000)),
  PROOF_OF_WORK_EXPIRY_SECONDS: optional(wholeNumberFrom(60, 86_400)),
  PROOF_OF_WORK_CHALLENGE_RATE_LIMIT: optional(wholeNumber),
});

export type Config = {
  port: number;
  host: string | undefined;
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * The languages the public site offers (SITE_LOCALES, decision 132), in the code's order and always with
   * the default language: the only ones served, listed in the sitemap, hreflang and language switch, and
   * edited in the desk. The build has every language; the others answer 404.
   */
  siteLocales: readonly Locale[];
  /** The origin used in canonical links and the sitemap; set by PUBLIC_URL in production. */
  publicOrigin: string;
  hasPublicUrl: boolean;
  logLevel: (typeof logLevels)[number];
  mail: MailConfig;
  /** Unset: generated once and kept in DATA_DIR. */
  secretKey: string | undefined;
  inquiries: InquirySettings;
  auth: AuthConfig;
  /** Seconds between the desk event stream's heartbeats, each of which re-checks the session. */
  realtimeHeartbeatSeconds: number;
  /** Most desk event streams one session, and one member, may hold open on one instance (decision 163). */
  realtimeStreamLimits: { perSession: number; perUser: number };
  media: MediaConfig;
  content: ContentConfig;
  /** How often the clean-up jobs (retention erasure, orphaned-file sweep) run, once across instances. */
  cleanupIntervalSeconds: number;
  /** Inquiries held as spam are erased once older than this (a clean-up job). */
  spamRetentionDays: number;
  /** Audit log entries are deleted by their own retention job once older than this (decision 183). */
  auditRetentionDays: number;
  inbound: InboundConfig;
  /** Answers from the desk (decision 100). */
  replies: { rateLimitPerHour: number };
  /** The visitor's own page (decision 173): answers per client address and per inquiry per hour; 0: off. */
  visitorPage: { clientRateLimitPerHour: number; inquiryRateLimitPerHour: number };
  /**
   * A person's data (decision 185): searches, exports and erasures per staff member per hour, and erasure
   * requests from the visitor's link per client network per hour; 0: off.
   */
  people: { staffRateLimitPerHour: number; requestRateLimitPerHour: number };
  /** `/api/v1` requests per API key per minute, counted by every instance together; 0: off (decision 231). */
  apiKeys: {
    rateLimitPerMinute: number;
    inquiriesPerHour: number;
    /** Personal-data ZIPs one key may export per hour (`POST /api/v1/people/export`, decision 237); 0: off. */
    peopleExportsPerHour: number;
  };
  /** The Bearer token `GET /metrics` requires; `undefined`: no metrics endpoint (decision 113). */
  metricsToken: string | undefined;
  storage: StorageConfig;
  spam: SpamSettings;
  proofOfWork: ProofOfWorkConfig;
  webhooks: WebhookConfig;
};

/** Signed webhooks (decision 224). */
export type WebhookConfig = {
  /**
   * WEBHOOK_ALLOW_PRIVATE_TARGETS=true: endpoints may be plain http and resolve to loopback, private and
   * link-local addresses (a receiver on the same machine or network, tests). Off by default: SSRF.
   */
  allowPrivateTargets: boolean;
  /** How often the delivery worker looks for due deliveries (it is also woken after each commit). */
  pollIntervalSeconds: number;
  /** One attempt, connect to the end of the answer, at most this long. */
  timeoutSeconds: number;
  /** Finished deliveries (delivered or failed) are deleted this many days after their last attempt. */
  deliveryRetentionDays: number;
};

/** How the contact form's submissions are judged (decision 164): a score, not a wall. */
export type SpamSettings = {
  /** SPAM_CHECKS=off: every check is off, the honeypot too (test harnesses). */
  isEnabled: boolean;
  /** A submission whose score reaches this is stored as spam. */
  threshold: number;
  /** A form filled faster than this (plus a little per character of its message) looks scripted. */
  minFillSeconds: number;
  /** More links than this in one submission weigh as spam. */
  maxLinks: number;
  /** This many submissions of the same text within 24 hours weigh as spam. */
  repeatLimit: number;
};

/** The contact form's proof of work (decision 166). */
export type ProofOfWorkConfig = {
  /** The largest counter a challenge hides; a browser tries half of it on average. */
  maxNumber: number;
  /** How long a challenge may be solved and sent after it was issued. */
  expirySeconds: number;
  /** Challenges per client address per hour; 0 turns the limit off. */
  challengeRateLimitPerHour: number;
};

/** Where blobs live (decisions 033, 110). */
export type StorageConfig = {
  /** Set (S3_BUCKET): an S3-compatible bucket; unset: the local disk under DATA_DIR/blobs. */
  s3: S3Config | undefined;
  /** Media served from here (a CDN or public bucket, keys `media/…` under it) instead of the service. */
  mediaPublicBaseUrl: string | undefined;
};

export type S3Config = {
  bucket: string;
  /** Unset: AWS itself, by region. */
  endpoint: string | undefined;
  region: string;
  /** Both unset: the SDK's default credential chain (AWS_* variables, an instance or task role). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** `bucket` in the path rather than the host name: MinIO, s3rver and most self-hosted stores want it. */
  forcePathStyle: boolean;
};

/** The visitor's answers coming back by e-mail (decision 101). */
export type InboundConfig = {
  /** The built-in SMTP listener's port; `undefined`: no listener. */
  smtpPort: number | undefined;
  smtpHost: string | undefined;
  /** Largest message accepted, in bytes, by the listener and the webhook. */
  maxBytes: number;
  /** Paths of a PEM certificate and key: with both, the listener offers STARTTLS. */
  tlsCertPath: string | undefined;
  tlsKeyPath: string | undefined;
  /** `undefined`: the webhook answers 404. */
  webhookSecret: string | undefined;
  /** Messages per sending address per hour; 0 turns the limit off. */
  rateLimitPerHour: number;
  /** Connections the listener holds at once, in this process (decision 161). */
  smtpMaxClients: number;
  /** Of those, from one client address (an IPv6 client: its /64); well under `smtpMaxClients`. */
  smtpMaxClientsPerAddress: number;
  /** A session that hands over no envelope or message bytes this long is closed; NOOP does not count. */
  smtpIdleSeconds: number;
  /** The longest an SMTP session lasts, however busy. */
  smtpSessionSeconds: number;
  /** Message bytes the listener holds at once over all its sessions; a message past it is deferred (451). */
  smtpBufferBytes: number;
  /** Webhook bodies read at once, in this process; more are answered 429 before their body is read. */
  webhookConcurrency: number;
  /** Messages per inquiry (reply address) per hour, whoever sends them; 0 turns the limit off. */
  tokenRateLimitPerHour: number;
  /** Characters of a message's text, and of its HTML, read and stored; the original keeps the rest. */
  maxTextChars: number;
  /** A message whose parse takes longer is stored as unparseable (decision 160). */
  parseTimeoutMs: number;
  /** Messages parsed at once, each in its own worker thread. */
  parseWorkers: number;
  /** After a "visitor answered" e-mail, no other for the same inquiry for this long; 0: one per answer. */
  notifyQuietMinutes: number;
};

export type MediaConfig = {
  /** Largest file the media library accepts, in bytes. */
  maxUploadBytes: number;
};

export type ContentConfig = {
  /** How often an instance checks the database for content another instance published. */
  syncSeconds: number;
  /** How often due scheduled publications (entries with `publishAt`) are looked for. */
  scheduledPublishSeconds: number;
  /**
   * After a start or a publish, the pages and bundles are compressed again at brotli 11 in the background
   * (decision 145); `false` (SITE_COMPRESSION=fast) keeps the quick copies and spares that CPU.
   */
  compressSmallest: boolean;
};

export type AuthConfig = {
  /** Failed sign-ins per account (e-mail address) in 15 minutes; 0 turns the limit off. */
  signInRateLimit: number;
  /** Failed sign-ins per client address in 15 minutes, whichever accounts; 0 turns the limit off. */
  signInClientRateLimit: number;
  /** Password-reset e-mails per address in an hour; 0 turns the limit off. */
  passwordResetRateLimit: number;
  /** Password-reset requests per client address in an hour; 0 turns the limit off. */
  passwordResetClientRateLimit: number;
  /** A session nobody used for this long ends (inactivity time-out). */
  sessionIdleHours: number;
  /** A session ends this long after sign-in, however active (absolute time-out). */
  sessionMaxDays: number;
  invitationTtlHours: number;
  setupTokenTtlHours: number;
};

export type MailConfig = {
  driver: MailDriver;
  from: string;
  /** The domain of inquiries' reply addresses (`reply+<token>@…`): INBOUND_DOMAIN, else MAIL_FROM's. */
  inboundDomain: string;
  notifyTo: string[];
  smtpUrl: string | undefined;
  resendApiKey: string | undefined;
  resendBaseUrl: string;
  retry: {
    /** The first retry comes after about this long (with jitter), each next one after twice as long… */
    firstDelaySeconds: number;
    /** …but never more than this… */
    maxDelaySeconds: number;
    /** …and after this long since the message was written, it is marked failed. */
    retryForSeconds: number;
  };
  pollIntervalSeconds: number;
  /** How long a worker owns a message it is sending; after a crash, others take it over after this. */
  claimSeconds: number;
};

export type ConfigResult = { ok: true; config: Config } | { ok: false; problems: string[] };

/** Reads the configuration from `env`, listing every bad variable at once rather than the first. */
export function loadConfig(env: Record<string, string | undefined>, cwd = process.cwd()): ConfigResult {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      const given = env[name];
      return `${name}: ${issue.message}${given === undefined ? '' : ` (got "${given}")`}`;
    });
    return { ok: false, problems };
  }
  const values = parsed.data;
  const driver = values.MAIL_DRIVER ?? 'dev';
  const missing = [
    driver === 'smtp' && !values.SMTP_URL ? 'SMTP_URL: must be set when MAIL_DRIVER=smtp' : undefined,
    driver === 'resend' && !values.RESEND_API_KEY
      ? 'RESEND_API_KEY: must be set when MAIL_DRIVER=resend'
      : undefined,
    driver !== 'dev' && !values.MAIL_FROM ? `MAIL_FROM: must be set when MAIL_DRIVER=${driver}` : undefined,
    driver !== 'dev' && !values.NOTIFY_TO ? `NOTIFY_TO: must be set when MAIL_DRIVER=${driver}` : undefined,
  ].filter((problem) => problem !== undefined);
  if ((values.INBOUND_TLS_CERT === undefined) !== (values.INBOUND_TLS_KEY === undefined)) {
    missing.push('INBOUND_TLS_CERT, INBOUND_TLS_KEY: set both or neither');
  }
  if ((values.INBOUND_SMTP_BUFFER_MB ?? 100) < (values.INBOUND_MAX_MB ?? 25)) {
    missing.push(
      'INBOUND_SMTP_BUFFER_MB: must be at least INBOUND_MAX_MB, or the largest message never fits',
    );
  }
  if ((values.INBOUND_SMTP_MAX_CLIENTS_PER_ADDRESS ?? 5) * 2 > (values.INBOUND_SMTP_MAX_CLIENTS ?? 100)) {
    missing.push('INBOUND_SMTP_MAX_CLIENTS_PER_ADDRESS: must be at most half of INBOUND_SMTP_MAX_CLIENTS');
  }
  if ((values.S3_ACCESS_KEY_ID === undefined) !== (values.S3_SECRET_ACCESS_KEY === undefined)) {
    missing.push('S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither');
  }
  const s3Settings = [
    'S3_ENDPOINT',
    'S3_REGION',
    'S3_ACCESS_KEY_ID',
    'S3_SECRET_ACCESS_KEY',
    'S3_FORCE_PATH_STYLE',
  ] as const;
  const strayS3 = s3Settings.filter((name) => values[name] !== undefined);
  if (!values.S3_BUCKET && strayS3.length > 0) {
    missing.push(`${strayS3.join(', ')}: only used with S3_BUCKET, which is not set`);
  }
  if (missing.length > 0) return { ok: false, problems: missing };
  const port = values.PORT ?? 3000;
  const dataDir = values.DATA_DIR ?? './data';
  return {
    ok: true,
    config: {
      port,
      host: values.HOST,
      dataDir: isAbsolute(dataDir) ? dataDir : resolve(cwd, dataDir),
      databaseUrl: values.DATABASE_URL,
      siteLocales: siteLocalesOf(values.SITE_LOCALES),
      publicOrigin: values.PUBLIC_URL ? new URL(values.PUBLIC_URL).origin : `http://localhost:${port}`,
      hasPublicUrl: values.PUBLIC_URL !== undefined,
      logLevel: values.LOG_LEVEL ?? 'info',
      secretKey: values.SECRET_KEY,
      inquiries: {
        rateLimitPerHour: values.INQUIRY_RATE_LIMIT ?? 10,
        maxAttachments: values.ATTACHMENTS_MAX_COUNT ?? inquiryLimits.attachmentsMaxCount,
        maxAttachmentBytes: values.ATTACHMENT_MAX_BYTES ?? inquiryLimits.attachmentMaxBytes,
        maxTotalAttachmentBytes: values.ATTACHMENTS_MAX_TOTAL_BYTES ?? inquiryLimits.attachmentsMaxTotalBytes,
        allowedAttachmentKinds: values.ATTACHMENT_TYPES
          ? (splitList(values.ATTACHMENT_TYPES) as AttachmentKind[])
          : attachmentKindNames,
        privacyPolicyVersion: values.PRIVACY_POLICY_VERSION ?? '2026-11-01',
        trustedProxies: values.TRUST_PROXY ? splitList(values.TRUST_PROXY) : [],
        largeFiles: {
          maxBytes: values.LARGE_FILE_MAX_BYTES ?? inquiryLimits.largeFileMaxBytes,
          maxCount: values.LARGE_FILES_MAX_COUNT ?? inquiryLimits.largeFilesMaxCount,
          stagingMaxBytes: values.LARGE_FILE_STAGING_MAX_BYTES ?? 20 * 1024 ** 3,
          uploadsPerHour: values.LARGE_FILE_UPLOADS_PER_HOUR ?? 40,
        },
      },
      auth: {
        signInRateLimit: values.SIGN_IN_RATE_LIMIT ?? 10,
        signInClientRateLimit: values.SIGN_IN_CLIENT_RATE_LIMIT ?? 50,
        passwordResetRateLimit: values.PASSWORD_RESET_RATE_LIMIT ?? 3,
        passwordResetClientRateLimit: values.PASSWORD_RESET_CLIENT_RATE_LIMIT ?? 10,
        sessionIdleHours: values.SESSION_IDLE_HOURS ?? 12,
        sessionMaxDays: values.SESSION_MAX_DAYS ?? 7,
        invitationTtlHours: values.INVITATION_TTL_HOURS ?? 72,
        setupTokenTtlHours: values.SETUP_TOKEN_TTL_HOURS ?? 24,
      },
      realtimeHeartbeatSeconds: values.REALTIME_HEARTBEAT_SECONDS ?? 25,
      realtimeStreamLimits: {
        perSession: values.REALTIME_STREAMS_PER_SESSION ?? 10,
        perUser: values.REALTIME_STREAMS_PER_USER ?? 30,
      },
      media: { maxUploadBytes: (values.MEDIA_MAX_UPLOAD_MB ?? 20) * 1024 * 1024 },
      content: {
        syncSeconds: values.CONTENT_SYNC_SECONDS ?? 2,
        scheduledPublishSeconds: values.SCHEDULED_PUBLISH_SECONDS ?? 30,
        compressSmallest: (values.SITE_COMPRESSION ?? 'smallest') === 'smallest',
      },
      cleanupIntervalSeconds: values.CLEANUP_INTERVAL_SECONDS ?? 3600,
      spamRetentionDays: values.SPAM_RETENTION_DAYS ?? 30,
      auditRetentionDays: values.AUDIT_RETENTION_DAYS ?? 365,
      replies: { rateLimitPerHour: values.REPLY_RATE_LIMIT ?? 60 },
      visitorPage: {
        clientRateLimitPerHour: values.VISITOR_PAGE_RATE_LIMIT ?? 30,
        inquiryRateLimitPerHour: values.VISITOR_PAGE_TOKEN_RATE_LIMIT ?? 20,
      },
      people: {
        staffRateLimitPerHour: values.PEOPLE_RATE_LIMIT ?? 120,
        requestRateLimitPerHour: values.ERASURE_REQUEST_RATE_LIMIT ?? 10,
      },
      apiKeys: {
        rateLimitPerMinute: values.API_KEY_RATE_LIMIT_PER_MINUTE ?? 120,
        inquiriesPerHour: values.API_KEY_INQUIRIES_PER_HOUR ?? 200,
        peopleExportsPerHour: values.API_KEY_PEOPLE_EXPORTS_PER_HOUR ?? 30,
      },
      storage: {
        s3: values.S3_BUCKET
          ? {
              bucket: values.S3_BUCKET,
              endpoint: values.S3_ENDPOINT,
              region: values.S3_REGION ?? 'us-east-1',
              accessKeyId: values.S3_ACCESS_KEY_ID,
              secretAccessKey: values.S3_SECRET_ACCESS_KEY,
              forcePathStyle: values.S3_FORCE_PATH_STYLE === 'true',
            }
          : undefined,
        mediaPublicBaseUrl: values.MEDIA_PUBLIC_BASE_URL?.replace(/\/+$/, ''),
      },
      metricsToken: values.METRICS_TOKEN,
      spam: {
        isEnabled: values.SPAM_CHECKS !== 'off',
        threshold: values.SPAM_THRESHOLD ?? 5,
        minFillSeconds: values.SPAM_MIN_FILL_SECONDS ?? 3,
        maxLinks: values.SPAM_MAX_LINKS ?? 2,
        repeatLimit: values.SPAM_REPEAT_LIMIT ?? 3,
      },
      webhooks: {
        allowPrivateTargets: values.WEBHOOK_ALLOW_PRIVATE_TARGETS === 'true',
        pollIntervalSeconds: values.WEBHOOK_POLL_INTERVAL_SECONDS ?? 5,
        timeoutSeconds: values.WEBHOOK_TIMEOUT_SECONDS ?? 10,
        deliveryRetentionDays: values.WEBHOOK_DELIVERY_RETENTION_DAYS ?? 30,
      },
      proofOfWork: {
        maxNumber: values.PROOF_OF_WORK_MAX_NUMBER ?? 50_000,
        expirySeconds: values.PROOF_OF_WORK_EXPIRY_SECONDS ?? 1800,
        challengeRateLimitPerHour: values.PROOF_OF_WORK_CHALLENGE_RATE_LIMIT ?? 60,
      },
      inbound: {
        smtpPort: values.INBOUND_SMTP_PORT,
        smtpHost: values.INBOUND_SMTP_HOST,
        maxBytes: (values.INBOUND_MAX_MB ?? 25) * 1024 * 1024,
        tlsCertPath: values.INBOUND_TLS_CERT,
        tlsKeyPath: values.INBOUND_TLS_KEY,
        webhookSecret: values.INBOUND_WEBHOOK_SECRET,
        rateLimitPerHour: values.INBOUND_RATE_LIMIT ?? 60,
        smtpMaxClients: values.INBOUND_SMTP_MAX_CLIENTS ?? 100,
        smtpMaxClientsPerAddress: values.INBOUND_SMTP_MAX_CLIENTS_PER_ADDRESS ?? 5,
        smtpIdleSeconds: values.INBOUND_SMTP_IDLE_SECONDS ?? 60,
        smtpSessionSeconds: values.INBOUND_SMTP_SESSION_SECONDS ?? 600,
        smtpBufferBytes: (values.INBOUND_SMTP_BUFFER_MB ?? 100) * 1024 * 1024,
        webhookConcurrency: values.INBOUND_WEBHOOK_CONCURRENCY ?? 4,
        tokenRateLimitPerHour: values.INBOUND_TOKEN_RATE_LIMIT ?? 30,
        maxTextChars: (values.INBOUND_MAX_TEXT_KB ?? 256) * 1024,
        parseTimeoutMs: values.INBOUND_PARSE_TIMEOUT_MS ?? 10_000,
        parseWorkers: values.INBOUND_PARSE_WORKERS ?? 2,
        notifyQuietMinutes: values.INBOUND_NOTIFY_QUIET_MINUTES ?? 15,
      },
      mail: {
        driver,
        from: values.MAIL_FROM ?? 'Veltrum Circular Systems <no-reply@veltrum.example>',
        inboundDomain: values.INBOUND_DOMAIN ?? domainOf(values.MAIL_FROM ?? 'no-reply@veltrum.example'),
        notifyTo: values.NOTIFY_TO ? splitList(values.NOTIFY_TO) : ['sales@veltrum.example'],
        smtpUrl: values.SMTP_URL,
        resendApiKey: values.RESEND_API_KEY,
        resendBaseUrl: (values.RESEND_BASE_URL ?? 'https://api.resend.com').replace(/\/+$/, ''),
        retry: {
          firstDelaySeconds: values.MAIL_RETRY_FIRST_DELAY_SECONDS ?? 20,
          maxDelaySeconds: values.MAIL_RETRY_MAX_DELAY_SECONDS ?? 3600,
          retryForSeconds: values.MAIL_RETRY_FOR_SECONDS ?? 86_400,
        },
        pollIntervalSeconds: values.MAIL_POLL_INTERVAL_SECONDS ?? 2,
        claimSeconds: values.MAIL_CLAIM_SECONDS ?? 120,
      },
    },
  };
}

/** Which languages the site offers when SITE_LOCALES is unset: the two the project started with. */
export const defaultSiteLocales: readonly Locale[] = ['en', 'de'];

function siteLocalesOf(value: string | undefined): readonly Locale[] {
  if (value === undefined) return defaultSiteLocales;
  const chosen = new Set(splitList(value));
  return locales.filter((locale) => chosen.has(locale));
}

/** `Veltrum <no-reply@veltrum.example>` → `veltrum.example`. */
function domainOf(mailbox: string): string {
  return (/@([^\s>]+)>?\s*$/.exec(mailbox)?.[1] ?? 'sitedesk.invalid').toLowerCase();
}

export function describeConfigProblems(problems: string[]): string {
  const count = problems.length === 1 ? 'a problem' : `${problems.length} problems`;
  return [
    `Sitedesk cannot start: the configuration has ${count}.`,
    ...problems.map((problem) => `  - ${problem}`),
    'See .env.example for every variable and its default.',
  ].join('\n');
}
