import { type DeskSession, securitySettingsSchema } from '@sitedesk/shared/account-security-api';
import { staffRoles } from '@sitedesk/shared/permissions';
import { authTag, betterAuthError, statusTrue, untrustedOrigin } from './better-auth-responses';
import { dateTime, type JsonSchema, objectOf, ref, requestSchemaOf } from './json-schema';
import { jsonResponse, operation } from './operations';

const text: JsonSchema = { type: 'string' };

const wrongPassword = betterAuthError('Wrong password, or the body does not fit', 'INVALID_PASSWORD');
const passwordBody = (name: string, description: string): JsonSchema => ({
  type: 'object',
  required: ['password'],
  properties: { password: { type: 'string', description } },
  title: name,
});
const signedInWithFactor = {
  ...jsonResponse(
    'Verified: the session cookie is set (at sign-in) or the factor is now on (at enrolment)',
    objectOf<{ token: string; user: object }>({ token: text, user: { type: 'object' } }),
  ),
  headers: {
    'Set-Cookie': { schema: text, description: 'The session cookie, and the trusted-device cookie' },
  },
};

/** Bodies of the two-factor endpoints, the security setting and the session list, for `components.schemas`. */
export const accountSchemas: Record<string, JsonSchema> = {
  SecuritySettings: {
    ...requestSchemaOf(securitySettingsSchema),
    description:
      '`requireTwoFactor`: every staff member must have a second factor; `requireTwoFactorRoles`: the ' +
      `members of these roles (${staffRoles.join(', ')}) must. A member who must and has none gets 403 ` +
      '`two_factor_required` from every endpoint but enrolment (`/api/auth/two-factor/*`), sign-out, the ' +
      'session and `/api/desk/me`. Admins may change only what concerns non-owner roles (403 otherwise).',
  },
  DeskSession: objectOf<DeskSession>({
    id: text,
    browser: {
      type: 'string',
      description: 'The browser’s family (`Firefox`), or `other`.',
      example: 'Firefox',
    },
    system: {
      type: 'string',
      description: 'The system’s family (`Windows`), or `other`.',
      example: 'Windows',
    },
    signedInAt: dateTime,
    lastActiveAt: { ...dateTime, description: 'The last use, to within an hour. No address is kept.' },
    isCurrent: { type: 'boolean', description: 'The session of this request.' },
  }),
  DeskSessions: objectOf<{ sessions: unknown }>({ sessions: { type: 'array', items: ref('DeskSession') } }),
  TwoFactorEnable: {
    ...passwordBody('TwoFactorEnable', 'The account’s password.'),
    properties: {
      password: { type: 'string', description: 'The account’s password.' },
      method: { const: 'totp' },
    },
  },
  TwoFactorPassword: passwordBody('TwoFactorPassword', 'The account’s password.'),
  TwoFactorCode: {
    type: 'object',
    required: ['code'],
    properties: {
      code: { type: 'string', description: 'The 6-digit code of the authenticator app, or a backup code.' },
      trustDevice: {
        type: 'boolean',
        description: 'At sign-in: skip the second factor on this browser for 30 days.',
      },
    },
  },
  ChangePassword: {
    type: 'object',
    required: ['currentPassword', 'newPassword'],
    properties: {
      currentPassword: text,
      newPassword: { type: 'string', minLength: 12, maxLength: 128 },
      revokeOtherSessions: { type: 'boolean', description: 'End every other session of the member.' },
    },
  },
};

const passwordLimit =
  'A wrong password counts against the sign-in limits (SIGN_IN_RATE_LIMIT per account), as at sign-in.';

/**
 * Better Auth's password and second-factor endpoints the desk uses (decision 184); the desk's own account
 * routes describe themselves (features/auth/openapi.ts, decision 248).
 */
export const accountPaths: Record<string, Record<string, JsonSchema>> = {
  '/api/auth/change-password': {
    post: operation({
      tag: authTag,
      summary: 'Change my password',
      description: `${passwordLimit} One of the most common passwords is refused with 422 (\`newPassword\`).`,
      access: 'staff',
      requestBody: 'ChangePassword',
      responses: {
        200: jsonResponse('Changed', { type: 'object' }),
        400: wrongPassword,
        403: untrustedOrigin,
      },
      errors: [422, 429],
    }),
  },
  '/api/auth/two-factor/enable': {
    post: operation({
      tag: authTag,
      summary: 'Start enrolling an authenticator app',
      description:
        'Returns the `otpauth://` URI (shown as a QR code) and ten backup codes, once: only their keyed ' +
        'hashes are stored. The factor is on after `verify-totp` with a code. ' +
        passwordLimit,
      access: 'staff',
      requestBody: 'TwoFactorEnable',
      responses: {
        200: jsonResponse(
          'The secret’s URI and the backup codes',
          objectOf<{ method: string; totpURI: string; backupCodes: string[] }>({
            method: { const: 'totp' },
            totpURI: text,
            backupCodes: { type: 'array', items: text },
          }),
        ),
        400: wrongPassword,
        403: untrustedOrigin,
      },
      errors: [429],
    }),
  },
  '/api/auth/two-factor/verify-totp': {
    post: operation({
      tag: authTag,
      summary: 'Check an authenticator code',
      description:
        'With a session: confirms enrolment. Without one, after a sign-in answered `twoFactorRedirect`: ' +
        'completes the sign-in (five tries per sign-in; ten failures in a row lock the factor 15 minutes).',
      access: 'public',
      requestBody: 'TwoFactorCode',
      responses: {
        200: signedInWithFactor,
        401: betterAuthError('Wrong code or no sign-in in progress', 'INVALID_CODE'),
        403: untrustedOrigin,
      },
      errors: [429],
    }),
  },
  '/api/auth/two-factor/verify-backup-code': {
    post: operation({
      tag: authTag,
      summary: 'Sign in with a backup code',
      description: 'Like `verify-totp`; the code is used up.',
      access: 'public',
      requestBody: 'TwoFactorCode',
      responses: {
        200: signedInWithFactor,
        401: betterAuthError('Wrong code or no sign-in in progress', 'INVALID_BACKUP_CODE'),
        403: untrustedOrigin,
      },
      errors: [400, 429],
    }),
  },
  '/api/auth/two-factor/generate-backup-codes': {
    post: operation({
      tag: authTag,
      summary: 'New backup codes',
      description: `Replaces the backup codes; the new ones are shown once. ${passwordLimit}`,
      access: 'staff',
      requestBody: 'TwoFactorPassword',
      responses: {
        200: jsonResponse(
          'The new codes',
          objectOf<{ status: boolean; backupCodes: string[] }>({
            status: { const: true },
            backupCodes: { type: 'array', items: text },
          }),
        ),
        400: wrongPassword,
        403: untrustedOrigin,
      },
      errors: [429],
    }),
  },
  '/api/auth/two-factor/get-totp-uri': {
    post: operation({
      tag: authTag,
      summary: 'The authenticator secret’s URI again',
      description: `To add the account to another authenticator app. ${passwordLimit}`,
      access: 'staff',
      requestBody: 'TwoFactorPassword',
      responses: {
        200: jsonResponse('The URI', objectOf<{ totpURI: string }>({ totpURI: text })),
        400: wrongPassword,
        403: untrustedOrigin,
      },
      errors: [429],
    }),
  },
  '/api/auth/two-factor/disable': {
    post: operation({
      tag: authTag,
      summary: 'Turn the second factor off',
      description: `Where one is required, the member must enrol again before anything else. ${passwordLimit}`,
      access: 'staff',
      requestBody: 'TwoFactorPassword',
      responses: { 200: statusTrue, 400: wrongPassword, 403: untrustedOrigin },
      errors: [429],
    }),
  },
};
