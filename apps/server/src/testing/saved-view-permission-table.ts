import { randomUUID } from 'node:crypto';
import type { StaffRole } from '@sitedesk/shared/permissions';
import type { SignedInStaff } from './staff-sessions';
import type { TestSitedesk } from './test-sitedesk';

/**
 * The saved views' rows of THE permission table (`desk-permission-table.ts` spreads them in): every member
 * who reads inquiries lists and saves views; a view the owner shared is kept by its maker and by owners and
 * admins, not by a sales member (decision 186).
 */
type Context = { desk: TestSitedesk; owner: SignedInStaff; inquiryId: string };
type Endpoint = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  request: (context: Context) => Promise<{ path: string; body?: unknown }>;
  success: number;
  allowed: readonly StaffRole[];
};

const inquiryReaders = ['owner', 'admin', 'sales'] as const;
const sharedViewKeepers = ['owner', 'admin'] as const;

const sampleView = () => ({
  name: `Permission ${randomUUID().slice(0, 8)}`,
  shared: true,
  query: { status: 'new', sort: 'oldest' },
});

/** A shared view the owner made: one of its own per call, as a delete uses it up. */
async function sharedViewOfOwner({ desk, owner }: Context): Promise<string> {
  const response = await desk.app.request('/api/desk/saved-views', {
    method: 'POST',
    headers: { cookie: owner.cookie, 'content-type': 'application/json' },
    body: JSON.stringify(sampleView()),
  });
  if (response.status !== 201) throw new Error(`saving a view answered ${response.status}`);
  return ((await response.json()) as { id: string }).id;
}

export const savedViewPermissionTable: Record<string, Endpoint> = {
  'GET /api/desk/saved-views': {
    method: 'GET',
    request: async () => ({ path: '/api/desk/saved-views' }),
    success: 200,
    allowed: inquiryReaders,
  },
  'POST /api/desk/saved-views': {
    method: 'POST',
    request: async () => ({ path: '/api/desk/saved-views', body: sampleView() }),
    success: 201,
    allowed: inquiryReaders,
  },
  'PUT /api/desk/saved-views/:id': {
    method: 'PUT',
    request: async (context) => ({
      path: `/api/desk/saved-views/${await sharedViewOfOwner(context)}`,
      body: sampleView(),
    }),
    success: 200,
    allowed: sharedViewKeepers,
  },
  'DELETE /api/desk/saved-views/:id': {
    method: 'DELETE',
    request: async (context) => ({ path: `/api/desk/saved-views/${await sharedViewOfOwner(context)}` }),
    success: 204,
    allowed: sharedViewKeepers,
  },
};
