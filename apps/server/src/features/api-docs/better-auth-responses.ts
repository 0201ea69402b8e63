import { type JsonSchema, objectOf, ref } from './json-schema';
import { jsonResponse } from './operations';

/** The tag of Better Auth's own endpoints (`/api/auth/*`). */
export const authTag = 'Auth';

/** A Better Auth error: the API's error shape, with Better Auth's own code in `fields.reason`. */
export const betterAuthError = (description: string, reason: string): JsonSchema => ({
  description: `${description} (Better Auth’s code, e.g. \`${reason}\`, in \`fields.reason\`)`,
  content: { 'application/json': { schema: ref('DeskError') } },
});

/** Every state-changing Better Auth endpoint refuses a foreign Origin. */
export const untrustedOrigin = betterAuthError('The request’s Origin is not this site', 'INVALID_ORIGIN');

/** Better Auth's answer to an action that returns nothing else. */
export const statusTrue = jsonResponse('Done', objectOf<{ status: boolean }>({ status: { const: true } }));
