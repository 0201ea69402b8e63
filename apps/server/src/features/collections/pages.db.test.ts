import { randomUUID } from 'node:crypto';
import { mediaAssets, pathRedirects } from '@sitedesk/db/content-schema';
import { seedSiteContent } from '@sitedesk/db/seed';
import type { ApiErrorBody } from '@sitedesk/shared/api-errors';
import type { PageEntry } from '@sitedesk/shared/collections/entries';
import type { EntryDetail, EntryList } from '@sitedesk/shared/collections-api';
import { demoContent } from '@sitedesk/shared/content/catalogs';
import type { ContentVersionSummary } from '@sitedesk/shared/content-api';
import { asc } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { signInAs } from '../../testing/staff-sessions';
import { startTestSitedesk, type TestSitedesk } from '../../testing/test-sitedesk';

let desks: TestSitedesk[] = [];

afterEach(async () => {
  for (const desk of desks) await desk.dispose();
  desks = [];
});

type Call = (method: string, path: string, body?: unknown, language?: string) => Promise<Response>;

async function start(): Promise<{ desk: TestSitedesk; call: Call }> {
  const desk = await startTestSitedesk();
  desks.push(desk);
  await seedSiteContent(desk.database.db, demoContent);
  const { cookie } = await signInAs(desk, 'editor');
  const call: Call = async (method, path, body, language = 'en') =>
    desk.app.request(path, {
      method,
      headers: {
        cookie,
        'accept-language': language,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  return { desk, call };
}

async function json<T>(response: Response, status = 200): Promise<T> {
  const text = await response.text();
  expect({ status: response.status, text }).toMatchObject({ status });
  return JSON.parse(text) as T;
}

const base = '/api/desk/collections/pages';

function page(overrides: Partial<PageEntry> = {}): PageEntry {
  return {
    title: 'Our plant in Porto',
    slug: 'porto-plant',
    placement: 'header',
    blocks: [
      { type: 'intro', id: 'intro', title: 'Built for bulky waste', text: 'Twelve tonnes an hour.' },
      {
        type: 'features',
        id: 'features',
        items: [{ icon: 'factory', title: 'Twin shafts', text: 'Slow and quiet.' }],
      },
      {
        type: 'cta',
        id: 'cta',
        title: 'Visit us',
        label: 'Get in touch',
        target: { kind: 'page', page: 'contact' },
      },
    ],
    seoDescription: 'The Porto plant shreds bulky waste for the city.',
    ...overrides,
  };
}

async function create(call: Call, document: unknown = page()): Promise<EntryDetail> {
  return json<EntryDetail>(await call('POST', base, { document }), 201);
}

async function publish(call: Call, entry: EntryDetail): Promise<EntryDetail> {
  return json<EntryDetail>(
    await call('POST', `${base}/${entry.id}/${entry.locale}/publish`, { revision: entry.revision }),
  );
}

describe('editors’ pages in the collections API', () => {
  it('creates, publishes, restores and deletes a page at /{locale}/{slug}, with a redirect', async () => {
    const { desk, call } = await start();
    const created = await create(call);
    expect(created).toMatchObject({ collection: 'pages', title: 'Our plant in Porto', status: 'draft' });
    const live = await publish(call, created);
    expect(live).toMatchObject({ status: 'published', path: '/en/porto-plant', publishedVersion: 1 });
    const german = await json<EntryDetail>(await call('GET', `${base}/${created.id}/de`));
    // Not translated: not on the German site (decision 202) until an editor chooses to show it in English.
    expect(german.path).toBeNull();
    const shown = await json<EntryDetail>(
      await call('PUT', `${base}/${created.id}/de/shown-in`, { shownIn: 'en' }),
    );
    expect(shown.path).toBe('/de/porto-plant');

    const edited = await json<EntryDetail>(
      await call('PUT', `${base}/${created.id}/en/draft`, {
        revision: live.revision,
        document: page({ title: 'The Porto plant' }),
      }),
    );
    const second = await publish(call, edited);
    const restored = await json<EntryDetail>(
      await call('POST', `${base}/${created.id}/en/versions/1/restore`, { revision: second.revision }),
    );
    expect((restored.published as PageEntry).title).toBe('Our plant in Porto');
    const history = await json<ContentVersionSummary[]>(
      await call('GET', `${base}/${created.id}/en/versions`),
    );
    expect(history.map((version) => version.version)).toEqual([3, 2, 1]);

    const deleted = await call(
      'DELETE',
      `${base}/${created.id}?redirectTo=${encodeURIComponent('/en/company')}`,
    );
    expect(deleted.status).toBe(204);
    const rows = await desk.database.db
      .select({ from: pathRedirects.fromPath, to: pathRedirects.toPath })
      .from(pathRedirects)
      .orderBy(asc(pathRedirects.fromPath));
    expect(rows).toContainEqual({ from: '/en/porto-plant', to: '/en/company' });
    expect(rows).toContainEqual({ from: '/de/porto-plant', to: '/de/unternehmen' });
  });

  it('lists each page with its link text and its placement as live, for the navigation editor', async () => {
    const { call } = await start();
    const created = await create(call, page({ navLabel: 'Porto' }));
    const listed = async (locale: string) =>
      (await json<EntryList>(await call('GET', `${base}?locale=${locale}`))).entries.find(
        (entry) => entry.id === created.id,
      )?.navigation;
    // A draft's placement and link text are not live yet: the navigation names the page by its title.
    expect(await listed('en')).toEqual({ name: 'Our plant in Porto', placement: 'none' });
    const live = await publish(call, created);
    const moved = await json<EntryDetail>(
      await call('PUT', `${base}/${created.id}/en/draft`, {
        revision: live.revision,
        document: page({ navLabel: 'Porto', placement: 'footer' }),
      }),
    );
    expect(moved.status).toBe('published');
    expect(await listed('en')).toEqual({ name: 'Porto', placement: 'header' });
    await publish(call, moved);
    expect(await listed('en')).toEqual({ name: 'Porto', placement: 'footer' });
    // German has no text of its own: the navigation shows the English page's.
    expect(await listed('de')).toEqual({ name: 'Porto', placement: 'footer' });
    const news = await json<EntryList>(await call('GET', '/api/desk/collections/news?locale=en'));
    for (const entry of news.entries) expect(entry.navigation).toBeNull();
  });

  it('refuses a slug that is a fixed page’s or a collection’s address, in the editor’s language', async () => {
    const { call } = await start();
    for (const [slug, language, words] of [
      ['contact', 'en', 'already lives at this address'],
      ['news', 'de', 'bereits eine Seite der Website'],
      // An English slug is also the German address while German has none of its own: /de/karriere.
      ['karriere', 'fr', 'occupe déjà cette adresse'],
      ['solutions', 'ar', 'توجد صفحة'],
    ] as const) {
      const refused = await json<ApiErrorBody>(
        await call('POST', base, { document: page({ slug }) }, language),
        422,
      );
      expect(refused.error.fields?.slug?.code, slug).toBe('slug_reserved');
      expect(refused.error.fields?.slug?.message, slug).toContain(words);
    }
    const created = await create(call, page({ slug: 'porto' }));
    const renamed = await json<ApiErrorBody>(
      await call('PUT', `${base}/${created.id}/en/draft`, {
        revision: created.revision,
        document: page({ slug: 'imprint' }),
      }),
      422,
    );
    expect(renamed.error.fields?.slug?.code).toBe('slug_reserved');
    // A German translation may not take /de/kontakt either.
    const german = await json<EntryDetail>(await call('GET', `${base}/${created.id}/de`));
    const clash = await json<ApiErrorBody>(
      await call('PUT', `${base}/${created.id}/de/draft`, {
        revision: german.revision,
        document: { slug: 'kontakt' },
      }),
      422,
    );
    expect(clash.error.fields?.slug?.code).toBe('slug_reserved');
  });

  it('counts a translation’s missing block texts, not block ids, icons or link targets', async () => {
    const { call } = await start();
    const live = await publish(call, await create(call));
    const german = await json<EntryDetail>(await call('GET', `${base}/${live.id}/de`));
    expect(german.missingTranslationPaths.sort()).toEqual(
      [
        'blocks.0.text',
        'blocks.0.title',
        'blocks.1.items.0.text',
        'blocks.1.items.0.title',
        'blocks.2.label',
        'blocks.2.title',
        'seoDescription',
        'title',
      ].sort(),
    );
  });

  it('checks the images and documents in blocks before a page goes live', async () => {
    const { desk, call } = await start();
    const photo = randomUUID();
    const sheet = randomUUID();
    await desk.database.db.insert(mediaAssets).values(
      [
        [photo, 'image'],
        [sheet, 'document'],
      ].map(([id, kind]) => ({
        id: id as string,
        kind: kind as 'image' | 'document',
        fileName: kind === 'image' ? 'plant.webp' : 'plant.pdf',
        contentType: kind === 'image' ? 'image/webp' : 'application/pdf',
        sizeBytes: 1000,
        alt: {},
        storageKey: `media/${id}/file`,
      })),
    );
    const withoutAlt = page({
      blocks: [
        {
          type: 'imageText',
          id: 'hall',
          title: 'The hall',
          text: 'Built in 2024.',
          image: { mediaId: photo },
          imageSide: 'end',
        },
        {
          type: 'downloads',
          id: 'files',
          title: 'Files',
          items: [{ title: 'Sheet', document: { mediaId: sheet } }],
        },
      ],
    });
    const draft = await create(call, withoutAlt);
    const refused = await json<ApiErrorBody>(
      await call('POST', `${base}/${draft.id}/en/publish`, { revision: draft.revision }),
      422,
    );
    expect(refused.error.fields?.['blocks.0.image']?.code).toBe('image_alt_missing');
    const blocks = withoutAlt.blocks.map((block) =>
      block.type === 'imageText' ? { ...block, image: { mediaId: photo, alt: 'The shredder hall' } } : block,
    );
    const fixed = await json<EntryDetail>(
      await call('PUT', `${base}/${draft.id}/en/draft`, {
        revision: draft.revision,
        document: page({ blocks }),
      }),
    );
    expect(fixed.media.map((item) => item.id).sort()).toEqual([photo, sheet].sort());
    expect((await publish(call, fixed)).status).toBe('published');
  });
});
