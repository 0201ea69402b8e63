import { randomUUID } from 'node:crypto';
import { apiKeys } from '@sitedesk/db/api-keys-schema';
import { contentEntries, productPrices } from '@sitedesk/db/content-schema';
import type { ApiEntry, ApiEntryPage, ApiKeyCreated } from '@sitedesk/shared/api-keys-api';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey, requestWithKey } from '../../../testing/api-key-requests';
import { apiV1ScopeTable } from '../../../testing/desk-permission-table';
import { dayFromToday, insertEntry, jobDocument, productDocument } from '../../../testing/published-entries';
import { type SignedInStaff, signInAs } from '../../../testing/staff-sessions';
import { startTestSitedesk, type TestSitedesk } from '../../../testing/test-sitedesk';

let desk: TestSitedesk;
let owner: SignedInStaff;
let reader = '';

function withKey(key: string | undefined, path: string) {
  return requestWithKey(desk.app, key, 'GET', path);
}

function createKey(request: Record<string, unknown>): Promise<ApiKeyCreated> {
  return createApiKey(desk.app, owner, request);
}

/** Every entry of a collection in `locale`, page by page as an integration would read them. */
async function readAll(collection: string, locale = 'en', limit = 2): Promise<ApiEntry[]> {
  const items: ApiEntry[] = [];
  let offset: number | null = 0;
  for (let pages = 0; offset !== null && pages < 50; pages += 1) {
    const response = await withKey(
      reader,
      `/api/v1/collections/${collection}/entries?locale=${locale}&limit=${limit}&offset=${offset}`,
    );
    expect(response.status, await response.clone().text()).toBe(200);
    const page = (await response.json()) as ApiEntryPage;
    expect(page.items.length).toBeLessThanOrEqual(limit);
    items.push(...page.items);
    offset = page.nextOffset;
  }
  expect(offset).toBeNull();
  return items;
}

beforeAll(async () => {
  desk = await startTestSitedesk({ SIGN_IN_RATE_LIMIT: '0', API_KEY_RATE_LIMIT_PER_MINUTE: '0' });
  owner = await signInAs(desk, 'owner');
  reader = (await createKey({ name: 'Website mirror', scopes: ['content:read'] })).key;
});
afterAll(async () => {
  await desk.dispose();
});

describe('/api/v1/collections/{collection}/entries', () => {
  it('gives the published version and never a draft, nor a product’s list price', async () => {
    const live = productDocument({ name: 'EcoBale X4 live' });
    const productId = await insertEntry(desk.database.db, 'products', { en: live });
    // An editor is working on the next version: the draft must stay in the desk.
    await desk.database.db
      .update(contentEntries)
      .set({ draft: { ...live, name: 'EcoBale X5 unreleased draft' } })
      .where(and(eq(contentEntries.id, productId), eq(contentEntries.locale, 'en')));
    await desk.database.db
      .insert(productPrices)
      .values({ entryId: productId, currency: 'EUR', unitPriceMinor: 7_654_321 });
    const neverPublished = await insertEntry(
      desk.database.db,
      'products',
      { en: productDocument({ name: 'Secret prototype' }) },
      { published: false },
    );

    const listed = await readAll('products');
    const product = listed.find((entry) => entry.id === productId);
    expect(product).toMatchObject({
      collection: 'products',
      locale: 'en',
      language: 'en',
      document: { name: 'EcoBale X4 live', slug: live.slug },
      paths: { en: `/en/solutions/${live.slug}` },
    });
    expect(listed.some((entry) => entry.id === neverPublished)).toBe(false);

    const read = await withKey(reader, `/api/v1/collections/products/entries/${productId}`);
    expect(read.status).toBe(200);
    const text = await read.text();
    expect(JSON.parse(text)).toMatchObject({ id: productId, document: { name: 'EcoBale X4 live' } });
    for (const leak of ['unreleased draft', '7654321', '76543.21', '76,543.21'])
      expect(text).not.toContain(leak);
    expect((await withKey(reader, `/api/v1/collections/products/entries/${neverPublished}`)).status).toBe(
      404,
    );
  });

  it('answers in the language asked for, the default one when none is; a language the site lacks is 422', async () => {
    const german = productDocument({
      name: 'Kanalballenpresse',
      slug: `kanalballenpresse-${randomUUID().slice(0, 8)}`,
    });
    const id = await insertEntry(desk.database.db, 'products', {
      en: productDocument({ name: 'Channel baler' }),
      de: german,
    });
    const inEnglish = (await (
      await withKey(reader, `/api/v1/collections/products/entries/${id}`)
    ).json()) as ApiEntry;
    expect(inEnglish).toMatchObject({ locale: 'en', document: { name: 'Channel baler' } });
    const inGerman = (await (
      await withKey(reader, `/api/v1/collections/products/entries/${id}?locale=de`)
    ).json()) as ApiEntry;
    expect(inGerman).toMatchObject({ locale: 'de', language: 'de', document: { name: 'Kanalballenpresse' } });
    expect(inGerman.paths.de).toMatch(/^\/de\//);
    // Japanese is a site language the test site does not offer (SITE_LOCALES: en, de).
    for (const query of ['locale=ja', 'locale=xx', 'limit=101', 'limit=0', 'offset=-1']) {
      const response = await withKey(reader, `/api/v1/collections/products/entries?${query}`);
      expect(response.status, query).toBe(422);
    }
  });

  it('leaves out a job past its closing date, as the site does', async () => {
    const open = await insertEntry(desk.database.db, 'jobs', { en: jobDocument() });
    const closed = await insertEntry(desk.database.db, 'jobs', {
      en: jobDocument({ closingDate: dayFromToday(-1) }),
    });
    const ids = (await readAll('jobs')).map((entry) => entry.id);
    expect(ids).toContain(open);
    expect(ids).not.toContain(closed);
    expect((await withKey(reader, `/api/v1/collections/jobs/entries/${closed}`)).status).toBe(404);
  });

  it('pages each entry once, and knows only the site’s collections and entries', async () => {
    for (let count = 0; count < 3; count += 1) {
      await insertEntry(desk.database.db, 'products', { en: productDocument({ position: count }) });
    }
    const ids = (await readAll('products', 'en', 2)).map((entry) => entry.id);
    expect(ids.length).toBeGreaterThanOrEqual(3);
    expect(new Set(ids).size).toBe(ids.length);
    expect((await withKey(reader, '/api/v1/collections/users/entries')).status).toBe(404);
    expect((await withKey(reader, '/api/v1/collections/products/entries/not-an-id')).status).toBe(404);
    const productId = ids[0] ?? '';
    // An entry is found in its own collection only.
    expect((await withKey(reader, `/api/v1/collections/news/entries/${productId}`)).status).toBe(404);
  });
});

describe('/api/v1/collections with keys of each scope, none, an expired and a revoked one', () => {
  const keys: Record<string, string | undefined> = {};
  let entryId = '';

  beforeAll(async () => {
    for (const scope of ['inquiries:read', 'inquiries:write', 'content:read', 'webhooks:manage']) {
      keys[scope] = (await createKey({ name: `Scope ${scope}`, scopes: [scope] })).key;
    }
    keys.none = undefined;
    const expired = await createKey({
      name: 'Expired',
      scopes: ['content:read'],
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    await desk.database.db
      .update(apiKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiKeys.id, expired.id));
    keys.expired = expired.key;
    const revoked = await createKey({ name: 'Revoked', scopes: ['content:read'] });
    await desk.app.request(`/api/desk/api-keys/${revoked.id}`, {
      method: 'DELETE',
      headers: { cookie: owner.cookie },
    });
    keys.revoked = revoked.key;
    entryId = await insertEntry(desk.database.db, 'products', { en: productDocument() });
  });

  const endpoints = Object.keys(apiV1ScopeTable).filter((endpoint) =>
    endpoint.includes('/api/v1/collections'),
  );
  const holders = [
    'inquiries:read',
    'inquiries:write',
    'content:read',
    'webhooks:manage',
    'none',
    'expired',
    'revoked',
  ];
  const cases = endpoints.flatMap((endpoint) =>
    holders.map((holder) => ({
      endpoint,
      holder,
      expected:
        holder === apiV1ScopeTable[endpoint]
          ? 200
          : ['none', 'expired', 'revoked'].includes(holder)
            ? 401
            : 403,
    })),
  );

  it.each(cases)('$endpoint with the $holder key → $expected', async ({ endpoint, holder, expected }) => {
    const path = (endpoint.split(' ')[1] ?? '').replace(':collection', 'products').replace(':id', entryId);
    const response = await withKey(keys[holder], path);
    expect(response.status, await response.clone().text()).toBe(expected);
    expect(response.headers.get('cache-control')).toBe('no-store');
    if (expected === 401) expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
  });
});
