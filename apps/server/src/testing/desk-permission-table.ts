import { randomUUID } from 'node:crypto';
import { inquiryMessages } from '@sitedesk/db/conversation-schema';
import { personErasureRequests } from '@sitedesk/db/people-schema';
import { devMailboxAttachments, mailOutbox } from '@sitedesk/db/schema';
import type { ApiKeyScope } from '@sitedesk/shared/api-keys-api';
import type { ContentSectionDetail, MediaDetail } from '@sitedesk/shared/content-api';
import sharp from 'sharp';
import { apiKeyPermissionTable } from './api-key-permission-table';
import { auditLogPermissionTable } from './audit-log-permission-table';
import { collectionPermissionTable } from './collection-permission-table';
import { submitInquiry } from './desk-fixtures';
import { keepMailForAnswer } from './inbound-mail';
import { createdAsOwner, type DeskEndpoint, type TableContext } from './permission-rows';
import { quotePermissionTable } from './quote-permission-table';
import { savedViewPermissionTable } from './saved-view-permission-table';
import { type SignedInStaff, signInAs } from './staff-sessions';
import { tagPermissionTable } from './tag-permission-table';
import type { TestSitedesk } from './test-sitedesk';
import { webhookPermissionTable } from './webhook-permission-table';

/**
 * THE permission table: every desk endpoint × role, with what each must get. Anonymous is always 401; a
 * role the product's roles table does not allow gets 403; the others get the endpoint's success status.
 * (Public desk endpoints — `publicDeskEndpoints` — take a token instead of a session and are tested by the
 * auth feature.) The permission test walks it; the API description's test checks each is documented.
 */
export const publicDeskEndpoints = ['POST /api/desk/invitations/accept', 'POST /api/desk/setup'] as const;

export const everyone = ['owner', 'admin', 'editor', 'sales'] as const;
const inquiryReaders = ['owner', 'admin', 'sales'] as const;
const managers = ['owner', 'admin'] as const;
const contentEditors = ['owner', 'admin', 'editor'] as const;

/** The section the content endpoints work on: seeded, and free of media, so any version of it publishes. */
// A section without pictures: publishing one that shows a picture checks it is in the media library, which
// these tests do not seed (decision 144).
const section = '/api/desk/content/en/mission';

const sampleTeam = {
  name: 'Permission test team',
  memberIds: [],
  timeZone: 'Europe/Berlin',
  hours: { mon: [['08:00', '17:00']] },
  holidays: [],
  firstAnswerTarget: 'PT4H',
};

/** A team the owner made, for the endpoints that change or delete one. */
const teamAsOwner = (context: TableContext) => createdAsOwner(context, '/api/desk/teams', sampleTeam);

/** A rule the owner made (routing to the owner), for the endpoints that change or delete one. */
const ruleAsOwner = (context: TableContext) =>
  createdAsOwner(context, '/api/desk/routing-rules', {
    name: 'Permission test rule',
    when: { countries: ['IS'] },
    assignTo: { userId: context.owner.userId },
  });

/** Teams, routing rules and first-answer deadlines (decision 168): owners and admins; "away" for everyone. */
const routingPermissionTable: Record<string, DeskEndpoint> = {
  'GET /api/desk/teams': {
    method: 'GET',
    request: async () => ({ path: '/api/desk/teams' }),
    success: 200,
    allowed: managers,
  },
  'POST /api/desk/teams': {
    method: 'POST',
    request: async () => ({ path: '/api/desk/teams', body: sampleTeam }),
    success: 201,
    allowed: managers,
  },
  'PUT /api/desk/teams/:id': {
    method: 'PUT',
    request: async (context) => ({ path: `/api/desk/teams/${await teamAsOwner(context)}`, body: sampleTeam }),
    success: 200,
    allowed: managers,
  },
  'DELETE /api/desk/teams/:id': {
    method: 'DELETE',
    request: async (context) => ({ path: `/api/desk/teams/${await teamAsOwner(context)}` }),
    success: 204,
    allowed: managers,
  },
  'GET /api/desk/routing-rules': {
    method: 'GET',
    request: async () => ({ path: '/api/desk/routing-rules' }),
    success: 200,
    allowed: managers,
  },
  'POST /api/desk/routing-rules': {
    method: 'POST',
    request: async ({ owner }) => ({
      path: '/api/desk/routing-rules',
      body: { name: 'Iceland', when: { countries: ['IS'] }, assignTo: { userId: owner.userId } },
    }),
    success: 201,
    allowed: managers,
  },
  'PUT /api/desk/routing-rules/order': {
    method: 'PUT',
    request: async ({ desk, owner }) => {
      const listed = await call(desk, owner.cookie, 'GET', '/api/desk/routing-rules');
      const { items } = (await listed.json()) as { items: { id: string }[] };
      return { path: '/api/desk/routing-rules/order', body: { ids: items.map((rule) => rule.id) } };
    },
    success: 200,
    allowed: managers,
  },
  'PUT /api/desk/routing-rules/:id': {
    method: 'PUT',
    request: async (context) => ({
      path: `/api/desk/routing-rules/${await ruleAsOwner(context)}`,
      body: { name: 'Iceland', when: { countries: ['IS'] }, assignTo: { userId: context.owner.userId } },
    }),
    success: 200,
    allowed: managers,
  },
  'DELETE /api/desk/routing-rules/:id': {
    method: 'DELETE',
    request: async (context) => ({ path: `/api/desk/routing-rules/${await ruleAsOwner(context)}` }),
    success: 204,
    allowed: managers,
  },
  'GET /api/desk/inquiries/:id/routing': {
    method: 'GET',
    request: async ({ inquiryId }) => ({ path: `/api/desk/inquiries/${inquiryId}/routing` }),
    success: 200,
    allowed: managers,
  },
  'GET /api/desk/me/away': {
    method: 'GET',
    request: async () => ({ path: '/api/desk/me/away' }),
    success: 200,
    allowed: everyone,
  },
  'PUT /api/desk/me/away': {
    method: 'PUT',
    request: async () => ({ path: '/api/desk/me/away', body: { awayUntil: null } }),
    success: 200,
    allowed: everyone,
  },
};

export const permissionTable: Record<string, DeskEndpoint> = {
  'GET /api/desk/me': {
    method: 'GET',
    request: async () => ({ path: '/api/desk/me' }),
    success: 200,
    allowed: everyone,
  },
  'GET /api/desk/staff': {
    method: 'GET',
    request: async () => ({ path: '/api/desk/staff' }),
    success: 200,
    allowed: inquiryReaders,
  },
  'GET /api/desk/team': {
    method: 'GET',
    request: async () => ({ path: '/api/desk/team' }),
    success: 200,
    allowed: managers,
  },
  'POST /api/desk/team/invitations': {
    method: 'POST',
    request: async () => ({
      path: '/api/desk/team/invitations',
      body: { email: uniqueEmail(), role: 'sales' },
    }),
    success: 201,
    allowed: managers,
  },
  'DELETE /api/desk/team/invitations/:invitationId': {
    method: 'DELETE',
    request: async ({ desk, owner }) => {
      const response = await call(desk, owner.cookie, 'POST', '/api/desk/team/invitations', {
        email: uniqueEmail(),
        role: 'sales',
      });
      const { id } = (await response.json()) as { id: string };
      return { path: `/api/desk/team/invitations/${id}` };
    },
    success: 204,
    allowed: managers,
  },
  'PATCH /api/desk/team/:userId': {
    method: 'PATCH',
    request: async ({ desk }) => ({
      path: `/api/desk/team/${(await signInAs(desk, 'sales')).userId}`,
      body: { role: 'editor' },
    }),
    success: 200,
    allowed: managers,
  },
  'DELETE /api/desk/team/:userId': {
    method: 'DELETE',
    request: async ({ desk }) => ({ path: `/api/desk/team/${(await signInAs(desk, 'sales')).userId}` }),
    success: 204,
    allowed: managers,
  },
  'DELETE /api/desk/team/:userId/two-factor': {
    method: 'DELETE',
    request: async ({ desk }) => ({
      path: `/api/desk/team/${(await signInAs(desk, 'sales')).userId}/two-factor`,
    }),
    success: 204,
    allowed: managers,
  },
  'DELETE /api/desk/team/:userId/sessions': {
    method: 'DELETE',
    request: async ({ desk }) => ({
      path: `/api/desk/team/${(await signInAs(desk, 'sales')).userId}/sessions`,
    }),
    success: 204,
    allowed: managers,
  },
  'GET /api/desk/me/sessions': {
    method: 'GET',
    request: async () => ({ path: '/api/desk/me/sessions' }),
    success: 200,
    allowed: everyone,
  },
  // Ends the caller's other sessions; each role's one session in the table stays.
  'DELETE /api/desk/me/sessions': {
    method: 'DELETE',
    request: async () => ({ path: '/api/desk/me/sessions' }),
    success: 204,
    allowed: everyone,
  },
  // Another member's session (the owner's) is not found for anyone but its owner: 404 shows the guard let
  // the caller through; ending one's own is in the two-factor and sessions test.
  'DELETE /api/desk/me/sessions/:sessionId': {
    method: 'DELETE',
    request: async () => ({ path: '/api/desk/me/sessions/no-such-session' }),
    success: 404,
    allowed: everyone,
  },
  'GET /api/desk/settings/security': {
    method: 'GET',
    request: async () => ({ path: '/api/desk/settings/security' }),
    success: 200,
    allowed: managers,
  },
  'PUT /api/desk/settings/security': {
    method: 'PUT',
    request: async () => ({
      path: '/api/desk/settings/security',
      body: { requireTwoFactor: false, requireTwoFactorRoles: [] },
    }),
    success: 200,
    allowed: managers,
  },
  'GET /api/desk/inquiries': {
    method: 'GET',
    request: async () => ({ path: '/api/desk/inquiries' }),
    success: 200,
    allowed: inquiryReaders,
  },
  'GET /api/desk/inquiries/entries': {
    method: 'GET',
    request: async () => ({ path: '/api/desk/inquiries/entries' }),
    success: 200,
    allowed: inquiryReaders,
  },
  'GET /api/desk/inquiries/export.csv': {
    method: 'GET',
    request: async () => ({ path: '/api/desk/inquiries/export.csv' }),
    success: 200,
    allowed: inquiryReaders,
  },
  'GET /api/desk/inquiries/:id': {
    method: 'GET',
    request: async ({ inquiryId }) => ({ path: `/api/desk/inquiries/${inquiryId}` }),
    success: 200,
    allowed: inquiryReaders,
  },
  'GET /api/desk/inquiries/:id/same-person': {
    method: 'GET',
    request: async ({ inquiryId }) => ({ path: `/api/desk/inquiries/${inquiryId}/same-person` }),
    success: 200,
    allowed: inquiryReaders,
  },
  'POST /api/desk/inquiries/:id/merge': {
    method: 'POST',
    // Two fresh inquiries of one address per call: a merge leaves its source a stub that cannot merge again.
    request: async ({ desk }) => {
      const email = `merge-${randomUUID()}@permissions.example`;
      const target = await submitInquiry(desk, { email });
      const source = await submitInquiry(desk, { email });
      return { path: `/api/desk/inquiries/${target.id}/merge`, body: { sourceId: source.id } };
    },
    success: 200,
    allowed: inquiryReaders,
  },
  'PATCH /api/desk/inquiries/:id': {
    method: 'PATCH',
    request: async ({ inquiryId }) => ({
      path: `/api/desk/inquiries/${inquiryId}`,
      body: { assigneeId: null },
    }),
    success: 200,
    allowed: inquiryReaders,
  },
  'POST /api/desk/inquiries/:id/notes': {
    method: 'POST',
    request: async ({ inquiryId }) => ({
      path: `/api/desk/inquiries/${inquiryId}/notes`,
      body: { body: 'Checked.' },
    }),
    success: 201,
    allowed: inquiryReaders,
  },
  'DELETE /api/desk/inquiries/:id': {
    method: 'DELETE',
    request: async ({ desk }) => ({ path: `/api/desk/inquiries/${(await submitInquiry(desk)).id}` }),
    success: 204,
    allowed: managers,
  },
  'POST /api/desk/people/search': {
    method: 'POST',
    request: async () => ({ path: '/api/desk/people/search', body: { email: 'nobody@example.org' } }),
    success: 200,
    allowed: managers,
  },
  'POST /api/desk/people/export': {
    method: 'POST',
    request: async () => ({ path: '/api/desk/people/export', body: { email: 'nobody@example.org' } }),
    success: 200,
    allowed: managers,
  },
  'POST /api/desk/people/erase': {
    method: 'POST',
    // An address of its own per call: erasing the shared inquiry's visitor would take it from the others.
    request: async () => ({
      path: '/api/desk/people/erase',
      body: { email: `gone-${randomUUID()}@example.org` },
    }),
    success: 200,
    allowed: managers,
  },
  'GET /api/desk/people/erasure-requests': {
    method: 'GET',
    request: async () => ({ path: '/api/desk/people/erasure-requests' }),
    success: 200,
    allowed: managers,
  },
  'POST /api/desk/people/erasure-requests/:id/confirm': {
    method: 'POST',
    request: async ({ desk }) => {
      const email = `asked-${randomUUID()}@example.org`;
      const id = randomUUID();
      await desk.database.db.insert(personErasureRequests).values({
        id,
        email,
        addressHash: `test-${id}`,
        locale: 'en',
        dueAt: new Date(Date.now() + 30 * 86_400_000),
      });
      return { path: `/api/desk/people/erasure-requests/${id}/confirm`, body: { email } };
    },
    success: 200,
    allowed: managers,
  },
  'POST /api/desk/spam/erase': {
    method: 'POST',
    request: async () => ({ path: '/api/desk/spam/erase' }),
    success: 200,
    allowed: managers,
  },
  'POST /api/desk/inquiries/:id/replies': {
    method: 'POST',
    request: async ({ inquiryId }) => ({
      path: `/api/desk/inquiries/${inquiryId}/replies`,
      body: { body: 'Thank you for your inquiry; our offer follows.' },
    }),
    success: 201,
    allowed: inquiryReaders,
  },
  'GET /api/desk/inquiries/:id/messages': {
    method: 'GET',
    request: async ({ inquiryId }) => ({ path: `/api/desk/inquiries/${inquiryId}/messages` }),
    success: 200,
    allowed: inquiryReaders,
  },
  'POST /api/desk/inquiries/:id/messages/:messageId/resend': {
    method: 'POST',
    request: async ({ desk, owner, inquiryId }) => ({
      path: `/api/desk/inquiries/${inquiryId}/messages/${await failedAnswer(desk, owner, inquiryId)}/resend`,
    }),
    success: 202,
    allowed: inquiryReaders,
  },
  'GET /api/desk/inquiries/:id/reply-draft': {
    method: 'GET',
    request: async ({ inquiryId }) => ({ path: `/api/desk/inquiries/${inquiryId}/reply-draft` }),
    success: 200,
    allowed: inquiryReaders,
  },
  'PUT /api/desk/inquiries/:id/reply-draft': {
    method: 'PUT',
    request: async ({ inquiryId }) => ({
      path: `/api/desk/inquiries/${inquiryId}/reply-draft`,
      body: { body: 'Dear Ms Nováková,', cc: [] },
    }),
    success: 200,
    allowed: inquiryReaders,
  },
  'DELETE /api/desk/inquiries/:id/reply-draft': {
    method: 'DELETE',
    request: async ({ inquiryId }) => ({ path: `/api/desk/inquiries/${inquiryId}/reply-draft` }),
    success: 204,
    allowed: inquiryReaders,
  },
  'GET /api/desk/templates': {
    method: 'GET',
    request: async () => ({ path: '/api/desk/templates' }),
    success: 200,
    allowed: inquiryReaders,
  },
  'POST /api/desk/templates': {
    method: 'POST',
    request: async () => ({ path: '/api/desk/templates', body: answerTemplate }),
    success: 201,
    allowed: managers,
  },
  'PATCH /api/desk/templates/:id': {
    method: 'PATCH',
    request: async (context) => ({
      path: `/api/desk/templates/${await templateAsOwner(context)}`,
      body: { title: 'Quote, revised' },
    }),
    success: 200,
    allowed: managers,
  },
  'DELETE /api/desk/templates/:id': {
    method: 'DELETE',
    request: async (context) => ({ path: `/api/desk/templates/${await templateAsOwner(context)}` }),
    success: 204,
    allowed: managers,
  },
  'GET /api/desk/me/preferences': {
    method: 'GET',
    request: async () => ({ path: '/api/desk/me/preferences' }),
    success: 200,
    allowed: everyone,
  },
  'PUT /api/desk/me/preferences': {
    method: 'PUT',
    request: async () => ({
      path: '/api/desk/me/preferences',
      body: { signature: 'Kind regards', notifyOnReply: true, emailLocale: 'en' },
    }),
    success: 200,
    allowed: everyone,
  },
  'GET /api/desk/events': {
    method: 'GET',
    request: async () => ({ path: '/api/desk/events' }),
    success: 200,
    allowed: inquiryReaders,
  },
  'POST /api/desk/presence': {
    method: 'POST',
    request: async ({ inquiryId }) => ({ path: '/api/desk/presence', body: { inquiryId } }),
    success: 204,
    allowed: inquiryReaders,
  },
  'GET /api/desk/stats': {
    method: 'GET',
    request: async () => ({ path: '/api/desk/stats?days=30' }),
    success: 200,
    allowed: inquiryReaders,
  },
  'GET /api/desk/settings': {
    method: 'GET',
    request: async () => ({ path: '/api/desk/settings' }),
    success: 200,
    allowed: managers,
  },
  'PUT /api/desk/settings': {
    method: 'PUT',
    request: async () => ({ path: '/api/desk/settings', body: { notifyByTopic: {}, retentionDays: 365 } }),
    success: 200,
    allowed: managers,
  },
  'GET /api/desk/mailbox': {
    method: 'GET',
    request: async () => ({ path: '/api/desk/mailbox' }),
    success: 200,
    allowed: managers,
  },
  'POST /api/desk/mailbox/:id/answer-as-visitor': {
    method: 'POST',
    request: async ({ desk, inquiryId }) => ({
      path: `/api/desk/mailbox/${await keepMailForAnswer(desk, inquiryId)}/answer-as-visitor`,
      body: { text: 'Thank you, that works for us.' },
    }),
    success: 201,
    allowed: managers,
  },
  'GET /api/desk/mailbox/:id/html': {
    method: 'GET',
    request: async ({ desk, inquiryId }) => ({
      path: `/api/desk/mailbox/${await keepMailForAnswer(desk, inquiryId)}/html`,
    }),
    success: 200,
    allowed: managers,
  },
  'GET /api/desk/mailbox/:id/attachments/:attachmentId': {
    method: 'GET',
    request: async ({ desk, inquiryId }) => {
      const mailId = await keepMailForAnswer(desk, inquiryId);
      const attachmentId = randomUUID();
      const content = new TextEncoder().encode('offer');
      await desk.database.db.insert(devMailboxAttachments).values({
        id: attachmentId,
        mailId,
        position: 0,
        fileName: 'offer.txt',
        contentType: 'text/plain',
        sizeBytes: content.byteLength,
        content,
      });
      return { path: `/api/desk/mailbox/${mailId}/attachments/${attachmentId}` };
    },
    success: 200,
    allowed: managers,
  },
  'GET /api/desk/site-languages': {
    method: 'GET',
    request: async () => ({ path: '/api/desk/site-languages' }),
    success: 200,
    allowed: contentEditors,
  },
  // Adding a language offered already, or removing one that is off, changes nothing and succeeds.
  'POST /api/desk/site-languages': {
    method: 'POST',
    request: async () => ({ path: '/api/desk/site-languages', body: { locale: 'fr' } }),
    success: 200,
    allowed: contentEditors,
  },
  'DELETE /api/desk/site-languages/:locale': {
    method: 'DELETE',
    request: async () => ({ path: '/api/desk/site-languages/fr' }),
    success: 200,
    allowed: contentEditors,
  },
  // The form's topics (decision 245): every staff member reads them; saving the built-in list as it is changes
  // nothing that others read.
  'GET /api/desk/topics': {
    method: 'GET',
    request: async () => ({ path: '/api/desk/topics' }),
    success: 200,
    allowed: everyone,
  },
  'PUT /api/desk/topics': {
    method: 'PUT',
    request: async () => ({
      path: '/api/desk/topics',
      body: {
        topics: ['product', 'quote', 'service', 'partnership', 'press', 'careers', 'other'].map((key) => ({
          key,
          labels: null,
          isHidden: false,
        })),
      },
    }),
    success: 200,
    allowed: contentEditors,
  },
  // Form fields per topic (decision 225): saving a topic's empty list changes nothing that others read.
  'GET /api/desk/topic-fields': {
    method: 'GET',
    request: async () => ({ path: '/api/desk/topic-fields' }),
    success: 200,
    allowed: contentEditors,
  },
  'PUT /api/desk/topic-fields/:topic': {
    method: 'PUT',
    request: async () => ({ path: '/api/desk/topic-fields/service', body: { fields: [] } }),
    success: 200,
    allowed: contentEditors,
  },
  // Site texts (decision 206): the French contact form's title, corrected, reset and published.
  'GET /api/desk/site-texts/:locale': {
    method: 'GET',
    request: async () => ({ path: '/api/desk/site-texts/fr?q=contact' }),
    success: 200,
    allowed: contentEditors,
  },
  'PUT /api/desk/site-texts/:locale/:catalog/:key': {
    method: 'PUT',
    request: async () => ({
      path: '/api/desk/site-texts/fr/site/inquiryForm.title',
      body: { value: 'Écrivez-nous' },
    }),
    success: 200,
    allowed: contentEditors,
  },
  'DELETE /api/desk/site-texts/:locale/:catalog/:key': {
    method: 'DELETE',
    request: async () => ({ path: '/api/desk/site-texts/fr/site/inquiryForm.title' }),
    success: 200,
    allowed: contentEditors,
  },
  'POST /api/desk/site-texts/:locale/publish': {
    method: 'POST',
    request: async () => ({ path: '/api/desk/site-texts/fr/publish', body: {} }),
    success: 200,
    allowed: contentEditors,
  },
  'GET /api/desk/content': {
    method: 'GET',
    request: async () => ({ path: '/api/desk/content' }),
    success: 200,
    allowed: contentEditors,
  },
  'GET /api/desk/content/:locale/:section': {
    method: 'GET',
    request: async () => ({ path: section }),
    success: 200,
    allowed: contentEditors,
  },
  'PUT /api/desk/content/:locale/:section/draft': {
    method: 'PUT',
    request: async (context) => {
      const { revision, draft } = await sectionAsOwner(context);
      return { path: `${section}/draft`, body: { revision, document: draft } };
    },
    success: 200,
    allowed: contentEditors,
  },
  'POST /api/desk/content/:locale/:section/publish': {
    method: 'POST',
    // A changed draft, so that an allowed call really publishes a new version rather than nothing.
    request: async (context) => ({
      path: `${section}/publish`,
      body: { revision: (await saveChangedDraft(context)).revision },
    }),
    success: 200,
    allowed: contentEditors,
  },
  'POST /api/desk/content/:locale/:section/discard': {
    method: 'POST',
    request: async (context) => ({
      path: `${section}/discard`,
      body: { revision: (await saveChangedDraft(context)).revision },
    }),
    success: 200,
    allowed: contentEditors,
  },
  'GET /api/desk/content/:locale/:section/versions': {
    method: 'GET',
    request: async () => ({ path: `${section}/versions` }),
    success: 200,
    allowed: contentEditors,
  },
  'GET /api/desk/content/:locale/:section/versions/:version': {
    method: 'GET',
    request: async () => ({ path: `${section}/versions/1` }),
    success: 200,
    allowed: contentEditors,
  },
  'POST /api/desk/content/:locale/:section/versions/:version/restore': {
    method: 'POST',
    request: async (context) => ({
      path: `${section}/versions/1/restore`,
      body: { revision: (await sectionAsOwner(context)).revision },
    }),
    success: 200,
    allowed: contentEditors,
  },
  'GET /api/desk/media': {
    method: 'GET',
    request: async () => ({ path: '/api/desk/media?kind=image' }),
    success: 200,
    allowed: contentEditors,
  },
  'POST /api/desk/media': {
    method: 'POST',
    request: async () => ({ path: '/api/desk/media', body: await imageUpload() }),
    success: 201,
    allowed: contentEditors,
  },
  'GET /api/desk/media/:id': {
    method: 'GET',
    request: async (context) => ({ path: `/api/desk/media/${await uploadAsOwner(context)}` }),
    success: 200,
    allowed: contentEditors,
  },
  'PATCH /api/desk/media/:id': {
    method: 'PATCH',
    request: async (context) => ({
      path: `/api/desk/media/${await uploadAsOwner(context)}`,
      body: { alt: { en: 'A tiny green test image' } },
    }),
    success: 200,
    allowed: contentEditors,
  },
  'DELETE /api/desk/media/:id': {
    method: 'DELETE',
    request: async (context) => ({ path: `/api/desk/media/${await uploadAsOwner(context)}` }),
    success: 204,
    allowed: contentEditors,
  },
  ...collectionPermissionTable,
  ...routingPermissionTable,
  ...tagPermissionTable,
  ...savedViewPermissionTable,
  ...auditLogPermissionTable,
  ...quotePermissionTable,
  ...webhookPermissionTable,
  ...apiKeyPermissionTable,
};

// ── decision 236: /api/v1 endpoints by the one scope that opens them ──
/**
 * `/api/v1` takes API keys, not sessions, so it is not walked with roles like the table above: each
 * endpoint names its scope here, the API description's test checks it is documented with the Bearer scheme
 * and that scope, and the routes' own tests (features/api-keys/public-api.db.test.ts,
 * features/webhooks/public-api, features/collections/public-api) call it with a key of each scope, none,
 * an expired and a revoked one.
 */
export const apiV1ScopeTable: Record<string, ApiKeyScope> = {
  'GET /api/v1/inquiries': 'inquiries:read',
  'GET /api/v1/inquiries/:id': 'inquiries:read',
  'PATCH /api/v1/inquiries/:id': 'inquiries:write',
  'POST /api/v1/inquiries': 'inquiries:write',
  'GET /api/v1/inquiries/:id/notes': 'inquiries:read',
  'POST /api/v1/inquiries/:id/notes': 'inquiries:write',
  'GET /api/v1/webhooks': 'webhooks:manage',
  'POST /api/v1/webhooks': 'webhooks:manage',
  'PATCH /api/v1/webhooks/:id': 'webhooks:manage',
  'DELETE /api/v1/webhooks/:id': 'webhooks:manage',
  'GET /api/v1/webhooks/:id/deliveries': 'webhooks:manage',
  'POST /api/v1/webhooks/:id/secret': 'webhooks:manage',
  'POST /api/v1/webhooks/:id/deliveries/replay-failed': 'webhooks:manage',
  'POST /api/v1/webhooks/:id/deliveries/:deliveryId/replay': 'webhooks:manage',
  'POST /api/v1/webhooks/:id/test': 'webhooks:manage',
  'GET /api/v1/collections/:collection/entries': 'content:read',
  'GET /api/v1/collections/:collection/entries/:id': 'content:read',
  // Decision 237 (features/people/public-api/people-api.db.test.ts calls each with every key).
  'POST /api/v1/people/search': 'people:export',
  'POST /api/v1/people/export': 'people:export',
  'POST /api/v1/people/erase': 'people:erase',
};
// ── end decision 236 ──

const answerTemplate = { locale: 'en', title: 'Quote', body: 'Dear {{name}}, thank you for {{reference}}.' };

/** A new answer template as the owner: a target of its own for each call. */
const templateAsOwner = (context: TableContext) =>
  createdAsOwner(context, '/api/desk/templates', answerTemplate);

/**
 * An answer whose delivery failed for good. Its outbox row is written as `failed` directly, so the delivery
 * worker (which takes only pending rows) cannot race the test by sending it.
 */
async function failedAnswer(desk: TestSitedesk, owner: SignedInStaff, inquiryId: string): Promise<string> {
  const outboxId = randomUUID();
  const messageId = randomUUID();
  await desk.database.db.insert(mailOutbox).values({
    id: outboxId,
    idempotencyKey: `inquiry-reply-${messageId}`,
    template: 'inquiry-reply',
    data: {},
    inquiryId,
    status: 'failed',
    lastError: 'the SMTP server refused the message (550)',
  });
  await desk.database.db.insert(inquiryMessages).values({
    id: messageId,
    inquiryId,
    direction: 'outbound',
    authorId: owner.userId,
    fromAddress: 'no-reply@veltrum.example',
    to: ['jana.novakova@recyklace.example'],
    subject: 'Re: Your inquiry',
    text: 'Our offer',
    messageId: `<${messageId}@veltrum.example>`,
    outboxId,
  });
  return messageId;
}

let counter = 0;
function uniqueEmail(): string {
  counter += 1;
  return `invitee-${Date.now()}-${counter}@staff.example`;
}

async function expectOk<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

async function sectionAsOwner({ desk, owner }: TableContext): Promise<ContentSectionDetail> {
  return expectOk(await call(desk, owner.cookie, 'GET', section), 'reading the section');
}

/** Saves a draft that differs from what is live, as the owner; returns the section with its new revision. */
async function saveChangedDraft(context: TableContext): Promise<ContentSectionDetail> {
  const { revision, draft } = await sectionAsOwner(context);
  counter += 1;
  const document = { ...(draft as Record<string, unknown>), eyebrow: `Mission (${counter})` };
  return expectOk(
    await call(context.desk, context.owner.cookie, 'PUT', `${section}/draft`, { revision, document }),
    'saving a draft',
  );
}

let testImage: Promise<Buffer> | undefined;

/** A fresh multipart upload of a tiny PNG (one per call: a request body is read only once). */
async function imageUpload(): Promise<FormData> {
  testImage ??= sharp({ create: { width: 4, height: 3, channels: 3, background: '#2e7d32' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await testImage)], { type: 'image/png' }), 'test-image.png');
  form.append('alt.en', 'A tiny green test image');
  return form;
}

/** Uploads a new image as the owner and returns its id: a target of its own for each call. */
async function uploadAsOwner({ desk, owner }: TableContext): Promise<string> {
  const response = await call(desk, owner.cookie, 'POST', '/api/desk/media', await imageUpload());
  return (await expectOk<MediaDetail>(response, 'uploading an image')).id;
}

/** `extraHeaders` win over what `call` sets itself (`Content-Type: text/plain` for a JSON body, say). */
export async function call(
  desk: TestSitedesk,
  cookie: string | undefined,
  method: string,
  path: string,
  body?: unknown,
  extraHeaders: Record<string, string> = {},
) {
  const headers: Record<string, string> = {};
  if (cookie) headers.cookie = cookie;
  // Form data sets its own multipart Content-Type, with the boundary.
  if (body instanceof FormData) {
    return desk.app.request(path, { method, headers: { ...headers, ...extraHeaders }, body });
  }
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  Object.assign(headers, extraHeaders);
  return desk.app.request(path, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}
