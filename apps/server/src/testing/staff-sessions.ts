import { randomBytes } from 'node:crypto';
import type { StaffRole } from '@sitedesk/shared/permissions';
import type { TestSitedesk } from './test-sitedesk';

export type SignedInStaff = { userId: string; email: string; name: string; cookie: string };

/**
 * A staff member with `role`, signed in through the real sign-in endpoint: send `cookie` as the `Cookie`
 * header. Created the way `npm run user:create` creates staff, so only the sign-in test types passwords.
 */
export async function signInAs(
  desk: TestSitedesk,
  role: StaffRole,
  overrides: { email?: string; name?: string } = {},
): Promise<SignedInStaff> {
  const unique = randomBytes(6).toString('hex');
  const email = overrides.email ?? `${role}-${unique}@staff.example`;
  const name = overrides.name ?? `Test ${role} ${unique}`;
  const password = `test-password-${unique}`;
  const { userId } = await desk.auth.accounts.createMember({ email, name, role, password });
  const response = await desk.app.request('/api/auth/sign-in/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) {
    throw new Error(`signInAs: sign-in answered ${response.status}: ${await response.text()}`);
  }
  return { userId, email, name, cookie: cookieHeaderFrom(response) };
}

/** The `Cookie` header a browser would send back after `response`. */
export function cookieHeaderFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .filter((pair) => pair !== '' && !pair.endsWith('='))
    .join('; ');
}
