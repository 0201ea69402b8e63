import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';

/** The secret of an `otpauth://totp/…?secret=…` URI, as an authenticator app reads it from the QR code. */
export function secretOfTotpUri(totpUri: string): string {
  const secret = new URL(totpUri).searchParams.get('secret');
  if (!secret) throw new Error('The TOTP URI has no secret');
  return secret;
}

/** The code an authenticator app shows now for the base32 `secret` (Better Auth's own TOTP, 6 digits, 30 s). */
export function currentTotpCode(secret: string): Promise<string> {
  return createOTP(base32.decode(secret)).totp();
}

/**
 * The code of the next 30-second step: still accepted now (the window spans a step either side), and never
 * the one just used, since a code works once.
 */
export function nextTotpCode(secret: string): Promise<string> {
  return createOTP(base32.decode(secret)).hotp(Math.floor(Date.now() / 30_000) + 1);
}
