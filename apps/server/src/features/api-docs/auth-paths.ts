import { authTag, betterAuthError, statusTrue, untrustedOrigin } from './better-auth-responses';
import { type JsonSchema, objectOf } from './json-schema';
import { jsonResponse, operation } from './operations';

const text: JsonSchema = { type: 'string' };

/** Request bodies of the Better Auth endpoints the desk uses, for `components.schemas`. */
export const authSchemas: Record<string, JsonSchema> = {
  SignInEmail: {
    type: 'object',
    required: ['email', 'password'],
    properties: {
      email: { type: 'string', format: 'email' },
      password: text,
      rememberMe: {
        type: 'boolean',
        default: true,
        description: '`false`: a browser-session cookie, gone when the browser closes.',
      },
    },
  },
  RequestPasswordReset: {
    type: 'object',
    required: ['email'],
    properties: { email: { type: 'string', format: 'email' } },
  },
  ResetPassword: {
    type: 'object',
    required: ['newPassword', 'token'],
    properties: {
      newPassword: { type: 'string', minLength: 12, maxLength: 128 },
      token: { type: 'string', description: 'The token from the e-mailed link.' },
    },
  },
};

/**
 * `/api/auth/*` is Better Auth's own handler; these are the operations the desk UI relies on. The other
 * open ones (`openBetterAuthPaths`: get-session, change-password, the session list) answer too but are not
 * part of this API's contract; every other Better Auth endpoint answers 404 (decision 162).
 */
export const authPaths: Record<string, Record<string, JsonSchema>> = {
  '/api/auth/sign-in/email': {
    post: operation({
      tag: authTag,
      summary: 'Sign in with e-mail and password',
      description:
        'Sets the session cookie (see `cookieAuth`). Failed attempts are limited per account ' +
        '(SIGN_IN_RATE_LIMIT per 15 minutes) and per client (SIGN_IN_CLIENT_RATE_LIMIT); over either, every ' +
        'attempt is 429, even with the right password. A successful sign-in never counts. Sign-up does not ' +
        'exist: staff join by invitation or the set-up link.',
      access: 'public',
      requestBody: 'SignInEmail',
      responses: {
        200: {
          ...jsonResponse('Signed in', {
            type: 'object',
            required: ['redirect', 'token', 'user'],
            properties: {
              redirect: { type: 'boolean' },
              token: { type: 'string', description: 'The session token (the cookie carries it signed).' },
              url: { type: ['string', 'null'] },
              user: {
                type: 'object',
                required: ['id', 'name', 'email'],
                properties: { id: text, name: text, email: text, role: text },
              },
            },
          }),
          headers: { 'Set-Cookie': { schema: text, description: 'The session cookie' } },
        },
        400: betterAuthError('The body does not fit', 'VALIDATION_ERROR'),
        401: betterAuthError('Wrong e-mail or password', 'INVALID_EMAIL_OR_PASSWORD'),
        403: untrustedOrigin,
      },
      errors: [429],
    }),
  },
  '/api/auth/sign-out': {
    post: operation({
      tag: authTag,
      summary: 'Sign out this browser',
      description:
        'Ends the session of the cookie sent, if any, and clears the cookie. Send `{}` as the body.',
      access: 'public',
      responses: {
        200: jsonResponse('Signed out', { type: 'object', properties: { success: { const: true } } }),
        403: untrustedOrigin,
      },
    }),
  },
  '/api/auth/request-password-reset': {
    post: operation({
      tag: authTag,
      summary: 'Ask for a password-reset e-mail',
      description:
        'Queues an e-mail with a link to `/desk/reset-password?token=…`, valid for one hour. The answer is ' +
        'the same whether or not the address belongs to a staff member, and whether or not the request was ' +
        'over its limit (PASSWORD_RESET_RATE_LIMIT per address, PASSWORD_RESET_CLIENT_RATE_LIMIT per client, ' +
        'per hour), in which case no e-mail is queued.',
      access: 'public',
      requestBody: 'RequestPasswordReset',
      responses: {
        200: jsonResponse(
          'Accepted',
          objectOf<{ status: boolean; message: string }>({ status: { const: true }, message: text }),
        ),
        400: betterAuthError('The body does not fit', 'VALIDATION_ERROR'),
        403: untrustedOrigin,
      },
    }),
  },
  '/api/auth/reset-password': {
    post: operation({
      tag: authTag,
      summary: 'Set a new password with a reset token',
      description:
        'Every session of the staff member ends. One of the most common passwords is refused with 422 ' +
        '(`newPassword`: `password_too_common`) before Better Auth sees it.',
      access: 'public',
      requestBody: 'ResetPassword',
      responses: {
        200: statusTrue,
        400: betterAuthError('Unknown or expired token, or a password too short or long', 'INVALID_TOKEN'),
        403: untrustedOrigin,
      },
      errors: [422],
    }),
  },
  '/api/auth/revoke-sessions': {
    post: operation({
      tag: authTag,
      summary: 'Sign out everywhere',
      description:
        'Ends every session of the signed-in staff member, this one included. Send `{}` as the body.',
      access: 'staff',
      responses: { 200: statusTrue, 403: untrustedOrigin },
    }),
  },
};
