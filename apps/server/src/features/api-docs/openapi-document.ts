import { inquiryFieldErrorCodes, inquiryRequestSchema } from '@sitedesk/shared/inquiry';
import { accountPaths, accountSchemas } from './account-paths';
import { auditLogPaths, auditLogSchemas } from './audit-log-paths';
import { authPaths, authSchemas } from './auth-paths';
import { collectionPaths } from './collection-paths';
import { collectionSchemas } from './collection-schemas';
import { contentPaths } from './content-paths';
import { contentSchemas } from './content-schemas';
import { conversationPaths } from './conversation-paths';
import { conversationSchemas } from './conversation-schemas';
import { deskPaths } from './desk-paths';
import { deskSchemas } from './desk-schemas';
import { apiErrorSchemaOf, requestSchemaOf } from './json-schema';
import { mediaPaths } from './media-paths';
import { mediaSchemas } from './media-schemas';
import { deskErrorResponses } from './operations';
import { passkeyPaths, passkeySchemas } from './passkey-paths';
import { peoplePaths, peopleSchemas } from './people-paths';
import { personInquiriesPaths, personInquiriesSchemas } from './person-inquiries-paths';
import { routingPaths, routingSchemas } from './routing-paths';
import { savedViewPaths, savedViewSchemas } from './saved-view-paths';
import { siteLanguagePaths, siteLanguageSchemas } from './site-language-paths';
import { staffPaths } from './staff-paths';
import { tagPaths, tagSchemas } from './tag-paths';

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

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

/**
 * The API, public and desk, described for integrators; served at `/api/openapi.json` and browsable at
 * `/api/docs`. The desk, team and auth paths live in their own files.
 */
export function createOpenApiDocument(origin: string) {
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
    tags: [
      { name: 'Public', description: 'What the public site and integrators call; no session.' },
      { name: 'Auth', description: 'Signing in and out, and passwords (Better Auth, under `/api/auth`).' },
      { name: 'Desk: inquiries', description: 'The staff desk’s work on inquiries.' },
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
        name: 'Desk: content',
        description:
          'The content editor: each section of the site per locale, drafted, previewed, published and ' +
          'restored. Every write names the `revision` it saw, so two editors never overwrite each other.',
      },
      {
        name: 'Desk: site languages',
        description:
          'Which languages the public site offers: editors add or remove one, and it goes live without a restart.',
      },
      {
        name: 'Desk: media',
        description:
          'The media library: images (served as AVIF and WebP variants) and PDF documents the content uses.',
      },
    ],
    paths: {
      '/api/health': {
        get: {
          tags: ['Public'],
          summary: 'Health check',
          description:
            "Answers 200 only when the database takes a write and a read. With the operator's bearer token " +
            '(METRICS_TOKEN) the answer also names the running release.',
          responses: {
            200: {
              description: 'Healthy',
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    properties: {
                      status: { const: 'ok' },
                      version: { type: 'string', description: 'The release (semver); operator only' },
                    },
                    required: ['status'],
                  },
                },
              },
            },
            503: errorResponse('The database does not answer'),
          },
        },
      },
      '/api/inquiries': {
        post: {
          tags: ['Public'],
          summary: 'Send an inquiry',
          description:
            'Stores an inquiry and queues its e-mails (a notification to the company, a confirmation to the ' +
            'visitor) in one transaction; answers 201 only after it is committed. Attachments (multipart only, ' +
            'under `attachments`): up to 5 files of 10 MB, 25 MB together, recognised by their content.',
          requestBody: {
            required: true,
            content: {
              'application/json': { schema: { $ref: '#/components/schemas/InquiryRequest' } },
              'multipart/form-data': {
                schema: {
                  allOf: [
                    { $ref: '#/components/schemas/InquiryRequest' },
                    {
                      type: 'object',
                      properties: {
                        consent: { type: 'string', enum: ['on', 'true'] },
                        attachments: {
                          type: 'array',
                          items: { type: 'string', format: 'binary' },
                          maxItems: 5,
                        },
                      },
                    },
                  ],
                },
              },
            },
          },
          responses: {
            201: {
              description: 'Stored',
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    properties: {
                      id: { type: 'string', format: 'uuid' },
                      reference: { type: 'string', example: 'SD-26-4F7K2' },
                    },
                    required: ['id', 'reference'],
                  },
                },
              },
            },
            400: errorResponse('The body could not be read'),
            413: errorResponse('Too large'),
            415: errorResponse('Not JSON or multipart, or an attachment of a type that is not allowed'),
            422: errorResponse('Invalid fields; `fields` names each with its code'),
            429: {
              ...errorResponse('Too many inquiries from this client'),
              headers: { 'Retry-After': { schema: { type: 'integer' }, description: 'Seconds to wait' } },
            },
          },
        },
      },
      '/api/inquiries/challenge': {
        get: {
          tags: ['Public'],
          summary: 'Get a proof-of-work challenge for the inquiry form',
          description:
            'An ALTCHA v2 challenge (SHA-256, deterministic mode): find the counter (big-endian uint32 after ' +
            'the nonce’s bytes) whose SHA-256 of salt ‖ nonce ‖ counter starts with `keyPrefix`, and send it ' +
            'with the inquiry as `proof`. Signed by the service and valid for PROOF_OF_WORK_EXPIRY_SECONDS ' +
            '(30 minutes by default); nothing is stored until it comes back. No cookies; never cached.',
          responses: {
            200: {
              description: 'A fresh challenge',
              headers: { 'Cache-Control': { schema: { const: 'no-store' } } },
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    properties: {
                      parameters: {
                        type: 'object',
                        properties: {
                          algorithm: { const: 'SHA-256' },
                          nonce: { type: 'string', description: 'Hex' },
                          salt: { type: 'string', description: 'Hex' },
                          cost: { type: 'integer', const: 1 },
                          keyLength: { type: 'integer' },
                          keyPrefix: { type: 'string', description: 'Hex' },
                          data: {
                            type: 'object',
                            properties: {
                              issuedAt: { type: 'integer', description: 'Milliseconds since 1970' },
                            },
                          },
                        },
                        required: ['algorithm', 'nonce', 'salt', 'cost', 'keyLength', 'keyPrefix', 'data'],
                      },
                      signature: { type: 'string', description: 'Hex HMAC-SHA256 of the parameters' },
                    },
                    required: ['parameters', 'signature'],
                  },
                },
              },
            },
            429: {
              ...errorResponse('Too many challenges from this client'),
              headers: { 'Retry-After': { schema: { type: 'integer' }, description: 'Seconds to wait' } },
            },
          },
        },
      },
      '/api/inbound/mail': {
        post: {
          tags: ['Public'],
          summary: 'Receive an e-mail from a mail provider (inbound webhook)',
          description:
            'A hosted mail provider hands over a message received for a reply address ' +
            '(`reply+<token>@INBOUND_DOMAIN`). Exists only when INBOUND_WEBHOOK_SECRET is set (else 404). ' +
            'Authenticated by that secret as `Authorization: Bearer <secret>` (or HTTP Basic with the secret as ' +
            'password, for providers that only support credentials in the URL), or by ' +
            '`X-Sitedesk-Signature: sha256=<hex HMAC-SHA256 of the body with the secret>`. The message is matched ' +
            'to an inquiry by the reply address, then by In-Reply-To/References; it is stored in that ' +
            'inquiry’s thread (a repeated Message-ID once). See docs/deploy-inbound.md (SendGrid Inbound Parse).',
          security: [{ inboundBearer: [] }, { inboundSignature: [] }] as Record<string, string[]>[],
          requestBody: {
            required: true,
            content: {
              'message/rfc822': { schema: { type: 'string', format: 'binary' } },
              'multipart/form-data': {
                schema: {
                  type: 'object',
                  description: 'SendGrid Inbound Parse with “POST the raw, full MIME message”.',
                  properties: {
                    email: { type: 'string', description: 'The raw message' },
                    envelope: { type: 'string', description: 'JSON `{"to":[…],"from":"…"}`' },
                  },
                  required: ['email'],
                },
              },
            },
          },
          responses: {
            202: {
              description: 'Stored, or a repeat of a stored message',
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    properties: {
                      status: { type: 'string', enum: ['stored', 'duplicate'] },
                      inquiryId: { type: 'string', format: 'uuid' },
                    },
                    required: ['status', 'inquiryId'],
                  },
                },
              },
            },
            400: errorResponse('The form could not be read'),
            401: errorResponse('No secret or signature'),
            403: errorResponse('Wrong secret or signature'),
            404: errorResponse('The webhook is off (INBOUND_WEBHOOK_SECRET unset)'),
            413: errorResponse('Over INBOUND_MAX_MB'),
            415: errorResponse('Neither message/rfc822 nor multipart/form-data'),
            422: errorResponse('The message matches no inquiry (or has no `email` field)'),
            429: errorResponse('The sending address is over INBOUND_RATE_LIMIT messages per hour'),
          },
        },
      },
      ...authPaths,
      ...staffPaths,
      ...accountPaths,
      ...passkeyPaths,
      ...deskPaths,
      ...conversationPaths,
      ...contentPaths,
      ...siteLanguagePaths,
      ...collectionPaths,
      ...mediaPaths,
      ...routingPaths,
      ...personInquiriesPaths,
      ...peoplePaths,
      ...tagPaths,
      ...savedViewPaths,
      ...auditLogPaths,
    },
    components: {
      securitySchemes: {
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
      },
      responses: deskErrorResponses,
      schemas: {
        InquiryRequest: inquiryRequest,
        Error: apiErrorSchemaOf({ type: 'string', enum: [...inquiryFieldErrorCodes] }),
        ...deskSchemas,
        ...conversationSchemas,
        ...authSchemas,
        ...accountSchemas,
        ...passkeySchemas,
        ...contentSchemas,
        ...siteLanguageSchemas,
        ...collectionSchemas,
        ...mediaSchemas,
        ...routingSchemas,
        ...personInquiriesSchemas,
        ...peopleSchemas,
        ...auditLogSchemas,
        ...tagSchemas,
        ...savedViewSchemas,
      },
    },
  };
}
