import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deskLocales, languageEndonym, localeTags } from '@sitedesk/shared/locales';
import { deskMessageCatalogs } from '@sitedesk/shared/messages/desk-catalogs';
import { sitedeskVersion } from '@sitedesk/shared/release';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { launchChromium } from './support/chromium';
import { checkedLocales } from './support/languages';
import { type RunningServer, startServer } from './support/server';
import { createStaffUser, type StaffUser } from './support/staff-cli';

const password = 'correct horse battery staple 42';
const staffA: StaffUser = { email: 'ana.sales@veltrum.example', name: 'Ana Sales', role: 'sales' };
const staffB: StaffUser = { email: 'bruno.sales@veltrum.example', name: 'Bruno Sales', role: 'sales' };
const owner: StaffUser = { email: 'olga.owner@veltrum.example', name: 'Olga Owner', role: 'owner' };

let dataDir: string;
let port: string;
let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

/** A port that is free now, so the service can come back on the same address after a restart. */
function freePort(): Promise<string> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? String(address.port) : '0'));
    });
  });
}

const env = () => ({
  PORT: port,
  MAIL_DRIVER: 'dev',
  INQUIRY_RATE_LIMIT: '0',
  SIGN_IN_RATE_LIMIT: '0',
  REALTIME_HEARTBEAT_SECONDS: '5',
});

const desktop = { width: 1280, height: 720 };
const phone = { width: 320, height: 720 };

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-GB', viewport: desktop });
  contexts.push(context);
  const page = await context.newPage();
  page.on('pageerror', (error) => {
    throw error;
  });
  return page;
}

/** Login fixture: signs in through the API (the context keeps the cookie); only one test types a password. */
async function signedInPage(user: { email: string }): Promise<Page> {
  const page = await newPage();
  const response = await page.request.post(`${server.url}/api/auth/sign-in/email`, {
    data: { email: user.email, password },
  });
  expect(response.status()).toBe(200);
  return page;
}

async function openInbox(page: Page): Promise<void> {
  await page.goto(`${server.url}/desk`);
  await page.getByRole('heading', { level: 1, name: 'Inbox' }).waitFor();
  await page.locator('[data-live-state="live"]').waitFor();
}

async function submitInquiry(name: string): Promise<{ id: string; reference: string }> {
  const response = await fetch(`${server.url}/api/inquiries`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name,
      company: 'Lusorecicla Lda.',
      email: 'ana.ribeiro@lusorecicla.example',
      phone: '+351 912 345 678',
      phoneCountry: 'PT',
      country: 'PT',
      topic: 'quote',
      message: 'We need a quote for a channel baler, about 20 t per day of cardboard.',
      consent: true,
      locale: 'en',
    }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; reference: string };
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page), page.url()).toEqual([]);
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'sitedesk-desk-e2e-'));
  port = await freePort();
  // The first start migrates the database; the CLI then adds staff while the service is stopped.
  server = await startServer(env(), { dataDir });
  await server.stop();
  // The CLI needs the embedded database to itself, so users are created while the service is stopped.
  for (const user of [staffA, staffB, owner]) await createStaffUser(user, password, { DATA_DIR: dataDir });
  server = await startServer(env(), { dataDir });
  browser = await launchChromium();
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('the desk', () => {
  it('signs a staff member in through the form', async () => {
    const page = await newPage();
    await page.goto(`${server.url}/desk`);
    await page.getByRole('heading', { level: 1, name: 'Sign in to the desk' }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByLabel('E-mail').fill(staffA.email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Inbox' }).waitFor();
    expect(
      await page.getByRole('heading', { level: 1 }).evaluate((h1) => h1 === document.activeElement),
    ).toBe(true);
  });

  it('shows a new inquiry live, then who is viewing it, and catches up after a restart', async () => {
    const pageA = await signedInPage(staffA);
    await openInbox(pageA);

    const first = await submitInquiry('Ana Ribeiro');
    await pageA.getByRole('link', { name: /Ana Ribeiro/ }).waitFor();
    await pageA
      .getByRole('status')
      .filter({ hasText: `New inquiry ${first.reference}` })
      .waitFor();
    await pageA.waitForFunction(() => /^\(\d+\) Inbox — Sitedesk$/.test(document.title));

    // A second staff member opens it: the first one sees them on the row.
    const pageB = await signedInPage(staffB);
    await pageB.goto(`${server.url}/desk/inquiries/${first.id}`);
    await pageB.getByRole('heading', { level: 1, name: `Inquiry ${first.reference}` }).waitFor();
    await pageA.getByTestId('presence').filter({ hasText: staffB.name }).waitFor();
    await pageB.getByRole('link', { name: /^\+351 912 345 678/ }).waitFor();
    await expectNoAxeViolations(pageB);

    // The service restarts on the same port; while A cannot reach the event stream, an inquiry arrives.
    await pageA.route('**/api/desk/events*', (route) => route.abort());
    await server.stop();
    await pageA.locator('[data-live-state="reconnecting"]').waitFor();
    server = await startServer(env(), { dataDir });
    const meanwhile = await submitInquiry('Jonas Meanwhile');
    await pageA.unroute('**/api/desk/events*');
    await pageA.locator('[data-live-state="live"]').waitFor({ timeout: 30_000 });
    await pageA.getByRole('link', { name: /Jonas Meanwhile/ }).waitFor();
    expect(meanwhile.reference).toBeTruthy();
  });

  it('downloads what the filter shows as CSV with a BOM', async () => {
    const page = await signedInPage(staffA);
    await openInbox(page);
    const { reference } = await submitInquiry('Csv Person');
    await page.getByRole('link', { name: /Csv Person/ }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download CSV' }).click(),
    ]);
    const path = await download.path();
    const csv = await readFile(path, 'utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = csv.slice(1).split('\r\n');
    expect(header).toContain('"Reference"');
    expect(rows.some((row) => row.includes(reference) && row.includes('Csv Person'))).toBe(true);
  });

  it('has no axe violations on the signed-out desk pages', async () => {
    const signedOut = await newPage();
    for (const path of [
      '/desk/sign-in',
      '/desk/forgot-password',
      '/desk/reset-password?token=not-a-real-token-0000000000',
      '/desk/accept-invitation?token=not-a-real-token-0000000000',
      '/desk/setup?token=not-a-real-token-0000000000',
    ]) {
      await signedOut.goto(`${server.url}${path}`);
      await signedOut.getByRole('heading', { level: 1 }).waitFor();
      await expectNoAxeViolations(signedOut);
      // The release is for staff and operators: a visitor is not told which fixes it lacks.
      expect(await signedOut.locator('body').innerText()).not.toContain(sitedeskVersion);
    }
  });

  // Every language of the desk, Arabic (right to left) included; one test each, so each has its own time.
  // axe runs in the languages every suite checks (support/languages.ts): the others differ only in words,
  // whose length is what can break a page, so they are checked for fitting 320 px (decision 212).
  let axeInquiry: Promise<{ id: string }> | undefined;
  for (const locale of deskLocales) {
    const axe = checkedLocales.includes(locale);
    it(`${axe ? 'has no axe violations on any signed-in desk page' : 'shows every signed-in desk page'} in ${locale}, and each fits 320 px`, async () => {
      const page = await signedInPage(owner);
      axeInquiry ??= submitInquiry('Axe Checker');
      const { id } = await axeInquiry;
      const languageLabels = new RegExp(
        deskLocales.map((other) => deskMessageCatalogs[other].language.label).join('|'),
      );
      const texts = deskMessageCatalogs[locale];
      await page.goto(`${server.url}/desk`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page
        .getByRole('combobox', { name: languageLabels })
        .selectOption({ label: languageEndonym(locale) });
      // The language's words arrive as their own chunk; `lang` changes once they are on screen.
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(localeTags[locale].hreflang);
      expect(await page.locator('html').getAttribute('dir')).toBe(localeTags[locale].dir);
      // The footer names the release (decision 194), in the desk's language.
      expect(await page.getByRole('contentinfo').innerText()).toBe(
        `${texts.appName} · ${texts.release} ${sitedeskVersion}`,
      );
      for (const path of [
        '/desk',
        `/desk/inquiries/${id}`,
        '/desk/dashboard',
        '/desk/team',
        '/desk/settings',
        '/desk/mailbox',
      ]) {
        await page.goto(`${server.url}${path}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        // A page may load several parts at once (settings and the security setting): all must be there.
        const loading = page.getByRole('main').locator(`[role="status"]:has-text("${texts.loading}")`);
        await expect.poll(() => loading.count(), { timeout: 30_000 }).toBe(0);
        if (axe) await expectNoAxeViolations(page);
        // The longest words of a language (Polish, Czech) must still fit a 320 px phone.
        await page.setViewportSize(phone);
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth),
          `${path} in ${locale} at 320 px`,
        ).toBeLessThanOrEqual(phone.width);
        await page.setViewportSize(desktop);
      }
    });
  }
});
