import { seedSiteContent } from '@sitedesk/db/seed';
import type { ApiErrorBody } from '@sitedesk/shared/api-errors';
import { demoContent } from '@sitedesk/shared/content/catalogs';
import { contentSectionKeys } from '@sitedesk/shared/content/sections';
import { locales } from '@sitedesk/shared/locales';
import { allPages, pathFor } from '@sitedesk/shared/routes';
import type { SiteLanguagesOverview } from '@sitedesk/shared/site-languages-api';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { paths } from '../../paths';
import { validInquiryFields } from '../../testing/desk-fixtures';
import { type SignedInStaff, signInAs } from '../../testing/staff-sessions';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database';
import { createTestSite } from '../../testing/test-site';
import { startTestSitedesk, type TestSitedesk } from '../../testing/test-sitedesk';
import { loadPageRenderer, type PageRenderer } from '../site/page-renderer';
import type { SiteFiles } from '../site/site-files';

const isPostgres = process.env.SITEDESK_TEST_DATABASE === 'postgres';
/** A condition is re-checked until it holds; the limit only ends a test that would otherwise hang. */
const waitLimit = { timeout: 20_000, interval: 20 };

let database: TestDatabase | undefined;
let instances: TestSitedesk[] = [];

beforeAll(async () => {
  const renderer = await loadPageRenderer({
    serverEntry: paths.webServerEntry,
    pageTemplate: paths.webPageTemplate,
  });
  if (!renderer) throw new Error('Build the website first (npm run build): these tests render real pages.');
});

afterEach(async () => {
  for (const instance of instances) await instance.dispose();
  instances = [];
  await database?.dispose();
  database = undefined;
});

/**
 * An instance started as `main.ts` starts one: SITE_LOCALES=en,de (the default), the real renderer asking
 * the site for its languages, and a first render of the published content. All instances share a database.
 */
async function startInstance(
  wrapRenderer: (renderer: PageRenderer, site: SiteFiles) => PageRenderer = (renderer) => renderer,
): Promise<TestSitedesk> {
  database ??= await openTestDatabase();
  const env: Record<string, string> = { INQUIRY_RATE_LIMIT: '0', SIGN_IN_RATE_LIMIT: '0' };
  // On PostgreSQL the instances hear each other over LISTEN/NOTIFY, as in production.
  if (database.url) {
    env.DATABASE_URL = database.url;
    env.SECRET_KEY = 'site-languages-test-secret-key-0123456789';
  }
  const site = createTestSite(['en', 'de']);
  const pageRenderer = await loadPageRenderer(
    { serverEntry: paths.webServerEntry, pageTemplate: paths.webPageTemplate },
    () => site.locales,
  );
  if (!pageRenderer) throw new Error('Build the website first (npm run build).');
  const instance = await startTestSitedesk(env, {
    sharedDatabase: database,
    site,
    pageRenderer: wrapRenderer(pageRenderer, site),
  });
  instances.push(instance);
  if (instances.length === 1) await seedSiteContent(instance.database.db, demoContent);
  await instance.eventsReady;
  await instance.livePages.refresh();
  return instance;
}

function jsonHeaders(staff: SignedInStaff, language = 'en') {
  return { cookie: staff.cookie, 'content-type': 'application/json', 'accept-language': language };
}

async function addLanguage(desk: TestSitedesk, staff: SignedInStaff, locale: string, language = 'en') {
  return desk.app.request('/api/desk/site-languages', {
    method: 'POST',
    headers: jsonHeaders(staff, language),
    body: JSON.stringify({ locale }),
  });
}

async function removeLanguage(desk: TestSitedesk, staff: SignedInStaff, locale: string, language = 'en') {
  return desk.app.request(`/api/desk/site-languages/${locale}`, {
    method: 'DELETE',
    headers: jsonHeaders(staff, language),
  });
}

async function pageText(desk: TestSitedesk, path: string): Promise<{ status: number; html: string }> {
  const response = await desk.app.request(path);
  return { status: response.status, html: await response.text() };
}

const hreflangOf = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hreflang="([a-z-]+)"/g)].map((match) => match[1]);

/** The languages a page's language switch offers (its links carry `hrefLang`). */
const switchLanguagesOf = (html: string) =>
  [...html.matchAll(/<a href="\/[a-z]+" hrefLang="([a-z]+)"/g)].map((match) => match[1]);

describe('an editor adds and removes a site language (decision 151)', () => {
  it('lists every language with its state and translation progress', async () => {
    const desk = await startInstance();
    const editor = await signInAs(desk, 'editor');
    const response = await desk.app.request('/api/desk/site-languages', { headers: jsonHeaders(editor) });
    expect(response.status).toBe(200);
    const overview = (await response.json()) as SiteLanguagesOverview;
    expect(overview.isChosenInDesk).toBe(false);
    // Every language Sitedesk ships, the two SITE_LOCALES offers by default on.
    expect(overview.languages.map(({ locale, isOffered }) => [locale, isOffered])).toEqual(
      locales.map((locale) => [locale, locale === 'en' || locale === 'de']),
    );
    const english = overview.languages.find((language) => language.locale === 'en');
    expect(english).toMatchObject({
      isDefault: true,
      translatedSections: contentSectionKeys.length,
      totalSections: contentSectionKeys.length,
      missingTranslations: 0,
    });
  });

  it('serves French once added: its pages, the sitemap and hreflang on /en; 404 again once removed', async () => {
    const desk = await startInstance();
    const editor = await signInAs(desk, 'editor');
    expect((await pageText(desk, '/fr')).status).toBe(404);
    expect(hreflangOf((await pageText(desk, '/en')).html)).not.toContain('fr');

    const added = await addLanguage(desk, editor, 'fr');
    expect(added.status).toBe(200);
    const overview = (await added.json()) as SiteLanguagesOverview;
    expect(overview.isChosenInDesk).toBe(true);
    expect(overview.languages.filter((language) => language.isOffered).map(({ locale }) => locale)).toEqual([
      'en',
      'de',
      'fr',
    ]);
    // The answer comes once the pages are live: no waiting needed.
    const french = await pageText(desk, '/fr');
    expect(french.status).toBe(200);
    expect(french.html).toContain('lang="fr"');
    expect(hreflangOf(french.html)).toEqual(expect.arrayContaining(['en', 'de', 'fr']));
    expect(hreflangOf((await pageText(desk, '/en')).html)).toContain('fr');
    expect((await pageText(desk, '/sitemap.xml')).html).toContain('/fr/');
    // The language switch of the German page names French.
    expect(switchLanguagesOf((await pageText(desk, '/de')).html)).toEqual(['en', 'fr']);

    const removed = await removeLanguage(desk, editor, 'fr');
    expect(removed.status).toBe(200);
    expect((await pageText(desk, '/fr')).status).toBe(404);
    expect(hreflangOf((await pageText(desk, '/en')).html)).not.toContain('fr');
    expect(switchLanguagesOf((await pageText(desk, '/de')).html)).toEqual(['en']);
    expect((await pageText(desk, '/sitemap.xml')).html).not.toContain('/fr/');
  });

  it('serves none of a language removed while its pages were still being rendered', async () => {
    // French pages rendered after a language change follow it (decision 152). Here they finish exactly
    // when it hurts: after French was taken off again, before that change's pages go live.
    let releaseFrench: () => void = () => {};
    const frenchGate = new Promise<void>((resolve) => {
      releaseFrench = resolve;
    });
    const frenchRenders: Promise<string>[] = [];
    const desk = await startInstance((renderer, site) => (route, locale, stored, options) => {
      const isNotFound = route.kind === 'page' && route.page === 'notFound';
      // The 404 page is rendered before the change answers; the fixed pages after it.
      if (locale === 'fr' && !isNotFound) {
        const render = frenchGate.then(() => renderer(route, locale, stored, options));
        frenchRenders.push(render);
        return render;
      }
      const isRemovalRender = !site.locales.includes('fr') && frenchRenders.length > 0;
      if (isRemovalRender && isNotFound) {
        releaseFrench();
        return Promise.allSettled(frenchRenders).then(() => renderer(route, locale, stored, options));
      }
      return renderer(route, locale, stored, options);
    });
    const editor = await signInAs(desk, 'editor');
    const frenchPages = allPages(['fr']).map(({ page }) => pathFor(page, 'fr'));
    expect((await addLanguage(desk, editor, 'fr')).status).toBe(200);
    expect((await removeLanguage(desk, editor, 'fr')).status).toBe(200);
    // Usually the removal's render released them mid-way (above); whatever is still held goes now.
    releaseFrench();
    await Promise.allSettled(frenchRenders);
    for (const path of frenchPages) expect((await pageText(desk, path)).status, path).toBe(404);
    expect(switchLanguagesOf((await pageText(desk, '/de')).html)).toEqual(['en']);
  });

  it('keeps the choice in the database: an instance started afterwards offers it too', async () => {
    const first = await startInstance();
    const editor = await signInAs(first, 'editor');
    expect((await addLanguage(first, editor, 'ar')).status).toBe(200);
    const second = await startInstance();
    const arabic = await pageText(second, '/ar');
    expect(arabic.status).toBe(200);
    expect(arabic.html).toContain('dir="rtl"');
  });

  it('reaches a running instance: the other one serves the added language and drops the removed one', async () => {
    const a = await startInstance();
    const b = await startInstance();
    const editor = await signInAs(a, 'editor');
    expect((await addLanguage(a, editor, 'fr')).status).toBe(200);
    // On PostgreSQL the notice renders B at once; the embedded database has one process, whose poll runs.
    const follow = async () => {
      if (!isPostgres) await b.livePages.sync();
    };
    await vi.waitFor(async () => {
      await follow();
      expect((await pageText(b, '/fr')).status).toBe(200);
    }, waitLimit);
    expect((await removeLanguage(a, editor, 'fr')).status).toBe(200);
    await vi.waitFor(async () => {
      await follow();
      expect((await pageText(b, '/fr')).status).toBe(404);
      expect(hreflangOf((await pageText(b, '/en')).html)).not.toContain('fr');
    }, waitLimit);
  });

  it('accepts inquiries in exactly the offered languages', async () => {
    const desk = await startInstance();
    const editor = await signInAs(desk, 'editor');
    const submit = (locale: string) =>
      desk.app.request('/api/inquiries', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...validInquiryFields, locale }),
      });
    const refused = await submit('fr');
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as ApiErrorBody).error.fields?.locale?.code).toBe('invalid_locale');
    expect((await addLanguage(desk, editor, 'fr')).status).toBe(200);
    expect((await submit('fr')).status).toBe(201);
  });
});

describe('refusals', () => {
  it('refuses a staff member who may not publish content, and anyone signed out', async () => {
    const desk = await startInstance();
    const sales = await signInAs(desk, 'sales');
    expect((await addLanguage(desk, sales, 'fr')).status).toBe(403);
    expect((await removeLanguage(desk, sales, 'de')).status).toBe(403);
    const anonymous = await desk.app.request('/api/desk/site-languages', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ locale: 'fr' }),
    });
    expect(anonymous.status).toBe(401);
    expect((await pageText(desk, '/fr')).status).toBe(404);
  });

  it('refuses a write from another site, and changes nothing', async () => {
    const desk = await startInstance();
    const editor = await signInAs(desk, 'editor');
    const response = await desk.app.request('/api/desk/site-languages', {
      method: 'POST',
      headers: { ...jsonHeaders(editor), origin: 'https://evil.example' },
      body: JSON.stringify({ locale: 'fr' }),
    });
    expect(response.status).toBe(403);
    expect((await pageText(desk, '/fr')).status).toBe(404);
  });

  it('refuses removing English and an unknown code, in the caller’s language', async () => {
    const desk = await startInstance();
    const editor = await signInAs(desk, 'editor');
    const english = await removeLanguage(desk, editor, 'en', 'de');
    expect(english.status).toBe(422);
    const englishBody = (await english.json()) as ApiErrorBody;
    expect(englishBody.error.fields?.locale?.code).toBe('default_language_required');
    expect(englishBody.error.fields?.locale?.message).toContain('Englisch ist die Standardsprache');

    const unknown = await addLanguage(desk, editor, 'xx', 'fr');
    expect(unknown.status).toBe(422);
    const unknownBody = (await unknown.json()) as ApiErrorBody;
    expect(unknownBody.error.fields?.locale?.code).toBe('unknown_language');
    expect(unknownBody.error.fields?.locale?.message).toContain('Sitedesk ne connaît pas cette langue');
    expect((await removeLanguage(desk, editor, 'xx', 'ar')).status).toBe(422);
    const notJson = await desk.app.request('/api/desk/site-languages', {
      method: 'POST',
      headers: jsonHeaders(editor),
      body: '{"locale":',
    });
    expect(notJson.status).toBe(400);
    const huge = await desk.app.request('/api/desk/site-languages', {
      method: 'POST',
      headers: jsonHeaders(editor),
      body: JSON.stringify({ locale: 'fr', padding: 'x'.repeat(100_000) }),
    });
    expect(huge.status).toBe(413);
    expect((await pageText(desk, '/en')).status).toBe(200);
  });
});
