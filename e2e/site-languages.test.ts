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

const password = 'a long passphrase for the editors';
const editor: StaffUser = { email: 'lena.roth@veltrum.example', name: 'Lena Roth', role: 'editor' };

let browser: Browser | undefined;
let server: RunningServer | undefined;
let dataDir = '';
/** Uncaught errors and console complaints fail the test whose page caused them. */
const visitors = createVisitors(() => browser);

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'sitedesk-site-languages-e2e-'));
  await createStaffUser(editor, password, { DATA_DIR: dataDir });
  // The default SITE_LOCALES: English and German.
  server = await startServer({ SIGN_IN_RATE_LIMIT: '0' }, { dataDir });
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

function newPage(): Promise<Page> {
  return visitors.newPage({ locale: 'en-GB' });
}

describe('an editor adds a language to the site from the desk (decision 151)', () => {
  it('adds French: the desk says so, /fr is served and the language switch names it', async () => {
    // Fetched rather than opened: Chromium reports every 404 document in the console.
    expect((await fetch(`${origin()}/fr`)).status).toBe(404);

    const page = await newPage();
    // Login fixture: signs in through the API (the context keeps the cookie); no password is typed.
    const signIn = await page.request.post(`${origin()}/api/auth/sign-in/email`, {
      data: { email: editor.email, password },
    });
    expect(signIn.status()).toBe(200);
    await page.goto(`${origin()}/desk/content`);
    await page.getByRole('link', { name: 'Site languages' }).click();
    await page.getByRole('heading', { level: 1, name: 'Site languages' }).waitFor();
    const frenchRow = page.getByRole('row', { name: /French/ });
    await frenchRow.getByRole('cell', { name: 'Not offered' }).waitFor();
    expect(await frenchRow.textContent()).toMatch(/\d+ of \d+ sections translated/);
    expect(await axeViolations(page), 'axe violations').toEqual([]);

    const add = page.getByRole('button', { name: 'Add French to the site' });
    await add.click();
    // The same button now removes, and still has focus; the change is announced.
    const remove = page.getByRole('button', { name: 'Remove French from the site' });
    await remove.waitFor();
    expect(await remove.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.getByRole('status').filter({ hasText: 'French is now offered on the site.' }).waitFor();
    await frenchRow.getByRole('cell', { name: 'Offered', exact: true }).waitFor();
    expect(await axeViolations(page), 'axe violations after adding').toEqual([]);

    const visitor = await newPage();
    const french = await visitor.goto(`${origin()}/fr`);
    expect(french?.status()).toBe(200);
    expect(await visitor.locator('html').getAttribute('lang')).toBe('fr');
    const alternates = await visitor
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('hreflang')));
    expect(alternates).toEqual(['en', 'de', 'fr', 'x-default']);
    // The English home page's language switch names French in French, and leads there.
    await visitor.goto(`${origin()}/en`);
    const toFrench = visitor.locator('header a[hreflang="fr"]');
    expect(await toFrench.textContent()).toContain('Français');
    await toFrench.click();
    await visitor.waitForURL(`${origin()}/fr`);

    // Removing asks first; once confirmed, /fr answers like any language that is off.
    page.once('dialog', (dialog) => {
      expect(dialog.message()).toContain('Remove French from the site?');
      void dialog.accept();
    });
    await remove.click();
    await page.getByRole('status').filter({ hasText: 'French is no longer offered on the site.' }).waitFor();
    expect(await add.evaluate((button) => button === document.activeElement)).toBe(true);
    expect((await fetch(`${origin()}/fr`)).status).toBe(404);
    await visitor.goto(`${origin()}/en`);
    expect(await visitor.locator('header a[hreflang="fr"]').count()).toBe(0);
  });
});

describe('the site languages page in the desk’s other languages', () => {
  it.each([
    { locale: 'de', heading: 'Sprachen der Website', dir: 'ltr' },
    { locale: 'fr', heading: 'Langues du site', dir: 'ltr' },
    { locale: 'ar', heading: 'لغات الموقع', dir: 'rtl' },
  ])('reads in $locale ($dir), free of axe violations', async ({ locale, heading, dir }) => {
    const page = await newPage();
    const signIn = await page.request.post(`${origin()}/api/auth/sign-in/email`, {
      data: { email: editor.email, password },
    });
    expect(signIn.status()).toBe(200);
    // The desk's language is each person's choice, kept in the browser.
    await page.addInitScript((chosen) => localStorage.setItem('sitedesk.desk.locale', chosen), locale);
    await page.goto(`${origin()}/desk/content/languages`);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    await page.getByRole('table').getByRole('button').first().waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe(dir);
    expect(await axeViolations(page), 'axe violations').toEqual([]);
  });
});
