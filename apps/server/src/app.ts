import type { Database } from '@sitedesk/db/client';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { siteLanguageFiles } from '@sitedesk/shared/messages/site-language-files';
import { Hono } from 'hono';
import type { Logger } from 'pino';
import type { Config, InquirySettings } from './config';
import { apiDocs } from './features/api-docs/routes';
import { apiKeyGuard, apiKeyRoutes, createApiKeyService, requireScope } from './features/api-keys';
import { auditLogRoutes } from './features/audit-log/routes';
import type { StaffAuthService } from './features/auth/create-staff-auth';
import { authRoutes } from './features/auth/routes';
import { productPriceRoutes } from './features/collections/product-prices/routes';
import { createProductPriceService } from './features/collections/product-prices/service';
// ── decision 236: /api/v1 webhooks and collections (imports) ──
import { publicCollectionRoutes } from './features/collections/public-api';
import { collectionDeskRoutes } from './features/collections/routes';
import type { CollectionsService } from './features/collections/service';
import type { InquiryTopicsService } from './features/content/inquiry-topics';
import { inquiryTopicsRoutes } from './features/content/inquiry-topics-routes';
import type { LivePages } from './features/content/live-pages';
import type { ProductFieldsService } from './features/content/product-fields';
import { productFieldsRoutes } from './features/content/product-fields-routes';
import { contentDeskRoutes, contentPreviewRoutes } from './features/content/routes';
import type { ContentService } from './features/content/service';
import type { SiteLanguagesService } from './features/content/site-languages';
import { siteLanguagesRoutes } from './features/content/site-languages-routes';
import type { SiteTextsService } from './features/content/site-texts';
import { siteTextsRoutes } from './features/content/site-texts-routes';
import type { TopicFieldsService } from './features/content/topic-fields';
import { topicFieldsRoutes } from './features/content/topic-fields-routes';
import { fileRoutes } from './features/files/routes';
import { metricsRoutes } from './features/health/metrics-routes';
import { healthRoutes } from './features/health/routes';
import { conversationRoutes } from './features/inquiry/conversation';
import type { SpamVerdictRecorder } from './features/inquiry/desk';
import { arrivalMailOf, deskRoutes } from './features/inquiry/desk';
import type { InboundMailService } from './features/inquiry/inbound';
import { createWebhookBodyGate, inboundRoutes } from './features/inquiry/inbound';
import type { createInquiryService } from './features/inquiry/intake';
import { inquiryRoutes } from './features/inquiry/intake';
import { uploadRoutes } from './features/inquiry/large-files';
import { publicInquiryRoutes } from './features/inquiry/public-api';
// ── end decision 236 imports ──
import { type QuoteService, quoteRoutes } from './features/inquiry/quotes';
import { createVisitorPageService, visitorPageRoutes } from './features/inquiry/visitor-page';
import { mediaDeskRoutes, mediaPublicRoutes } from './features/media/routes';
import { publicPeopleRoutes } from './features/people/public-api';
import { erasureRequestPageRoutes } from './features/people/request-page-routes';
import { peopleRoutes } from './features/people/routes';
import type { PeopleService } from './features/people/service';
import type { ProofOfWork } from './features/proof-of-work/proof-of-work';
import { proofOfWorkRoutes } from './features/proof-of-work/routes';
import type { PresenceRegistry } from './features/realtime/presence';
import { routingRoutes } from './features/routing/routes';
import { siteRoutes } from './features/site/routes';
import type { SiteFiles } from './features/site/site-files';
import { type WebhookAnnouncer, type WebhookService, webhookRoutes } from './features/webhooks';
import { publicWebhookRoutes } from './features/webhooks/public-api';
import { AppError } from './http/app-error';
import { createErrorHandler, errorResponse } from './http/error-handler';
import { refuseNulPaths } from './http/refuse-nul-paths';
import { requestId } from './http/request-id';
import { requestLog } from './http/request-log';
import { requestMetrics } from './http/request-metrics';
import { requireSameOrigin, trustedOriginsOf } from './http/same-origin';
import { securityHeaders } from './http/security-headers';
import type { AuditLog } from './platform/audit/audit-log';
import type { ApiKeyEnv } from './platform/auth/api-key';
import { type Clock, systemClock } from './platform/clock/clock';
import type { EventBus } from './platform/events/event-bus';
import type { ServiceMetrics } from './platform/metrics/service-metrics';
import type { ReadinessCheck } from './platform/readiness/readiness-check';
import type { BlobStorage } from './platform/storage/blob-storage';
import type { UrlSigner } from './platform/storage/url-signer';
import type { UploadStaging } from './platform/uploads/upload-staging';

export type AppDependencies = {
  config: Config;
  db: Database;
  site: SiteFiles;
  logger: Logger;
  /** Names this process in the heartbeat table; several instances may share one database. */
  instanceId: string;
  secret: string;
  /** Who did what (decision 183): built once in sitedesk.ts, handed to the features that record. */
  audit: AuditLog;
  publicOrigin: string;
  storage: BlobStorage;
  signer: UrlSigner;
  inquiries: {
    service: ReturnType<typeof createInquiryService>;
    settings: InquirySettings;
    /** Where a quote request's resumable uploads collect (decision 215). */
    staging: () => Promise<UploadStaging>;
  };
  auth: StaffAuthService;
  /** Wakes the mail delivery worker after e-mail was written to the outbox. */
  onMailQueued?: () => void;
  events: EventBus;
  /** Who views which inquiry, shared by the instances. */
  presence: PresenceRegistry;
  content: {
    service: ContentService;
    livePages: LivePages;
    siteLanguages: SiteLanguagesService;
    /** Editors' corrections of shipped UI texts (decision 206). */
    siteTexts: SiteTextsService;
    topicFields: TopicFieldsService;
    /** The form's topics as editors arrange them (decision 245). */
    topics: InquiryTopicsService;
    /** Products' own fields, their variants and options (decision 243). */
    productFields: ProductFieldsService;
  };
  collections: CollectionsService;
  /** The visitor's e-mail answers: the webhook and the dev mailbox's "answer as the visitor" feed it. */
  inbound: InboundMailService;
  /** What `/api/ready` checks: the database, the object store, the event listener (decision 113). */
  readinessChecks: readonly ReadinessCheck[];
  metrics: ServiceMetrics;
  onEventStreamCountChanged?: (count: number) => void;
  /** "Spam" and "Not spam" teach the spam classifier (features/desk/spam-verdicts.ts). */
  onSpamVerdict?: SpamVerdictRecorder | undefined;
  /** The contact form's proof of work (decision 166): issues the challenges the form's worker solves. */
  proofOfWork: ProofOfWork;
  /** The company's name as the visitor's e-mails and page sign with it. */
  companyName: string;
  /** What time it is for routing previews (decision 168) and hourly limits; the system clock if left out. */
  now?: Clock;
  /** A person's data: find, export, erase, and the visitor's erasure requests (decision 185). */
  people: PeopleService;
  /** Quotations: built and sent from the desk, decided on the buyer's page (decision 220). */
  quotes: QuoteService;
  /** Signed webhooks: endpoints, their delivery log, replay and test events (decision 224). */
  webhooks: WebhookService;
  /**
   * The desk's changes as webhook events (decision 226): status, assignee and tags (`inquiry.updated`),
   * staff answers (`message.sent`); queued in each change's transaction, the delivery woken after it.
   */
  webhookEvents?: (WebhookAnnouncer & { wake: () => void }) | undefined;
};

/** The whole HTTP surface of Sitedesk: the API under `/api`, the public site everywhere else. */
export function createApp(deps: AppDependencies) {
  const apiKeys = createApiKeyService({ db: deps.db, now: deps.now });
  // `/api/v1` (decision 231), built once: mounted below, and its routes' own descriptions are the
  // reference's `/api/v1` paths (decision 246).
  const publicApi = new Hono<ApiKeyEnv>()
    .use(
      '*',
      apiKeyGuard({
        db: deps.db,
        keys: apiKeys,
        audit: deps.audit,
        limitPerMinute: deps.config.apiKeys.rateLimitPerMinute,
        now: deps.now,
      }),
    )
    .route(
      '/',
      publicInquiryRoutes({
        ...deps,
        arrivalMail: arrivalMailOf(deps),
        requireScope,
        inquiriesPerHour: deps.config.apiKeys.inquiriesPerHour,
      }),
    )
    // ── decision 236: /api/v1/webhooks (`webhooks:manage`) and /api/v1/collections (`content:read`) ──
    .route(
      '/',
      publicWebhookRoutes({
        webhooks: deps.webhooks,
        audit: deps.audit,
        allowPrivateTargets: deps.config.webhooks.allowPrivateTargets,
        requireScope,
      }),
    )
    .route(
      '/',
      publicCollectionRoutes({
        db: deps.db,
        offeredLocales: () => deps.content.siteLanguages.offered(),
        now: deps.now,
        requireScope,
      }),
    )
    // ── end decision 236 ──
    // Decision 237: a person's data by API key (`people:export`, `people:erase`).
    .route(
      '/',
      publicPeopleRoutes({
        db: deps.db,
        people: deps.people,
        requireScope,
        exportsPerHour: deps.config.apiKeys.peopleExportsPerHour,
        now: deps.now,
      }),
    );
  const docs = apiDocs(deps.publicOrigin);
  const api = new Hono()
    // Every state-changing desk request must come from the desk's own pages (Better Auth checks its own).
    .use('/desk/*', requireSameOrigin(trustedOriginsOf(deps.config)))
    .route('/', healthRoutes({ ...deps, operatorToken: deps.config.metricsToken }))
    .route(
      '/',
      inquiryRoutes({
        service: deps.inquiries.service,
        settings: deps.inquiries.settings,
        secret: deps.secret,
        db: deps.db,
      }),
    )
    .route(
      '/',
      proofOfWorkRoutes({
        proofOfWork: deps.proofOfWork,
        db: deps.db,
        secret: deps.secret,
        trustedProxies: deps.inquiries.settings.trustedProxies,
        rateLimitPerHour: deps.config.proofOfWork.challengeRateLimitPerHour,
        now: deps.now,
      }),
    )
    .route(
      '/',
      inboundRoutes({
        inbound: deps.inbound,
        webhookSecret: deps.config.inbound.webhookSecret,
        maxBytes: deps.config.inbound.maxBytes,
        bodies: createWebhookBodyGate({ concurrency: deps.config.inbound.webhookConcurrency }),
      }),
    )
    .route(
      '/',
      uploadRoutes({
        db: deps.db,
        staging: deps.inquiries.staging,
        settings: deps.inquiries.settings,
        secret: deps.secret,
        trustedOrigins: trustedOriginsOf(deps.config),
        logger: deps.logger,
        now: deps.now,
      }),
    )
    .route('/', fileRoutes(deps.storage, deps.signer))
    .route('/', docs.routes)
    .route('/', authRoutes(deps))
    .route('/desk', deskRoutes(deps))
    .route('/desk', conversationRoutes(deps))
    .route('/desk', peopleRoutes({ auth: deps.auth, service: deps.people }))
    .route('/desk', auditLogRoutes(deps))
    .route('/desk', quoteRoutes({ auth: deps.auth, quotes: deps.quotes }))
    .route(
      '/desk',
      productPriceRoutes({ auth: deps.auth, prices: createProductPriceService({ db: deps.db }) }),
    )
    .route(
      '/desk',
      webhookRoutes({
        auth: deps.auth,
        webhooks: deps.webhooks,
        audit: deps.audit,
        allowPrivateTargets: deps.config.webhooks.allowPrivateTargets,
      }),
    )
    .route('/desk', apiKeyRoutes({ auth: deps.auth, keys: apiKeys, audit: deps.audit }))
    .route(
      '/desk',
      routingRoutes({ auth: deps.auth, db: deps.db, now: deps.now ?? systemClock, audit: deps.audit }),
    )
    .route(
      '/desk/content',
      contentDeskRoutes({
        auth: deps.auth,
        service: deps.content.service,
        siteLocales: deps.content.siteLanguages.offered,
        audit: deps.audit,
      }),
    )
    .route(
      '/desk/site-languages',
      siteLanguagesRoutes({ auth: deps.auth, service: deps.content.siteLanguages }),
    )
    .route(
      '/desk/site-texts',
      siteTextsRoutes({ auth: deps.auth, service: deps.content.siteTexts, audit: deps.audit }),
    )
    .route(
      '/desk/topics',
      inquiryTopicsRoutes({ auth: deps.auth, service: deps.content.topics, audit: deps.audit }),
    )
    .route(
      '/desk/topic-fields',
      topicFieldsRoutes({ auth: deps.auth, service: deps.content.topicFields, audit: deps.audit }),
    )
    .route(
      '/desk/product-fields',
      productFieldsRoutes({ auth: deps.auth, service: deps.content.productFields, audit: deps.audit }),
    )
    .route(
      '/desk/collections',
      collectionDeskRoutes({ auth: deps.auth, service: deps.collections, audit: deps.audit }),
    )
    .route(
      '/desk/media',
      mediaDeskRoutes({
        ...deps,
        // New alt text of an image that live pages show must reach those pages.
        onPublishedMediaChanged: () => void deps.content.livePages.refresh(),
      }),
    )
    // The public API (decision 231): an API key as a Bearer token, never a cookie, so no origin check.
    .route('/v1', publicApi)
    .all('*', (c) => errorResponse(c, new AppError('not_found')));
  // The reference reads the routes' own descriptions once every route is in place (decisions 246, 248).
  docs.describeFrom(api);

  const app = new Hono();
  app.use(requestId());
  app.use(requestLog(deps.logger, deps.config.hasPublicUrl ? 'info' : 'debug'));
  app.use(requestMetrics(deps.metrics.recordRequest));
  app.use(refuseNulPaths());
  const mediaBaseUrl = deps.config.storage.mediaPublicBaseUrl;
  app.use(
    securityHeaders({
      isHttpsSite: deps.config.publicOrigin.startsWith('https:'),
      styleHashes: deps.site.styleHashes,
      ...(mediaBaseUrl ? { mediaOrigin: new URL(mediaBaseUrl).origin } : {}),
    }),
  );
  app.route('/api', api);
  app.route('/metrics', metricsRoutes({ registry: deps.metrics.registry, token: deps.config.metricsToken }));
  app.route('/media', mediaPublicRoutes(deps));
  // Before the site's `/desk/*`, which answers every desk path with the desk's single page.
  app.route('/desk/preview', contentPreviewRoutes({ auth: deps.auth, livePages: deps.content.livePages }));
  // The visitor's own page (decision 173), before the site answers its path with the 404 page.
  app.route(
    '/',
    visitorPageRoutes({
      service: createVisitorPageService({
        db: deps.db,
        storage: deps.storage,
        inbound: deps.inbound,
        companyName: deps.companyName,
        messageIdDomain: deps.config.mail.inboundDomain,
        attachments: deps.inquiries.settings,
        clientRateLimitPerHour: deps.config.visitorPage.clientRateLimitPerHour,
        inquiryRateLimitPerHour: deps.config.visitorPage.inquiryRateLimitPerHour,
        now: deps.now,
        quotes: deps.quotes,
        // The answer asking for changes names its quotation first: "Quotation Q-2026-0001 — Ask for changes".
        changesIntro: (locale, number) => {
          const { page } = siteLanguageFiles[locale].quote;
          return `${formatMessage(page.heading, { number })} — ${page.changesHeading}`;
        },
      }),
      site: deps.site,
      // The page's own texts with the editors' live corrections (decision 206).
      texts: (locale) => deps.content.siteTexts.publishedCatalog('visitor-page', locale),
      quoteTexts: async (locale) => siteLanguageFiles[locale].quote,
      companyName: deps.companyName,
      attachments: deps.inquiries.settings,
      trustedOrigins: trustedOriginsOf(deps.config),
      trustedProxies: deps.inquiries.settings.trustedProxies,
      secret: deps.secret,
    }),
  );
  // The visitor's page to ask for erasure (decision 185), as the visitor's own page above.
  app.route(
    '/',
    erasureRequestPageRoutes({
      service: deps.people,
      site: deps.site,
      texts: (locale) => deps.content.siteTexts.publishedCatalog('erasure-request', locale),
      trustedOrigins: trustedOriginsOf(deps.config),
      trustedProxies: deps.inquiries.settings.trustedProxies,
      secret: deps.secret,
    }),
  );
  app.route('/', siteRoutes(deps.site));
  app.notFound((c) => errorResponse(c, new AppError('not_found')));
  app.onError(createErrorHandler(deps.logger));
  return app;
}

export type App = ReturnType<typeof createApp>;
