import type { ApiKey } from '@sitedesk/shared/api-keys-api';
import { useResource } from '../../../lib/use-resource';

/** GET /api/desk/api-keys (apikeys:manage): every key with its prefix and last use, never its secret. */
export const useApiKeys = () => useResource<{ items: ApiKey[] }>('/api/desk/api-keys');
