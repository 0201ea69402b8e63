import { seedSiteContent } from '@sitedesk/db/seed';
import { demoContent } from '@sitedesk/shared/content/catalogs';
import type { StaffRole } from '@sitedesk/shared/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitInquiry } from '../../../testing/desk-fixtures';
import { call, everyone, permissionTable } from '../../../testing/desk-permission-table';
import { type SignedInStaff, signInAs } from '../../../testing/staff-sessions';
import { startTestSitedesk, type TestSitedesk } from '../../../testing/test-sitedesk';

// The table itself lives in `testing/desk-permission-table.ts`, where the API description's test reads it too.

let desk: TestSitedesk;
const staff = new Map<StaffRole, SignedInStaff>();
let inquiryId: string;

beforeAll(async () => {
  desk = await startTestSitedesk({ INQUIRY_RATE_LIMIT: '0', SIGN_IN_RATE_LIMIT: '0', MAIL_DRIVER: 'dev' });
  // The content endpoints work on seeded sections, as a started site has them.
  await seedSiteContent(desk.database.db, demoContent);
  for (const role of everyone) staff.set(role, await signInAs(desk, role));
  inquiryId = (await submitInquiry(desk)).id;
});
afterAll(async () => {
  await desk.dispose();
});

describe('the desk permission table', () => {
  const cases = Object.entries(permissionTable).flatMap(([name, endpoint]) =>
    (['anonymous', ...everyone] as const).map((who) => {
      const expected = who === 'anonymous' ? 401 : endpoint.allowed.includes(who) ? endpoint.success : 403;
      return { name, endpoint, who, expected };
    }),
  );

  it.each(cases)('$name as $who → $expected', async ({ endpoint, who, expected }) => {
    const owner = staff.get('owner');
    if (!owner) throw new Error('no owner');
    const { path, body } = await endpoint.request({ desk, owner, inquiryId });
    const cookie = who === 'anonymous' ? undefined : staff.get(who)?.cookie;
    const response = await call(desk, cookie, endpoint.method, path, body);
    // Streams (events, CSV) must not be left open.
    await response.body?.cancel();
    expect(response.status).toBe(expected);
  });
});

// Regression: desk writes were accepted from any origin, without one, and as `text/plain` (issue 11, item 2).
describe('cross-site writes to the desk API', () => {
  const writes = Object.entries(permissionTable)
    .filter(([, endpoint]) => endpoint.method !== 'GET')
    .map(([name, endpoint]) => ({ name, endpoint }));
  const refused: { how: string; headers: Record<string, string> }[] = [
    { how: 'from another site', headers: { origin: 'https://evil.example' } },
    { how: 'from a sibling subdomain', headers: { origin: 'https://shop.veltrum.example' } },
    { how: 'from an opaque origin', headers: { origin: 'null' } },
    { how: 'without Origin, cross-site', headers: { 'sec-fetch-site': 'cross-site' } },
  ];

  it.each(writes.flatMap((write) => refused.map((attempt) => ({ ...write, ...attempt }))))(
    '$name $how → 403',
    async ({ endpoint, headers }) => {
      const owner = staffMember('owner');
      const { path, body } = await endpoint.request({ desk, owner, inquiryId });
      const response = await call(desk, owner.cookie, endpoint.method, path, body, headers);
      expect(response.status).toBe(403);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('forbidden');
    },
  );

  it.each(writes)('$name without Origin or Sec-Fetch-Site → 403', async ({ endpoint }) => {
    const owner = staffMember('owner');
    const { path, body } = await endpoint.request({ desk, owner, inquiryId });
    const response = await desk.app.fetch(
      new Request(`${desk.config.publicOrigin}${path}`, {
        method: endpoint.method,
        headers: { cookie: owner.cookie, 'content-type': 'application/json' },
        ...(body === undefined || body instanceof FormData ? {} : { body: JSON.stringify(body) }),
      }),
    );
    expect(response.status).toBe(403);
  });

  it.each(writes.filter(({ endpoint }) => endpoint.method === 'POST' || endpoint.method === 'PATCH'))(
    '$name with a text/plain body → 415',
    async ({ endpoint }) => {
      const owner = staffMember('owner');
      const { path, body } = await endpoint.request({ desk, owner, inquiryId });
      const text = body instanceof FormData ? 'file=x' : JSON.stringify(body ?? {});
      const response = await call(desk, owner.cookie, endpoint.method, path, text, {
        'content-type': 'text/plain',
      });
      expect(response.status).toBe(415);
    },
  );

  it('accepts a same-origin write that carries Sec-Fetch-Site instead of Origin', async () => {
    const owner = staffMember('owner');
    const response = await call(
      desk,
      owner.cookie,
      'POST',
      `/api/desk/inquiries/${inquiryId}/notes`,
      { body: 'Same origin.' },
      { 'sec-fetch-site': 'same-origin' },
    );
    expect(response.status).toBe(201);
  });

  it.each(['/api/desk/setup', '/api/desk/invitations/accept'])(
    'public desk endpoint %s refuses another site',
    async (path) => {
      const response = await call(desk, undefined, 'POST', path, {}, { origin: 'https://evil.example' });
      expect(response.status).toBe(403);
    },
  );
});

function staffMember(role: StaffRole): SignedInStaff {
  const member = staff.get(role);
  if (!member) throw new Error(`no ${role}`);
  return member;
}
