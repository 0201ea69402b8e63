import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connectDatabase } from '@sitedesk/db/client';
import { inquiries } from '@sitedesk/db/schema';
import { demoLocales } from '@sitedesk/shared/content/catalogs';
import { localeTags } from '@sitedesk/shared/locales';
import { messageCatalogs } from '@sitedesk/shared/messages/catalogs';
import { type PageId, pathFor } from '@sitedesk/shared/routes';
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { launchChromium } from './support/chromium';
import { htmlProblems } from './support/html-validity';
import { type RunningServer, repoRoot, startServer } from './support/server';
import { createVisitors } from './support/visitors';

let browser: Browser | undefined;
let server: RunningServer | undefined;
/** Uncaught errors and console complaints fail the test whose page caused them. */
const visitors = createVisitors(() => browser);

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

afterEach(async () => {
  await visitors.closeAll();
  expect(visitors.takeComplaints(), 'page errors and console complaints').toEqual([]);
});

function origin(): string {
  if (!server) throw new Error('The server did not start.');
  const exitReport = server.exitReport();
  if (exitReport) throw new Error(exitReport);
  return server.url;
}

/** A fresh visitor with a browser set to `browserLocale`, whose page errors fail the test. */
function newVisitor(browserLocale = 'en-GB'): Promise<Page> {
  return visitors.newPage({ locale: browserLocale });
}

/** The fonts a page downloaded, by file name. */
async function loadedFonts(page: Page): Promise<string[]> {
  const resources = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => entry.name),
  );
  return resources.filter((url) => url.endsWith('.woff2')).map((url) => url.split('/').pop() ?? url);
}

/** Opens a page once every island on it has hydrated, which is what a visitor ends up using. */
async function openHydrated(page: Page, path: string): Promise<string> {
  const response = await page.goto(origin() + path, { waitUntil: 'networkidle' });
  expect(response?.status(), `${path} status`).toBe(200);
  for (const island of await page.locator('[data-island]').all()) {
    await island.scrollIntoViewIfNeeded();
    await expect.poll(() => island.getAttribute('data-hydrated')).toBe('true');
  }
  return (await response?.text()) ?? '';
}

describe('a site offering the demo’s languages (SITE_LOCALES=en,de,fr,ar,cs,pt,es)', () => {
  let dataDir = '';
  const startAll = () =>
    startServer({ SITE_LOCALES: demoLocales.join(','), INQUIRY_RATE_LIMIT: '0', DATA_DIR: dataDir });

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'sitedesk-languages-e2e-'));
    server = await startAll();
  });

  afterAll(async () => {
    await server?.stop();
    server = undefined;
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it.each<PageId>(['home', 'contact'])(
    'shows the Arabic %s page right to left, valid and free of axe violations, in an Arabic font',
    async (pageId) => {
      const page = await newVisitor('ar');
      const html = await openHydrated(page, pathFor(pageId, 'ar'));

      const root = page.locator('html');
      expect(await root.getAttribute('lang')).toBe('ar');
      expect(await root.getAttribute('dir')).toBe('rtl');
      expect(await page.locator('h1').textContent()).toMatch(/\p{Script=Arabic}/u);
      expect(await htmlProblems(html), 'HTML problems').toEqual([]);
      expect(await axeViolations(page), 'axe violations').toEqual([]);
      // One web font: the Latin words among the Arabic ones use the system's fallback (decision 153), and
      // the Latin fonts, which follow the first paint (decision 154), are never needed.
      expect(await loadedFonts(page)).toEqual([expect.stringMatching(/^noto-sans-arabic-arabic-/)]);
    },
  );

  it('mirrors arrows on Arabic pages, and nothing else', async () => {
    const page = await newVisitor('ar');
    await openHydrated(page, pathFor('home', 'ar'));
    const scaleOf = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => getComputedStyle(element).scale);
    // The call to action's arrow points towards the reading direction's end: leftwards.
    expect(await scaleOf('[data-testid="hero-cta"] svg')).toBe('-1 1');
    // The language list's globe is no arrow: it stays as drawn.
    expect(await scaleOf(`header div:has(> ul a[hreflang="${localeTags.en.hreflang}"]) > svg`)).toBe('none');

    const english = await newVisitor();
    await openHydrated(english, pathFor('home', 'en'));
    expect(
      await english
        .locator('[data-testid="hero-cta"] svg')
        .evaluate((element) => getComputedStyle(element).scale),
    ).toBe('none');
  });

  it('shows the French home page in French, valid and free of axe violations', async () => {
    const page = await newVisitor('fr-FR');
    const html = await openHydrated(page, pathFor('home', 'fr'));
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    expect(await page.locator('html').getAttribute('dir')).toBe('ltr');
    expect(await htmlProblems(html), 'HTML problems').toEqual([]);
    expect(await axeViolations(page), 'axe violations').toEqual([]);
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('hreflang')));
    expect(alternates).toEqual([...demoLocales.map((locale) => localeTags[locale].hreflang), 'x-default']);
    // The language switch names each language in itself.
    await page.locator('header a[hreflang="ar"]').click();
    await page.waitForURL(origin() + pathFor('home', 'ar'));
  });

  it('keeps the Arabic font off pages in other languages', async () => {
    const page = await newVisitor();
    await openHydrated(page, pathFor('home', 'en'));
    // The switch still names Arabic in Arabic letters, from the system's font.
    expect(await page.locator('header a[hreflang="ar"]').textContent()).toContain('العربية');
    expect(await loadedFonts(page)).not.toContainEqual(expect.stringMatching(/noto-sans-arabic/));
  });

  it('shows English pages in the Latin web fonts, fetched only after the first paint unless already fetched before, and swapped in together', async () => {
    const page = await newVisitor();
    // The fonts the page knew once its scripts had run, before anything had loaded.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        document.documentElement.dataset.fontsAtStart = [...document.fonts]
          .map((face) => face.family)
          .filter((family) => !family.includes('Fallback'))
          .join(',');
      });
    });
    const brandFontsLoaded = () =>
      page.evaluate(() =>
        [...document.fonts]
          .filter((face) => face.status === 'loaded' && !face.family.includes('Fallback'))
          .map((face) => face.family.replace(/"/g, ''))
          .sort(),
      );

    await openHydrated(page, pathFor('home', 'en'));
    expect(await page.locator('html').getAttribute('data-fonts-at-start')).not.toMatch(/Atkinson|Barlow/);
    await expect.poll(brandFontsLoaded).toEqual(['Atkinson Hyperlegible Next', 'Barlow Condensed']);
    expect(await page.evaluate(() => document.fonts.check('1em "Atkinson Hyperlegible Next"'))).toBe(true);
    // Both fonts were asked for after the page had painted and loaded.
    const timings = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.woff2'))
        .map((entry) => ({
          isAfterPaint: entry.startTime > paint,
          isAfterLoad: entry.startTime >= (navigation?.loadEventEnd ?? Number.NaN),
        }));
    });
    expect(timings).toEqual([
      { isAfterPaint: true, isAfterLoad: true },
      { isAfterPaint: true, isAfterLoad: true },
    ]);

    // The next page finds them in the cache, so it asks for them at once rather than after its load.
    await openHydrated(page, pathFor('contact', 'en'));
    const nextPage = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.woff2'))
        .map((entry) => ({ isBeforeLoad: entry.startTime < (navigation?.loadEventStart ?? Number.NaN) }));
    });
    expect(nextPage).toEqual([{ isBeforeLoad: true }, { isBeforeLoad: true }]);
    await expect.poll(brandFontsLoaded).toEqual(['Atkinson Hyperlegible Next', 'Barlow Condensed']);
  });

  /**
   * The languages the site is growing to (issue 29 §1, decision 207) have no pages yet, so this serves the
   * English home page as a page in each of them, `<html lang>` rewritten on the way, with a heading and a
   * paragraph in that language: what its visitors would fetch, and the faces Chromium draws the text in.
   */
  it.each([
    {
      lang: 'cs',
      text: 'Příliš žluťoučký kůň úpěl ďábelské ódy',
      files: [
        'atkinson-hyperlegible-next-latin-ext-europe-wght-400-700',
        'atkinson-hyperlegible-next-latin-wght-400-700',
        'barlow-condensed-latin-600-normal',
        'barlow-condensed-latin-ext-europe-600-normal',
      ],
      faces: { heading: 'Barlow Condensed SemiBold', paragraph: 'Atkinson Hyperlegible Next' },
    },
    {
      lang: 'el',
      text: 'Ζητήστε προσφορά για τον εναλλάκτη θερμότητας',
      files: [
        'noto-sans-greek-wght-400-700',
        'noto-sans-latin-wght-400-700',
        'roboto-condensed-greek-600-normal',
        'roboto-condensed-latin-600-normal',
      ],
      faces: { heading: 'Roboto Condensed SemiBold', paragraph: 'Noto Sans' },
    },
    {
      lang: 'bg',
      text: 'Поискайте оферта за топлообменника',
      files: [
        'noto-sans-cyrillic-wght-400-700',
        'noto-sans-latin-wght-400-700',
        'roboto-condensed-cyrillic-600-normal',
        'roboto-condensed-latin-600-normal',
      ],
      faces: { heading: 'Roboto Condensed SemiBold', paragraph: 'Noto Sans' },
    },
    {
      // Japanese from the reader's system fonts: only the Latin words' fonts are fetched.
      lang: 'ja',
      text: 'お見積もりをご依頼ください',
      files: ['atkinson-hyperlegible-next-latin-wght-400-700', 'barlow-condensed-latin-600-normal'],
      faces: null,
    },
  ])(
    'fetches the fonts of its script, and only those, on a page in $lang',
    async ({ lang, text, files, faces }) => {
      const page = await newVisitor();
      const path = pathFor('home', 'en');
      await page.route(origin() + path, async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replace('<html lang="en"', `<html lang="${lang}"`);
        await route.fulfill({ response, body });
      });
      await openHydrated(page, path);
      await page.evaluate((sample) => {
        const heading = document.querySelector('h1');
        const paragraph = document.querySelector('main p');
        if (heading) heading.textContent = sample;
        if (paragraph) paragraph.textContent = sample;
      }, text);

      const withoutHash = (name: string) => name.replace(/-[\w-]{8}\.woff2$/, '');
      await expect.poll(async () => (await loadedFonts(page)).map(withoutHash).sort()).toEqual(files);
      if (!faces) return;
      await page.evaluate(() => document.fonts.ready);
      const cdp = await page.context().newCDPSession(page);
      const { root } = await cdp.send('DOM.getDocument');
      await cdp.send('CSS.enable');
      const drawnIn = async (selector: string) => {
        const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
        const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
        // The files' own names (a static 600 file calls itself "SemiBold"); one face: every letter is in it.
        return fonts.map((font) => `${font.familyName}${font.isCustomFont ? '' : ' (system)'}`);
      };
      await expect.poll(() => drawnIn('h1')).toEqual([faces.heading]);
      await expect.poll(() => drawnIn('main p')).toEqual([faces.paragraph]);
    },
  );

  it('shows Arabic pages in the Arabic web font', async () => {
    const page = await newVisitor('ar');
    await openHydrated(page, pathFor('home', 'ar'));
    await expect
      .poll(() => page.evaluate(() => document.fonts.check('1em "Noto Sans Arabic"', 'عربي')))
      .toBe(true);
    expect(
      await page.evaluate(() =>
        [...document.fonts].some(
          (face) => face.family.includes('Noto Sans Arabic') && face.status === 'loaded',
        ),
      ),
    ).toBe(true);
  });

  it('sends an inquiry from the Arabic contact page with a number typed in Arabic digits', async () => {
    const page = await newVisitor('ar');
    await openHydrated(page, pathFor('contact', 'ar'));
    const form = messageCatalogs.ar.inquiryForm;

    await page.locator('#inquiry-name').fill('ليلى حداد');
    await page.locator('#inquiry-company').fill('شركة الخليج لإعادة التدوير');
    await page.locator('#inquiry-email').fill('layla.haddad@example.com');
    await chooseCountry(page, 'inquiry-country', 'السعودية');
    // The company's country became the phone country too; choose it again by its dial code, as the hint says.
    await chooseCountry(page, 'inquiry-phoneCountry', '+٩٦٦');
    expect(await page.locator('#inquiry-phoneCountry').inputValue()).toContain('+966');
    await page.locator('#inquiry-phone').pressSequentially('٠٥٠١٢٣٤٥٦٧');
    await expect.poll(() => page.locator('#inquiry-phone').inputValue()).toBe('050 123 4567');
    expect(await page.locator('#inquiry-phone').getAttribute('dir')).toBe('ltr');
    await page
      .locator('#inquiry-message')
      .fill('نحتاج إلى عرض سعر لمكبس بالات قناتي يعالج 40 طنًا من الكرتون يوميًا.');
    await page.locator('#inquiry-consent').check();
    await page.getByRole('button', { name: form.submit }).click();

    const reference = page.getByTestId('inquiry-reference');
    await reference.waitFor();
    const text = ((await reference.textContent()) ?? '').trim();
    expect(text).toMatch(/SD-\d{2}-[0-9A-Z]{5}/);
    expect(await page.getByRole('heading', { name: form.successTitle }).isVisible()).toBe(true);

    // What the desk shows comes from the database: stop cleanly, then read the inquiry there.
    // The page goes first: the country list's flags load lazily and may still be on their way, which a
    // stopped server would refuse (page errors fail the test).
    await page.close();
    await server?.stop();
    server = undefined;
    const connection = await connectDatabase({
      dataDir,
      migrationsFolder: join(repoRoot, 'packages/db/migrations'),
    });
    try {
      const [stored] = await connection.db.select().from(inquiries).where(eq(inquiries.reference, text));
      expect(stored).toMatchObject({
        locale: 'ar',
        country: 'SA',
        phoneCountry: 'SA',
        phoneE164: '+966501234567',
        name: 'ليلى حداد',
      });
    } finally {
      await connection.close();
    }
  });
});

describe('a site offering the default languages (SITE_LOCALES unset: en, de)', () => {
  beforeAll(async () => {
    server = await startServer();
  });

  afterAll(async () => {
    await server?.stop();
    server = undefined;
  });

  it('answers 404 for French and Arabic pages, in a language it offers', async () => {
    for (const path of [pathFor('home', 'fr'), pathFor('contact', 'ar'), pathFor('privacy', 'fr')]) {
      const response = await fetch(origin() + path, { headers: { 'accept-language': 'fr, de;q=0.5' } });
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toMatch(/<html lang="de" dir="ltr">/);
    }
    const root = await fetch(`${origin()}/`, {
      headers: { 'accept-language': 'ar, fr' },
      redirect: 'manual',
    });
    // `/` serves the home page of a language the site offers (decision 136): English here.
    expect(root.status).toBe(200);
    expect(await root.text()).toMatch(/<html lang="en" dir="ltr">/);
  });

  it('names only English and German in hreflang, the language switch and the sitemap', async () => {
    const page = await newVisitor();
    await openHydrated(page, pathFor('solutions', 'en'));
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('hreflang')));
    expect(alternates).toEqual(['en', 'de', 'x-default']);
    const switchTargets = await page
      .locator('header a[hreflang]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('hreflang')));
    expect(switchTargets).toEqual(['de']);

    const sitemap = await (await fetch(`${origin()}/sitemap.xml`)).text();
    expect(sitemap).toContain(`${pathFor('solutions', 'de')}</loc>`);
    expect(sitemap).not.toMatch(/\/(fr|ar)(\/|<)/);
    expect(sitemap).not.toMatch(/hreflang="(fr|ar)"/);
  });
});

/** Picks a country in a combobox the way a keyboard user does: type, ↓, Enter. */
async function chooseCountry(page: Page, comboboxId: string, search: string): Promise<void> {
  const combobox = page.locator(`#${comboboxId}`);
  await combobox.focus();
  await combobox.fill('');
  await combobox.pressSequentially(search);
  await page.locator(`#${comboboxId}-listbox [role="option"]`).first().waitFor();
  await combobox.press('ArrowDown');
  await combobox.press('Enter');
}
