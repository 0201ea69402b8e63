import { requestJson } from '../lib/api-client';

/** POST /api/auth/sign-out — ends this browser's session. */
export function signOut(): Promise<unknown> {
  return requestJson('/api/auth/sign-out', { method: 'POST', json: {} });
}

/** POST /api/auth/revoke-sessions — ends every session of the user, this one included. */
export async function signOutEverywhere(): Promise<void> {
  await requestJson('/api/auth/revoke-sessions', { method: 'POST', json: {} });
  // The current session is usually revoked with the others; signing out as well clears the cookie either way.
  await signOut().catch(() => undefined);
}
