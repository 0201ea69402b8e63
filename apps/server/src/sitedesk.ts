import { randomUUID } from 'node:crypto';
import type { Database } from '@sitedesk/db/client';
import { demoContent } from '@sitedesk/shared/content/catalogs';
import type { Logger } from 'pino';
import { createApp } from './app';
import type { Config } from './config';
import { createAuditRetentionJob } from './features/audit-log/retention-job';
import { createStaffAuth } from './features/auth/create-staff-auth';
import { createScheduledPublishJob } from './features/collections/scheduled-publish-job';
import { createCollectionsService } from './features/collections/service';
import { createInquiryTopicsService } from './features/content/inquiry-topics';
import { offeredTopic, offeredTopicWhileSaved } from './features/content/inquiry-topics-repository';
import { createLivePages } from './features/content/live-pages';
import { createProductFieldsService } from './features/content/product-fields';
import { selectFieldsOfProducts } from './features/content/product-fields-repository';
import { createContentService } from './features/content/service';
import { createSiteLanguagesService } from './features/content/site-languages';
import { createSiteTextsService } from './features/content/site-texts';
import { createTopicFieldsService } from './features/content/topic-fields';
import { selectFieldsOfTopic } from './features/content/topic-fields-repository';
import { notificationRecipientsFor, readDeskSettings } from './features/desk-settings/repository';
import { databaseReadinessCheck } from './features/health/database-readiness';
import { createReplyService } from './features/inquiry/conversation';
import type { SpamVerdictRecorder } from './features/inquiry/desk';
import {
  createDeskBusCodec,
  createDeskEventLog,
  createInquiryEraser,
  createRetentionJob,
  createSpamRetentionJob,
  publishInquiryCreated,
} from './features/inquiry/desk';
import type { InboundSmtpListener } from './features/inquiry/inbound';
import { createInboundMailService, createReplyNotifier, loadSmtpListener } from './features/inquiry/inbound';
import { attachmentBlobOwner, createInquiryService } from './features/inquiry/intake';
import { createLargeFileIntake, createStagedUploadSweepJob } from './features/inquiry/large-files';
import {
  closeQuotePdfRenderer,
  createQuoteDecisionNotifier,
  createQuoteExpiryJob,
  createQuoteService,
  type QuoteService,
  renderQuotePdf,
} from './features/inquiry/quotes';
import { mediaBlobOwner } from './features/media/media-blobs';
import { erasureRequestUrl, signErasureToken } from './features/people/erasure-link';
import { bareAddressOf } from './features/people/person-address';
import { createPeopleService } from './features/people/service';
import { createProofOfWork } from './features/proof-of-work/proof-of-work';
import { createPresenceRegistry } from './features/realtime/presence';
import { announceViewers } from './features/realtime/routes';
import { createAnswerReminderJob } from './features/routing/answer-reminders';
import { queueAssignedNotice } from './features/routing/assigned-notice';
import { routeInquiry } from './features/routing/route-arrival';
import type { PageRenderer } from './features/site/page-renderer';
import { type SiteFiles, siteMemoryBytes } from './features/site/site-files';
import { recordSpamVerdict } from './features/spam/training';
import {
  createDisabledNotice,
  createWebhookAnnouncer,
  createWebhookDeliverySweepJob,
  createWebhookService,
  enqueueWebhookEvent,
  inquiryCreatedEvent,
  quoteEvent,
  startWebhookWorker,
  type WebhookAnnouncer,
  type WebhookWorker,
} from './features/webhooks';
import { createDatabaseAuditLog } from './platform/audit/database-audit-log';
import { type Clock, systemClock } from './platform/clock/clock';
import { eventBusReadinessCheck } from './platform/events/bus-readiness';
import { createEventBusStatus } from './platform/events/bus-status';
import { type EventBus, publishStaffAccessChanged } from './platform/events/event-bus';
import { createInProcessEventBus } from './platform/events/in-process';
import { createPostgresEventBus } from './platform/events/postgres';
import { startJobScheduler } from './platform/jobs/job-scheduler';
import { createMailer } from './platform/mail/create-mailer';
import type { Mailer } from './platform/mail/mailer';
import { createServiceMetrics } from './platform/metrics/service-metrics';
import { type DeliveryOutcome, startDeliveryWorker } from './platform/outbox/delivery-worker';
import { createRateLimitSweepJob } from './platform/rate-limit/rate-limit-sweep-job';
import { createBlobStorage } from './platform/storage/create-blob-storage';
import { createOrphanSweepJob } from './platform/storage/orphan-sweep';
import { blobStorageReadinessCheck } from './platform/storage/storage-readiness';
import { createUrlSigner } from './platform/storage/url-signer';
import { createUploadStaging } from './platform/uploads/create-upload-staging';
import type { UploadStaging } from './platform/uploads/upload-staging';
import { createSecretBox } from './platform/webhooks/secret-box';
import { resolveSecretKey } from './secret-key';

/** Each instance renews its presence rows this often; a row not renewed for the expiry no longer counts. */
const presenceRenewSeconds = 5;
const presenceExpirySeconds = 15;

export type SitedeskOptions = {
  config: Config;
  db: Database;
  site: SiteFiles;
  logger: Logger;
  /** Renders published content into pages; without it (a stand-in site) the pages stay as built. */
  pageRenderer?: PageRenderer | undefined;
  /** Tests only: replaces the configured mailer. */
  mailer?: Mailer;
  /** Tests only: see `createInquiryService`. */
  beforeCommit?: () => Promise<void>;
  onDeliveryOutcome?: (outcome: DeliveryOutcome) => void;
  /** What time it is (scheduled publishing, jobs, closing dates): browser tests move it (decision 145). */
  now?: Clock;
  /** "Spam" and "Not spam" in the desk teach the spam classifier, in the status change's transaction. */
  onSpamVerdict?: SpamVerdictRecorder;
};

/**
 * The composition root: builds every capability from the configuration and wires them into the app and
 * the background delivery worker. `main.ts` and the tests both start Sitedesk through here.
 */
export function createSitedesk(options: SitedeskOptions) {
  const { config, db, logger } = options;
  const { secret, isGenerated } = resolveSecretKey({
    fromEnvironment: config.secretKey,
    dataDir: config.dataDir,
  });
  if (isGenerated && config.databaseUrl) {
    logger.warn('SECRET_KEY is not set: instances sharing this database must share one SECRET_KEY');
  }
  const signer = createUrlSigner(secret);
  const instanceId = randomUUID();
  const presence = createPresenceRegistry({ db, instanceId, expirySeconds: presenceExpirySeconds });
  const { busStatus, postgresBus, events } = createEventTransport({
    config,
    db,
    logger,
    instanceId,
    presence,
  });
  const presenceTimer = setInterval(() => {
    announceViewers(events, presence, presence.renew()).catch((error: unknown) =>
      logger.error({ err: error }, 'could not renew desk presence'),
    );
  }, presenceRenewSeconds * 1000);
  presenceTimer.unref();
  const audit = createLiveAuditLog(db, instanceId, logger, events);
  const storage = createBlobStorage(config.storage, config.dataDir, signer);
  // Resumable uploads of a quote request's drawings collect here until the request claims them (decision 215).
  const staging = createUploadStaging(config.storage, config.dataDir);
  const now = options.now ?? systemClock;
  const core: CoreServices = { config, db, logger, storage, staging, events, secret, now };
  const metrics = createServiceMetrics({
    db,
    bus: busStatus,
    siteBytes: () => siteMemoryBytes(options.site),
  });
  const readinessChecks = [
    databaseReadinessCheck(db),
    blobStorageReadinessCheck(storage),
    eventBusReadinessCheck(busStatus),
  ];
  const mailer = options.mailer ?? createMailer(config.mail, db, logger);
  const worker = startMailDelivery(options, mailer, storage);
  const webhookSecrets = createSecretBox(secret);
  const webhookWorker = startWebhookWorker({
    db,
    secrets: webhookSecrets,
    logger,
    now,
    allowPrivateTargets: config.webhooks.allowPrivateTargets,
    publicOrigin: config.publicOrigin,
    pollIntervalSeconds: config.webhooks.pollIntervalSeconds,
    timeoutSeconds: config.webhooks.timeoutSeconds,
    // An endpoint switched off (a 410, five days of failures) is news for the owners and admins (decision 226).
    disabledNotice: createDisabledNotice({
      publicOrigin: config.publicOrigin,
      companyName: demoContent.en.company.name,
    }),
    onMailQueued: () => worker.wake(),
  });
  // The desk's everyday changes as webhook events (decision 226), for the features that make them.
  const webhookEvents = { ...createWebhookAnnouncer({ now }), wake: () => webhookWorker.wake() };
  const webhooks = createWebhookService({
    db,
    secrets: webhookSecrets,
    now,
    onQueued: () => webhookWorker.wake(),
  });
  const proofOfWork = createProofOfWork({
    db,
    secret,
    settings: config.proofOfWork,
    now,
  });
  const inquiryService = createInquiryServiceFor({
    options,
    storage,
    staging,
    events,
    secret,
    verifyProof: proofOfWork.verify,
    wakeMailWorker: () => worker.wake(),
    webhookWorker,
  });
  const livePages = createLivePages({
    db,
    now,
    site: options.site,
    renderer: options.pageRenderer,
    origin: config.publicOrigin,
    logger,
    mediaBaseUrl: config.storage.mediaPublicBaseUrl,
    siteLocales: () => siteLanguages.offered(),
    compressSmallest: config.content.compressSmallest,
  });
  const inbound = createInboundMailServiceFor({
    ...core,
    wakeMailWorker: () => worker.wake(),
    webhookEvents,
  });
  let inboundListener: InboundSmtpListener | undefined;
  // Sections and entries alike: this instance renders at once, the others hear of it on the bus.
  const onContentPublished = () => {
    events.publish({ contentPublished: { instanceId } });
    return livePages.refresh();
  };
  const contentService = createContentService({ db, onPublished: onContentPublished });
  // A language added or removed reaches the pages and the other instances the way a publish does.
  const siteLanguages = createSiteLanguagesService({
    db,
    configured: config.siteLocales,
    sectionsOverview: () => contentService.overview(),
    onChanged: onContentPublished,
  });
  const siteTexts = createSiteTextsService({ db, onPublished: onContentPublished });
  const topics = createInquiryTopicsService({
    db,
    siteLocales: siteLanguages.offered,
    onChanged: onContentPublished,
  });
  const topicFields = createTopicFieldsService({
    db,
    siteLocales: siteLanguages.offered,
    onChanged: onContentPublished,
  });
  const productFields = createProductFieldsService({
    db,
    siteLocales: siteLanguages.offered,
    onChanged: onContentPublished,
  });
  const collections = createCollectionsService({ db, onPublished: onContentPublished, now });
  // Another instance published: render now rather than at the next poll (which stays as the fallback).
  events.subscribe((message) => {
    if ('contentPublished' in message && message.contentPublished.instanceId !== instanceId) {
      void livePages.sync();
    }
  });
  const quotes = createQuoteServiceFor({
    ...core,
    wakeMailWorker: () => worker.wake(),
    webhookWorker,
    webhookEvents,
  });
  const jobs = startCleanupJobs({
    ...core,
    collections,
    quotes,
    wakeMailWorker: () => worker.wake(),
    webhookEvents,
  });
  const auth = createStaffAuth({
    db,
    config,
    secret,
    logger,
    onMailQueued: () => worker.wake(),
    onAccessChanged: (userId) => publishStaffAccessChanged(events, userId),
    audit,
  });
  const app = createApp({
    config,
    auth,
    onMailQueued: () => worker.wake(),
    events,
    db,
    site: options.site,
    logger,
    instanceId,
    secret,
    audit,
    publicOrigin: config.publicOrigin,
    storage,
    signer,
    inquiries: { service: inquiryService, settings: config.inquiries, staging },
    content: {
      service: contentService,
      livePages,
      siteLanguages,
      siteTexts,
      topics,
      topicFields,
      productFields,
    },
    collections,
    inbound,
    presence,
    readinessChecks,
    metrics,
    onEventStreamCountChanged: metrics.setOpenEventStreams,
    onSpamVerdict: options.onSpamVerdict ?? recordSpamVerdict,
    proofOfWork,
    now,
    companyName: demoContent.en.company.name,
    people: createPeopleServiceFor({ ...core, audit, webhookEvents }),
    quotes,
    webhooks,
    webhookEvents,
  });
  return {
    app,
    auth,
    storage,
    events,
    /** The audit log (decision 183): tests read what a request recorded. */
    audit,
    /** Names this instance to the others (its presence rows, its listening connection). */
    instanceId,
    eventBusDriver: postgresBus ? ('postgres' as const) : ('in-process' as const),
    /** Resolves once this instance hears the other instances (at once without a PostgreSQL bus). */
    eventsReady: postgresBus?.ready ?? Promise.resolve(),
    presence,
    livePages,
    /** Editors' corrections of shipped UI texts (decision 206). */
    siteTexts,
    collections,
    metrics,
    /** Issues and judges the contact form's proofs of work (decision 166). */
    proofOfWork,
    /** The clean-up jobs; tests run a round with `jobs.runDueJobs(at)`. */
    jobs,
    /** Signed webhooks' delivery (decision 224); tests deliver what is due with `deliverDue(at)`. */
    webhookWorker,
    inbound,
    /**
     * Starts the inbound SMTP listener when INBOUND_SMTP_PORT is set (decision 101); `undefined` when it
     * is off. Separate from construction because listening is asynchronous and may fail (port in use).
     */
    async startInboundListener(): Promise<InboundSmtpListener | undefined> {
      const port = config.inbound.smtpPort;
      if (port === undefined || inboundListener) return inboundListener;
      inboundListener = await startInboundListenerFor(config, port, inbound, logger);
      return inboundListener;
    },
    /** `drainMailWithinSeconds`: deliver what is due before closing (a clean shutdown), at most this long. */
    async close(options: { drainMailWithinSeconds?: number } = {}): Promise<void> {
      livePages.stop();
      clearInterval(presenceTimer);
      // The other instances drop this one's viewers at once instead of when their rows expire.
      await announceViewers(events, presence, presence.leave()).catch((error: unknown) =>
        logger.error({ err: error }, 'could not remove desk presence'),
      );
      await postgresBus?.close();
      // The quotation PDF's thread, if one was started (it also ends by itself when idle).
      await closeQuotePdfRenderer();
      await inboundListener?.close();
      await inbound.close();
      await jobs.stop();
      await webhookWorker.stop();
      await worker.stop({ drainWithinSeconds: options.drainMailWithinSeconds ?? 0 });
      await mailer.close();
    },
  };
}

type BlobStorage = ReturnType<typeof createBlobStorage>;

/** The webhooks' events of everyday changes (decision 226) and the worker's wake-up, for the features. */
type WebhookEvents = WebhookAnnouncer & { wake: () => void };

/** What most services are built from: handed to the builders below as one object. */
type CoreServices = {
  config: Config;
  db: Database;
  logger: Logger;
  storage: BlobStorage;
  staging: () => Promise<UploadStaging>;
  events: EventBus;
  secret: string;
  now: Clock;
};

/**
 * The event bus and its status. In-process: one instance, always listening. With PostgreSQL several
 * instances may share the database, so events travel through it (decision 111) and the bus reports its
 * connection to the status.
 */
function createEventTransport(deps: {
  config: Config;
  db: Database;
  logger: Logger;
  instanceId: string;
  presence: ReturnType<typeof createPresenceRegistry>;
}) {
  const { config, db, logger, instanceId, presence } = deps;
  const busStatus = createEventBusStatus(!config.databaseUrl);
  const postgresBus = config.databaseUrl
    ? createPostgresEventBus({
        db,
        databaseUrl: config.databaseUrl,
        instanceId,
        codec: createDeskBusCodec({ db, log: createDeskEventLog(db), viewersOf: presence.viewersOf }),
        logger,
        status: busStatus,
      })
    : undefined;
  const events: EventBus = postgresBus ?? createInProcessEventBus();
  return { busStatus, postgresBus, events };
}

/** The contact form's intake: mail, spam, proof of work, erasure link and routing on arrival. */
function createInquiryServiceFor(deps: {
  options: SitedeskOptions;
  storage: BlobStorage;
  staging: () => Promise<UploadStaging>;
  events: EventBus;
  secret: string;
  verifyProof: ReturnType<typeof createProofOfWork>['verify'];
  wakeMailWorker: () => void;
  webhookWorker: WebhookWorker;
}) {
  const { options, storage, staging, events, secret, verifyProof, wakeMailWorker, webhookWorker } = deps;
  const { config, db, logger } = options;
  return createInquiryService({
    db,
    storage,
    settings: config.inquiries,
    largeFiles: createLargeFileIntake({ db, storage, staging, settings: config.inquiries }),
    mail: {
      from: config.mail.from,
      notifyTo: config.mail.notifyTo,
      companyName: demoContent.en.company.name,
      publicOrigin: config.publicOrigin,
    },
    onMailQueued: wakeMailWorker,
    extraRecipientsFor: (topic) => notificationRecipientsFor(db, topic),
    // The topics the form offers at submit time (decision 245).
    offeredTopicOf: (topic) => offeredTopic(db, topic),
    confirmTopic: async (tx, topic) => (await offeredTopicWhileSaved(tx, topic)) !== undefined,
    // Each topic's extra fields as they are at submit time (decision 225).
    topicFieldsOf: (topic) => selectFieldsOfTopic(db, topic),
    // Each line's product's own fields as they are at submit time (decision 243).
    productFieldsOf: (entryIds) => selectFieldsOfProducts(db, entryIds),
    onInquiryCreated: (created) => {
      publishInquiryCreated(events, created);
      webhookWorker.wake();
    },
    // `inquiry.created` for the webhooks, in the inquiry's own transaction (decision 224).
    announceCreated: (tx, inquiry) => enqueueWebhookEvent(tx, inquiryCreatedEvent(inquiry)),
    // The languages this instance serves now: a form of a language just removed is refused.
    isOfferedLocale: (locale) => options.site.locales.includes(locale),
    now: options.now ?? systemClock,
    ...(options.beforeCommit ? { beforeCommit: options.beforeCommit } : {}),
    spam: config.spam,
    logger,
    verifyProof,
    // The confirmation's signed link to ask for erasure (decision 185).
    erasureLink: (inquiryId, locale) =>
      erasureRequestUrl(
        config.publicOrigin,
        locale,
        signErasureToken(secret, inquiryId, (options.now ?? systemClock)()),
      ),
    // Routing rules and first-answer deadlines, in the inquiry's own transaction (decision 168).
    routeArrival: async (tx, inquiry) => {
      const routing = await routeInquiry(tx, inquiry, (options.now ?? systemClock)(), { takeTurn: true });
      const { assigneeId } = routing;
      if (!assigneeId) return routing;
      // The member a rule gave it to hears of it, if they chose to (decision 174).
      const afterInsert = (insertTx: typeof tx, inquiryId: string) =>
        queueAssignedNotice(insertTx, {
          inquiryId,
          assigneeId,
          assignedBy: null,
          key: 'on-arrival',
          publicOrigin: config.publicOrigin,
          companyName: demoContent.en.company.name,
        });
      return { ...routing, afterInsert };
    },
  });
}

/** Replies by mail: parsing off the main thread, limits, and the assignee's notification. */
function createInboundMailServiceFor(
  deps: CoreServices & { wakeMailWorker: () => void; webhookEvents: WebhookEvents },
) {
  const { config, db, storage, events, logger, secret, now, wakeMailWorker, webhookEvents } = deps;
  return createInboundMailService({
    db,
    storage,
    events,
    logger,
    inboundDomain: config.mail.inboundDomain,
    attachments: config.inquiries,
    rateLimitPerHour: config.inbound.rateLimitPerHour,
    secret,
    queueReplyNotification: createReplyNotifier({
      publicOrigin: config.publicOrigin,
      companyName: demoContent.en.company.name,
      quietMinutes: config.inbound.notifyQuietMinutes,
      now,
    }),
    inquiryRateLimitPerHour: config.inbound.tokenRateLimitPerHour,
    parsing: {
      maxTextChars: config.inbound.maxTextChars,
      maxHtmlChars: config.inbound.maxTextChars,
      workers: config.inbound.parseWorkers,
      timeoutMs: config.inbound.parseTimeoutMs,
    },
    onMailQueued: wakeMailWorker,
    spam: config.spam,
    now,
    webhookEvents,
  });
}

/** The background jobs: scheduled publishing, retention, sweeps and answer reminders. */
function startCleanupJobs(
  deps: CoreServices & {
    collections: ReturnType<typeof createCollectionsService>;
    quotes: QuoteService;
    wakeMailWorker: () => void;
    webhookEvents: WebhookEvents;
  },
) {
  const { config, db, logger, now, storage, staging, events, collections, quotes, wakeMailWorker } = deps;
  const { webhookEvents } = deps;
  return startJobScheduler({
    db,
    logger,
    now,
    jobs: [
      createScheduledPublishJob({
        service: collections,
        logger,
        everySeconds: config.content.scheduledPublishSeconds,
      }),
      createRetentionJob({
        eraser: createInquiryEraser({ db, storage, events, logger }),
        retentionDays: async () => (await readDeskSettings(db)).retentionDays,
        logger,
        everySeconds: config.cleanupIntervalSeconds,
      }),
      createSpamRetentionJob({
        eraser: createInquiryEraser({ db, storage, events, logger }),
        retentionDays: config.spamRetentionDays,
        logger,
        everySeconds: config.cleanupIntervalSeconds,
      }),
      createOrphanSweepJob({
        storage,
        owners: [attachmentBlobOwner(db), mediaBlobOwner(db)],
        logger,
        everySeconds: config.cleanupIntervalSeconds,
      }),
      createRateLimitSweepJob({ db, logger, everySeconds: config.cleanupIntervalSeconds }),
      createQuoteExpiryJob({ quotes, logger, everySeconds: config.cleanupIntervalSeconds }),
      createStagedUploadSweepJob({ db, staging, logger, everySeconds: config.cleanupIntervalSeconds }),
      createAuditRetentionJob({
        db,
        retentionDays: config.auditRetentionDays,
        logger,
        everySeconds: config.cleanupIntervalSeconds,
      }),
      // The delivery log's old rows, with their payloads (decision 226).
      createWebhookDeliverySweepJob({
        db,
        retentionDays: config.webhooks.deliveryRetentionDays,
        logger,
        everySeconds: config.cleanupIntervalSeconds,
      }),
      // A reminder a minute late is still in time; an hourly round would be most of a 4-hour target's 80 %.
      createAnswerReminderJob({
        db,
        logger,
        publicOrigin: config.publicOrigin,
        companyName: demoContent.en.company.name,
        everySeconds: 60,
        onMailQueued: wakeMailWorker,
        announceOverdue: (tx, inquiryId) => webhookEvents.inquiryOverdue(tx, inquiryId),
        onWebhooksQueued: () => webhookEvents.wake(),
      }),
    ],
  });
}

/**
 * Quotations (decision 220): sent as answers in the conversation (a reply service of their own, with the
 * answers' limits), their PDFs rendered in a worker thread.
 */
function createQuoteServiceFor(
  deps: CoreServices & {
    wakeMailWorker: () => void;
    webhookWorker: WebhookWorker;
    webhookEvents: WebhookEvents;
  },
): QuoteService {
  const { config, db, storage, events, now } = deps;
  return createQuoteService({
    db,
    events,
    replies: createReplyService({
      db,
      storage,
      events,
      mail: {
        from: config.mail.from,
        inboundDomain: config.mail.inboundDomain,
        companyName: demoContent.en.company.name,
        publicOrigin: config.publicOrigin,
      },
      attachments: config.inquiries,
      rateLimitPerHour: config.replies.rateLimitPerHour,
      onMailQueued: deps.wakeMailWorker,
      // A quotation goes out as an answer: `message.sent` beside its `quote.sent` (decision 226).
      webhookEvents: deps.webhookEvents,
      now,
    }),
    renderPdf: renderQuotePdf,
    publicOrigin: config.publicOrigin,
    reminders: { companyName: demoContent.en.company.name, inboundDomain: config.mail.inboundDomain },
    notifyDecision: createQuoteDecisionNotifier({
      publicOrigin: config.publicOrigin,
      companyName: demoContent.en.company.name,
      now,
    }),
    onMailQueued: deps.wakeMailWorker,
    // `quote.sent`, `quote.accepted`, `quote.declined` in the change's own transaction (decision 224).
    announce: (tx, quote, type) => enqueueWebhookEvent(tx, quoteEvent(type, quote)),
    onAnnounced: () => deps.webhookWorker.wake(),
    now,
  });
}

/** Listens for replies by SMTP on `port` (decision 101). */
async function startInboundListenerFor(
  config: Config,
  port: number,
  inbound: ReturnType<typeof createInboundMailService>,
  logger: Logger,
): Promise<InboundSmtpListener> {
  const { smtpHost, maxBytes, tlsCertPath, tlsKeyPath } = config.inbound;
  // The SMTP server library loads only when the listener is configured (decision 149).
  const { startInboundSmtpListener } = await loadSmtpListener();
  return startInboundSmtpListener({
    service: inbound,
    logger,
    port,
    host: smtpHost,
    maxBytes,
    tls: tlsCertPath && tlsKeyPath ? { certPath: tlsCertPath, keyPath: tlsKeyPath } : undefined,
    serverName: config.mail.inboundDomain,
    maxClients: config.inbound.smtpMaxClients,
    bufferBytes: config.inbound.smtpBufferBytes,
    limits: {
      maxPerClient: config.inbound.smtpMaxClientsPerAddress,
      idleMs: config.inbound.smtpIdleSeconds * 1000,
      lifetimeMs: config.inbound.smtpSessionSeconds * 1000,
    },
  });
}

/** A person's data in one place (decision 185): export, erasure, and which addresses are our own. */
function createPeopleServiceFor(
  deps: CoreServices & { audit: ReturnType<typeof createDatabaseAuditLog>; webhookEvents: WebhookEvents },
) {
  const { config, db, storage, events, logger, secret, now, audit, webhookEvents } = deps;
  return createPeopleService({
    db,
    storage,
    events,
    logger,
    secret,
    now,
    limits: config.people,
    audit,
    webhookEvents,
    ownAddresses: {
      addresses: [bareAddressOf(config.mail.from), ...config.mail.notifyTo],
      domains: [config.mail.inboundDomain],
    },
  });
}

/** The outbox's delivery worker: sends queued mail with retries. */
function startMailDelivery(options: SitedeskOptions, mailer: Mailer, storage: BlobStorage) {
  const { config, db, logger } = options;
  return startDeliveryWorker({
    db,
    mailer,
    storage,
    from: config.mail.from,
    retry: config.mail.retry,
    pollIntervalSeconds: config.mail.pollIntervalSeconds,
    claimSeconds: config.mail.claimSeconds,
    logger,
    ...(options.onDeliveryOutcome ? { onOutcome: options.onDeliveryOutcome } : {}),
  });
}

/** Who did what (decision 183); owners and admins with the audit page open hear of each new entry. */
function createLiveAuditLog(db: Database, instanceId: string, logger: Logger, events: EventBus) {
  return createDatabaseAuditLog({
    db,
    instanceId,
    logger,
    // Sign-ins and sessions go live to owners only: an admin's page hides owners' ones (decision 183), and
    // the bare id arriving would still tell an admin when an owner signed in (a security review).
    onRecorded: (entryId, action) =>
      events.publish({
        event: { type: 'audit.recorded', entryId, ownersOnly: action.startsWith('auth.') },
        cursor: null,
      }),
  });
}
