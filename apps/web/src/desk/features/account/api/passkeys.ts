import {
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
  startRegistration,
  WebAuthnAbortService,
} from '@simplewebauthn/browser';
import type { DeskPasskey } from '@sitedesk/shared/account-security-api';
import { requestJson } from '../../../lib/api-client';
import { type Resource, useResource } from '../../../lib/use-resource';

/**
 * Passkeys through Better Auth's passkey plugin (decision 189). SimpleWebAuthn's browser half turns the
 * server's options into `navigator.credentials` calls and the answers back into JSON; nothing leaves our
 * origin but those two requests per ceremony.
 */

/** GET /api/auth/passkey/list-user-passkeys */
export function useMyPasskeys(): Resource<DeskPasskey[]> {
  return useResource<DeskPasskey[]>('/api/auth/passkey/list-user-passkeys');
}

/** GET generate-register-options, the authenticator, then POST verify-registration with the member's name for it. */
export async function addPasskey(name: string): Promise<void> {
  const optionsJSON = await requestJson<PublicKeyCredentialCreationOptionsJSON>(
    '/api/auth/passkey/generate-register-options',
  );
  const response = await startRegistration({ optionsJSON });
  await requestJson('/api/auth/passkey/verify-registration', { method: 'POST', json: { response, name } });
}

/** POST /api/auth/passkey/delete-passkey (one's own only). */
export async function removePasskey(id: string): Promise<void> {
  await requestJson('/api/auth/passkey/delete-passkey', { method: 'POST', json: { id } });
}

/**
 * Signs in with a passkey: the browser offers the member's passkeys for this site (a dialog, or with
 * `autofill` the e-mail field's suggestions), then POST verify-authentication sets the session cookie.
 * No second step follows: the passkey is password and second factor at once.
 */
export async function signInWithPasskey(autofill = false): Promise<void> {
  const optionsJSON = await requestJson<PublicKeyCredentialRequestOptionsJSON>(
    '/api/auth/passkey/generate-authenticate-options',
  );
  const response = await startAuthentication({ optionsJSON, useBrowserAutofill: autofill });
  await requestJson('/api/auth/passkey/verify-authentication', { method: 'POST', json: { response } });
}

/** Ends a waiting autofill request (the sign-in page leaves). */
export function cancelPasskeyRequest(): void {
  WebAuthnAbortService.cancelCeremony();
}
