import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { messageCatalogs } from '@sitedesk/shared/messages/catalogs';
import { deskMessageCatalogs } from '@sitedesk/shared/messages/desk-catalogs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { launchChromium } from './support/chromium';
import { type RunningServer, startServer } from './support/server';
import { createStaffUser, type StaffUser } from './support/staff-cli';
import { createVisitors } from './support/visitors';

const password = 'a long passphrase for the editors';
const editor: StaffUser = { email: 'jana.kraus@veltrum.example', name: 'Jana Kraus', role: 'editor' };
const narrow = { width: 320, height: 720 };
const en = deskMessageCatalogs.en.siteTexts;
const ar = deskMessageCatalogs.ar.siteTexts;
const shippedTitle = messageCatalogs.de.inquiryForm.title;
const corrected = 'Schreiben Sie uns Ihr Anliegen';

let browser: Browser | undefined;
let server: RunningServer | undefined;
let dataDir = '';
/** Uncaught errors and console complaints (a hydration mismatch among them) fail the test. */
const visitors = createVisitors(() => browser, {
  // The refused correction below: Chromium reports every 4xx answer in the console.
  isExpected: (text) => text.includes('status of 422'),
});

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'sitedesk-site-texts-e2e-'));
  await createStaffUser(editor, password, { DATA_DIR: dataDir });
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

/** Login fixture: signs in through the API (the context keeps the cookie); no password is typed. */
async function signedInPage(deskLocale?: string): Promise<Page> {
  const page = await visitors.newPage({ locale: 'en-GB', viewport: narrow });
  const signIn = await page.request.post(`${origin()}/api/auth/sign-in/email`, {
    data: { email: editor.email, password },
  });
  expect(signIn.status()).toBe(200);
  if (deskLocale) {
    await page.addInitScript((chosen) => localStorage.setItem('sitedesk.desk.locale', chosen), deskLocale);
  }
  return page;
}

/** The German contact page's form, hydrated: its words come from the island's props. */
async function germanContactForm(): Promise<Page> {
  const visitor = await visitors.newPage({ locale: 'de-DE' });
  await visitor.goto(`${origin()}/de/kontakt`);
  const island = visitor.locator('[data-island="inquiryForm"]');
  await island.scrollIntoViewIfNeeded();
  await visitor.locator('[data-island="inquiryForm"][data-hydrated="true"]').waitFor();
  return visitor;
}

const isWithin320 = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= 320);

describe('an editor corrects a shipped text in German (decision 206)', () => {
  it('searches it, corrects it, publishes, and the German page shows it, hydrated alike', async () => {
    const page = await signedInPage();
    await page.goto(`${origin()}/desk/content`);
    await page.getByRole('link', { name: en.link }).click();
    await page.getByRole('heading', { level: 1, name: en.title }).waitFor();
    await page.getByRole('main').getByLabel(en.language, { exact: true }).selectOption('de');
    await page.getByRole('searchbox', { name: en.search }).fill(shippedTitle);
    await page.getByRole('button', { name: en.search, exact: true }).click();
    const card = page.getByRole('listitem', { name: /inquiryForm\.title/ });
    await card.waitFor();
    // English and German side by side.
    expect(await card.textContent()).toContain(messageCatalogs.en.inquiryForm.title);
    expect(await card.textContent()).toContain(shippedTitle);
    expect(await isWithin320(page), 'no sideways scrolling at 320 px').toBe(true);
    expect(await axeViolations(page), 'axe violations').toEqual([]);

    await card.getByRole('button', { name: 'Correct inquiryForm.title' }).click();
    const field = card.getByLabel(en.yourText);
    await field.fill(corrected);
    expect(await axeViolations(page), 'axe violations with the editor open').toEqual([]);
    await card.getByRole('button', { name: en.saveDraft }).click();
    await page.getByRole('status').filter({ hasText: en.saved }).waitFor();
    await card.getByText(en.statePending).waitFor();

    // A draft is not on the site.
    const before = await germanContactForm();
    expect(await before.locator('main').textContent()).toContain(shippedTitle);

    await page.getByRole('button', { name: 'Publish texts in German' }).click();
    await page.getByRole('status').filter({ hasText: 'Published.' }).waitFor();
    await card.getByText(en.stateCorrected, { exact: true }).waitFor();

    const after = await germanContactForm();
    const main = (await after.locator('main').textContent()) ?? '';
    expect(main).toContain(corrected);
    expect(main).not.toContain(shippedTitle);
    // The English page keeps its own words.
    const english = await visitors.newPage({ locale: 'en-GB' });
    await english.goto(`${origin()}/en/contact`);
    expect(await english.locator('main').textContent()).toContain(messageCatalogs.en.inquiryForm.title);
  });
});

describe('the site texts screen in Arabic', () => {
  it('reads right to left at 320 px, free of axe violations, and refuses a lost placeholder in Arabic', async () => {
    const page = await signedInPage('ar');
    await page.goto(`${origin()}/desk/content/texts?language=de&q=specsLabel`);
    await page.getByRole('heading', { level: 1, name: ar.title }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    const card = page.getByRole('listitem', { name: /products\.specsLabel/ });
    await card.waitFor();
    expect(await isWithin320(page), 'no sideways scrolling at 320 px').toBe(true);
    expect(await axeViolations(page), 'axe violations').toEqual([]);

    await card.getByRole('button', { name: 'تصحيح products.specsLabel' }).click();
    await card.getByLabel(ar.yourText).fill('Eckdaten');
    await card.getByRole('button', { name: ar.saveDraft }).click();
    await card.getByText(ar.errors.placeholdersChanged.replace('{placeholders}', '{name}')).waitFor();
    expect(await card.getByLabel(ar.yourText).getAttribute('aria-invalid')).toBe('true');
    expect(await isWithin320(page), 'no sideways scrolling with the error shown').toBe(true);
    expect(await axeViolations(page), 'axe violations with the error shown').toEqual([]);
  });
});
