import { isDeepStrictEqual } from 'node:util';
import { inquiryFieldErrorCodes, inquiryRequestSchema } from '@sitedesk/shared/inquiry';
import { accountPaths, accountSchemas } from './account-paths';
import { apiKeySchemas, apiKeySecurityScheme } from './api-key-schemas';
// ── decision 236: /api/v1 webhooks and collections ──
import { apiV1WebhookContentSchemas } from './api-v1-schemas';
// ── end decision 236 ──
import { auditLogSchemas } from './audit-log-schemas';
import { authPaths, authSchemas } from './auth-paths';
import { collectionSchemas } from './collection-schemas';
import { contentPaths } from './content-paths';
import { contentSchemas } from './content-schemas';
import { conversationSchemas } from './conversation-schemas';
import { deskSchemas } from './desk-schemas';
import { apiErrorSchemaOf, type JsonSchema, requestSchemaOf } from './json-schema';
import { mediaPaths } from './media-paths';
import { mediaSchemas } from './media-schemas';
import { deskErrorResponses } from './operations';
import { passkeyPaths, passkeySchemas } from './passkey-paths';
import { peopleSchemas } from './people-schemas';
import { personInquiriesSchemas } from './person-inquiries-schemas';
import { productFieldSchemas } from './product-field-schemas';
import { productPriceSchemas } from './product-price-schemas';
import { publicPaths } from './public-paths';
import { quoteSchemas } from './quote-schemas';
import type { RoutesDescription } from './route-paths';
import { routingSchemas } from './routing-schemas';
import { savedViewSchemas } from './saved-view-schemas';
import { siteLanguageSchemas } from './site-language-schemas';
import { siteTextSchemas } from './site-text-schemas';
import { tagSchemas } from './tag-schemas';
import { topicFieldSchemas } from './topic-field-schemas';
import { webhookEventDocs } from './webhook-events';
import { webhookSchemas } from './webhook-schemas';

const inquiryRequest = (() => {
  const schema = requestSchemaOf(inquiryRequestSchema);
  const properties = schema.properties as Record<string, Record<string, unknown>>;
  const describe = (field: string, description: string, extra: Record<string, unknown> = {}) => {
    properties[field] = { ...properties[field], description, ...extra };
  };
  describe('email', 'The visitor’s e-mail address; the confirmation goes here.', { format: 'email' });
  describe(
    'phone',
    'Optional. National or international (`+44 …`, `0044 …`) form; checked against the numbering plan.',
  );
  describe('phoneCountry', 'ISO 3166-1 alpha-2 region of `phone` when written in national form, e.g. `DE`.');
  describe('country', 'ISO 3166-1 alpha-2 code of the visitor’s company country.');
  describe('consent', 'The visitor agreed to the privacy policy. Must be `true`.');
  describe(
    'topic',
    'One of the topics the form offers now: a built-in one (`product`, `quote`, `service`, `partnership`, ' +
      '`press`, `careers`, `other`) unless editors hid it, or one they added (`GET /api/desk/topics`); ' +
      'any other is 422 `invalid_topic`.',
  );
  describe('locale', 'The language of the confirmation e-mail and of error messages.');
  describe(
    'entryId',
    'Optional. The product (a quote request) or job (an application) the inquiry is about: a published ' +
      'product or an open job, else 422 `invalid_entry`. For a job the topic becomes `careers`, at least ' +
      'one attachment must be a CV (PDF, Word or OpenDocument text; else 422 `cv_required` on ' +
      '`attachments`), and the job’s contact person is told of the application (without its message).',
    { format: 'uuid' },
  );
  describe('website', 'Leave empty. A honeypot for bots: a filled one is acknowledged but stored as spam.');
  describe(
    'proof',
    'Optional. A solved challenge from `GET /api/inquiries/challenge` (ALTCHA v2 payload: base64 of ' +
      '`{"challenge":{"parameters","signature"},"solution":{"counter","derivedKey"}}`); each counts once.',
    { maxLength: 4096 },
  );
  return schema;
})();

/** The groups the paths are listed under at `/api/docs`. */
const apiTags = [
  { name: 'Public', description: 'What the public site and integrators call; no session.' },
  { name: 'Auth', description: 'Signing in and out, and passwords (Better Auth, under `/api/auth`).' },
  { name: 'Desk: inquiries', description: 'The staff desk’s work on inquiries.' },
  {
    name: 'Desk: quotations',
    description:
      'Quotations built from a request, revised, sent as a PDF into the conversation and accepted or ' +
      'declined on the buyer’s page; the inquiry’s outcome (decision 220).',
  },
  { name: 'Desk: realtime', description: 'Live updates and who is looking at what.' },
  {
    name: 'Desk: a person’s data',
    description:
      'GDPR articles 15, 17 and 20: everything held about one e-mail address, found, exported as a ZIP ' +
      'and erased; visitors’ erasure requests (decision 185).',
  },
  { name: 'Desk: team', description: 'Staff accounts: who am I, the team, invitations, first set-up.' },
  { name: 'Desk: settings', description: 'Notification routing, retention, the dev mailbox.' },
  { name: 'Desk: audit log', description: 'Who did what, and when (owners and admins).' },
  {
    name: 'Desk: webhooks',
    description:
      'Endpoints that receive signed events (Standard Webhooks 1.0), their delivery log, replays and test ' +
      'events (owners and admins; decision 224).',
  },
  {
    name: 'Desk: API keys',
    description:
      'Keys for the public API `/api/v1`: created with scopes and an optional expiry, shown once, revoked ' +
      '(owners and admins; decision 231).',
  },
  {
    name: 'Public API v1',
    description:
      'What other systems (a CRM, a workflow tool) call with an API key as a Bearer token: inquiries, read ' +
      'and changed as in the desk, their internal notes, and new inquiries sent server to server as the ' +
      'contact form sends them (decision 235); webhook endpoints, managed as in the desk; the collections as ' +
      'the public site publishes them. Stable and versioned; each key has its own per-minute limit.',
  },
  {
    name: 'Desk: content',
    description:
      'The content editor: each section of the site per locale, drafted, previewed, published and ' +
      'restored. Every write names the `revision` it saw, so two editors never overwrite each other.',
  },
  {
    name: 'Desk: form fields',
    description: 'The questions editors add to each topic of the contact form, labelled per site language.',
  },
  {
    name: 'Desk: site languages',
    description:
      'Which languages the public site offers: editors add or remove one, and it goes live without a restart.',
  },
  {
    name: 'Desk: site texts',
    description:
      'Corrections of the texts the site ships with (buttons, labels, the form’s and the visitor pages’ words), per language, published like content.',
  },
  {
    name: 'Desk: media',
    description:
      'The media library: images (served as AVIF and WebP variants) and PDF documents the content uses.',
  },
];

/** How the inbound webhook and the desk authenticate. */
const securitySchemes = {
  inboundBearer: {
    type: 'http',
    scheme: 'bearer',
    description: 'INBOUND_WEBHOOK_SECRET, for POST /api/inbound/mail only.',
  },
  inboundSignature: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Sitedesk-Signature',
    description: '`sha256=` and the hex HMAC-SHA256 of the body, keyed with INBOUND_WEBHOOK_SECRET.',
  },
  cookieAuth: {
    type: 'apiKey',
    in: 'cookie',
    name: 'better-auth.session_token',
    description:
      'The staff session cookie Better Auth sets on sign-in (HttpOnly, SameSite=Lax). On a site served ' +
      'over https it is named `__Secure-better-auth.session_token`. Sessions end after inactivity and ' +
      'at the latest some days after sign-in; a revoked session stops working at once. Where a second ' +
      'factor is required of a member who has none, every endpoint but enrolment, sign-out, the ' +
      'session and `/api/desk/me` answers 403 `two_factor_required` (`PUT /api/desk/settings/security`).',
  },
  ...apiKeySecurityScheme,
};

/**
 * The API, public and desk, described for integrators; served at `/api/openapi.json` and browsable at
 * `/api/docs`. `/api/v1` comes from its routes (decision 246), and so do the desk routes that carry a
 * `describedDesk(…)` (decision 248); the others, and Better Auth's, still live in their own files here.
 */
export function createOpenApiDocument(origin: string, fromRoutes: RoutesDescription) {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Sitedesk API',
      version: '1.0.0',
      description:
        'The API of a Sitedesk site. Every error has the shape `{"error":{"code","message","fields"?,"details"?}}`; ' +
        'messages follow `Accept-Language` (English or German) or the request’s `locale`.',
    },
    servers: [{ url: origin }],
    tags: apiTags,
    paths: withRoutePaths(
      {
        ...publicPaths,
        ...authPaths,
        ...accountPaths,
        ...passkeyPaths,
        ...contentPaths,
        ...mediaPaths,
      },
      fromRoutes.paths,
    ),
    // What Sitedesk sends to webhook endpoints (decision 226).
    webhooks: webhookEventDocs,
    components: {
      securitySchemes,
      responses: deskErrorResponses,
      schemas: withRouteSchemas(handWrittenSchemas(), fromRoutes.schemas),
    },
  };
}

/**
 * The hand-written paths and those the routes describe. An operation is described in one place: a route
 * both describing itself and still written here would drift, so the document refuses to build.
 */
function withRoutePaths(
  handWritten: Record<string, Record<string, JsonSchema>>,
  fromRoutes: RoutesDescription['paths'],
): Record<string, Record<string, JsonSchema>> {
  const paths = { ...handWritten };
  for (const [path, operations] of Object.entries(fromRoutes)) {
    for (const method of Object.keys(operations)) {
      if (paths[path]?.[method]) {
        throw new Error(`${method.toUpperCase()} ${path}: described on its route and by hand`);
      }
    }
    paths[path] = { ...paths[path], ...operations };
  }
  return paths;
}

function handWrittenSchemas(): Record<string, unknown> {
  return {
    InquiryRequest: inquiryRequest,
    Error: apiErrorSchemaOf({ type: 'string', enum: [...inquiryFieldErrorCodes] }),
    ...deskSchemas,
    ...conversationSchemas,
    ...authSchemas,
    ...accountSchemas,
    ...passkeySchemas,
    ...contentSchemas,
    ...siteLanguageSchemas,
    ...siteTextSchemas,
    ...collectionSchemas,
    ...mediaSchemas,
    ...routingSchemas,
    ...personInquiriesSchemas,
    ...peopleSchemas,
    ...auditLogSchemas,
    ...tagSchemas,
    ...savedViewSchemas,
    ...quoteSchemas,
    ...productPriceSchemas,
    ...webhookSchemas,
    ...apiKeySchemas,
    // ── decision 236 ──
    ...apiV1WebhookContentSchemas,
    // ── end decision 236 ──
    ...topicFieldSchemas,
    ...productFieldSchemas,
  };
}

/**
 * The hand-written schemas and those the routes' bodies bring (a route's zod schema, decision 246). One
 * name means one schema: a route's body may reuse a desk name only with the very same schema.
 */
function withRouteSchemas(
  handWritten: Record<string, unknown>,
  fromRoutes: RoutesDescription['schemas'],
): Record<string, unknown> {
  for (const [name, schema] of Object.entries(fromRoutes)) {
    if (name in handWritten && !isDeepStrictEqual(handWritten[name], schema)) {
      throw new Error(
        `components.schemas.${name}: a route's body differs from the desk's schema of that name`,
      );
    }
  }
  return { ...handWritten, ...fromRoutes };
}
