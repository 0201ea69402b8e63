import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { languageEndonym } from '@sitedesk/shared/locales';
import { deskMessageCatalogs } from '@sitedesk/shared/messages/desk-catalogs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { launchChromium } from './support/chromium';
import { type RunningServer, startServer } from './support/server';
import { settled as settledOn } from './support/settled';
import { createStaffUser, type StaffUser } from './support/staff-cli';

const password = 'correct horse battery staple 42';
const owner: StaffUser = { email: 'otto.owner@veltrum.example', name: 'Otto Owner', role: 'owner' };
const env = { MAIL_DRIVER: 'dev', INQUIRY_RATE_LIMIT: '0', SIGN_IN_RATE_LIMIT: '0', SPAM_CHECKS: 'on' };

let dataDir: string;
let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

async function signedInPage(viewport = { width: 1280, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-GB', viewport });
  contexts.push(context);
  const page = await context.newPage();
  page.on('pageerror', (error) => {
    throw error;
  });
  const response = await page.request.post(`${server.url}/api/auth/sign-in/email`, {
    data: { email: owner.email, password },
  });
  expect(response.status()).toBe(200);
  return page;
}

/**
 * A visitor's inquiry, with every spam check on: a bot posts JSON with the honeypot filled and no proof of
 * work (caught as spam); a person sends the form from a page without JavaScript (judged by the rest).
 */
async function submitInquiry(name: string, email: string, isSpam: boolean): Promise<{ reference: string }> {
  const fields = {
    name,
    company: 'Kompost Nord GmbH',
    email,
    country: 'DE',
    topic: 'quote',
    // Each its own text: the same text again and again is itself a sign of spam.
    message: `Please quote a vertical baler for film and cardboard, about 5 t per week. ${name}`,
    locale: 'en',
  };
  const form = new FormData();
  for (const [field, value] of Object.entries({ ...fields, consent: 'on' })) form.append(field, value);
  const response = await fetch(
    `${server.url}/api/inquiries`,
    isSpam
      ? {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...fields, consent: true, website: 'https://spam.example' }),
        }
      : { method: 'POST', headers: { 'sec-fetch-dest': 'document' }, body: form },
  );
  expect(response.status).toBe(201);
  return (await response.json()) as { reference: string };
}

const settled = (page: Page, loading = deskMessageCatalogs.en.loading) => settledOn(page, loading);

async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page), page.url()).toEqual([]);
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'sitedesk-spam-e2e-'));
  // The command migrates a new data folder itself: the staff exist before the service first starts.
  await createStaffUser(owner, password, { DATA_DIR: dataDir });
  server = await startServer(env, { dataDir });
  browser = await launchChromium();
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('the spam folder', () => {
  // Regression: a real inquiry caught as spam could not be released with the confirmation the visitor was owed.
  it('shows a spam inquiry apart from the inbox; "Not spam" moves it there and sends the confirmation', async () => {
    const caught = await submitInquiry('Greta Caught', 'greta.caught@kompost.example', true);
    const page = await signedInPage();
    await page.goto(`${server.url}/desk`);
    await settled(page);
    const folders = page.getByRole('navigation', { name: 'Folders' });
    await expect.poll(() => folders.getByRole('link', { name: 'Spam 1' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: /Greta Caught/ }).count()).toBe(0);

    await folders.getByRole('link', { name: /^Spam/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Spam' }).waitFor();
    await page.getByRole('link', { name: /Greta Caught/ }).waitFor();
    await expectNoAxeViolations(page);

    // By keyboard, as staff who do not use a mouse open it.
    await page.getByRole('link', { name: /Greta Caught/ }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: `Inquiry ${caught.reference}` }).waitFor();
    await page.getByRole('button', { name: 'Delete', exact: true }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Not spam' }).click();
    await page.getByRole('button', { name: 'Mark as spam' }).waitFor();

    // Back where the member came from (the spam folder, decision 178), which no longer holds it.
    await page.getByRole('link', { name: 'Back to the spam folder' }).click();
    await page.getByRole('heading', { level: 1, name: 'Spam' }).waitFor();
    await expect.poll(() => folders.getByRole('link', { name: 'Spam 0' }).count()).toBe(1);
    expect(await page.getByRole('table').count()).toBe(0);
    await folders.getByRole('link', { name: 'Inbox' }).click();
    await page.getByRole('heading', { level: 1, name: /Inbox/ }).waitFor();
    await page.getByRole('link', { name: /Greta Caught/ }).waitFor();

    // The dev mailbox now holds the confirmation the visitor would have had on arrival.
    await page.goto(`${server.url}/desk/mailbox`);
    await settled(page);
    await expect
      .poll(async () => (await page.getByRole('main').textContent()) ?? '', { timeout: 20_000 })
      .toContain('greta.caught@kompost.example');
    expect(await page.getByRole('main').textContent()).toContain(caught.reference);
  });

  // Regression: spam could only be erased one by one.
  it('"Empty spam folder" erases everything in it after a confirmation, and leaves the inbox', async () => {
    await submitInquiry('Bot One', 'bot.one@spam.example', true);
    await submitInquiry('Bot Two', 'bot.two@spam.example', true);
    await submitInquiry('Rita Real', 'rita.real@kompost.example', false);
    const page = await signedInPage();
    await page.goto(`${server.url}/desk?status=spam`);
    await settled(page);
    await page.getByRole('link', { name: /Bot Two/ }).waitFor();
    let asked = '';
    page.once('dialog', (dialog) => {
      asked = dialog.message();
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Empty spam folder' }).click();
    await page.getByRole('status').filter({ hasText: 'Erased from the spam folder: 2.' }).waitFor();
    expect(asked).toBe('Erase everything in the spam folder (2) for good? This cannot be undone.');
    await page.getByText('The spam folder is empty.').waitFor();
    expect(await page.getByRole('button', { name: 'Empty spam folder' }).count()).toBe(0);
    await expectNoAxeViolations(page);

    await page.getByRole('navigation', { name: 'Folders' }).getByRole('link', { name: 'Inbox' }).click();
    await page.getByRole('link', { name: /Rita Real/ }).waitFor();
  });

  it('fits a 320 px phone in Arabic, right to left, with no axe violations', async () => {
    await submitInquiry('Bot Three', 'bot.three@spam.example', true);
    const page = await signedInPage({ width: 320, height: 640 });
    const ar = deskMessageCatalogs.ar;
    await page.goto(`${server.url}/desk?status=spam`);
    await settled(page);
    await page.getByRole('combobox', { name: deskMessageCatalogs.en.language.label }).selectOption({
      label: languageEndonym('ar'),
    });
    await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.getByRole('button', { name: ar.spam.emptyFolder }).waitFor();
    await settled(page, ar.loading);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: /Bot Three/ }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: ar.spam.notSpam }).waitFor();
    await settled(page, ar.loading);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await expectNoAxeViolations(page);
  });
});
