import { randomUUID } from 'node:crypto';
import { createdAsOwner, type DeskEndpoint, type TableContext } from './permission-rows';

// The saved views' rows of THE permission table (`desk-permission-table.ts` spreads them in): every member
// who reads inquiries lists and saves views; a view the owner shared is kept by its maker and by owners and
// admins, not by a sales member (decision 186).

const inquiryReaders = ['owner', 'admin', 'sales'] as const;
const sharedViewKeepers = ['owner', 'admin'] as const;

const sampleView = () => ({
  name: `Permission ${randomUUID().slice(0, 8)}`,
  shared: true,
  query: { status: 'new', sort: 'oldest' },
});

/** A shared view the owner made: one of its own per call, as a delete uses it up. */
const sharedViewOfOwner = (context: TableContext) =>
  createdAsOwner(context, '/api/desk/saved-views', sampleView());

export const savedViewPermissionTable: Record<string, DeskEndpoint> = {
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
