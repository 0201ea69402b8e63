import { randomUUID } from 'node:crypto';
import { contentEntries, mediaAssets, pathRedirects } from '@sitedesk/db/content-schema';
import { seedDemoEntries, seedSiteContent } from '@sitedesk/db/seed';
import type { ApiErrorBody } from '@sitedesk/shared/api-errors';
import { demoEntries } from '@sitedesk/shared/collections/demo-entries';
import type { NewsEntry } from '@sitedesk/shared/collections/entries';
import { entryPath } from '@sitedesk/shared/collections/paths';
import { buildPublishedCollections } from '@sitedesk/shared/collections/published-view';
import type { ContentSearchResults, EntryDetail, EntryList } from '@sitedesk/shared/collections-api';
import { demoContent } from '@sitedesk/shared/content/catalogs';
import type { ContentVersionSummary, EditConflictDetails } from '@sitedesk/shared/content-api';
import { type Locale, locales } from '@sitedesk/shared/locales';
import { pathFor } from '@sitedesk/shared/routes';
import { hostileText } from '@sitedesk/shared/testing/hostile-text';
import { asc } from 'drizzle-orm';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { type SignedInStaff, signInAs } from '../../testing/staff-sessions';
import { startTestSitedesk, type TestSitedesk } from '../../testing/test-sitedesk';
import { loadEntrySources } from '../content/entry-sources';
import { findRedirect } from './redirects';

/**
 * The redirect rows a news entry's move leaves, one per site language (a translation without its own slug
 * falls back to the English one, so its page moves too), sorted as `redirects` returns them.
 */
function movedEverywhere(moves: [from: string, to: string | ((locale: Locale) => string | null)][]) {
  return locales
    .flatMap((locale) =>
      moves.map(([from, to]) => ({
        from: entryPath('news', locale, from),
        to: typeof to === 'function' ? to(locale) : entryPath('news', locale, to),
      })),
    )
    .sort((a, b) => (a.from < b.from ? -1 : 1));
}

let desks: TestSitedesk[] = [];

afterEach(async () => {
  for (const desk of desks) await desk.dispose();
  desks = [];
});

/** A clock the test moves: scheduled publishing is tested without waiting. */
function testClock(start = new Date('2026-06-01T08:00:00Z')) {
  let current = start;
  return {
    now: () => current,
    moveTo(at: Date) {
      current = at;
    },
  };
}

type Started = {
  desk: TestSitedesk;
  editor: SignedInStaff;
  call: Call;
  clock: ReturnType<typeof testClock>;
  published: () => number;
};

async function start(): Promise<Started> {
  const clock = testClock();
  const desk = await startTestSitedesk({}, { now: clock.now });
  desks.push(desk);
  await seedSiteContent(desk.database.db, demoContent);
  const editor = await signInAs(desk, 'editor', { name: 'Anna Berg' });
  let publications = 0;
  desk.events.subscribe((message) => {
    if ('contentPublished' in message) publications += 1;
  });
  return { desk, editor, call: caller(desk, editor.cookie), clock, published: () => publications };
}

type Call = (
  method: string,
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
) => Promise<Response>;

function caller(desk: TestSitedesk, cookie: string): Call {
  return async (method, path, body, headers = {}) =>
    desk.app.request(path, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
}

async function json<T>(response: Response, status = 200): Promise<T> {
  const text = await response.text();
  expect({ status: response.status, text }).toMatchObject({ status });
  return JSON.parse(text) as T;
}

function news(overrides: Partial<NewsEntry> = {}): NewsEntry {
  return {
    title: 'EcoBale X4 wins the recycling award',
    slug: 'ecobale-x4-award',
    date: '2026-05-20',
    category: 'press',
    teaser: 'Our channel baler was named the most efficient of the year.',
    body: {
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'The jury praised its energy use.' }] }],
    },
    downloads: [],
    ...overrides,
  };
}

const base = '/api/desk/collections';

async function create(call: Call, document: unknown = news()): Promise<EntryDetail> {
  return json<EntryDetail>(await call('POST', `${base}/news`, { document }), 201);
}

async function publish(call: Call, entry: EntryDetail, body: Record<string, unknown> = {}) {
  return json<EntryDetail>(
    await call('POST', `${base}/news/${entry.id}/${entry.locale}/publish`, {
      revision: entry.revision,
      ...body,
    }),
  );
}

async function saveDraft(call: Call, entry: EntryDetail, document: unknown): Promise<Response> {
  return call('PUT', `${base}/news/${entry.id}/${entry.locale}/draft`, {
    revision: entry.revision,
    document,
  });
}

async function redirects(desk: TestSitedesk) {
  return desk.database.db
    .select({ from: pathRedirects.fromPath, to: pathRedirects.toPath })
    .from(pathRedirects)
    .orderBy(asc(pathRedirects.fromPath));
}

describe('collections desk API', () => {
  it('creates a draft, publishes it and lists it, rendering the site again on publish', async () => {
    const { call, published } = await start();
    const created = await create(call);
    expect(created).toMatchObject({
      collection: 'news',
      locale: 'en',
      title: 'EcoBale X4 wins the recycling award',
      slug: 'ecobale-x4-award',
      status: 'draft',
      hasDraft: true,
      publishedVersion: 0,
      path: null,
      draftUpdatedBy: { name: 'Anna Berg' },
      previewPath: `/desk/preview/collections/news/${created.id}/en`,
    });

    const saved = await json<EntryDetail>(
      await saveDraft(call, created, news({ title: 'EcoBale X4 wins the 2026 recycling award' })),
    );
    expect(saved.revision).toBe(created.revision + 1);
    expect(published()).toBe(0);

    const live = await publish(call, saved);
    expect(live).toMatchObject({
      status: 'published',
      hasDraft: false,
      publishedVersion: 1,
      publishedBy: { name: 'Anna Berg' },
      path: '/en/news/ecobale-x4-award',
    });
    expect(published()).toBe(1);

    const list = await json<EntryList>(await call('GET', `${base}/news`));
    expect(list.entries).toEqual([
      expect.objectContaining({ id: created.id, title: 'EcoBale X4 wins the 2026 recycling award' }),
    ]);
    const german = await json<EntryList>(await call('GET', `${base}/news?locale=de`));
    // Not translated yet: not on the German site (decision 202), and the desk says so.
    expect(german.entries[0]).toMatchObject({
      locale: 'de',
      title: 'EcoBale X4 wins the 2026 recycling award',
      status: 'draft',
      path: null,
      translatedLocales: ['en'],
    });
    // Every site language but English lacks it.
    expect(german.entries[0]?.languages).toEqual(
      locales.map((locale) =>
        locale === 'en'
          ? { locale, state: 'translated', shownIn: null }
          : { locale, state: 'notShown', shownIn: null },
      ),
    );
    expect(german.entries[0]?.missingTranslations).toBeGreaterThan(0);
    expect((await json<EntryList>(await call('GET', `${base}/products`))).entries).toEqual([]);
  });

  it('answers a save of a stale revision with a conflict naming who saved first', async () => {
    const { desk, call } = await start();
    const other = await signInAs(desk, 'admin', { name: 'Jonas Keller' });
    const created = await create(call);
    await json(await saveDraft(caller(desk, other.cookie), created, news({ title: 'Their title' })));
    const conflict = await json<ApiErrorBody>(await saveDraft(call, created, news({ title: 'Mine' })), 409);
    expect(conflict.error.code).toBe('edit_conflict');
    expect(conflict.error.details as EditConflictDetails).toMatchObject({
      revision: created.revision + 1,
      updatedBy: { name: 'Jonas Keller' },
    });
    const stalePublish = await json<ApiErrorBody>(
      await call('POST', `${base}/news/${created.id}/en/publish`, { revision: created.revision }),
      409,
    );
    expect(stalePublish.error.code).toBe('edit_conflict');
  });

  it('refuses slugs that are not lowercase words, with a field error, and stores nothing', async () => {
    const { call } = await start();
    const hostile = ['../x', 'Ecobale-X4', 'a'.repeat(200), 'two--hyphens', 'ends-', 'a/b', 'ümlaut'];
    for (const slug of hostile) {
      const refused = await json<ApiErrorBody>(
        await call('POST', `${base}/news`, { document: news({ slug }) }),
        422,
      );
      expect(refused.error.fields?.slug?.code, slug).toMatch(/^(invalid_slug|too_long)$/);
    }
    const withNul = await json<ApiErrorBody>(
      await call('POST', `${base}/news`, { document: news({ slug: 'a\u0000b' }) }),
      422,
    );
    expect(withNul.error.fields?.document?.code).toBe('invalid');
    const germanMessage = await json<ApiErrorBody>(
      await call('POST', `${base}/news`, { document: news({ slug: 'Upper' }) }, { 'accept-language': 'de' }),
      422,
    );
    expect(germanMessage.error.fields?.slug?.message).toContain('Kleinbuchstaben');
    expect((await json<EntryList>(await call('GET', `${base}/news`))).entries).toEqual([]);
  });

  it('keeps a slug unique in its collection and language, against live pages and other drafts', async () => {
    const { desk, call } = await start();
    const first = await create(call, news({ slug: 'open-day' }));
    // Another entry's draft already holds the address: refused before either is published.
    const taken = await json<ApiErrorBody>(
      await call('POST', `${base}/news`, { document: news({ slug: 'open-day' }) }),
      422,
    );
    expect(taken.error.fields?.slug?.code).toBe('slug_taken');

    await publish(call, first);
    const second = await create(call, news({ slug: 'open-day-2026' }));
    const renamed = await json<ApiErrorBody>(await saveDraft(call, second, news({ slug: 'open-day' })), 422);
    expect(renamed.error.fields?.slug).toMatchObject({ code: 'slug_taken' });

    // Another instance published the address between this publish's check and its write: the unique index
    // stops it, and the editor gets the same field error rather than a 500. (Written directly, as that
    // instance's commit would have landed.)
    const racing = await create(call, news({ slug: 'race' }));
    await desk.database.db.insert(contentEntries).values({
      id: randomUUID(),
      locale: 'en',
      collection: 'news',
      slug: 'elsewhere',
      publishedSlug: 'race',
      draft: {},
    });
    const lost = await json<ApiErrorBody>(
      await call('POST', `${base}/news/${racing.id}/en/publish`, { revision: racing.revision }),
      422,
    );
    expect(lost.error.fields?.slug?.code).toBe('slug_taken');

    // The same slug in another collection is another address.
    const product = await json<EntryDetail>(
      await call('POST', `${base}/products`, {
        document: {
          name: 'Open Day Baler',
          slug: 'open-day',
          icon: 'recycle',
          summary: 'A baler.',
          description: { type: 'doc', content: [] },
        },
      }),
      201,
    );
    expect(product.slug).toBe('open-day');
  });

  it('refuses hostile rich text and keeps a pasted script tag as plain words', async () => {
    const { call } = await start();
    const withLink = news({
      body: {
        type: 'doc',
        content: [
          {
            type: 'paragraph',
            content: [
              {
                type: 'text',
                text: 'click',
                marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }],
              },
            ],
          },
        ],
      },
    });
    const link = await json<ApiErrorBody>(await call('POST', `${base}/news`, { document: withLink }), 422);
    expect(link.error.fields?.['body.content.0.content.0.marks.0.attrs.href']?.code).toBe('invalid_link');

    const unknownNode = news();
    (unknownNode.body.content as unknown[]).push({ type: 'iframe', attrs: { src: 'https://evil.example' } });
    const node = await json<ApiErrorBody>(await call('POST', `${base}/news`, { document: unknownNode }), 422);
    expect(Object.keys(node.error.fields ?? {})).toEqual(['body.content.1.type']);

    const script = '<script>alert("x")</script>';
    const kept = await create(
      call,
      news({
        body: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: script }] }] },
      }),
    );
    expect((kept.draft as NewsEntry).body.content[0]).toEqual({
      type: 'paragraph',
      content: [{ type: 'text', text: script }],
    });
  });

  it('keeps the old address of a renamed entry as a redirect, and a second rename makes no chain', async () => {
    const { desk, call } = await start();
    const live = await publish(call, await create(call, news({ slug: 'first-name' })));
    const renamed = await json<EntryDetail>(await saveDraft(call, live, news({ slug: 'second-name' })));
    expect(await redirects(desk)).toEqual([]);
    const second = await publish(call, renamed);
    expect(second.path).toBe('/en/news/second-name');
    // The translations fell back to the English slug, so their pages moved too.
    expect(await redirects(desk)).toEqual(movedEverywhere([['first-name', 'second-name']]));

    const third = await publish(
      call,
      await json<EntryDetail>(await saveDraft(call, second, news({ slug: 'third-name' }))),
    );
    expect(await redirects(desk)).toEqual(
      movedEverywhere([
        ['first-name', 'third-name'],
        ['second-name', 'third-name'],
      ]),
    );

    // What the public side asks: where an old address leads now (one hop), and nothing for a live one.
    expect(await findRedirect(desk.database.db, '/en/news/first-name')).toBe('/en/news/third-name');
    expect(await findRedirect(desk.database.db, '/en/news/third-name')).toBeUndefined();

    // Back to the first name: that address is live again and stops redirecting.
    await publish(call, await json<EntryDetail>(await saveDraft(call, third, news({ slug: 'first-name' }))));
    expect(await redirects(desk)).toEqual(
      movedEverywhere([
        ['second-name', 'first-name'],
        ['third-name', 'first-name'],
      ]),
    );
  });

  it('deletes an entry in every language, sending its addresses to a live page or answering 410', async () => {
    const { desk, call, published } = await start();
    const kept = await publish(call, await create(call, news({ slug: 'kept' })));
    const old = await publish(call, await create(call, news({ slug: 'old-news' })));
    const gone = await publish(call, await create(call, news({ slug: 'gone-news' })));

    for (const target of ['https://evil.example/', '/en/nowhere', '/en/news/old-news', '//evil.example']) {
      const refused = await json<ApiErrorBody>(
        await call('DELETE', `${base}/news/${old.id}?redirectTo=${encodeURIComponent(target)}`),
        422,
      );
      expect(refused.error.code, target).toBe('invalid_redirect_target');
    }
    const before = published();
    const deleted = await call(
      'DELETE',
      `${base}/news/${old.id}?redirectTo=${encodeURIComponent(kept.path ?? '')}`,
    );
    expect(deleted.status).toBe(204);
    expect(published()).toBe(before + 1);
    expect((await call('GET', `${base}/news/${old.id}/de`)).status).toBe(404);
    expect((await call('DELETE', `${base}/news/${old.id}`)).status).toBe(404);

    expect((await call('DELETE', `${base}/news/${gone.id}?redirectTo=/de/kontakt`)).status).toBe(204);
    // A page named in one language leads to that page in each language.
    expect(await redirects(desk)).toEqual(
      movedEverywhere([
        ['gone-news', (locale) => pathFor('contact', locale)],
        ['old-news', 'kept'],
      ]),
    );
    // The entry others were sent to goes without a target: they answer 410 too, never a chain.
    expect((await call('DELETE', `${base}/news/${kept.id}`)).status).toBe(204);
    expect((await redirects(desk)).filter((row) => row.from.includes('old-news'))).toEqual(
      movedEverywhere([['old-news', () => null]]),
    );
  });

  it('keeps sales, strangers and other sites out', async () => {
    const { desk, call } = await start();
    const entry = await create(call);
    const sales = caller(desk, (await signInAs(desk, 'sales')).cookie);
    expect((await sales('GET', `${base}/news`)).status).toBe(403);
    expect((await sales('POST', `${base}/news`, { document: news({ slug: 'sales' }) })).status).toBe(403);
    expect((await sales('DELETE', `${base}/news/${entry.id}`)).status).toBe(403);
    expect((await desk.app.request(`${base}/news`)).status).toBe(401);
    expect((await desk.app.request(`${base}/search?q=eco`)).status).toBe(401);
    const foreign = await call(
      'POST',
      `${base}/news/${entry.id}/en/publish`,
      { revision: entry.revision },
      { origin: 'https://evil.example' },
    );
    expect(foreign.status).toBe(403);
    const plainText = await desk.app.request(`${base}/news`, {
      method: 'POST',
      headers: { cookie: (await signInAs(desk, 'editor')).cookie, 'content-type': 'text/plain' },
      body: JSON.stringify({ document: news({ slug: 'plain' }) }),
    });
    expect(plainText.status).toBe(415);
  });

  it('publishes a scheduled entry when its time comes, not before', async () => {
    const { desk, call, clock, published } = await start();
    const draft = await create(call, news({ slug: 'trade-fair' }));
    const publishAt = new Date(clock.now().getTime() + 3_600_000);
    const scheduled = await publish(call, draft, { publishAt: publishAt.toISOString() });
    expect(scheduled).toMatchObject({
      status: 'scheduled',
      publishAt: publishAt.toISOString(),
      publishedVersion: 0,
      path: null,
    });
    expect((await json<EntryList>(await call('GET', `${base}/news`))).entries[0]?.status).toBe('scheduled');

    clock.moveTo(new Date(publishAt.getTime() - 60_000));
    await desk.jobs.runDueJobs(clock.now());
    expect((await json<EntryDetail>(await call('GET', `${base}/news/${draft.id}/en`))).status).toBe(
      'scheduled',
    );
    expect(published()).toBe(0);

    clock.moveTo(new Date(publishAt.getTime() + 1000));
    await desk.jobs.runDueJobs(clock.now());
    const live = await json<EntryDetail>(await call('GET', `${base}/news/${draft.id}/en`));
    expect(live).toMatchObject({
      status: 'published',
      publishAt: null,
      publishedVersion: 1,
      publishedBy: { name: 'Anna Berg' },
      publishedAt: clock.now().toISOString(),
      path: '/en/news/trade-fair',
    });
    expect(published()).toBe(1);
  });

  it('cancels a schedule when the entry is published now or its draft discarded', async () => {
    const { call, clock } = await start();
    const later = new Date(clock.now().getTime() + 86_400_000).toISOString();
    const draft = await create(call, news({ slug: 'cancelled' }));
    const now = await publish(call, await publish(call, draft, { publishAt: later }));
    expect(now).toMatchObject({ status: 'published', publishAt: null, publishedVersion: 1 });

    const edited = await json<EntryDetail>(
      await saveDraft(call, now, news({ slug: 'cancelled', title: 'New' })),
    );
    const scheduled = await publish(call, edited, { publishAt: later });
    const discarded = await json<EntryDetail>(
      await call('POST', `${base}/news/${draft.id}/en/discard`, { revision: scheduled.revision }),
    );
    expect(discarded).toMatchObject({ status: 'published', publishAt: null, hasDraft: false });
    expect((discarded.draft as NewsEntry).title).toBe(news().title);

    // A time already past publishes at once.
    const past = await publish(
      call,
      await json<EntryDetail>(await saveDraft(call, discarded, news({ slug: 'cancelled', title: 'Now' }))),
      { publishAt: new Date(clock.now().getTime() - 1000).toISOString() },
    );
    expect(past).toMatchObject({ status: 'published', publishedVersion: 2 });
  });

  it('lets a translation leave texts blank: they fall back, are counted, and its own slug moves its page', async () => {
    const { desk, call } = await start();
    const english = await publish(call, await create(call, news({ slug: 'award' })));
    const german = await json<EntryDetail>(await call('GET', `${base}/news/${english.id}/de`));
    // Not on the German site until translated, unless an editor chooses to show the English text there.
    expect(german).toMatchObject({ locale: 'de', draft: {}, path: null, status: 'draft', hasDraft: false });
    const shown = await json<EntryDetail>(
      await call('PUT', `${base}/news/${english.id}/de/shown-in`, { shownIn: 'en' }),
    );
    expect(shown).toMatchObject({ path: '/de/aktuelles/award', status: 'published' });
    expect(german.fallback).toMatchObject({ title: news().title });
    expect(german.missingTranslationPaths.sort()).toEqual(['body', 'teaser', 'title']);

    const translated = await json<EntryDetail>(
      await saveDraft(call, german, { title: 'Auszeichnung für die EcoBale X4', teaser: '', slug: '' }),
    );
    expect(translated).toMatchObject({
      title: 'Auszeichnung für die EcoBale X4',
      missingTranslations: 2,
      missingTranslationPaths: expect.arrayContaining(['teaser', 'body']),
      translatedLocales: ['en', 'de'],
    });
    const live = await publish(call, translated);
    expect(live).toMatchObject({ status: 'published', path: '/de/aktuelles/award', publishedVersion: 1 });
    // What the German site gets: its own title, the English teaser and body where it left them blank.
    const site = buildPublishedCollections(
      (await loadEntrySources(desk.database.db)).sources,
      'de',
      '2026-06-01',
    );
    expect(site.news).toEqual([
      expect.objectContaining({
        id: english.id,
        document: expect.objectContaining({
          title: 'Auszeichnung für die EcoBale X4',
          teaser: news().teaser,
        }),
        // French and Arabic neither translate nor show it (decision 202).
        paths: Object.fromEntries(
          (['en', 'de'] as const).map((locale) => [locale, entryPath('news', locale, 'award')]),
        ),
        shownIn: {},
      }),
    ]);

    const ownSlug = await publish(
      call,
      await json<EntryDetail>(
        await saveDraft(call, live, { title: 'Auszeichnung für die EcoBale X4', slug: 'auszeichnung' }),
      ),
    );
    expect(ownSlug.path).toBe('/de/aktuelles/auszeichnung');
    // The preview's view of unpublished drafts: a German title drafted but not published shows there only.
    const drafted = await json<EntryDetail>(
      await saveDraft(call, ownSlug, { title: 'Noch nicht veröffentlicht', slug: 'auszeichnung' }),
    );
    const preview = await loadEntrySources(desk.database.db, { draftOf: english.id });
    const previewed = buildPublishedCollections(preview.sources, 'de', '2026-06-01');
    expect(previewed.news[0]?.document.title).toBe('Noch nicht veröffentlicht');
    expect(
      buildPublishedCollections((await loadEntrySources(desk.database.db)).sources, 'de', '2026-06-01')
        .news[0]?.document.title,
    ).toBe('Auszeichnung für die EcoBale X4');
    // Still blank where it was: a translation is not made to repeat the English text.
    const refused = await json<ApiErrorBody>(
      await saveDraft(call, drafted, { title: 'Ok', slug: 'Bad Slug' }),
      422,
    );
    expect(refused.error.fields?.slug?.code).toBe('invalid_slug');
  });

  it('lists versions and restores an earlier one as a new version, keeping an unpublished draft', async () => {
    const { call } = await start();
    const first = await publish(call, await create(call, news({ slug: 'versions' })));
    const second = await publish(
      call,
      await json<EntryDetail>(await saveDraft(call, first, news({ slug: 'versions', title: 'Second' }))),
    );
    const drafted = await json<EntryDetail>(
      await saveDraft(call, second, news({ slug: 'versions', title: 'Never published' })),
    );
    const restored = await json<EntryDetail>(
      await call('POST', `${base}/news/${first.id}/en/versions/1/restore`, { revision: drafted.revision }),
    );
    expect(restored).toMatchObject({ publishedVersion: 3, hasDraft: true });
    expect((restored.published as NewsEntry).title).toBe(news().title);
    expect((restored.draft as NewsEntry).title).toBe('Never published');
    const history = await json<ContentVersionSummary[]>(
      await call('GET', `${base}/news/${first.id}/en/versions`),
    );
    expect(history.map((version) => [version.version, version.restoredFrom])).toEqual([
      [3, 1],
      [2, null],
      [1, null],
    ]);
    expect(
      (await call('POST', `${base}/news/${first.id}/en/versions/9/restore`, { revision: restored.revision }))
        .status,
    ).toBe(404);
  });

  it('takes an entry off the site on unpublish, and refuses a discard with nothing published', async () => {
    const { call } = await start();
    const draft = await create(call, news({ slug: 'withdrawn' }));
    const nothing = await json<ApiErrorBody>(
      await call('POST', `${base}/news/${draft.id}/en/discard`, { revision: draft.revision }),
      409,
    );
    expect(nothing.error.code).toBe('entry_not_published');
    const live = await publish(call, draft);
    const off = await json<EntryDetail>(
      await call('POST', `${base}/news/${draft.id}/en/unpublish`, { revision: live.revision }),
    );
    expect(off).toMatchObject({ status: 'draft', path: null, published: null, hasDraft: true });
  });

  it('checks the files an entry uses before it goes live', async () => {
    const { desk, call } = await start();
    const image = randomUUID();
    const described = randomUUID();
    const pdf = randomUUID();
    const file = (id: string, kind: 'image' | 'document', alt: Record<string, string>) => ({
      id,
      kind,
      fileName: kind === 'image' ? 'photo.webp' : 'sheet.pdf',
      contentType: kind === 'image' ? 'image/webp' : 'application/pdf',
      sizeBytes: 1000,
      alt,
      storageKey: `media/${id}/file`,
    });
    await desk.database.db
      .insert(mediaAssets)
      .values([
        file(image, 'image', {}),
        file(described, 'image', { en: 'A baler' }),
        file(pdf, 'document', {}),
      ]);
    const draft = await create(call, news({ slug: 'with-files', cover: { mediaId: image } }));
    const noAlt = await json<ApiErrorBody>(
      await call('POST', `${base}/news/${draft.id}/en/publish`, { revision: draft.revision }),
      422,
    );
    expect(noAlt.error.fields?.cover?.code).toBe('image_alt_missing');

    const wrongKind = await json<EntryDetail>(
      await saveDraft(call, draft, news({ slug: 'with-files', cover: { mediaId: pdf } })),
    );
    const refused = await json<ApiErrorBody>(
      await call('POST', `${base}/news/${draft.id}/en/publish`, { revision: wrongKind.revision }),
      422,
    );
    expect(refused.error.fields?.cover?.code).toBe('not_an_image');

    // Its own alt text for this use is enough; a body image with library alt text too.
    const fine = await json<EntryDetail>(
      await saveDraft(
        call,
        wrongKind,
        news({
          slug: 'with-files',
          cover: { mediaId: image, alt: 'The award ceremony' },
          body: { type: 'doc', content: [{ type: 'image', attrs: { mediaId: described } }] },
          downloads: [{ title: 'Data sheet', document: { mediaId: pdf } }],
        }),
      ),
    );
    expect(fine.media.map((item) => item.id).sort()).toEqual([image, described, pdf].sort());
    expect((await publish(call, fine)).status).toBe('published');
  });

  it('finds entries and sections by their words for the desk search box', async () => {
    const { call } = await start();
    const entry = await create(
      call,
      news({
        slug: 'heat-recovery',
        body: {
          type: 'doc',
          content: [
            { type: 'paragraph', content: [{ type: 'text', text: 'Zyklonwärmerückgewinnung 107%' }] },
          ],
        },
      }),
    );
    const found = await json<ContentSearchResults>(await call('GET', `${base}/search?q=ZYKLONWÄRME`));
    expect(found.results).toEqual([
      {
        kind: 'entry',
        collection: 'news',
        id: entry.id,
        locale: 'en',
        title: news().title,
        path: '/en/news/heat-recovery',
      },
    ]);
    const sectionWord = demoContent.en.hero.title.split(' ')[0] ?? '';
    const sections = await json<ContentSearchResults>(
      await call('GET', `${base}/search?q=${encodeURIComponent(sectionWord)}`),
    );
    expect(sections.results).toContainEqual(
      expect.objectContaining({ kind: 'section', section: 'hero', locale: 'en', path: '/en' }),
    );
    // `%` and `_` are characters here, not wildcards (as wildcards they would match nearly every section).
    const search = async (q: string) =>
      (await json<ContentSearchResults>(await call('GET', `${base}/search?q=${encodeURIComponent(q)}`)))
        .results;
    expect(await search('07%')).toHaveLength(1);
    expect(await search('e%n')).toEqual([]);
    expect(await search('e_n')).toEqual([]);
    expect((await json<EntryList>(await call('GET', `${base}/news?q=nothing-like-this`))).entries).toEqual(
      [],
    );
    expect((await json<EntryList>(await call('GET', `${base}/news?q=HEAT-REC`))).entries).toHaveLength(1);
    expect((await call('GET', `${base}/search?q=x`)).status).toBe(422);
  });

  it('answers bad addresses and bodies with 4xx, never a 500', async () => {
    const { call } = await start();
    const entry = await create(call);
    const responses = await Promise.all([
      call('GET', `${base}/posts`),
      call('GET', `${base}/news/not-a-uuid/en`),
      call('GET', `${base}/news/${randomUUID()}/en`),
      call('GET', `${base}/news/${entry.id}/xx`),
      call('GET', `${base}/products/${entry.id}/en`),
      call('GET', `${base}/news/${entry.id}/en/versions/0`),
      call('PUT', `${base}/news/${entry.id}/en/draft`, { revision: 'one', document: {} }),
      call('POST', `${base}/news/${entry.id}/en/publish`, {
        revision: entry.revision,
        publishAt: 'tomorrow',
      }),
      call('GET', `${base}/news?locale=xx`),
      call('POST', `${base}/news`, { document: { ...news(), title: 42 } }),
      call('PUT', `${base}/news/${entry.id}/de/draft`, { revision: 1, document: null }),
      call('PUT', `${base}/news/${entry.id}/de/draft`, { revision: 1, document: [] }),
      call('POST', `${base}/news`, {}),
    ]);
    expect(responses.map((response) => response.status)).toEqual([
      404, 404, 404, 404, 404, 404, 422, 422, 422, 422, 422, 422, 422,
    ]);
  });
});

describe('collections with arbitrary text', () => {
  it('never answer 5xx, whatever text is in a title, a slug, a search or a redirect target', async () => {
    const { call } = await start();
    const entry = await publish(call, await create(call, news({ slug: 'target' })));
    await fc.assert(
      fc.asyncProperty(hostileText, async (text) => {
        // As a browser sends it: a lone surrogate becomes U+FFFD in a URL (encodeURIComponent would throw).
        const query = (name: string) => new URLSearchParams({ [name]: text }).toString();
        const responses = [
          await call('POST', `${base}/news`, { document: news({ title: text, slug: 'hostile' }) }),
          await call('POST', `${base}/news`, { document: news({ slug: text }) }),
          await call('GET', `${base}/search?${query('q')}`),
          await call('GET', `${base}/news?${query('q')}`),
          await call('DELETE', `${base}/news/${entry.id}?${query('redirectTo')}`),
        ];
        for (const response of responses) expect(response.status).toBeLessThan(500);
        // Whatever was created is removed again, so the next run's `hostile` slug is free.
        const created = responses[0];
        if (created?.status === 201) {
          const { id } = (await created.json()) as EntryDetail;
          expect((await call('DELETE', `${base}/news/${id}`)).status).toBe(204);
        }
      }),
      { numRuns: 25 },
    );
  });
});

describe('demo entries', () => {
  it('are published on first start only, and an entry an editor deleted stays deleted', async () => {
    const { desk, call } = await start();
    const seeded = await seedDemoEntries(desk.database.db, demoEntries);
    const languages = demoEntries.reduce((sum, entry) => sum + Object.keys(entry.documents).length, 0);
    expect(seeded).toBe(languages);
    expect(await seedDemoEntries(desk.database.db, demoEntries)).toBe(0);
    const first = demoEntries[0];
    if (!first) throw new Error('no demo entries');
    const detail = await json<EntryDetail>(await call('GET', `${base}/${first.collection}/${first.id}/en`));
    expect(detail).toMatchObject({ status: 'published', publishedVersion: 1, hasDraft: false });
    expect(new Date(detail.publishedAt ?? 0).getFullYear()).toBeGreaterThan(2000);
    const versions = await json<ContentVersionSummary[]>(
      await call('GET', `${base}/${first.collection}/${first.id}/en/versions`),
    );
    expect(versions).toEqual([expect.objectContaining({ version: 1, publishedBy: null })]);

    for (const entry of demoEntries) {
      expect((await call('DELETE', `${base}/${entry.collection}/${entry.id}`)).status).toBe(204);
    }
    expect(await seedDemoEntries(desk.database.db, demoEntries)).toBe(0);
    expect(await desk.database.db.select({ id: contentEntries.id }).from(contentEntries)).toEqual([]);
  });
});
