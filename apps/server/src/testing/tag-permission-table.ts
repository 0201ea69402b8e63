import { randomUUID } from 'node:crypto';
import { createdAsOwner, type DeskEndpoint, type TableContext } from './permission-rows';

// The tags' rows of THE permission table (`desk-permission-table.ts` spreads them in): keeping tags is for
// owners and admins, listing them, tagging an inquiry and bulk actions for whoever reads and changes
// inquiries.

const managers = ['owner', 'admin'] as const;
const inquiryReaders = ['owner', 'admin', 'sales'] as const;

/** A unique name per call: names are unique, and every call that writes gets a tag of its own. */
const sampleTag = () => ({ name: `Permission ${randomUUID().slice(0, 8)}`, color: 'teal' });

const tagAsOwner = (context: TableContext) => createdAsOwner(context, '/api/desk/tags', sampleTag());

/** A bulk action as the owner (tagging the shared inquiry with a new tag): an undo token of its own. */
async function undoTokenAsOwner(context: TableContext): Promise<string> {
  const tagId = await tagAsOwner(context);
  const response = await context.desk.app.request('/api/desk/inquiries/bulk', {
    method: 'POST',
    headers: { cookie: context.owner.cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ ids: [context.inquiryId], action: { type: 'tag', tagId } }),
  });
  if (response.status !== 200) throw new Error(`a bulk action answered ${response.status}`);
  const { undoToken } = (await response.json()) as { undoToken: string | null };
  if (!undoToken) throw new Error('the bulk action changed nothing');
  return undoToken;
}

export const tagPermissionTable: Record<string, DeskEndpoint> = {
  'GET /api/desk/tags': {
    method: 'GET',
    request: async () => ({ path: '/api/desk/tags' }),
    success: 200,
    allowed: inquiryReaders,
  },
  'POST /api/desk/tags': {
    method: 'POST',
    request: async () => ({ path: '/api/desk/tags', body: sampleTag() }),
    success: 201,
    allowed: managers,
  },
  'PUT /api/desk/tags/:id': {
    method: 'PUT',
    request: async (context) => ({ path: `/api/desk/tags/${await tagAsOwner(context)}`, body: sampleTag() }),
    success: 200,
    allowed: managers,
  },
  'DELETE /api/desk/tags/:id': {
    method: 'DELETE',
    request: async (context) => ({ path: `/api/desk/tags/${await tagAsOwner(context)}` }),
    success: 204,
    allowed: managers,
  },
  'PUT /api/desk/inquiries/:id/tags/:tagId': {
    method: 'PUT',
    request: async (context) => ({
      path: `/api/desk/inquiries/${context.inquiryId}/tags/${await tagAsOwner(context)}`,
    }),
    success: 204,
    allowed: inquiryReaders,
  },
  'DELETE /api/desk/inquiries/:id/tags/:tagId': {
    method: 'DELETE',
    request: async (context) => ({
      path: `/api/desk/inquiries/${context.inquiryId}/tags/${await tagAsOwner(context)}`,
    }),
    success: 204,
    allowed: inquiryReaders,
  },
  'POST /api/desk/inquiries/bulk': {
    method: 'POST',
    request: async (context) => ({
      path: '/api/desk/inquiries/bulk',
      body: { ids: [context.inquiryId], action: { type: 'tag', tagId: await tagAsOwner(context) } },
    }),
    success: 200,
    allowed: inquiryReaders,
  },
  'POST /api/desk/inquiries/bulk/undo': {
    method: 'POST',
    request: async (context) => ({
      path: '/api/desk/inquiries/bulk/undo',
      body: { token: await undoTokenAsOwner(context) },
    }),
    success: 200,
    allowed: inquiryReaders,
  },
};
