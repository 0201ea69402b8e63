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

/** Every page of a collection, following `nextCursor`; `between` runs after the first page. */
async function walkByCursor(
  collection: string,
  limit: number,
  between?: (firstPage: ApiEntry[]) => Promise<unknown>,
): Promise<ApiEntry[]> {
  const items: ApiEntry[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const after: string = cursor === null ? '' : `&cursor=${cursor}`;
    const response = await withKey(
      reader,
      `/api/v1/collections/${collection}/entries?limit=${limit}${after}`,
    );
    expect(response.status, await response.clone().text()).toBe(200);
    const page = (await response.json()) as ApiEntryPage;
    expect(page.items.length).toBeLessThanOrEqual(limit);
    items.push(...page.items);
    cursor = page.nextCursor;
    pages += 1;
    if (pages === 1) await between?.(page.items);
  } while (cursor !== null && pages < 100);
  expect(cursor).toBeNull();
  return items;
}

/** Takes an entry off the site, as unpublishing does: its rows stay, with nothing published. */
async function withdraw(id: string) {
  await desk.database.db
    .update(contentEntries)
    .set({ published: null, publishedSlug: null, publishedVersion: 0, publishedAt: null })
    .where(eq(contentEntries.id, id));
}

describe('/api/v1/collections/{collection}/entries by cursor (decision 241)', () => {
  it('meets every entry once while an editor publishes and withdraws others between pages', async () => {
    // Jobs closing the same day tie in the site's order: the id orders them, so each has one place.
    const closingDate = dayFromToday(40);
    for (let count = 0; count < 7; count += 1) {
      await insertEntry(desk.database.db, 'jobs', { en: jobDocument({ closingDate }) });
    }
    const before = (await readAll('jobs', 'en', 100)).map((entry) => entry.id);
    expect(before.length).toBeGreaterThan(6);
    const lastToCome = before.at(-1) ?? '';
    let newcomer = '';
    const walked = await walkByCursor('jobs', 3, async (firstPage) => {
      // One already read goes (an offset would now skip an entry), one ahead of the reader is published
      // (an offset would now repeat one), and one not yet read goes too.
      await withdraw(firstPage[0]?.id ?? '');
      newcomer = await insertEntry(desk.database.db, 'jobs', {
        en: jobDocument({ closingDate: dayFromToday(1) }),
      });
      await withdraw(lastToCome);
    });
    const ids = walked.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(before.filter((id) => id !== lastToCome));
    expect(ids).not.toContain(newcomer);
  });

  it('gives the same pages by cursor as by offset while nothing changes, and both cursors and offsets', async () => {
    for (const position of [3, 1, 3]) {
      await insertEntry(desk.database.db, 'products', { en: productDocument({ position }) });
    }
    const byOffset = (await readAll('products', 'en', 2)).map((entry) => entry.id);
    const byCursor = (await walkByCursor('products', 2)).map((entry) => entry.id);
    expect(byCursor).toEqual(byOffset);
    const first = (await (
      await withKey(reader, '/api/v1/collections/products/entries?limit=1&offset=1')
    ).json()) as ApiEntryPage;
    expect(first.nextOffset).toBe(2);
    expect(first.nextCursor).not.toBeNull();
  });

  it('refuses a cursor it did not hand out for this collection and language (422 on cursor)', async () => {
    for (let count = 0; count < 2; count += 1) {
      await insertEntry(desk.database.db, 'products', { en: productDocument() });
    }
    const page = (await (
      await withKey(reader, '/api/v1/collections/products/entries?limit=1')
    ).json()) as ApiEntryPage;
    const productsCursor = page.nextCursor ?? '';
    expect(productsCursor).not.toBe('');
    const encoded = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const bad: [string, string][] = [
      ['products?cursor=not%20a%20cursor', 'cursor'],
      [`products?cursor=${Buffer.from('{"c":').toString('base64url')}`, 'cursor'],
      [`products?cursor=${encoded({ c: 'news', l: 'en', k: ['2026-01-01', 'x'] })}`, 'cursor'],
      [`products?cursor=${encoded({ c: 'products', l: 'en', k: ['first', 'EcoBale', 'x'] })}`, 'cursor'],
      [`products?cursor=${encoded([1, 2, 3])}`, 'cursor'],
      [`jobs?cursor=${productsCursor}`, 'cursor'],
      [`products?locale=de&cursor=${productsCursor}`, 'cursor'],
      [`products?offset=2&cursor=${productsCursor}`, 'offset'],
    ];
    for (const [query, field] of bad) {
      const [collection, search] = query.split('?');
      const response = await withKey(reader, `/api/v1/collections/${collection}/entries?${search}`);
      expect(response.status, query).toBe(422);
      const { error } = (await response.json()) as { error: { fields: Record<string, unknown> } };
      expect(Object.keys(error.fields), query).toEqual([field]);
    }
  });

  it('answers a key without content:read 403, cursor or not', async () => {
    const other = (await createKey({ name: 'Webhooks only', scopes: ['webhooks:manage'] })).key;
    const page = (await (
      await withKey(reader, '/api/v1/collections/products/entries?limit=1')
    ).json()) as ApiEntryPage;
    for (const query of ['', `?limit=1&cursor=${page.nextCursor ?? ''}`]) {
      expect((await withKey(other, `/api/v1/collections/products/entries${query}`)).status, query).toBe(403);
    }
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
