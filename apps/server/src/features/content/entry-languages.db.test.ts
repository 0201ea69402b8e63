import { readFileSync } from 'node:fs';
import { contentEntries, contentEntryLanguageChoices } from '@sitedesk/db/content-schema';
import { seedSiteContent } from '@sitedesk/db/seed';
import type { NewsEntry } from '@sitedesk/shared/collections/entries';
import type { EntryDetail } from '@sitedesk/shared/collections-api';
import { demoContent } from '@sitedesk/shared/content/catalogs';
import type { SiteLanguagesOverview } from '@sitedesk/shared/site-languages-api';
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../paths';
import { type SignedInStaff, signInAs } from '../../testing/staff-sessions';
import { testOrigin } from '../../testing/test-site';
import { startTestSitedesk, type TestSitedesk } from '../../testing/test-sitedesk';
import { loadPageRenderer, type PageRenderer } from '../site/page-renderer';

/**
 * Decision 202 (issue 29 §2): an English-only news entry appeared on the German, French and Arabic lists,
 * and in Arabic its full stop jumped to the wrong side. Now an untranslated entry is not shown in a
 * language, unless an editor chooses another language for it; then it is marked with that language and
 * direction and left out of hreflang and the sitemap.
 */

let renderer: PageRenderer | undefined;
let desks: TestSitedesk[] = [];

beforeAll(async () => {
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

async function start(): Promise<{ desk: TestSitedesk; editor: SignedInStaff }> {
  const desk = await startTestSitedesk({ SITE_LOCALES: 'en,de,fr,ar' }, { pageRenderer: renderer });
  desks.push(desk);
  await seedSiteContent(desk.database.db, demoContent);
  await desk.livePages.refresh();
  return { desk, editor: await signInAs(desk, 'editor') };
}

const base = '/api/desk/collections/news';

const englishOnly: NewsEntry = {
  title: 'Baler line handed over in Ostrava',
  slug: 'baler-line-ostrava',
  date: '2026-06-12',
  category: 'press',
  teaser: 'Service in Slovakia within 24 hours.',
  body: {
    type: 'doc',
    content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Commissioned in two weeks.' }] }],
  },
  downloads: [],
};

async function call<T>(
  desk: TestSitedesk,
  editor: SignedInStaff,
  method: string,
  path: string,
  body?: unknown,
) {
  const response = await desk.app.request(path, {
    method,
    headers: { cookie: editor.cookie, 'content-type': 'application/json', 'accept-language': 'en' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as T };
}

async function publishEnglishOnly(desk: TestSitedesk, editor: SignedInStaff): Promise<EntryDetail> {
  const created = await call<EntryDetail>(desk, editor, 'POST', base, { document: englishOnly });
  const { id, revision } = created.body;
  const live = await call<EntryDetail>(desk, editor, 'POST', `${base}/${id}/en/publish`, { revision });
  expect(live.status).toBe(200);
  return live.body;
}

async function page(desk: TestSitedesk, path: string) {
  const response = await desk.app.request(path);
  return { status: response.status, text: await response.text() };
}

describe('an entry not translated into a language (decision 202)', () => {
  it('is not shown there: not listed, no page, not in the feed or sitemap, and the desk names the languages', async () => {
    const { desk, editor } = await start();
    const live = await publishEnglishOnly(desk, editor);
    // Every other site language lacks it too; the four the site offers here are the ones that matter.
    expect(live.languages.slice(0, 4)).toEqual([
      { locale: 'en', state: 'translated', shownIn: null },
      { locale: 'de', state: 'notShown', shownIn: null },
      { locale: 'fr', state: 'notShown', shownIn: null },
      { locale: 'ar', state: 'notShown', shownIn: null },
    ]);
    expect((await page(desk, '/en/news')).text).toContain('Baler line handed over in Ostrava');
    for (const list of ['/de/aktuelles', '/fr/actualites', '/ar/news']) {
      const listed = await page(desk, list);
      expect(listed.status, list).toBe(200);
      expect(listed.text, list).not.toContain('Baler line handed over');
    }
    expect((await page(desk, '/de/aktuelles/baler-line-ostrava')).status).toBe(404);
    expect((await page(desk, '/de/aktuelles/feed.xml')).text).not.toContain('Baler line handed over');
    const english = await page(desk, '/en/news/baler-line-ostrava');
    expect(english.text).not.toContain('hreflang="de" href="');
    const sitemap = (await page(desk, '/sitemap.xml')).text;
    expect(sitemap).toContain(`<loc>${testOrigin}/en/news/baler-line-ostrava</loc>`);
    expect(sitemap).not.toContain('/de/aktuelles/baler-line-ostrava');
  });

  it('is shown in English where an editor chose so: marked lang="en" dir="ltr", out of hreflang and the sitemap', async () => {
    const { desk, editor } = await start();
    const live = await publishEnglishOnly(desk, editor);
    for (const locale of ['de', 'ar']) {
      const chosen = await call<EntryDetail>(desk, editor, 'PUT', `${base}/${live.id}/${locale}/shown-in`, {
        shownIn: 'en',
      });
      expect(chosen.status).toBe(200);
      expect(chosen.body.languages.find((language) => language.locale === locale)).toEqual({
        locale,
        state: 'shownIn',
        shownIn: 'en',
      });
    }

    const germanList = (await page(desk, '/de/aktuelles')).text;
    expect(germanList).toMatch(/<h2 lang="en" dir="ltr"[^>]*><a href="\/de\/aktuelles\/baler-line-ostrava"/);
    expect(germanList).toContain('<p lang="en" dir="ltr" class="mt-3 text-steel-700">Service in Slovakia');
    // Still not in French: a choice is per language.
    expect((await page(desk, '/fr/actualites')).text).not.toContain('Baler line handed over');

    const arabic = await page(desk, '/ar/news/baler-line-ostrava');
    expect(arabic.status).toBe(200);
    expect(arabic.text).toContain('<html lang="ar" dir="rtl"');
    // The teaser is a left-to-right paragraph of its own: its full stop stays at its end.
    expect(arabic.text).toMatch(/<p lang="en" dir="ltr"[^>]*>Service in Slovakia within 24 hours\.<\/p>/);
    expect(arabic.text).toContain(`<link rel="canonical" href="${testOrigin}/ar/news/baler-line-ostrava"/>`);
    expect(arabic.text).not.toContain('rel="alternate" hreflang');

    const english = (await page(desk, '/en/news/baler-line-ostrava')).text;
    expect(english).not.toContain('hreflang="de" href="');
    expect(english).not.toContain('hreflang="ar" href="');
    const sitemap = (await page(desk, '/sitemap.xml')).text;
    expect(sitemap).not.toContain('/de/aktuelles/baler-line-ostrava');
    expect(sitemap).not.toContain('/ar/news/baler-line-ostrava');
    expect((await page(desk, '/de/aktuelles/feed.xml')).text).toContain('<entry xml:lang="en">');

    // Taken back: not shown again.
    await call(desk, editor, 'PUT', `${base}/${live.id}/de/shown-in`, { shownIn: null });
    expect((await page(desk, '/de/aktuelles')).text).not.toContain('Baler line handed over');
    expect((await page(desk, '/de/aktuelles/baler-line-ostrava')).status).toBe(404);
  });

  it('refuses a choice for English, or of a language the entry is not published in', async () => {
    const { desk, editor } = await start();
    const live = await publishEnglishOnly(desk, editor);
    const forEnglish = await call<{ error: { fields: Record<string, { code: string }> } }>(
      desk,
      editor,
      'PUT',
      `${base}/${live.id}/en/shown-in`,
      { shownIn: 'de' },
    );
    expect(forEnglish.status).toBe(422);
    expect(forEnglish.body.error.fields.locale?.code).toBe('default_language_required');
    const unpublished = await call<{ error: { fields: Record<string, { code: string }> } }>(
      desk,
      editor,
      'PUT',
      `${base}/${live.id}/ar/shown-in`,
      { shownIn: 'fr' },
    );
    expect(unpublished.status).toBe(422);
    expect(unpublished.body.error.fields.shownIn?.code).toBe('invalid_value');
    const unknown = await call(desk, editor, 'PUT', `${base}/${live.id}/de/shown-in`, { shownIn: 'xx' });
    expect(unknown.status).toBe(422);
  });

  it('says on the site languages screen how many entries each language has translated', async () => {
    const { desk, editor } = await start();
    await publishEnglishOnly(desk, editor);
    const { body } = await call<SiteLanguagesOverview>(desk, editor, 'GET', '/api/desk/site-languages');
    const german = body.languages.find((language) => language.locale === 'de');
    const english = body.languages.find((language) => language.locale === 'en');
    expect(english?.translatedEntries).toBe(english?.totalEntries);
    expect(german?.totalEntries).toBe(english?.totalEntries);
    expect(german?.translatedEntries).toBe((german?.totalEntries ?? 0) - 1);
  });

  it('keeps entries live before the upgrade where they showed, as shown in English (migration 0036)', async () => {
    const { desk, editor } = await start();
    const live = await publishEnglishOnly(desk, editor);
    const { db } = desk.database;
    // A German translation published before the upgrade needs no choice; French and Arabic get one.
    await db
      .update(contentEntries)
      .set({ published: { ...englishOnly, title: 'Ballenpresse in Ostrava übergeben' }, publishedSlug: 'x' })
      .where(sql`${contentEntries.id} = ${live.id} and ${contentEntries.locale} = 'de'`);
    const migration = readFileSync(
      new URL('../../../../../packages/db/migrations/0036_entry_language_choices.sql', import.meta.url),
      'utf8',
    );
    const upgrade = migration.split('--> statement-breakpoint').at(-1) ?? '';
    expect(upgrade).toContain('INSERT INTO "content_entry_language_choices"');
    await db.execute(sql.raw(upgrade));
    const choices = await db
      .select({ locale: contentEntryLanguageChoices.locale, shownIn: contentEntryLanguageChoices.shownIn })
      .from(contentEntryLanguageChoices)
      .where(sql`${contentEntryLanguageChoices.entryId} = ${live.id}`)
      .orderBy(contentEntryLanguageChoices.locale);
    expect(choices).toEqual([
      { locale: 'ar', shownIn: 'en' },
      { locale: 'fr', shownIn: 'en' },
    ]);
  });
});
