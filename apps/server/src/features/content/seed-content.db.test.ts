import { seedSiteContent } from '@sitedesk/db/seed';
import { demoContent, demoLocales } from '@sitedesk/shared/content/catalogs';
import { contentSectionKeys } from '@sitedesk/shared/content/sections';
import type { ContentOverview } from '@sitedesk/shared/content-api';
import { locales } from '@sitedesk/shared/locales';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { signInAs } from '../../testing/staff-sessions';
import { startTestSitedesk, type TestSitedesk } from '../../testing/test-sitedesk';
import { seedContent } from './seed-content';
import { loadStoredContent } from './stored-content';

let desks: TestSitedesk[] = [];
const silent = pino({ level: 'silent' });

afterEach(async () => {
  for (const desk of desks) await desk.dispose();
  desks = [];
});

async function start(env: Record<string, string> = {}): Promise<TestSitedesk> {
  const desk = await startTestSitedesk(env);
  desks.push(desk);
  return desk;
}

describe('the start-up seed', () => {
  it('writes the demo company in every language on a first start', async () => {
    const desk = await start();
    expect(await seedContent(desk.database.db, demoContent)).toBeGreaterThan(0);
    const stored = await loadStoredContent(desk.database.db, 'published', silent);
    expect(stored.fr.content.hero.title).toBe(demoContent.fr.hero.title);
    expect(stored.ar.content.hero.title).toBe(demoContent.ar.hero.title);
  });

  // Regression guard: an existing site must not get the demo company's words in a language a release adds.
  it('starts a language new to an existing site untranslated, showing the site’s own English', async () => {
    const desk = await start();
    const english = {
      ...demoContent.en,
      hero: { ...demoContent.en.hero, title: 'Presses built in Bremen' },
    };
    await seedSiteContent(desk.database.db, { en: english, de: demoContent.de });

    await seedContent(desk.database.db, demoContent);
    const stored = await loadStoredContent(desk.database.db, 'published', silent);
    expect(stored.fr.content.hero.title).toBe('Presses built in Bremen');
    expect(stored.ar.content.hero.title).toBe('Presses built in Bremen');
    expect(stored.de.content.hero.title).toBe(demoContent.de.hero.title);

    // The editor sees every French text as still to translate.
    const editor = await signInAs(desk, 'editor');
    const response = await desk.app.request('/api/desk/content', { headers: { cookie: editor.cookie } });
    const overview = (await response.json()) as ContentOverview;
    const frenchHero = overview.sections.find((entry) => entry.locale === 'fr' && entry.section === 'hero');
    expect(frenchHero?.missingTranslations).toBeGreaterThan(0);
    const germanHero = overview.sections.find((entry) => entry.locale === 'de' && entry.section === 'hero');
    expect(germanHero?.missingTranslations).toBe(0);
  });

  // Regression guard: a site installed before navigation became content keeps its header and footer.
  it('gives a site installed before the navigation section the header and footer it had', async () => {
    const desk = await start();
    const withoutNavigation = Object.fromEntries(
      Object.entries(demoContent).map(([locale, { navigation: _left, ...sections }]) => [locale, sections]),
    );
    await seedSiteContent(desk.database.db, withoutNavigation);

    // The navigation of the demo's languages, and every section of the languages it had no rows for (they
    // start as translations not begun).
    const rowless = locales.length - demoLocales.length;
    expect(await seedContent(desk.database.db, demoContent)).toBe(
      demoLocales.length + rowless * contentSectionKeys.length,
    );
    const stored = await loadStoredContent(desk.database.db, 'published', silent);
    for (const locale of ['en', 'de', 'fr', 'ar'] as const) {
      expect(stored[locale].content.navigation).toEqual(demoContent[locale].navigation);
    }
    expect(stored.en.content.navigation.header.map((link) => link.target)).toContainEqual({
      kind: 'page',
      page: 'contact',
    });
  });

  it('tells the desk which languages the site offers: SITE_LOCALES until an editor chooses', async () => {
    const desk = await start({ SITE_LOCALES: 'fr,en' });
    await seedContent(desk.database.db, demoContent);
    const editor = await signInAs(desk, 'editor');
    const response = await desk.app.request('/api/desk/content', { headers: { cookie: editor.cookie } });
    expect(((await response.json()) as ContentOverview).siteLocales).toEqual(['en', 'fr']);
  });
});
