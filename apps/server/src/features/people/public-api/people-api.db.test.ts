import { randomBytes } from 'node:crypto';
import { apiKeys } from '@sitedesk/db/api-keys-schema';
import { auditLog } from '@sitedesk/db/audit-schema';
import { user } from '@sitedesk/db/auth-schema';
import { type ApiKeyCreated, type ApiKeyScope, apiKeyScopes } from '@sitedesk/shared/api-keys-api';
import type { PersonErasureResult, PersonSearchResult } from '@sitedesk/shared/people-api';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey, requestAsStaff, requestWithKey } from '../../../testing/api-key-requests';
import { deliveryRecorder } from '../../../testing/delivery-recorder';
import { submitInquiry } from '../../../testing/desk-fixtures';
import { apiV1ScopeTable } from '../../../testing/desk-permission-table';
import { type SignedInStaff, signInAs } from '../../../testing/staff-sessions';
import { startTestSitedesk, type TestSitedesk } from '../../../testing/test-sitedesk';
import { zipEntries } from '../../../testing/zip-entries';

let desk: TestSitedesk;
let owner: SignedInStaff;
const deliveries = deliveryRecorder();
/** Mail sent so far: each inquiry sends a confirmation and a staff notification. */
let mailExpected = 0;

const env = {
  INQUIRY_RATE_LIMIT: '0',
  SIGN_IN_RATE_LIMIT: '0',
  API_KEY_RATE_LIMIT_PER_MINUTE: '0',
  // Low enough to reach in a test; each key counts on its own.
  API_KEY_PEOPLE_EXPORTS_PER_HOUR: '2',
  // Searches, exports and erasures per member (or per key) an hour: low enough to reach here.
  PEOPLE_RATE_LIMIT: '12',
  MAIL_DRIVER: 'dev',
};

beforeAll(async () => {
  desk = await startTestSitedesk(env, { onDeliveryOutcome: (outcome) => deliveries.record(outcome) });
  owner = await signInAs(desk, 'owner');
});

/**
 * Runs `use` against a second instance on the same database whose clock stands still: the hourly limits'
 * window is the clock hour, which a real clock could turn between a test's requests. It stands at the start,
 * not at a date gone by: the first instance's clean-up would take that hour's counters for ended ones.
 */
async function withStillClock(use: (still: TestSitedesk) => Promise<void>) {
  const at = new Date();
  const still = await startTestSitedesk(env, {
    sharedDatabase: desk.database,
    now: () => at,
    onDeliveryOutcome: (outcome) => deliveries.record(outcome),
  });
  try {
    await use(still);
  } finally {
    await still.dispose();
  }
}
afterAll(async () => {
  await desk.dispose();
});

function asStaff(staff: SignedInStaff, method: string, path: string, body?: unknown) {
  return requestAsStaff(desk.app, staff, method, path, body);
}

/** A POST to /api/v1 with `key` as the Bearer token (none: no Authorization header) and `body` as JSON text. */
function withKey(key: string | undefined, path: string, body: unknown, app: TestSitedesk['app'] = desk.app) {
  return requestWithKey(app, key, 'POST', path, body);
}

function createKey(scopes: ApiKeyScope[], by: SignedInStaff = owner): Promise<ApiKeyCreated> {
  return createApiKey(desk.app, by, { name: `People ${scopes}`, scopes });
}

/** A person of their own per test, with one inquiry, its mail sent (so an erasure meets no mail in flight). */
async function personWithInquiry(): Promise<{ email: string; reference: string }> {
  const email = `person-${randomBytes(5).toString('hex')}@lusorecicla.example`;
  const { reference } = await submitInquiry(desk, { email });
  mailExpected += 2;
  await deliveries.untilSent(mailExpected);
  return { email, reference };
}

function errorOf(body: unknown): { code: string; fields?: Record<string, { code: string }> } {
  return (body as { error: { code: string; fields?: Record<string, { code: string }> } }).error;
}

describe('a person’s data by API key', () => {
  it('finds a person’s inquiries, exports them as a ZIP and erases them, the key named in the audit log', async () => {
    const person = await personWithInquiry();
    const exporter = await createKey(['people:export']);
    const eraser = await createKey(['people:erase']);

    const found = await withKey(exporter.key, '/api/v1/people/search', { email: person.email.toUpperCase() });
    expect(found.status, await found.clone().text()).toBe(200);
    expect(((await found.json()) as PersonSearchResult).counts.inquiries).toBe(1);

    const exported = await withKey(exporter.key, '/api/v1/people/export', { email: person.email });
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toBe('application/zip');
    expect(exported.headers.get('cache-control')).toBe('no-store');
    expect(exported.headers.get('content-disposition')).toMatch(/^attachment; filename="personal-data-/);
    expect(exported.headers.get('content-disposition')).not.toContain('lusorecicla');
    const entries = await zipEntries(new Uint8Array(await exported.arrayBuffer()));
    expect([...entries.keys()]).toEqual(expect.arrayContaining(['README.txt', 'inquiries.json']));
    const inquiries = JSON.parse(entries.get('inquiries.json')?.toString('utf8') ?? '[]') as {
      email: string;
      reference: string;
    }[];
    expect(inquiries.map((row) => [row.email, row.reference])).toEqual([[person.email, person.reference]]);

    const erased = await withKey(eraser.key, '/api/v1/people/erase', { email: person.email });
    expect(erased.status, await erased.clone().text()).toBe(200);
    expect(((await erased.json()) as PersonErasureResult).counts.inquiries).toBe(1);
    const after = await withKey(exporter.key, '/api/v1/people/search', { email: person.email });
    const { counts, erasedAt } = (await after.json()) as PersonSearchResult;
    expect(
      Object.values(counts).every((count) => count === 0),
      JSON.stringify(counts),
    ).toBe(true);
    expect(erasedAt).toEqual(expect.any(String));

    // Under the key's creator, with the key beside them; the person by the keyed hash, never the address.
    const audited = await desk.database.db
      .select({ action: auditLog.action, actorId: auditLog.actorId, detail: auditLog.detail })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'person'), eq(auditLog.actorId, owner.userId)));
    expect(audited).toEqual(
      expect.arrayContaining([
        { action: 'person.exported', actorId: owner.userId, detail: { apiKeyId: exporter.id } },
        { action: 'person.erased', actorId: owner.userId, detail: { apiKeyId: eraser.id } },
      ]),
    );
    expect(JSON.stringify(audited)).not.toContain(person.email);
  });

  it('refuses a key without the people scopes (403)', async () => {
    const reader = await createKey(['inquiries:read']);
    for (const path of ['/api/v1/people/search', '/api/v1/people/export', '/api/v1/people/erase']) {
      const response = await withKey(reader.key, path, { email: 'anyone@example.org' });
      expect(response.status, path).toBe(403);
      expect(errorOf(await response.json()).code).toBe('forbidden');
    }
  });

  it('lets only an owner create a key with a people scope', async () => {
    const admin = await signInAs(desk, 'admin');
    for (const scopes of [['people:erase'], ['people:export'], ['inquiries:read', 'people:erase']]) {
      const response = await asStaff(admin, 'POST', '/api/desk/api-keys', {
        name: 'Not mine to give',
        scopes,
      });
      expect(response.status, String(scopes)).toBe(403);
    }
    const listed = await desk.database.db.select().from(apiKeys).where(eq(apiKeys.createdById, admin.userId));
    expect(listed).toEqual([]);
    // The admin's other scopes are still theirs to give; the owner gives the people scopes.
    await createKey(['inquiries:read'], admin);
    expect((await createKey(['people:export', 'people:erase'])).scopes).toEqual([
      'people:export',
      'people:erase',
    ]);
  });

  it('refuses the key once its creator is no longer an owner (403), even as an admin', async () => {
    // An admin manages personal data in the desk, but cannot give these scopes: a demoted owner's keys
    // must not keep what their new role could not create.
    for (const role of ['admin', 'editor'] as const) {
      const former = await signInAs(desk, 'owner');
      const keys = [await createKey(['people:export'], former), await createKey(['people:erase'], former)];
      await desk.database.db.update(user).set({ role }).where(eq(user.id, former.userId));
      for (const [key, path] of [
        [keys[0], '/api/v1/people/search'],
        [keys[0], '/api/v1/people/export'],
        [keys[1], '/api/v1/people/erase'],
      ] as const) {
        const response = await withKey(key?.key, path, { email: 'anyone@example.org' });
        expect(response.status, `${role} ${path}`).toBe(403);
      }
    }
  });

  it('refuses a bad address (422) and an oversized body (413)', async () => {
    const key = await createKey(['people:export', 'people:erase']);
    for (const path of ['/api/v1/people/search', '/api/v1/people/export', '/api/v1/people/erase']) {
      const bad = await withKey(key.key, path, { email: 'not an address' });
      expect(bad.status, path).toBe(422);
      expect(Object.keys(errorOf(await bad.json()).fields ?? {})).toEqual(['email']);
      const big = await withKey(key.key, path, { email: `${'a'.repeat(3000)}@example.org` });
      expect(big.status, path).toBe(413);
      expect(errorOf(await big.json()).code).toBe('payload_too_large');
    }
  });

  it('exports at most API_KEY_PEOPLE_EXPORTS_PER_HOUR ZIPs per key, then 429 with Retry-After', async () => {
    const key = await createKey(['people:export']);
    const other = await createKey(['people:export']);
    const email = 'nobody.here@example.org';
    await withStillClock(async ({ app }) => {
      for (let index = 0; index < 2; index += 1) {
        const response = await withKey(key.key, '/api/v1/people/export', { email }, app);
        expect(response.status).toBe(200);
        await response.arrayBuffer();
      }
      const limited = await withKey(key.key, '/api/v1/people/export', { email }, app);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(errorOf(await limited.json()).code).toBe('rate_limited');
      // Another key counts on its own; the limited key still searches.
      const fresh = await withKey(other.key, '/api/v1/people/export', { email }, app);
      expect(fresh.status).toBe(200);
      await fresh.arrayBuffer();
      expect((await withKey(key.key, '/api/v1/people/search', { email }, app)).status).toBe(200);
    });
  });
});

describe('the creator’s own hour', () => {
  it('is not spent by their key: a key used up its PEOPLE_RATE_LIMIT, the owner still searches in the desk', async () => {
    const key = await createKey(['people:export']);
    const email = 'counted.apart@example.org';
    await withStillClock(async ({ app }) => {
      for (let index = 0; index < 12; index += 1) {
        expect((await withKey(key.key, '/api/v1/people/search', { email }, app)).status).toBe(200);
      }
      const limited = await withKey(key.key, '/api/v1/people/search', { email }, app);
      expect(limited.status).toBe(429);
      expect(errorOf(await limited.json()).code).toBe('rate_limited');
    });
    const inDesk = await asStaff(owner, 'POST', '/api/desk/people/search', { email });
    expect(inDesk.status).toBe(200);
  });
});

describe('/api/v1/people with keys of each scope, none, an expired and a revoked one', () => {
  const keys: Record<string, string | undefined> = {};
  const endpoints: Record<string, number> = {
    'POST /api/v1/people/search': 200,
    'POST /api/v1/people/export': 200,
    'POST /api/v1/people/erase': 200,
  };
  const holders = [...apiKeyScopes, 'none', 'expired', 'revoked'];

  beforeAll(async () => {
    for (const scope of apiKeyScopes) keys[scope] = (await createKey([scope])).key;
    keys.none = undefined;
    const expired = await createKey(['people:export', 'people:erase']);
    await desk.database.db
      .update(apiKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiKeys.id, expired.id));
    keys.expired = expired.key;
    const revoked = await createKey(['people:export', 'people:erase']);
    await asStaff(owner, 'DELETE', `/api/desk/api-keys/${revoked.id}`);
    keys.revoked = revoked.key;
  });

  it('covers every /api/v1/people endpoint of the scope table', () => {
    const known = Object.keys(apiV1ScopeTable).filter((endpoint) => endpoint.includes('/api/v1/people'));
    expect(Object.keys(endpoints).sort()).toEqual(known.sort());
  });

  const cases = Object.entries(endpoints).flatMap(([endpoint, success]) =>
    holders.map((holder) => ({
      endpoint,
      holder,
      expected:
        holder === apiV1ScopeTable[endpoint]
          ? success
          : ['none', 'expired', 'revoked'].includes(holder)
            ? 401
            : 403,
    })),
  );

  it.each(cases)('$endpoint with the $holder key → $expected', async ({ endpoint, holder, expected }) => {
    const path = endpoint.split(' ')[1] ?? '';
    // An address nobody has: the table checks who may ask, not what is found.
    const response = await withKey(keys[holder], path, { email: 'table.person@example.org' });
    const body = Buffer.from(await response.arrayBuffer());
    expect(response.status, body.toString('utf8').slice(0, 200)).toBe(expected);
    expect(response.headers.get('cache-control')).toBe('no-store');
    if (expected === 403) expect(errorOf(JSON.parse(body.toString('utf8'))).code).toBe('forbidden');
    if (expected === 401) expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
  });
});
