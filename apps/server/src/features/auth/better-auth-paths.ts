/**
 * Which of Better Auth's own endpoints answer under `/api/auth` (decision 162). Every endpoint of its core
 * is named here, open or closed, and `better-auth-paths.test.ts` fails when an upgrade brings one that is
 * neither: whether a new endpoint opens is a choice, never a side effect. Plugins' endpoints (`/two-factor/*`,
 * `/passkey/*`) are named too, open or closed, below.
 */

/** Open: the desk calls them, or the product promises them (change one's password, see and end sessions). */
export const openBetterAuthPaths = [
  '/sign-in/email',
  '/sign-out',
  '/get-session',
  '/request-password-reset',
  '/reset-password',
  '/change-password',
  '/list-sessions',
  '/revoke-session',
  '/revoke-sessions',
  '/revoke-other-sessions',
] as const;

/**
 * Closed (404): nothing of the desk uses them. Some would take text (a name, an address) past the shared
 * text rules; `/verify-password` would check a password with no limit on the tries; the rest serve
 * sign-up, e-mail verification, social accounts and OAuth tokens, which the desk does not have. Better
 * Auth compares these with the request's path exactly (after dropping trailing slashes).
 */
export const disabledBetterAuthPaths = [
  '/update-user',
  '/change-email',
  '/delete-user',
  '/send-verification-email',
  '/verify-email',
  '/verify-password',
  '/update-session',
  '/list-accounts',
  '/account-info',
  '/link-social',
  '/unlink-account',
  '/sign-up/email',
  '/sign-in/social',
  '/delete-user/callback',
  '/refresh-token',
  '/get-access-token',
  '/ok',
  '/error',
  '/two-factor/send-otp',
  '/two-factor/verify-otp',
  '/passkey/update-passkey',
];

/**
 * The two-factor plugin's endpoints the desk uses (decision 184), open like the core ones above. Its e-mail
 * and SMS codes (`/two-factor/send-otp`, `/two-factor/verify-otp`) are not configured and stay closed.
 */
export const openTwoFactorPaths = [
  '/two-factor/enable',
  '/two-factor/disable',
  '/two-factor/verify-totp',
  '/two-factor/verify-backup-code',
  '/two-factor/generate-backup-codes',
  '/two-factor/get-totp-uri',
] as const;

/**
 * The passkey plugin's endpoints the desk uses (decision 189): add one (options, then the authenticator's
 * answer), sign in with one (the same two steps), list and remove them. Renaming (`/passkey/update-passkey`)
 * is not offered by the desk and stays closed: its name would bypass the name rules of `verify-registration`.
 */
export const openPasskeyPaths = [
  '/passkey/generate-register-options',
  '/passkey/verify-registration',
  '/passkey/generate-authenticate-options',
  '/passkey/verify-authentication',
  '/passkey/list-user-passkeys',
  '/passkey/delete-passkey',
] as const;

/** Before a required factor is enrolled: adding a passkey is enrolling one, and signing in with one is a sign-in. */
export const passkeyPathsOpenBeforeEnrolment: readonly string[] = [
  '/passkey/generate-register-options',
  '/passkey/verify-registration',
  '/passkey/generate-authenticate-options',
  '/passkey/verify-authentication',
];

/**
 * Closed too, but with a parameter in the path, which `disabledPaths` cannot match: a `before` hook refuses
 * them by the endpoint Better Auth matched, whatever the request's spelling. `/reset-password/:token`
 * redirects an e-mailed link to a callback URL; the desk's reset e-mail links straight to its own page.
 */
export const closedParameterisedBetterAuthPaths: readonly string[] = [
  '/callback/:id',
  '/reset-password/:token',
];
