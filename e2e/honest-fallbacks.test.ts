import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { launchChromium } from './support/chromium';
import { type RunningServer, startServer } from './support/server';
import { createStaffUser, type StaffUser } from './support/staff-cli';
import { createVisitors } from './support/visitors';

/**
 * Issue 29 §2, decision 202: an English-only news entry appeared on the German, French and Arabic lists
 * with no word at publish, and in Arabic its full stop jumped to the wrong side.
 */

const password = 'a long passphrase for honest fallbacks';
const editor: StaffUser = { email: 'mira.lang@veltrum.example', name: 'Mira Lang', role: 'editor' };
const title = 'Baler line handed over in Ostrava';
const slug = 'baler-line-handed-over-in-ostrava';
const teaser = 'Service in Slovakia within 24 hours.';

let browser: Browser | undefined;
let server: RunningServer | undefined;
let dataDir = '';
const visitors = createVisitors(() => browser);

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'sitedesk-fallbacks-e2e-'));
  await createStaffUser(editor, password, { DATA_DIR: dataDir });
  server = await startServer({ SIGN_IN_RATE_LIMIT: '0', SITE_LOCALES: 'en,de,fr,ar' }, { dataDir });
  browser = await launchChromium();
});

afterAll(async () => {
  await visitors.closeAll();
  await browser?.close();
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

afterEach(() => {
  expect(visitors.takeComplaints(), 'page errors and console complaints').toEqual([]);
});

function origin(): string {
  if (!server) throw new Error('The server did not start.');
  return server.url;
}

async function html(path: string): Promise<{ status: number; text: string }> {
  const response = await fetch(`${origin()}${path}`);
  return { status: response.status, text: await response.text() };
}

/** Login fixture: signs in through the API; the desk's language is kept in the browser. */
async function deskPage(locale: 'en' | 'ar', width = 1280): Promise<Page> {
  const page = await visitors.newPage({ locale: locale === 'ar' ? 'ar' : 'en-GB' });
  await page.setViewportSize({ width, height: 900 });
  const signIn = await page.request.post(`${origin()}/api/auth/sign-in/email`, {
    data: { email: editor.email, password },
  });
  expect(signIn.status()).toBe(200);
  await page.addInitScript((chosen) => localStorage.setItem('sitedesk.desk.locale', chosen), locale);
  return page;
}

async function fitsWidth(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

describe('an English-only news entry (decision 202)', () => {
  let editorPath = '';

  it('is named missing in German, French and Arabic at publish and is not on the German list', async () => {
    const page = await deskPage('en');
    await page.goto(`${origin()}/desk/collections/news`);
    await page.getByRole('link', { name: 'New news entry' }).click();
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Category').selectOption({ label: 'Trade fair' });
    await page.getByLabel('Teaser').fill(teaser);
    await page.getByRole('textbox', { name: 'Text', exact: true }).click();
    await page.keyboard.type('Commissioned in two weeks.');
    await page.getByRole('button', { name: 'Create draft' }).click();
    await page.getByText('Draft created.').waitFor();
    editorPath = new URL(page.url()).pathname;

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByText(/^Published version \d+\.$/).waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: 'Not on the site in German, French, and Arabic: not translated.' })
      .waitFor();
    await page.getByText('German: Not shown: not translated').waitFor();
    expect(await axeViolations(page), 'axe violations').toEqual([]);

    expect((await html('/en/news')).text).toContain(title);
    const german = await html('/de/aktuelles');
    expect(german.status).toBe(200);
    expect(german.text).not.toContain(title);
    expect((await html(`/de/aktuelles/${slug}`)).status).toBe(404);
  });

  it('shows in English on the German and Arabic pages once chosen, marked and isolated', async () => {
    const page = await deskPage('en', 320);
    await page.goto(`${origin()}${editorPath}`);
    for (const language of ['German', 'Arabic']) {
      await page
        .getByLabel(`What the ${language} site shows`)
        .selectOption({ label: 'The entry in English' });
      await page.getByRole('button', { name: `Apply for ${language}` }).click();
      await page.getByText(`The ${language} site now shows the entry in English.`).waitFor();
      await page.getByText(`${language}: Shown in English: not translated`).waitFor();
    }
    await page
      .getByRole('status')
      .filter({ hasText: 'Not on the site in French: not translated.' })
      .waitFor();
    expect(await fitsWidth(page), 'the desk fits 320 px').toBe(true);
    expect(await axeViolations(page), 'axe violations at 320 px').toEqual([]);

    const germanList = (await html('/de/aktuelles')).text;
    expect(germanList).toMatch(new RegExp(`<h2 lang="en" dir="ltr"[^>]*><a href="/de/aktuelles/${slug}"`));
    expect((await html('/fr/actualites')).text).not.toContain(title);

    const visitor = await visitors.newPage({ locale: 'ar' });
    await visitor.setViewportSize({ width: 320, height: 800 });
    await visitor.goto(`${origin()}/ar/news/${slug}`);
    const lead = visitor.locator('p[lang="en"]', { hasText: teaser });
    expect(await lead.getAttribute('dir')).toBe('ltr');
    // The full stop stays at the end of the English sentence: right of its last word, not left of its first.
    const [first, stop] = await lead.evaluate((element) => {
      const text = element.firstChild as Text;
      const box = (start: number) => {
        const range = document.createRange();
        range.setStart(text, start);
        range.setEnd(text, start + 1);
        return range.getBoundingClientRect();
      };
      const lastWord = box(text.length - 2);
      return [box(0).left, box(text.length - 1).left - lastWord.left];
    });
    expect(first).toBeGreaterThanOrEqual(0);
    expect(stop).toBeGreaterThan(0);
    expect(await visitor.locator('link[rel="alternate"][hreflang]').count()).toBe(0);
    expect(await fitsWidth(visitor), 'the Arabic page fits 320 px').toBe(true);
    expect(await axeViolations(visitor), 'axe violations on the Arabic page').toEqual([]);

    const germanPage = await visitors.newPage({ locale: 'de-DE' });
    await germanPage.goto(`${origin()}/de/aktuelles`);
    expect(await germanPage.locator(`h2[lang="en"] a[href="/de/aktuelles/${slug}"]`).count()).toBe(1);
    expect(await axeViolations(germanPage), 'axe violations on the German list').toEqual([]);
  });

  it('reads in the Arabic desk at 320 px, with the site languages counting translated entries', async () => {
    const page = await deskPage('ar', 320);
    await page.goto(`${origin()}${editorPath}`);
    await page.getByRole('heading', { level: 2, name: 'الظهور على الموقع بكل لغة' }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await fitsWidth(page), 'the Arabic desk fits 320 px').toBe(true);
    expect(await axeViolations(page), 'axe violations in the Arabic desk').toEqual([]);

    const english = await deskPage('en');
    // The list flags the languages that show the entry in English.
    await english.goto(`${origin()}/desk/collections/news`);
    const row = english.getByRole('row', { name: new RegExp(slug) });
    await row.getByText('Shown in English instead: German and Arabic').waitFor();
    expect(await axeViolations(english), 'axe violations on the list').toEqual([]);
    await english.goto(`${origin()}/desk/content/languages`);
    const germanRow = english.getByRole('row', { name: /German/ });
    await germanRow.getByText(/\d+ of \d+ entries translated · \d+ of \d+ sections translated/).waitFor();
  });
});
