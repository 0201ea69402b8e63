import type { SpamErased } from '@sitedesk/shared/desk-api';
import { requestJson } from '../../../lib/api-client';

/** POST /api/desk/spam/erase — erases every inquiry held as spam; answers how many. */
export function emptySpamFolder(): Promise<SpamErased> {
  return requestJson<SpamErased>('/api/desk/spam/erase', { method: 'POST' });
}
