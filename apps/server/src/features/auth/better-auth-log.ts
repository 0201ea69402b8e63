import type { Logger } from 'pino';
import { errorForLog } from '../../logger';

type BetterAuthLevel = 'debug' | 'info' | 'warn' | 'error';

/**
 * Better Auth's messages the service can meet, by how they begin, each with a stable code and the level it
 * deserves. Its messages quote what a request sent (`Invalid callbackURL: https://…?email=…`), so the log
 * keeps the code only. A request's own mistake (a foreign callback URL, a wrong password) is `info`: the
 * request line already says 4xx, and nobody can fill the error log from outside.
 */
const knownMessages: ReadonlyArray<{ start: string; code: string; level: BetterAuthLevel }> = [
  { start: 'Invalid callbackURL', code: 'invalid_callback_url', level: 'info' },
  { start: 'Invalid redirectURL', code: 'invalid_redirect_url', level: 'info' },
  { start: 'Invalid errorCallbackURL', code: 'invalid_error_callback_url', level: 'info' },
  { start: 'Invalid newUserCallbackURL', code: 'invalid_new_user_callback_url', level: 'info' },
  { start: 'Invalid origin', code: 'invalid_origin', level: 'info' },
  { start: 'Blocked cross-site navigation login', code: 'cross_site_navigation_blocked', level: 'info' },
  { start: 'User not found', code: 'sign_in_unknown_email', level: 'info' },
  { start: 'Password not found', code: 'sign_in_without_password', level: 'info' },
  { start: 'Invalid password', code: 'wrong_password', level: 'info' },
  { start: 'Reset Password: User not found', code: 'password_reset_unknown_email', level: 'info' },
  { start: 'Password is too short', code: 'password_too_short', level: 'info' },
  { start: 'Password is too long', code: 'password_too_long', level: 'info' },
  { start: 'Failed to parse state', code: 'oauth_state_invalid', level: 'info' },
  { start: 'State not found', code: 'oauth_state_missing', level: 'info' },
  { start: 'INVALID_CALLBACK_REQUEST', code: 'oauth_callback_invalid', level: 'info' },
  { start: 'Code not found', code: 'oauth_code_missing', level: 'info' },
  { start: 'OAuth provider not found', code: 'oauth_provider_unknown', level: 'info' },
  { start: 'Provider not found', code: 'oauth_provider_unknown', level: 'info' },
  { start: 'No callback URL found', code: 'oauth_callback_url_missing', level: 'info' },
  { start: 'Failed to create session', code: 'session_not_created', level: 'error' },
  { start: 'Failed to create user', code: 'user_not_created', level: 'error' },
  { start: 'Failed to read session', code: 'session_not_read', level: 'error' },
  { start: 'Failed to delete session', code: 'session_not_deleted', level: 'error' },
  { start: 'INTERNAL_SERVER_ERROR', code: 'internal_error', level: 'error' },
];

/** Better Auth's own errors are answers to a request (a bad state, a wrong token), not failures. */
const isBetterAuthError = (value: unknown): boolean =>
  value instanceof Error && (value.name === 'BetterAuthError' || value.name === 'APIError');

/**
 * Better Auth's `logger.log`, through pino: `{code, args}` and never its message. Errors among the
 * arguments go through the serializer (type, code, stack frames); other arguments are kept as their type.
 * A message not in the list is `unlisted` and at most `warn`, unless it carries a foreign error (the
 * database's, say), which stays `error`.
 */
export function logBetterAuthThrough(logger: Logger) {
  return (level: BetterAuthLevel, message: unknown, ...args: unknown[]): void => {
    const text = typeof message === 'string' ? message : '';
    const known = knownMessages.find((entry) => text.startsWith(entry.start));
    const errors = [message, ...args].filter((arg) => arg instanceof Error);
    const hasForeignError = errors.some((error) => !isBetterAuthError(error));
    const lineLevel = known?.level ?? (level === 'error' && !hasForeignError ? 'warn' : level);
    logger[lineLevel](
      {
        code: known?.code ?? 'unlisted',
        args: args.map((arg) => (arg instanceof Error ? errorForLog(arg) : typeof arg)),
        ...(message instanceof Error ? { err: message } : {}),
      },
      'auth',
    );
  };
}
