import type { StaffRole } from '@sitedesk/shared/permissions';
import { submitInquiry } from './desk-fixtures';
import { type SignedInStaff, signInAs } from './staff-sessions';
import type { TestSitedesk } from './test-sitedesk';

/**
 * THE permission table: every desk endpoint × role, with what each must get. Anonymous is always 401; a
 * role the product's roles table does not allow gets 403; the others get the endpoint's success status.
 * (Public desk endpoints — `publicDeskEndpoints` — take a token instead of a session and are tested by the
 * auth feature.) The permission test walks it; the API description's test checks each is documented.
 */
export type DeskEndpoint = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Builds a fresh path (and body) per call, so that a call that erases or removes has its own target. */
  request: (context: TableContext) => Promise<{ path: string; body?: unknown }>;
  success: number;
  allowed: readonly StaffRole[];
};

export type TableContext = { desk: TestSitedesk; owner: SignedInStaff; inquiryId: string };

export const publicDeskEndpoints = ['POST /api/desk/invitations/accept', 'POST /api/desk/setup'] as const;

export const everyone = ['owner', 'admin', 'editor', 'sales'] as const;
const inquiryReaders = ['owner', 'admin', 'sales'] as const;
const managers = ['owner', 'admin'] as const;

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
  'GET /api/desk/inquiries': {
    method: 'GET',
    request: async () => ({ path: '/api/desk/inquiries' }),
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
};

let counter = 0;
function uniqueEmail(): string {
  counter += 1;
  return `invitee-${Date.now()}-${counter}@staff.example`;
}

export async function call(
  desk: TestSitedesk,
  cookie: string | undefined,
  method: string,
  path: string,
  body?: unknown,
) {
  const headers: Record<string, string> = {};
  if (cookie) headers.cookie = cookie;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return desk.app.request(path, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}
