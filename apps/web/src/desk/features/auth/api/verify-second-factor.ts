import { requestJson } from '../../../lib/api-client';

/**
 * The second step of a sign-in that answered `twoFactorRedirect` (Better Auth's two-factor plugin): a code
 * of the authenticator app (`/two-factor/verify-totp`) or a backup code (`/two-factor/verify-backup-code`).
 * `trustDevice`: this browser skips the step for 30 days.
 */
export async function verifySecondFactor(input: {
  kind: 'totp' | 'backup';
  code: string;
  trustDevice: boolean;
}): Promise<void> {
  const path = input.kind === 'totp' ? 'verify-totp' : 'verify-backup-code';
  await requestJson(`/api/auth/two-factor/${path}`, {
    method: 'POST',
    json: { code: input.code, trustDevice: input.trustDevice },
  });
}
