import { createdAsOwner, type DeskEndpoint, type TableContext } from './permission-rows';

// The API keys' rows of THE permission table (`desk-permission-table.ts` spreads them in): owners and
// admins only (`apikeys:manage`, decision 231). `/api/v1` takes keys, not sessions: its own table is in
// features/api-keys/public-api.db.test.ts.

const managers = ['owner', 'admin'] as const;

const sampleKey = () => ({ name: 'Permission table key', scopes: ['inquiries:read'] });

const keyAsOwner = (context: TableContext) => createdAsOwner(context, '/api/desk/api-keys', sampleKey());

export const apiKeyPermissionTable: Record<string, DeskEndpoint> = {
  'GET /api/desk/api-keys': {
    method: 'GET',
    request: async () => ({ path: '/api/desk/api-keys' }),
    success: 200,
    allowed: managers,
  },
  'POST /api/desk/api-keys': {
    method: 'POST',
    request: async () => ({ path: '/api/desk/api-keys', body: sampleKey() }),
    success: 201,
    allowed: managers,
  },
  'DELETE /api/desk/api-keys/:id': {
    method: 'DELETE',
    request: async (context) => ({ path: `/api/desk/api-keys/${await keyAsOwner(context)}` }),
    success: 204,
    allowed: managers,
  },
};
