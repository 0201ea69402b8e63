import { seedSiteContent } from '@sitedesk/db/seed';
import { contentCatalogs } from '@sitedesk/shared/content/catalogs';
import type { StaffRole } from '@sitedesk/shared/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitInquiry } from '../../testing/desk-fixtures';
import { call, everyone, permissionTable } from '../../testing/desk-permission-table';
import { type SignedInStaff, signInAs } from '../../testing/staff-sessions';
import { startTestSitedesk, type TestSitedesk } from '../../testing/test-sitedesk';

// The table itself lives in `testing/desk-permission-table.ts`, where the API description's test reads it too.

let desk: TestSitedesk;
const staff = new Map<StaffRole, SignedInStaff>();
let inquiryId: string;

beforeAll(async () => {
  desk = await startTestSitedesk({ INQUIRY_RATE_LIMIT: '0', SIGN_IN_RATE_LIMIT: '0', MAIL_DRIVER: 'dev' });
  // The content endpoints work on seeded sections, as a started site has them.
  await seedSiteContent(desk.database.db, contentCatalogs);
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
