import { requestJson } from '../../../lib/api-client';

/** POST /api/auth/two-factor/enable — a new authenticator secret (as an otpauth URI) and backup codes, shown once. */
export function enableTwoFactor(password: string): Promise<{ totpURI: string; backupCodes: string[] }> {
  return requestJson('/api/auth/two-factor/enable', { method: 'POST', json: { password } });
}

/** POST /api/auth/two-factor/verify-totp — with a session: confirms enrolment; at sign-in: finishes it. */
export function verifyTotp(code: string, trustDevice = false): Promise<unknown> {
  return requestJson('/api/auth/two-factor/verify-totp', { method: 'POST', json: { code, trustDevice } });
}

/** POST /api/auth/two-factor/verify-backup-code — finishes a sign-in with a backup code (used up). */
export function verifyBackupCode(code: string, trustDevice = false): Promise<unknown> {
  return requestJson('/api/auth/two-factor/verify-backup-code', {
    method: 'POST',
    json: { code, trustDevice },
  });
}

/** POST /api/auth/two-factor/generate-backup-codes — replaces the backup codes. */
export function generateBackupCodes(password: string): Promise<{ backupCodes: string[] }> {
  return requestJson('/api/auth/two-factor/generate-backup-codes', { method: 'POST', json: { password } });
}

/** POST /api/auth/two-factor/disable */
export function disableTwoFactor(password: string): Promise<unknown> {
  return requestJson('/api/auth/two-factor/disable', { method: 'POST', json: { password } });
}
