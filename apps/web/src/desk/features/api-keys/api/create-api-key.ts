import type { ApiKeyCreated, ApiKeyCreateRequest } from '@sitedesk/shared/api-keys-api';
import { requestJson } from '../../../lib/api-client';

/** POST /api/desk/api-keys (apikeys:manage): the answer holds the whole key, this once. */
export const createApiKey = (request: ApiKeyCreateRequest) =>
  requestJson<ApiKeyCreated>('/api/desk/api-keys', { method: 'POST', json: request });
