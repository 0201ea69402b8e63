import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { seedSiteContent } from '@sitedesk/db/seed';
import type { ApiErrorBody } from '@sitedesk/shared/api-errors';
import { demoContent, demoLocales } from '@sitedesk/shared/content/catalogs';
import type {
  ContentOverview,
  ContentSectionDetail,
  ContentVersionList,
  EditConflictDetails,
} from '@sitedesk/shared/content-api';
import { pino } from 'pino';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../paths';
import { createSitedesk } from '../../sitedesk';
import { type SignedInStaff, signInAs } from '../../testing/staff-sessions';
import { createTestSite, testOrigin } from '../../testing/test-site';
import { startTestSitedesk, type TestSitedesk } from '../../testing/test-sitedesk';
import { seedBuiltinMedia } from '../media/seed-builtin-media';
import { loadPageRenderer, type PageRenderer } from '../site/page-renderer';

let renderer: PageRenderer | undefined;
let desks: TestSitedesk[] = [];

beforeAll(async () => {
  // The real renderer of the web build (`npm test` builds before it tests): publishing must produce the
  // same pages the build does.
  renderer = await loadPageRenderer({
    serverEntry: paths.webServerEntry,
    pageTemplate: paths.webPageTemplate,
  });
  if (!renderer) throw new Error('Build the website first (npm run build): these tests render real pages.');
});

afterEach(async () => {
  for (const desk of desks) await desk.dispose();
  desks = [];
});

async function start(
  env: Record<string, string> = {},
): Promise<{ desk: TestSitedesk; editor: SignedInStaff }> {
  const desk = await startTestSitedesk(env, { pageRenderer: renderer });
  desks.push(desk);
  await seedSiteContent(desk.database.db, demoContent);
  // As at start-up: the content shows the built-in pictures, which publishing checks are in the library.
  await seedBuiltinMedia(desk.database.db, desk.storage, { imagesDir: paths.builtinMedia });
  await desk.livePages.refresh();
  const editor = await signInAs(desk, 'editor', { name: 'Anna Berg' });
  return { desk, editor };
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

async function publicPage(desk: TestSitedesk, path: string): Promise<string> {
  const response = await desk.app.request(path);
  expect(response.status).toBe(200);
  return response.text();
}

type About = (typeof demoContent)['en']['about'];

async function editAbout(call: Call, locale: 'en' | 'de', change: (about: About) => About) {
  const detail = await json<ContentSectionDetail>(await call('GET', `/api/desk/content/${locale}/about`));
  return call('PUT', `/api/desk/content/${locale}/about/draft`, {
    revision: detail.revision,
    document: change(detail.draft as About),
  });
}

describe('content editor API', () => {
  it('lists every section in every language, all published and translated', async () => {
    const { desk, editor } = await start();
    const overview = await json<ContentOverview>(
      await caller(desk, editor.cookie)('GET', '/api/desk/content'),
    );
    expect(overview.sections).toHaveLength(Object.keys(demoContent.en).length * demoLocales.length);
    expect(overview.sections.every((section) => !section.hasDraft && section.missingTranslations === 0)).toBe(
      true,
    );
  });

  it('keeps a draft off the public page until it is published, then shows it without a rebuild', async () => {
    const { desk, editor } = await start();
    const call = caller(desk, editor.cookie);
    const saved = await json<ContentSectionDetail>(
      await editAbout(call, 'de', (about) => ({ ...about, title: 'Ingenieure aus Bremen, seit 1962' })),
    );
    expect(saved).toMatchObject({ hasDraft: true, draftUpdatedBy: { name: 'Anna Berg' } });
    expect(await publicPage(desk, '/de/unternehmen')).not.toContain('Ingenieure aus Bremen, seit 1962');

    const preview = await call('GET', '/desk/preview/de/company');
    expect(preview.headers.get('cache-control')).toBe('no-store');
    expect(preview.headers.get('x-robots-tag')).toContain('noindex');
    expect(await preview.text()).toContain('Ingenieure aus Bremen, seit 1962');

    const published = await json<ContentSectionDetail>(
      await call('POST', '/api/desk/content/de/about/publish', { revision: saved.revision }),
    );
    expect(published).toMatchObject({
      hasDraft: false,
      publishedVersion: 2,
      publishedBy: { name: 'Anna Berg' },
    });
    expect(await publicPage(desk, '/de/unternehmen')).toContain('Ingenieure aus Bremen, seit 1962');
    expect(await publicPage(desk, '/en/company')).toContain(demoContent.en.about.title);
    const sitemap = await publicPage(desk, '/sitemap.xml');
    expect(sitemap).toMatch(/<loc>[^<]*\/de\/unternehmen<\/loc>\s*<lastmod>/);

    const history = await json<ContentVersionList>(await call('GET', '/api/desk/content/de/about/versions'));
    expect(history.versions.map((version) => [version.version, version.publishedBy?.name ?? null])).toEqual([
      [2, 'Anna Berg'],
      [1, null],
    ]);
  });

  it('compresses the rendered pages again at the smallest level after serving them, unless told fast', async () => {
    const brotliBytes = async (compression: 'smallest' | 'fast') => {
      // English only: the same check on one language's pages, not 28 languages' compressed twice over.
      const { desk } = await start({ SITE_COMPRESSION: compression, SITE_LOCALES: 'en' });
      await desk.livePages.settled();
      const response = await desk.app.request('/en', { headers: { 'accept-encoding': 'br' } });
      expect(response.headers.get('content-encoding')).toBe('br');
      return (await response.arrayBuffer()).byteLength;
    };
    // The same page, the same body: only how hard it was compressed differs.
    expect(await brotliBytes('smallest')).toBeLessThan(await brotliBytes('fast'));
  }, 180_000);

  it('renders a page after start byte for byte as the build did, so publishing never changes the markup', async () => {
    const { desk } = await start();
    const built = readFileSync(join(paths.webPages, 'en', 'company.html'), 'utf8').replaceAll(
      '%ORIGIN%',
      testOrigin,
    );
    expect(await publicPage(desk, '/en/company')).toBe(built);
  });

  it('answers the second of two saves of one revision with a conflict naming who saved first', async () => {
    const { desk, editor } = await start();
    const other = await signInAs(desk, 'admin', { name: 'Jonas Keller' });
    const mine = caller(desk, editor.cookie);
    const theirs = caller(desk, other.cookie);
    const opened = await json<ContentSectionDetail>(await mine('GET', '/api/desk/content/en/about'));
    const draft = opened.draft as About;
    await json(
      await theirs('PUT', '/api/desk/content/en/about/draft', {
        revision: opened.revision,
        document: { ...draft, title: 'Their title' },
      }),
    );
    const conflict = await json<ApiErrorBody>(
      await mine('PUT', '/api/desk/content/en/about/draft', {
        revision: opened.revision,
        document: { ...draft, title: 'My title' },
      }),
      409,
    );
    expect(conflict.error.code).toBe('edit_conflict');
    expect(conflict.error.details as EditConflictDetails).toMatchObject({
      revision: opened.revision + 1,
      updatedBy: { name: 'Jonas Keller' },
    });
    const now = await json<ContentSectionDetail>(await mine('GET', '/api/desk/content/en/about'));
    expect((now.draft as About).title).toBe('Their title');

    // A publish since my last look is named too: the conflict says who published, not who last drafted.
    const mineSaved = await json<ContentSectionDetail>(
      await mine('PUT', '/api/desk/content/en/about/draft', {
        revision: now.revision,
        document: { ...draft, title: 'My title' },
      }),
    );
    await json(await theirs('POST', '/api/desk/content/en/about/publish', { revision: mineSaved.revision }));
    const afterPublish = await json<ApiErrorBody>(
      await mine('POST', '/api/desk/content/en/about/publish', { revision: mineSaved.revision }),
      409,
    );
    expect(afterPublish.error.details as EditConflictDetails).toMatchObject({
      revision: mineSaved.revision + 1,
      updatedBy: { name: 'Jonas Keller' },
    });
  });

  it('refuses a blank English title with a localized field error and changes nothing', async () => {
    const { desk, editor } = await start();
    const call = caller(desk, editor.cookie);
    const detail = await json<ContentSectionDetail>(await call('GET', '/api/desk/content/en/about'));
    const refused = await json<ApiErrorBody>(
      await call(
        'PUT',
        '/api/desk/content/en/about/draft',
        { revision: detail.revision, document: { ...(detail.draft as About), title: '' } },
        { 'accept-language': 'de' },
      ),
      422,
    );
    expect(refused.error.fields?.title).toEqual({
      code: 'required',
      message: 'Dieses Feld ist erforderlich.',
    });
    const after = await json<ContentSectionDetail>(await call('GET', '/api/desk/content/en/about'));
    expect(after).toMatchObject({ revision: detail.revision, hasDraft: false });
  });

  it('lets a translation leave a text blank, counts it, and shows the English text meanwhile', async () => {
    const { desk, editor } = await start();
    const call = caller(desk, editor.cookie);
    const saved = await json<ContentSectionDetail>(
      await editAbout(call, 'de', (about) => ({ ...about, title: '' })),
    );
    expect(saved).toMatchObject({ missingTranslations: 1, missingTranslationPaths: ['title'] });
    await json(await call('POST', '/api/desk/content/de/about/publish', { revision: saved.revision }));
    expect(await publicPage(desk, '/de/unternehmen')).toContain(demoContent.en.about.title);
  });

  it('restores an earlier version as a new one, keeps the unpublished draft, and discards a draft', async () => {
    const { desk, editor } = await start();
    const call = caller(desk, editor.cookie);
    const saved = await json<ContentSectionDetail>(
      await editAbout(call, 'en', (about) => ({ ...about, title: 'Engineers since 1962' })),
    );
    await json<ContentSectionDetail>(
      await call('POST', '/api/desk/content/en/about/publish', { revision: saved.revision }),
    );
    const drafted = await json<ContentSectionDetail>(
      await editAbout(call, 'en', (about) => ({ ...about, title: 'Never published' })),
    );
    const restored = await json<ContentSectionDetail>(
      await call('POST', '/api/desk/content/en/about/versions/1/restore', { revision: drafted.revision }),
    );
    expect(restored).toMatchObject({ publishedVersion: 3, hasDraft: true });
    expect((restored.published as About).title).toBe(demoContent.en.about.title);
    expect((restored.draft as About).title).toBe('Never published');
    expect(await publicPage(desk, '/en/company')).toContain(demoContent.en.about.title);
    const history = await json<ContentVersionList>(await call('GET', '/api/desk/content/en/about/versions'));
    expect(history.versions[0]).toMatchObject({ version: 3, restoredFrom: 1 });

    const discarded = await json<ContentSectionDetail>(
      await call('POST', '/api/desk/content/en/about/discard', { revision: restored.revision }),
    );
    expect(discarded.hasDraft).toBe(false);
    expect((discarded.draft as About).title).toBe(demoContent.en.about.title);
  });

  it('refuses to publish a file that is not in the media library', async () => {
    const { desk, editor } = await start();
    const call = caller(desk, editor.cookie);
    const saved = await json<ContentSectionDetail>(
      await editAbout(call, 'en', (about) => ({
        ...about,
        image: { mediaId: '0b7c6a3e-5d41-4f0e-9a55-1f2e3d4c5b6a' },
      })),
    );
    const refused = await json<ApiErrorBody>(
      await call('POST', '/api/desk/content/en/about/publish', { revision: saved.revision }),
      422,
    );
    expect(refused.error.fields?.image?.code).toBe('media_not_found');
  });

  it('answers bad input with 4xx and never a 500', async () => {
    const { desk, editor } = await start();
    const call = caller(desk, editor.cookie);
    // Built as text: a document 20,000 levels deep is more than JSON.stringify itself can write.
    const deep = `${'{"deeper":'.repeat(20_000)}"x"${'}'.repeat(20_000)}`;
    const responses = await Promise.all([
      desk.app.request('/api/desk/content/en/about/draft', {
        method: 'PUT',
        headers: { cookie: editor.cookie, 'content-type': 'application/json' },
        body: `{"revision":1,"document":${deep}}`,
      }),
      call('PUT', '/api/desk/content/en/about/draft', { revision: 'one', document: {} }),
      call('GET', '/api/desk/content/eo/about'),
      call('GET', '/api/desk/content/en/nonsense'),
      call('GET', '/api/desk/content/en/about/versions/99'),
      call('POST', '/api/desk/content/en/about/versions/0/restore', { revision: 1 }),
      call('GET', '/desk/preview/en/nowhere'),
      call('GET', '/api/desk/content/en/about/versions/99999999999'),
      call('PUT', '/api/desk/content/en/about/draft', {
        revision: 1,
        document: { ...demoContent.en.about, title: 'Nul\u0000' },
      }),
      call('PUT', '/api/desk/content/en/about/draft', {
        revision: 1,
        document: { ...demoContent.en.about, 'k\u0000': 'x' },
      }),
    ]);
    expect(responses.map((response) => response.status)).toEqual([
      422, 422, 404, 404, 404, 404, 404, 404, 422, 422,
    ]);
    const mistyped = await json<ApiErrorBody>(
      await call('PUT', '/api/desk/content/en/about/draft', {
        revision: 1,
        document: { ...demoContent.en.about, title: 42 },
      }),
      422,
    );
    expect(mistyped.error.fields?.title?.code).toBe('invalid');
    const after = await json<ContentSectionDetail>(await call('GET', '/api/desk/content/en/about'));
    expect(after).toMatchObject({ revision: 1, hasDraft: false });
  });

  it('does not render again at every sync after a render failed for the same content', async () => {
    let renders = 0;
    const failing: PageRenderer = async () => {
      renders += 1;
      throw new Error('a template the build cannot render');
    };
    const desk = await startTestSitedesk({}, { pageRenderer: failing });
    desks.push(desk);
    await seedSiteContent(desk.database.db, demoContent);
    await desk.livePages.sync();
    const afterFirstSync = renders;
    expect(afterFirstSync).toBeGreaterThan(0);
    await desk.livePages.sync();
    expect(renders).toBe(afterFirstSync);
  });

  it('keeps sales and strangers out of the editor and the preview', async () => {
    const { desk } = await start();
    const sales = await signInAs(desk, 'sales');
    expect((await caller(desk, sales.cookie)('GET', '/desk/preview/en/company')).status).toBe(403);
    expect((await desk.app.request('/desk/preview/en/company')).status).toBe(401);
  });

  it('brings a second instance on the same database up to date at its next sync', async () => {
    const { desk, editor } = await start();
    // A second service on the same database, as instances behind a load balancer share one PostgreSQL.
    const second = createSitedesk({
      config: desk.config,
      db: desk.database.db,
      site: createTestSite(),
      logger: pino({ level: 'silent' }),
      pageRenderer: renderer,
    });
    try {
      await second.livePages.refresh();
      const call = caller(desk, editor.cookie);
      const saved = await json<ContentSectionDetail>(
        await editAbout(call, 'en', (about) => ({ ...about, title: 'Seen on every instance' })),
      );
      await json(await call('POST', '/api/desk/content/en/about/publish', { revision: saved.revision }));
      const secondPage = async () => (await second.app.request('/en/company')).text();
      expect(await secondPage()).not.toContain('Seen on every instance');
      await second.livePages.sync();
      expect(await secondPage()).toContain('Seen on every instance');
    } finally {
      await second.close();
    }
  });
});
