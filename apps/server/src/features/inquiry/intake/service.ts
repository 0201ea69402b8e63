import { createHash, randomUUID } from 'node:crypto';
import type { Database } from '@sitedesk/db/client';
import type { InquiryMailProps } from '@sitedesk/email/render-mail';
import { type AttachmentKind, cvAttachmentKinds } from '@sitedesk/shared/attachment-kinds';
import {
  createInquiryRequestSchema,
  type InquiryCreated,
  type InquiryFieldErrorCode,
  type InquiryRequest,
  inquiryFieldErrors,
} from '@sitedesk/shared/inquiry';
import { inquiryFieldErrorMessage } from '@sitedesk/shared/inquiry-errors';
import { inquiryFieldErrorCodes } from '@sitedesk/shared/inquiry-fields';
import type { TopicDefinition } from '@sitedesk/shared/inquiry-topics';
import { deskLocaleOf, isLocale, type Locale } from '@sitedesk/shared/locales';
import { inquiryFieldErrorTexts } from '@sitedesk/shared/messages/inquiry-error-texts';
import {
  productFieldErrorKey,
  type QuoteLine,
  type QuoteRequestDetails,
} from '@sitedesk/shared/quote-request';
import {
  type LocalizedLabels,
  type TopicFieldAnswer,
  type TopicFieldDefinition,
  topicFieldLimits,
} from '@sitedesk/shared/topic-fields';
import { topicAnswersSchema, topicFieldAnswers } from '@sitedesk/shared/topic-fields-api';
import type { Logger } from 'pino';
import type { InquirySettings, SpamSettings } from '../../../config';
import { AppError } from '../../../http/app-error';
import type { Clock } from '../../../platform/clock/clock';
import { messageIdFor } from '../../../platform/mail/message-id';
import type { QueuedMail } from '../../../platform/outbox/enqueue-mail';
import { consumeRateLimit } from '../../../platform/rate-limit/rate-limit';
import type { BlobStorage } from '../../../platform/storage/blob-storage';
import type { ProofCheck } from '../../proof-of-work/proof-of-work';
import type { ArrivalRouting, InquiryToRoute } from '../../routing/route-arrival';
import type { Transaction } from '../../routing/staff-check';
import { countRecentRepeats, messageHashOf } from '../../spam/repeated-text';
import { judgeSubmission, type SpamJudgement, spamThresholdsFrom } from '../../spam/spam-signals';
import { loadSpamModel } from '../../spam/training';
import {
  type ClaimableFile,
  type LargeFileIntake,
  StagedUploadGoneError,
} from '../large-files/large-file-intake';
import { issueVisitorPageLink } from '../visitor-page/page-tokens';
import {
  type CheckedFile,
  checkUploadedFiles,
  type FileRefusal,
  type UploadedFile,
} from './check-attachments';
import { cleanFileName } from './clean-file-name';
import { findInquiryEntry, type InquiryEntry } from './inquiry-entry';
import { jobContactNotice, sameAddress } from './job-contact-notice';
import { insertInquiryWithOutbox, type NewAttachment, type NewInquiry } from './repository';

/**
 * The server checks phone numbers against the full numbering-plan metadata, stricter than the browser's.
 * The metadata (~10 MB in the process) loads with the first inquiry, not at start (decision 149).
 */
let loadingRequestSchema: Promise<ReturnType<typeof createInquiryRequestSchema>> | undefined;
function inquiryRequestSchema() {
  loadingRequestSchema ??= import('libphonenumber-js/max').then((phone) =>
    createInquiryRequestSchema(
      (text, country) => phone.parsePhoneNumberFromString(text, country),
      phone.isSupportedCountry,
    ),
  );
  return loadingRequestSchema;
}

export type InquirySubmission = {
  fields: unknown;
  files: UploadedFile[];
  clientHash: string;
  /** The language for error messages when the request names none. */
  fallbackLocale: Locale;
  /** A page without JavaScript posted the form (see the route), not a script or the page's fetch. */
  isBrowserFormPost?: boolean;
  /**
   * A server sent it through `/api/v1` with an API key (decision 235), not a visitor: the key vouches for it,
   * so there is no proof of work and no spam judgement, and the key's own limit (counted by its guard)
   * stands in for the form's per-address one. Validation, mails, routing and webhooks are the form's.
   */
  server?: ServerSubmission;
};

export type ServerSubmission = {
  /** The id to store it under (derived from an `Idempotency-Key`, so that a retry collides with the first). */
  inquiryId?: string;
  /** Kept in the inquiry's first activity row: which key made it and, for a retry's check, what it sent. */
  trace: Record<string, string>;
  /**
   * Valid inquiries the key may create per hour (0: no limit), counted per key (`clientHash`): each one
   * mails the address it names, so a leaked key must not become a mail cannon.
   */
  perHour: number;
};

export type InquiryServiceDependencies = {
  db: Database;
  storage: BlobStorage;
  settings: InquirySettings;
  mail: { from: string; notifyTo: string[]; companyName: string; publicOrigin: string };
  /** Tells the delivery worker that new mail is waiting, so it need not wait for its next poll. */
  onMailQueued: () => void;
  /** Staff addresses notified of a new inquiry of this topic on top of `mail.notifyTo` (desk settings). */
  extraRecipientsFor?: (topic: InquiryRequest['topic']) => Promise<string[]>;
  /**
   * The topic as the form offers it now (decision 245), `undefined` if it does not (an unknown or hidden
   * one); without it, every well-formed topic is taken, unnamed.
   */
  offeredTopicOf?: (topic: string) => Promise<TopicDefinition | undefined>;
  /**
   * Checks again, in the inquiry's own transaction and against an editor's save of the topics, that the
   * topic is offered: a topic removed meanwhile (as unused) is refused, never stored without its name.
   */
  confirmTopic?: (tx: Transaction, topic: string) => Promise<boolean>;
  /** The topic's extra fields as they are now (decision 225); without it, no topic has any. */
  topicFieldsOf?: (topic: InquiryRequest['topic']) => Promise<TopicFieldDefinition[]>;
  /** These products' own fields as they are now, by entry id (decision 243); without it, none has any. */
  productFieldsOf?: (entryIds: readonly string[]) => Promise<Record<string, TopicFieldDefinition[]>>;
  /** After the commit: tells the open desks (`eventCursor` is the realtime channel's cursor). */
  onInquiryCreated?: (created: CreatedInquiry) => void;
  /** Tests only: runs inside the transaction, after every write, before the commit. */
  beforeCommit?: () => Promise<void>;
  /** Whether the site offers a language now (decision 151); without it, every language Sitedesk has. */
  isOfferedLocale?: (locale: Locale) => boolean;
  /** How submissions are judged as spam (decision 164). */
  spam: SpamSettings;
  /** The confirmation's signed link to ask for erasure (decision 185); none when left out. */
  erasureLink?: (inquiryId: string, locale: Locale) => string;
  /** Checks the form's proof of work; without it, every proof counts as missing. */
  verifyProof?: (proof: string | undefined) => Promise<ProofCheck>;
  /** Told each spam judgement's score and reason codes (never what the visitor wrote). */
  logger?: Pick<Logger, 'info'>;
  /** A quote request's resumable uploads (decision 215); without it, a request naming uploads is refused. */
  largeFiles?: LargeFileIntake;
  /** Routing rules (decision 168), run in the transaction that stores the inquiry; never for spam. */
  routeArrival?: (tx: Transaction, inquiry: InquiryToRoute) => Promise<ArrivalRouting>;
  /**
   * Queues the webhooks' `inquiry.created` (decision 224) in the transaction that stores the inquiry;
   * never for spam.
   */
  announceCreated?: (tx: Transaction, inquiry: AnnouncedInquiry) => Promise<unknown>;
  /** What time it is: the hourly limit's window is counted by it (a test fixes it, so no hour turns mid-test). */
  now?: Clock;
};

/** What the webhooks may say of a new inquiry (personal data only to endpoints that opted in). */
export type AnnouncedInquiry = NewInquiry & { reference: string; createdAt: Date };

export type CreatedInquiry = {
  eventCursor: number;
  inquiry: Omit<NewInquiry, 'clientHash' | 'message' | 'locale' | 'consentVersion'> & {
    reference: string;
    createdAt: Date;
    /** The name of the staff member routing gave it to, for the desks' event. */
    assigneeName?: string | null;
  };
};

export function createInquiryService(deps: InquiryServiceDependencies) {
  return {
    /** Stores an inquiry and its e-mails; resolves only once all of it is committed. */
    async submit(submission: InquirySubmission): Promise<InquiryCreated> {
      const locale = localeOf(submission.fields) ?? submission.fallbackLocale;
      const parsed = (await inquiryRequestSchema()).safeParse(submission.fields);
      if (!parsed.success) throw fieldError('validation_failed', inquiryFieldErrors(parsed.error), locale);
      // Only a page the site serves has a form: a language that is off is refused like an unknown one.
      if (deps.isOfferedLocale && !deps.isOfferedLocale(parsed.data.locale)) {
        throw fieldError('validation_failed', { locale: 'invalid_locale' }, submission.fallbackLocale);
      }
      const entry = await checkEntry(deps, parsed.data);
      // A file field's files are attachments too: the attachments' count and total size hold for all of
      // them together, checked before any file's bytes are read for its kind.
      checkFilesTogether(submission.files, deps.settings, locale);
      const ordinaryFiles = submission.files.filter((file) => file.field === undefined);
      const fieldFiles = submission.files.filter((file) => file.field !== undefined);
      const checkedAttachments = await checkAttachments(ordinaryFiles, deps.settings, locale);
      if (entry?.collection === 'jobs' && !checkedAttachments.some((file) => isCv(file.kind))) {
        throw fieldError('validation_failed', { attachments: 'cv_required' }, locale);
      }
      const largeFiles = await checkLargeFiles(deps, parsed.data, entry, locale);
      const lineFiles = fieldFiles.filter((file) => file.line !== undefined);
      const requested = await checkQuoteRequest(deps, parsed.data, entry, lineFiles, locale);
      const quoteRequest = requested?.details ?? null;
      const topic = await checkTopic(deps, parsed.data.topic, entry?.collection === 'jobs', locale);
      const topicFiles = fieldFiles.filter((file) => file.line === undefined);
      const topicAnswers = await checkTopicAnswers(deps, topic.key, parsed.data, topicFiles, locale);
      const extraFields = topicAnswers.answers;
      const files = [...checkedAttachments, ...topicAnswers.files, ...(requested?.files ?? [])];

      await consumeRateLimit(deps.db, {
        name: submission.server ? 'inquiry-api' : 'inquiry',
        clientHash: submission.clientHash,
        limit: submission.server ? submission.server.perHour : deps.settings.rateLimitPerHour,
        windowSeconds: 3600,
        ...(deps.now ? { now: deps.now() } : {}),
      });

      // An application is about careers whatever the form said: it must reach the people who hire.
      const request: InquiryRequest =
        entry?.collection === 'jobs' ? { ...parsed.data, topic: 'careers' } : parsed.data;
      const inquiryId = submission.server?.inquiryId ?? randomUUID();
      const messageHash = messageHashOf(request.message);
      // With SPAM_CHECKS=off nothing is judged, the honeypot neither: the test harnesses' setting. A key's
      // server has no proof of work to show and answers for what it sends: its inquiries are not judged.
      const judgement =
        deps.spam.isEnabled && !submission.server
          ? await judgeRequest(deps, request, submission.isBrowserFormPost ?? false, messageHash)
          : undefined;
      const isSpam = judgement?.isSpam ?? false;
      if (judgement) {
        deps.logger?.info(
          { inquiryId, spamScore: judgement.score, spamReasons: judgement.reasons, isSpam },
          'inquiry judged',
        );
      }
      const attachments: NewAttachment[] = files.map((file) => ({
        id: randomUUID(),
        inquiryId,
        storageKey: `inquiries/${new Date().getUTCFullYear()}/${randomUUID()}`,
        fileName: cleanFileName(file.name, file.contentType),
        contentType: file.contentType,
        sizeBytes: file.bytes.byteLength,
        sha256: createHash('sha256').update(file.bytes).digest('hex'),
      }));

      // Files first, rows second: a row never points at a missing file. If the transaction fails, the
      // files are removed again, so nothing is left that no row points at.
      const stored: string[] = [];
      let reservation: string | undefined;
      try {
        if (largeFiles.length > 0) {
          // Held before a byte is copied: two requests naming the same drawings do not both copy them.
          reservation = await (deps.largeFiles as LargeFileIntake).reserve(largeFiles, new Date());
          if (!reservation) throw fieldError('validation_failed', { attachments: 'upload_missing' }, locale);
        }
        for (const [index, attachment] of attachments.entries()) {
          const file = files[index];
          if (!file) continue;
          await deps.storage.put(attachment.storageKey, file.bytes, { contentType: attachment.contentType });
          stored.push(attachment.storageKey);
        }
        for (const file of largeFiles) {
          const storageKey = `inquiries/${new Date().getUTCFullYear()}/${randomUUID()}`;
          stored.push(storageKey);
          const { sha256 } = await (deps.largeFiles as LargeFileIntake)
            .copy(file, storageKey)
            .catch((error: unknown) => {
              if (error instanceof StagedUploadGoneError) {
                throw fieldError('validation_failed', { attachments: 'upload_missing' }, locale);
              }
              throw error;
            });
          attachments.push({
            id: randomUUID(),
            inquiryId,
            storageKey,
            fileName: file.fileName,
            contentType: file.contentType,
            sizeBytes: file.sizeBytes,
            sha256,
          });
        }
        const createdAt = new Date();
        const extraRecipients = (await deps.extraRecipientsFor?.(request.topic)) ?? [];
        const inquiry: NewInquiry = {
          id: inquiryId,
          status: isSpam ? 'spam' : 'new',
          name: request.name,
          company: request.company,
          email: request.email,
          phoneE164: request.phone?.e164 ?? null,
          phoneCountry: request.phone?.country ?? null,
          country: request.country,
          topic: request.topic,
          message: request.message,
          locale: request.locale,
          consentVersion: deps.settings.privacyPolicyVersion,
          clientHash: submission.clientHash,
          entryId: entry?.id ?? null,
          entryCollection: entry?.collection ?? null,
          entryTitle: entry?.title ?? null,
          quoteRequest,
          extraFields,
          spamScore: judgement?.score ?? null,
          spamReasons: judgement?.reasons ?? null,
          messageHash,
        };
        const { routeArrival, announceCreated } = deps;
        const { reference, eventCursor, routing, ...committed } = await insertInquiryWithOutbox(
          deps.db,
          {
            inquiry,
            attachments,
            ...(deps.confirmTopic && entry?.collection !== 'jobs'
              ? {
                  confirm: async (tx: Transaction) => {
                    if (!(await deps.confirmTopic?.(tx, request.topic))) {
                      throw fieldError('validation_failed', { topic: 'invalid_topic' }, locale);
                    }
                  },
                }
              : {}),
            ...(largeFiles.length > 0
              ? {
                  // Claimed with the inquiry, once: a second request naming the same upload rolls back.
                  claim: async (tx: Transaction) => {
                    const claimed = await (deps.largeFiles as LargeFileIntake).claim(
                      tx,
                      largeFiles,
                      reservation ?? '',
                      createdAt,
                    );
                    if (!claimed) {
                      throw fieldError('validation_failed', { attachments: 'upload_missing' }, locale);
                    }
                  },
                }
              : {}),
            ...(routeArrival && !isSpam
              ? {
                  route: (tx: Transaction) =>
                    routeArrival(tx, {
                      country: request.country,
                      topic: request.topic,
                      locale: request.locale,
                      message: request.message,
                      entryId: entry?.id ?? null,
                    }),
                }
              : {}),
            ...(announceCreated && !isSpam ? { announce: announceCreated } : {}),
            ...(submission.server ? { createdDetails: submission.server.trace } : {}),
            // A bot judged as spam gets its "thank you", but nobody gets its e-mails (no backscatter).
            outbox: async (reference, tx) =>
              isSpam
                ? []
                : outboxMessages(deps, request, {
                    inquiryId,
                    reference,
                    createdAt,
                    attachments,
                    extraRecipients,
                    entry,
                    quoteRequest,
                    extraFields,
                    topicLabels: topic.labels,
                    // The confirmation links the visitor's own page (decision 173); spam gets none.
                    requestUrl: await issueVisitorPageLink(tx, {
                      inquiryId,
                      locale: request.locale,
                      publicOrigin: deps.mail.publicOrigin,
                    }),
                  }),
          },
          deps.beforeCommit,
        );
        // The desks first: rendering the e-mails takes the event loop for a while.
        deps.onInquiryCreated?.({
          eventCursor,
          inquiry: {
            ...inquiry,
            reference,
            createdAt: committed.createdAt,
            ...(routing
              ? {
                  assigneeId: routing.assigneeId,
                  assigneeName: routing.assigneeName,
                  teamId: routing.teamId,
                  firstAnswerDueAt: routing.firstAnswerDueAt,
                }
              : {}),
          },
        });
        if (!isSpam) deps.onMailQueued();
        // The staged copies are the inquiry's blobs now; what this leaves, the staged-upload sweep removes.
        if (largeFiles.length > 0) await deps.largeFiles?.release(largeFiles).catch(() => undefined);
        return { id: inquiryId, reference };
      } catch (error) {
        await Promise.allSettled(stored.map((key) => deps.storage.delete(key)));
        if (reservation) await deps.largeFiles?.giveBack(reservation).catch(() => undefined);
        throw error;
      }
    },
  };
}

/** The spam judgement of a valid request: its proof of work, repeats of its text, the learned classifier. */
async function judgeRequest(
  deps: InquiryServiceDependencies,
  request: InquiryRequest,
  isBrowserFormPost: boolean,
  messageHash: string,
): Promise<SpamJudgement> {
  const missing: ProofCheck = { verdict: 'missing' };
  const [proof, repeatCount, model] = await Promise.all([
    deps.verifyProof ? deps.verifyProof(request.proof) : missing,
    countRecentRepeats(deps.db, messageHash, new Date()),
    loadSpamModel(deps.db),
  ]);
  return judgeSubmission(
    {
      locale: request.locale,
      name: request.name,
      company: request.company,
      email: request.email,
      country: request.country,
      topic: request.topic,
      message: request.message,
      honeypot: request.website,
      proof,
      isBrowserFormPost,
      repeatCount,
    },
    model,
    spamThresholdsFrom(deps.spam),
  );
}

/** The e-mails an inquiry sends on arrival; the desk's "Not spam" sends them late, from the stored row. */
export function outboxMessages(
  deps: Pick<InquiryServiceDependencies, 'mail' | 'erasureLink'>,
  request: Pick<
    InquiryRequest,
    'locale' | 'name' | 'company' | 'email' | 'phone' | 'country' | 'topic' | 'message'
  >,
  inquiry: {
    inquiryId: string;
    reference: string;
    createdAt: Date;
    attachments: Pick<NewAttachment, 'fileName' | 'sizeBytes'>[];
    extraRecipients: string[];
    entry: InquiryEntry | undefined;
    /** The visitor's own page, for the confirmation only: staff open the inquiry in the desk. */
    requestUrl?: string;
    /** What a request for a quotation and the topic's extra fields asked: the staff notification shows them. */
    quoteRequest?: QuoteRequestDetails | null;
    extraFields?: TopicFieldAnswer[] | null;
    /** An added topic's names (decision 245); a built-in topic's are translated. */
    topicLabels?: LocalizedLabels | null;
  },
): QueuedMail[] {
  const { entry } = inquiry;
  const props: InquiryMailProps = {
    reference: inquiry.reference,
    locale: request.locale,
    name: request.name,
    company: request.company,
    email: request.email,
    phone: request.phone,
    country: request.country,
    topic: request.topic,
    message: request.message,
    createdAt: inquiry.createdAt.toISOString(),
    attachments: inquiry.attachments.map((file) => ({ fileName: file.fileName, sizeBytes: file.sizeBytes })),
    deskUrl: `${deps.mail.publicOrigin}/desk/inquiries/${inquiry.inquiryId}`,
    companyName: deps.mail.companyName,
    siteUrl: deps.mail.publicOrigin,
    ...(entry ? { entry: { collection: entry.collection, title: entry.title } } : {}),
    ...(inquiry.quoteRequest ? { quoteRequest: inquiry.quoteRequest } : {}),
    ...(inquiry.extraFields && inquiry.extraFields.length > 0 ? { extraFields: inquiry.extraFields } : {}),
    ...(inquiry.topicLabels ? { topicLabels: inquiry.topicLabels } : {}),
  };
  const key = (kind: 'notification' | 'confirmation' | 'job-contact') =>
    `inquiry-${inquiry.inquiryId}-${kind}`;
  const staffRecipients = [...new Set([...deps.mail.notifyTo, ...inquiry.extraRecipients])];
  // The job's contact person hears of the application; someone who already gets the staff notification
  // needs no second e-mail about the same thing.
  // Only at the company's own mail domain (MAIL_FROM's): an editor cannot make the company's mail carry
  // applications, or a job title of their choosing, to an outside address.
  const jobContactMail =
    entry?.contact &&
    isAtDomainOf(entry.contact.email, deps.mail.from) &&
    !staffRecipients.some((address) => sameAddress(address, entry.contact?.email ?? ''))
      ? [
          jobContactNotice({
            idempotencyKey: key('job-contact'),
            inquiryId: inquiry.inquiryId,
            contact: entry.contact,
            props: {
              locale: deskLocaleOf(request.locale),
              reference: inquiry.reference,
              jobTitle: entry.title,
              contactName: entry.contact.name,
              applicantName: request.name,
              attachmentCount: inquiry.attachments.length,
              createdAt: inquiry.createdAt.toISOString(),
              deskUrl: props.deskUrl,
              companyName: deps.mail.companyName,
              siteUrl: deps.mail.publicOrigin,
            },
          }),
        ]
      : [];
  return [
    ...jobContactMail,
    {
      idempotencyKey: key('notification'),
      inquiryId: inquiry.inquiryId,
      to: staffRecipients,
      replyTo: request.email,
      template: 'inquiry-notification',
      props,
    },
    {
      idempotencyKey: key('confirmation'),
      inquiryId: inquiry.inquiryId,
      to: [request.email],
      // Stored with the message, so the desk's answers can name it in In-Reply-To even if MAIL_FROM
      // changes later; the same value the SMTP mailer derived for confirmations before it was stored.
      messageId: messageIdFor(key('confirmation'), deps.mail.from),
      template: 'inquiry-confirmation',
      props: {
        ...props,
        ...(inquiry.requestUrl ? { requestUrl: inquiry.requestUrl } : {}),
        ...(deps.erasureLink ? { erasureUrl: deps.erasureLink(inquiry.inquiryId, request.locale) } : {}),
      },
    },
  ];
}

/**
 * The product or job the request names, as the site shows it in the request's language today; a request
 * that names anything else (a news entry, a draft, an expired job, an id that never existed) is refused
 * before anything is stored.
 */
async function checkEntry(
  deps: InquiryServiceDependencies,
  request: InquiryRequest,
): Promise<InquiryEntry | undefined> {
  if (request.entryId === undefined) return undefined;
  const entry = await findInquiryEntry(deps.db, request.entryId, request.locale, new Date());
  if (!entry) throw fieldError('validation_failed', { entryId: 'invalid_entry' }, request.locale);
  return entry;
}

function isCv(kind: AttachmentKind): boolean {
  return (cvAttachmentKinds as readonly AttachmentKind[]).includes(kind);
}

/** The HTTP error each refusal is, as the contact form has always answered it. */
const refusalErrors = {
  too_many_files: 'validation_failed',
  file_too_large: 'payload_too_large',
  files_too_large: 'payload_too_large',
  unsupported_file_type: 'unsupported_media_type',
} as const;

/** The fields only a request for a quotation has; on another topic each is refused where it was given. */
const quoteOnlyFields = [
  'lines',
  'neededBy',
  'deliveryCountry',
  'deliveryPostcode',
  'vatId',
  'purchaseReference',
] as const;

/**
 * A request for a quotation's details as stored (`null` when it has none): each line's product must be one
 * the site shows in the request's language today, as `entryId`'s; a needed-by date may not have passed
 * (a day's grace for the buyer's time zone).
 */
async function checkQuoteRequest(
  deps: InquiryServiceDependencies,
  request: InquiryRequest,
  entry: InquiryEntry | undefined,
  lineFiles: readonly UploadedFile[],
  locale: Locale,
): Promise<{ details: QuoteRequestDetails; files: CheckedFile[] } | null> {
  const given = quoteOnlyFields.filter((field) =>
    field === 'lines' ? request.lines.length > 0 : (request[field] ?? '') !== '',
  );
  if (given.length === 0) return null;
  if (request.topic !== 'quote' || entry?.collection === 'jobs') {
    throw fieldError(
      'validation_failed',
      Object.fromEntries(given.map((field) => [field, 'invalid'])),
      locale,
    );
  }
  const now = new Date();
  const lines: QuoteLine[] = [];
  for (const line of request.lines) {
    const product = await findInquiryEntry(deps.db, line.entryId, request.locale, now);
    if (product?.collection !== 'products') {
      throw fieldError('validation_failed', { lines: 'invalid_entry' }, locale);
    }
    lines.push({ entryId: line.entryId, title: product.title, quantity: line.quantity, unit: line.unit });
  }
  const files = await answerProductFields(deps, request, lines, lineFiles, locale);
  const yesterday = new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  if (request.neededBy !== undefined && request.neededBy < yesterday) {
    throw fieldError('validation_failed', { neededBy: 'invalid_date' }, locale);
  }
  const details: QuoteRequestDetails = {
    lines,
    neededBy: request.neededBy ?? null,
    deliveryCountry: request.deliveryCountry ?? null,
    deliveryPostcode: request.deliveryPostcode === '' ? null : request.deliveryPostcode,
    vatId: request.vatId === '' ? null : request.vatId,
    purchaseReference: request.purchaseReference === '' ? null : request.purchaseReference,
  };
  return { details, files };
}

/**
 * Each line's answers to its product's own fields (decision 243), checked against the fields as they are
 * now, as the topic's are, and kept on the line with their words in the visitor's language. Every line's
 * errors are reported at once, per field: `lines.<n>.extra.<key>`.
 */
async function answerProductFields(
  deps: InquiryServiceDependencies,
  request: InquiryRequest,
  lines: QuoteLine[],
  lineFiles: readonly UploadedFile[],
  locale: Locale,
): Promise<CheckedFile[]> {
  const fieldsOf = (await deps.productFieldsOf?.([...new Set(lines.map((line) => line.entryId))])) ?? {};
  const errors: Record<string, InquiryFieldErrorCode> = {};
  const parsedLines: { index: number; fields: TopicFieldDefinition[]; values: AnswerValues }[] = [];
  lines.forEach((line, index) => {
    const fields = fieldsOf[line.entryId] ?? [];
    const posted = lineFiles.filter((file) => file.line === index);
    const stray = strayFile(fields, posted);
    if (stray) errors[productFieldErrorKey(index, stray)] = 'invalid';
    if (fields.length === 0 || stray) return;
    const given = withFileNames(fields, request.lines[index]?.extra ?? {}, posted);
    const parsed = topicAnswersSchema(fields).safeParse(given);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = productFieldErrorKey(index, String(issue.path[0] ?? ''));
        if (errors[key]) continue;
        errors[key] = (inquiryFieldErrorCodes as readonly string[]).includes(issue.message)
          ? (issue.message as InquiryFieldErrorCode)
          : 'invalid';
      }
      return;
    }
    parsedLines.push({ index, fields, values: parsed.data });
  });
  if (Object.keys(errors).length > 0) throw fieldError('validation_failed', errors, locale);
  const files: CheckedFile[] = [];
  for (const { index, fields, values } of parsedLines) {
    const posted = lineFiles.filter((file) => file.line === index);
    const checked = await checkFieldFiles(deps.settings, fields, posted, (key) =>
      productFieldErrorKey(index, key),
    );
    if ('refusal' in checked) throw fieldError(refusalErrors[checked.code], checked.refusal, locale);
    files.push(...checked.files);
    const answers = storedAnswers(fields, values, checked.names, request.locale);
    const line = lines[index];
    if (line && answers.length > 0) line.extraFields = answers;
  }
  // Each answer has its own limit; together, twenty lines of twenty long texts would make one inquiry
  // (and its mails, CSV row and webhooks) a megabyte. A request states its lines' answers in less.
  const typed = lines.flatMap((line) => line.extraFields ?? []).map((answer) => answerLength(answer.value));
  if (typed.reduce((sum, length) => sum + length, 0) > lineAnswersMaxLength) {
    throw fieldError('validation_failed', { lines: 'too_long' }, locale);
  }
  return files;
}

/** All the text a request's lines may answer their products' fields with, together (decision 243). */
const lineAnswersMaxLength = 20_000;

const answerLength = (value: string | string[]) =>
  Array.isArray(value) ? value.reduce((sum, item) => sum + item.length, 0) : value.length;

/**
 * The answers to the topic's extra fields, checked against the fields as they are now and kept with their
 * words in the visitor's language (`null`: none given). Errors are reported per field, `extra.<key>`.
 */
/**
 * The topic must be one the form offers now (decision 245): a hidden or removed one is refused beside the
 * field, as an unknown one. An application is about careers whatever the form said, offered or not.
 */
async function checkTopic(
  deps: InquiryServiceDependencies,
  chosen: string,
  isApplication: boolean,
  locale: Locale,
): Promise<TopicDefinition> {
  const key = isApplication ? 'careers' : chosen;
  const offered = deps.offeredTopicOf
    ? await deps.offeredTopicOf(key)
    : { key, labels: null, isHidden: false };
  if (offered) return offered;
  if (isApplication) return { key, labels: null, isHidden: true };
  throw fieldError('validation_failed', { topic: 'invalid_topic' }, locale);
}

/**
 * The chosen topic's answers, checked against its fields as they are now, and the files its file fields
 * were answered with (decision 249), each checked by its bytes against the kinds its field takes.
 */
async function checkTopicAnswers(
  deps: InquiryServiceDependencies,
  topic: InquiryRequest['topic'],
  request: InquiryRequest,
  postedFiles: readonly UploadedFile[],
  locale: Locale,
): Promise<{ answers: TopicFieldAnswer[] | null; files: CheckedFile[] }> {
  const fields = (await deps.topicFieldsOf?.(topic)) ?? [];
  const stray = strayFile(fields, postedFiles);
  if (stray) throw fieldError('validation_failed', { [`extra.${stray}`]: 'invalid' }, locale);
  if (fields.length === 0) return { answers: null, files: [] };
  const given = withFileNames(fields, request.extra, postedFiles);
  const parsed = topicAnswersSchema(fields).safeParse(given);
  if (!parsed.success) {
    const errors: Record<string, InquiryFieldErrorCode> = {};
    for (const [field, code] of Object.entries(inquiryFieldErrors(parsed.error))) {
      if (code) errors[`extra.${field}`] = code;
    }
    throw fieldError('validation_failed', errors, locale);
  }
  const checked = await checkFieldFiles(deps.settings, fields, postedFiles, (key) => `extra.${key}`);
  if ('refusal' in checked) throw fieldError(refusalErrors[checked.code], checked.refusal, locale);
  const answers = storedAnswers(fields, parsed.data, checked.names, request.locale);
  return { answers: answers.length > 0 ? answers : null, files: checked.files };
}

type AnswerValues = Record<string, string | string[] | undefined>;

/** The key of a file posted under a field that is no file field of these: no form of them offered it. */
function strayFile(fields: readonly TopicFieldDefinition[], posted: readonly UploadedFile[]) {
  const fileKeys = new Set(fields.filter((field) => field.type === 'file').map((field) => field.key));
  return posted.find((file) => !fileKeys.has(file.field ?? ''))?.field;
}

/**
 * The answers with each file field's answered by its files' names alone: a text sent under its key (a JSON
 * client's) is no file, so it counts as no answer.
 */
function withFileNames(
  fields: readonly TopicFieldDefinition[],
  answers: Record<string, string | string[]> | undefined,
  posted: readonly UploadedFile[],
): Record<string, string | string[]> {
  const given: Record<string, string | string[]> = { ...answers };
  for (const field of fields.filter((each) => each.type === 'file')) {
    const names = posted.filter((file) => file.field === field.key).map((file) => file.name);
    if (names.length > 0) given[field.key] = names;
    else delete given[field.key];
  }
  return given;
}

/** Each file field's files checked by their bytes against the kinds it takes and the operator allows. */
async function checkFieldFiles(
  settings: InquirySettings,
  fields: readonly TopicFieldDefinition[],
  posted: readonly UploadedFile[],
  errorKey: (key: string) => string,
): Promise<
  | { files: CheckedFile[]; names: Record<string, string[]> }
  | { refusal: Record<string, FileRefusal>; code: FileRefusal }
> {
  const files: CheckedFile[] = [];
  const names: Record<string, string[]> = {};
  for (const field of fields.filter((each) => each.type === 'file')) {
    const own = posted.filter((file) => file.field === field.key);
    if (own.length === 0) continue;
    // Counted by the files, not their names: the answer's own check sees only the names.
    if (own.length > topicFieldLimits.filesPerField) {
      return { refusal: { [errorKey(field.key)]: 'too_many_files' }, code: 'too_many_files' };
    }
    const checked = await checkUploadedFiles(own, {
      ...settings,
      allowedAttachmentKinds: settings.allowedAttachmentKinds.filter((kind) =>
        field.fileKinds?.includes(kind),
      ),
    });
    if (checked.kind === 'refused') {
      return { refusal: { [errorKey(field.key)]: checked.code }, code: checked.code };
    }
    files.push(...checked.files);
    // The answer names each file as the inquiry's attachments will.
    names[field.key] = checked.files.map((file) => cleanFileName(file.name, file.contentType));
  }
  return { files, names };
}

/** The answers as stored, a file field's naming its files as stored. */
function storedAnswers(
  fields: readonly TopicFieldDefinition[],
  values: AnswerValues,
  fileNames: Record<string, string[]>,
  locale: Locale,
): TopicFieldAnswer[] {
  return topicFieldAnswers(fields, values, locale).map((answer) => {
    const names = fileNames[answer.key];
    return answer.type === 'file' && names ? { ...answer, value: names } : answer;
  });
}

/** The count and the total size of every file of a sending, attachments and file fields' alike. */
function checkFilesTogether(files: readonly UploadedFile[], settings: InquirySettings, locale: Locale) {
  const first = files[0];
  // Said beside the attachments when there are some, else beside the first file field.
  const field =
    first === undefined || files.some((file) => file.field === undefined)
      ? 'attachments'
      : first.line === undefined
        ? `extra.${first.field}`
        : productFieldErrorKey(first.line, first.field ?? '');
  if (files.length > settings.maxAttachments) {
    throw fieldError(refusalErrors.too_many_files, { [field]: 'too_many_files' }, locale);
  }
  const total = files.reduce((sum, file) => sum + file.bytes.byteLength, 0);
  if (total > settings.maxTotalAttachmentBytes) {
    throw fieldError(refusalErrors.files_too_large, { [field]: 'files_too_large' }, locale);
  }
}

/**
 * A request's resumable uploads: only a request for a quote takes them (the ordinary attachments' limits
 * stay for every other inquiry), each finished, unclaimed and of a drawing kind.
 */
async function checkLargeFiles(
  deps: InquiryServiceDependencies,
  request: InquiryRequest,
  entry: InquiryEntry | undefined,
  locale: Locale,
): Promise<ClaimableFile[]> {
  if (request.uploads.length === 0) return [];
  if (!deps.largeFiles || request.topic !== 'quote' || entry?.collection === 'jobs') {
    throw fieldError('validation_failed', { attachments: 'invalid' }, locale);
  }
  const checked = await deps.largeFiles.check(request.uploads, new Date());
  if (checked.kind === 'refused')
    throw fieldError('validation_failed', { attachments: checked.code }, locale);
  return checked.files;
}

async function checkAttachments(files: UploadedFile[], settings: InquirySettings, locale: Locale) {
  const checked = await checkUploadedFiles(files, settings);
  if (checked.kind === 'refused') {
    throw fieldError(refusalErrors[checked.code], { attachments: checked.code }, locale);
  }
  return checked.files;
}

function fieldError(
  code: 'validation_failed' | 'payload_too_large' | 'unsupported_media_type',
  fields: Partial<Record<string, InquiryFieldErrorCode>>,
  locale: Locale,
): AppError {
  const texts = inquiryFieldErrorTexts(locale);
  const described = Object.fromEntries(
    Object.entries(fields).flatMap(([field, fieldCode]) =>
      fieldCode
        ? [[field, { code: fieldCode, message: inquiryFieldErrorMessage(texts, field, fieldCode) }]]
        : [],
    ),
  );
  return new AppError(code, { fields: described, locale });
}

function localeOf(fields: unknown): Locale | undefined {
  if (typeof fields !== 'object' || fields === null || !('locale' in fields)) return undefined;
  return isLocale(fields.locale) ? fields.locale : undefined;
}

/** Whether `address` is at the same mail domain as `from` (`Name <no-reply@example.com>` or a bare address). */
function isAtDomainOf(address: string, from: string): boolean {
  const domainOf = (value: string) => /@([^\s@<>]+)>?\s*$/.exec(value.trim())?.[1]?.toLowerCase();
  const domain = domainOf(from);
  return domain !== undefined && domainOf(address) === domain;
}
