import { randomUUID } from 'node:crypto';
import { mediaAssets } from '@sitedesk/db/content-schema';
import type { MediaList } from '@sitedesk/shared/content-api';
import { afterEach, describe, expect, it } from 'vitest';
import { type SignedInStaff, signInAs } from '../../testing/staff-sessions';
import { startTestSitedesk, type TestSitedesk } from '../../testing/test-sitedesk';

let desk: TestSitedesk | undefined;
afterEach(async () => {
  await desk?.dispose();
  desk = undefined;
});

const pdfBytes = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

/**
 * Rows straight into the table, three to an instant: ties that only the id orders, as a bulk import or two
 * editors uploading in the same microsecond would leave them. Returns the ids newest first, ties by id.
 */
async function insertLibrary(sitedesk: TestSitedesk, count: number): Promise<string[]> {
  const start = Date.UTC(2026, 0, 1);
  const rows = Array.from({ length: count }, (_, index) => {
    const id = randomUUID();
    return {
      id,
      kind: index % 4 === 0 ? ('document' as const) : ('image' as const),
      fileName: `file-${index}.pdf`,
      contentType: 'application/pdf',
      sizeBytes: 100,
      storageKey: `media/${id}/file-${index}.pdf`,
      createdAt: new Date(start + Math.floor(index / 3) * 1000),
    };
  });
  await sitedesk.database.db.insert(mediaAssets).values(rows);
  return rows
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))
    .map((row) => row.id);
}

async function listPage(
  sitedesk: TestSitedesk,
  staff: SignedInStaff,
  query: string,
  headers: Record<string, string> = {},
) {
  return sitedesk.app.request(`/api/desk/media?${query}`, { headers: { cookie: staff.cookie, ...headers } });
}

async function page(sitedesk: TestSitedesk, staff: SignedInStaff, query: string): Promise<MediaList> {
  const response = await listPage(sitedesk, staff, query);
  expect(response.status, query).toBe(200);
  return (await response.json()) as MediaList;
}

describe('GET /api/desk/media pages (decision 240)', () => {
  it('walks the whole library once, newest first and ties by id, unshifted by an upload between pages', async () => {
    desk = await startTestSitedesk();
    const editor = await signInAs(desk, 'editor');
    const expected = await insertLibrary(desk, 31);

    const first = await page(desk, editor, 'limit=7');
    expect(first.items).toHaveLength(7);
    // Uploaded after the first page was read: newer than every cursor, so it belongs to a fresh first page.
    const form = new FormData();
    form.set('file', new File([pdfBytes], 'late-arrival.pdf'));
    const uploaded = await desk.app.request('/api/desk/media', {
      method: 'POST',
      headers: { cookie: editor.cookie },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const late = ((await uploaded.json()) as { id: string }).id;

    const seen = first.items.map((item) => item.id);
    let cursor = first.nextCursor;
    let pages = 1;
    while (cursor !== null) {
      const next = await page(desk, editor, `limit=7&cursor=${encodeURIComponent(cursor)}`);
      seen.push(...next.items.map((item) => item.id));
      cursor = next.nextCursor;
      pages += 1;
    }
    expect(seen).toEqual(expected);
    expect(pages).toBe(5);

    // Without a limit a page holds 24; the new upload leads a fresh walk.
    const fresh = await page(desk, editor, '');
    expect(fresh.items.map((item) => item.id)).toEqual([late, ...expected.slice(0, 23)]);
    expect(fresh.nextCursor).not.toBeNull();
  });

  it('pages within a kind and a search, and ends without a cursor on an exact last page', async () => {
    desk = await startTestSitedesk();
    const editor = await signInAs(desk, 'editor');
    const all = await insertLibrary(desk, 12);
    const documents = (await page(desk, editor, 'kind=document&limit=100')).items.map((item) => item.id);
    expect(documents).toHaveLength(3);

    const firstTwo = await page(desk, editor, 'kind=document&limit=2');
    const rest = await page(
      desk,
      editor,
      `kind=document&limit=2&cursor=${encodeURIComponent(firstTwo.nextCursor ?? '')}`,
    );
    expect([...firstTwo.items, ...rest.items].map((item) => item.id)).toEqual(documents);
    expect(rest.nextCursor).toBeNull();

    // `file-1` matches file-1, file-10 and file-11: the search narrows in the database, pages included.
    const searched = await page(desk, editor, 'q=FILE-1&limit=3');
    expect(searched.items).toHaveLength(3);
    expect(searched.nextCursor).toBeNull();
    expect(all).toEqual(expect.arrayContaining(searched.items.map((item) => item.id)));

    const exact = await page(desk, editor, 'limit=12');
    expect(exact.items.map((item) => item.id)).toEqual(all);
    expect(exact.nextCursor).toBeNull();
  });

  it('answers a cursor it did not write and a bad limit with a localized 422 on that field, never a 500', async () => {
    desk = await startTestSitedesk();
    const editor = await signInAs(desk, 'editor');
    await insertLibrary(desk, 3);
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const refused: [string, string][] = [
      ['cursor=bm90LWEtY3Vyc29y', 'cursor'],
      [`cursor=${encode(['2026-13-45 25:61:61+99', randomUUID()])}`, 'cursor'],
      [`cursor=${encode(['2026-01-01 00:00:00+00', 'not-a-uuid'])}`, 'cursor'],
      [`cursor=${encode({ at: '2026-01-01 00:00:00+00' })}`, 'cursor'],
      ['cursor=%27%3B%20drop%20table%20media_assets', 'cursor'],
      [`cursor=${'a'.repeat(201)}`, 'cursor'],
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['limit=2.5', 'limit'],
      ['limit=many', 'limit'],
    ];
    for (const [query, field] of refused) {
      const response = await listPage(desk, editor, query, { 'accept-language': 'de' });
      expect(response.status, query).toBe(422);
      const body = (await response.json()) as {
        error: { code: string; fields: Record<string, { code: string; message: string }> };
      };
      expect(body.error.code, query).toBe('validation_failed');
      expect(Object.keys(body.error.fields), query).toEqual([field]);
      expect(body.error.fields[field]?.message, query).toMatch(/\S/);
    }
    // Nothing was read past or changed by the refused requests.
    expect((await page(desk, editor, '')).items).toHaveLength(3);
  });
});
