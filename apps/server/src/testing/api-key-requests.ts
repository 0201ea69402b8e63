import type { ApiKeyCreated } from '@sitedesk/shared/api-keys-api';
import { expect } from 'vitest';
import type { SignedInStaff } from './staff-sessions';
import type { TestSitedesk } from './test-sitedesk';

type App = TestSitedesk['app'];

/** A JSON body as sent: a string as it is (a test of malformed JSON), anything else serialised. */
function jsonBody(body: unknown): { body?: string } {
  if (body === undefined) return {};
  return { body: typeof body === 'string' ? body : JSON.stringify(body) };
}

/**
 * A request to /api/v1 with `key` as the Bearer token (none: no Authorization header at all), as an
 * integration sends it: no cookie, no origin.
 */
export function requestWithKey(
  app: App,
  key: string | undefined,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return Promise.resolve(
    app.request(path, {
      method,
      headers: {
        ...(key === undefined ? {} : { authorization: `Bearer ${key}` }),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...jsonBody(body),
    }),
  );
}

/** A desk request by a signed-in member (their session cookie), with a JSON body when one is given. */
export function requestAsStaff(
  app: App,
  staff: SignedInStaff,
  method: string,
  path: string,
  body?: unknown,
): Promise<Response> {
  return Promise.resolve(
    app.request(path, {
      method,
      headers: {
        cookie: staff.cookie,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...jsonBody(body),
    }),
  );
}

/** A key made in the desk by `by`, as an owner or admin does it; anything but 201 fails the test. */
export async function createApiKey(
  app: App,
  by: SignedInStaff,
  request: Record<string, unknown>,
): Promise<ApiKeyCreated> {
  const response = await requestAsStaff(app, by, 'POST', '/api/desk/api-keys', request);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as ApiKeyCreated;
}
