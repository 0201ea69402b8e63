import { authTag, betterAuthError, untrustedOrigin } from './better-auth-responses';
import { dateTime, type JsonSchema, objectOf, ref } from './json-schema';
import { jsonResponse, operation } from './operations';

const text: JsonSchema = { type: 'string' };
const webAuthnOptions = (description: string): JsonSchema =>
  jsonResponse(description, {
    type: 'object',
    description:
      'WebAuthn options in SimpleWebAuthn’s JSON form (`PublicKeyCredentialCreationOptionsJSON` or ' +
      '`PublicKeyCredentialRequestOptionsJSON`), for `navigator.credentials`. A signed cookie names the challenge (5 minutes).',
  });

/** Bodies of the passkey endpoints, for `components.schemas`. */
export const passkeySchemas: Record<string, JsonSchema> = {
  PasskeyRegistration: {
    type: 'object',
    required: ['response', 'name'],
    properties: {
      response: { type: 'object', description: 'The authenticator’s answer (`RegistrationResponseJSON`).' },
      name: { type: 'string', maxLength: 64, description: 'What the member calls it (“Laptop”).' },
    },
  },
  PasskeyAuthentication: {
    type: 'object',
    required: ['response'],
    properties: {
      response: { type: 'object', description: 'The authenticator’s answer (`AuthenticationResponseJSON`).' },
    },
  },
  PasskeyId: objectOf<{ id: string }>({ id: text }),
  DeskPasskey: {
    type: 'object',
    required: ['id', 'createdAt'],
    properties: {
      id: text,
      name: { type: ['string', 'null'] },
      createdAt: dateTime,
      deviceType: { type: 'string', description: '`singleDevice` or `multiDevice` (synced).' },
      backedUp: { type: 'boolean' },
    },
  },
};

const userVerification =
  'The authenticator must verify the user (PIN or biometrics): a passkey stands for password and second ' +
  'factor together, and counts as the second factor that may be required (decision 189).';

/** Better Auth's passkey plugin, as the desk uses it (decision 189). Renaming (`update-passkey`) answers 404. */
export const passkeyPaths: Record<string, Record<string, JsonSchema>> = {
  '/api/auth/passkey/generate-register-options': {
    get: operation({
      tag: authTag,
      summary: 'Start adding a passkey',
      description:
        'Options for `navigator.credentials.create()`: a discoverable credential for this site’s host name. ' +
        'Needs a session signed in within the last day (Better Auth’s “fresh” session).',
      access: 'staff',
      responses: { 200: webAuthnOptions('The registration options') },
    }),
  },
  '/api/auth/passkey/verify-registration': {
    post: operation({
      tag: authTag,
      summary: 'Add a passkey',
      description: `Checks the authenticator’s answer against the challenge and stores the public key. ${userVerification}`,
      access: 'staff',
      requestBody: 'PasskeyRegistration',
      responses: {
        200: jsonResponse('The passkey', ref('DeskPasskey')),
        400: betterAuthError('No challenge, a bad answer, or a bad name', 'CHALLENGE_NOT_FOUND'),
        403: untrustedOrigin,
      },
    }),
  },
  '/api/auth/passkey/generate-authenticate-options': {
    get: operation({
      tag: authTag,
      summary: 'Start signing in with a passkey',
      description:
        'Options for `navigator.credentials.get()` (also with `mediation: "conditional"`, autofill).',
      access: 'public',
      responses: { 200: webAuthnOptions('The authentication options') },
    }),
  },
  '/api/auth/passkey/verify-authentication': {
    post: operation({
      tag: authTag,
      summary: 'Sign in with a passkey',
      description: `Sets the session cookie; no authenticator-app step follows. Failures count against the client’s sign-in limit (SIGN_IN_CLIENT_RATE_LIMIT per 15 minutes). ${userVerification}`,
      access: 'public',
      requestBody: 'PasskeyAuthentication',
      responses: {
        200: {
          ...jsonResponse(
            'Signed in',
            objectOf<{ session: object; user: object }>({
              session: { type: 'object' },
              user: { type: 'object' },
            }),
          ),
          headers: { 'Set-Cookie': { schema: text, description: 'The session cookie' } },
        },
        400: betterAuthError('No challenge, or the answer does not verify', 'CHALLENGE_NOT_FOUND'),
        401: betterAuthError('Unknown passkey, or the user was not verified', 'PASSKEY_NOT_FOUND'),
        403: untrustedOrigin,
      },
      errors: [429],
    }),
  },
  '/api/auth/passkey/list-user-passkeys': {
    get: operation({
      tag: authTag,
      summary: 'My passkeys',
      access: 'staff',
      responses: { 200: jsonResponse('The passkeys', { type: 'array', items: ref('DeskPasskey') }) },
    }),
  },
  '/api/auth/passkey/delete-passkey': {
    post: operation({
      tag: authTag,
      summary: 'Remove one of my passkeys',
      description: 'Only one’s own: another member’s passkey id answers 401 or 404.',
      access: 'staff',
      requestBody: 'PasskeyId',
      responses: {
        200: jsonResponse('Removed', objectOf<{ status: boolean }>({ status: { const: true } })),
        403: untrustedOrigin,
      },
      errors: [404],
    }),
  },
};
