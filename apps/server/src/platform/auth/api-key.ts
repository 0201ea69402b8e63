import type { ApiKeyScope } from '@sitedesk/shared/api-keys-api';
import type { Staff } from './staff';

/**
 * The caller behind an `/api/v1` request (decision 231): a key, acting on behalf of the staff member who
 * made it (so the inquiry's activity names them, and the key can never do more than their role may), and
 * limited further to the key's scopes.
 */
export type ApiKeyCaller = {
  keyId: string;
  scopes: readonly ApiKeyScope[];
  /** The key's creator as the desk's services know a staff member; no session behind it. */
  staff: Staff;
};

/** Hono variables of a route behind the API key guard. */
export type ApiKeyEnv = { Variables: { apiKey: ApiKeyCaller } };
