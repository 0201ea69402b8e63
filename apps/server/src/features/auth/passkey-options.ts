import { passkeyNameSchema } from '@sitedesk/shared/account-security-api';
import { APIError } from 'better-auth/api';
import type { Config } from '../../config';
import type { TrustedOrigins } from '../../http/same-origin';

/**
 * Better Auth's passkey plugin, as the desk uses it (decision 189). The relying party is the desk's public
 * origin: its host name is the rpID (so a passkey made for `desk.example.com` works there only, never on a
 * sibling subdomain), and with PUBLIC_URL set, that origin is the only one a ceremony may come from.
 * Out of the box (no PUBLIC_URL) the host is `localhost`, which browsers accept as a secure context.
 */
export function passkeyPluginOptions(config: Pick<Config, 'publicOrigin' | 'hasPublicUrl'>, rpName: string) {
  return {
    rpID: new URL(config.publicOrigin).hostname,
    rpName,
    origin: config.hasPublicUrl ? config.publicOrigin : null,
    // A discoverable credential (the browser offers it by itself: autofill, "sign in with a passkey" with no
    // address typed) that the authenticator unlocks with a PIN or biometrics: possession plus that check is
    // what lets a passkey stand for password and second factor together.
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' } as const,
    registration: {
      afterVerification: ({
        verification,
      }: {
        verification: { registrationInfo?: { userVerified: boolean } };
      }) => {
        if (verification.registrationInfo?.userVerified !== true) throw userNotVerified();
        return undefined;
      },
    },
    authentication: {
      // The plugin asks for user verification as "preferred" at sign-in and does not insist: we do.
      afterVerification: ({
        verification,
      }: {
        verification: { authenticationInfo: { userVerified: boolean } };
      }) => {
        if (!verification.authenticationInfo.userVerified) throw userNotVerified();
      },
    },
  };
}

function userNotVerified(): APIError {
  return new APIError('UNAUTHORIZED', {
    code: 'USER_VERIFICATION_REQUIRED',
    message: 'User verification required',
  });
}

/** The paths whose WebAuthn response the plugin checks against the request's `Origin` when none is configured. */
const ceremonyPaths = new Set(['/passkey/verify-registration', '/passkey/verify-authentication']);

/**
 * A `before` check for the passkey endpoints: a ceremony's `Origin` must be one of ours (the plugin would
 * otherwise trust whatever the header says when PUBLIC_URL is unset), and a passkey's name follows the
 * shared text rules. Returns the body with the name normalised, or undefined when nothing changes.
 */
export function checkPasskeyRequest(
  trusted: TrustedOrigins,
  ctx: {
    path?: string | undefined;
    body?: unknown;
    headers?: Headers | undefined;
    request?: Request | undefined;
  },
): { body: Record<string, unknown> } | undefined {
  if (!ctx.path || !ceremonyPaths.has(ctx.path)) return undefined;
  const origin = ctx.headers?.get('origin') ?? '';
  const origins = typeof trusted === 'function' ? trusted(ctx.request) : trusted;
  if (!origins.includes(origin))
    throw new APIError('FORBIDDEN', { code: 'INVALID_ORIGIN', message: 'Invalid origin' });
  if (ctx.path !== '/passkey/verify-registration') return undefined;
  const body = typeof ctx.body === 'object' && ctx.body !== null ? ctx.body : {};
  const name = passkeyNameSchema.safeParse('name' in body ? body.name : undefined);
  if (!name.success)
    throw new APIError('BAD_REQUEST', { code: 'INVALID_PASSKEY_NAME', message: 'Invalid passkey name' });
  return { body: { ...body, name: name.data } };
}
