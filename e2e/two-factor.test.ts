import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locale } from '@sitedesk/shared/locales';
import { deskMessageCatalogs } from '@sitedesk/shared/messages/desk-catalogs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentTotpCode, nextTotpCode } from '../apps/server/src/testing/totp';
import { axeViolations } from './support/axe';
import { launchChromium } from './support/chromium';
import { type RunningServer, startServer } from './support/server';
import { createStaffUser, type StaffUser, signInCookie } from './support/staff-cli';

const password = 'second factor journey 2026';
const owner: StaffUser = { email: 'olga.owner@veltrum.example', name: 'Olga Owner', role: 'owner' };
const members: Record<'en' | 'ar', StaffUser> = {
  en: { email: 'sam.sales@veltrum.example', name: 'Sam Sales', role: 'sales' },
  ar: { email: 'amal.sales@veltrum.example', name: 'Amal Sales', role: 'sales' },
};

let dataDir: string;
let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

const env = { MAIL_DRIVER: 'dev', SIGN_IN_RATE_LIMIT: '0' };

async function newPage(locale: Locale, width: number): Promise<Page> {
  const context = await browser.newContext({ locale, viewport: { width, height: 900 } });
  contexts.push(context);
  const page = await context.newPage();
  page.on('pageerror', (error) => {
    throw error;
  });
  return page;
}

/** Login fixture: signs in through the API; the context keeps the cookie. */
async function signedInPage(user: StaffUser, locale: Locale, width: number): Promise<Page> {
  const page = await newPage(locale, width);
  const response = await page.request.post(`${server.url}/api/auth/sign-in/email`, {
    data: { email: user.email, password },
  });
  expect(response.status()).toBe(200);
  return page;
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page), page.url()).toEqual([]);
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'sitedesk-two-factor-e2e-'));
  // The first start migrates the database; the CLI adds staff while the service is stopped.
  server = await startServer(env, { dataDir });
  await server.stop();
  for (const user of [owner, members.en, members.ar])
    await createStaffUser(user, password, { DATA_DIR: dataDir });
  server = await startServer(env, { dataDir });
  browser = await launchChromium();
  // The owner requires a second factor of the sales role.
  const cookie = await signInCookie(server.url, owner.email, password);
  const required = await fetch(`${server.url}/api/desk/settings/security`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', origin: server.url, cookie },
    body: JSON.stringify({ requireTwoFactor: false, requireTwoFactorRoles: ['sales'] }),
  });
  expect(required.status).toBe(200);
}, 180_000);

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const journeys = [
  { locale: 'en', width: 1280 },
  { locale: 'ar', width: 320 },
] as const;

describe('two-factor authentication in the desk', () => {
  it.each(journeys)(
    'turns a member without a factor to enrolment, enrols TOTP, signs in with a code, ends another session ($locale, $width px)',
    async ({ locale, width }) => {
      const t = deskMessageCatalogs[locale];
      const messages = t.account;
      const member = members[locale];
      // A second browser where the member is signed in too: its session is ended at the end.
      const otherBrowser = await signedInPage(member, locale, 1280);
      const page = await signedInPage(member, locale, width);

      // Turned away: the desk shows enrolment and nothing else; the API answers two_factor_required.
      await page.goto(`${server.url}/desk`);
      await page.getByRole('heading', { level: 1, name: messages.twoFactor.requiredTitle }).waitFor();
      expect(await page.getByRole('navigation').count()).toBe(0);
      const refused = await page.request.get(`${server.url}/api/desk/inquiries`);
      expect(refused.status()).toBe(403);
      expect(await refused.json()).toMatchObject({ error: { code: 'two_factor_required' } });
      await expectNoAxeViolations(page);

      // Enrol: password, then the QR code and the key, a code computed from the key, then the backup codes.
      await page.getByLabel(messages.twoFactor.password).fill(password);
      await page.getByRole('button', { name: messages.twoFactor.start }).click();
      await page.getByRole('img', { name: messages.twoFactor.qrLabel }).waitFor();
      const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
      expect(secret).toMatch(/^[A-Z2-7]+=*$/);
      await expectNoAxeViolations(page);
      await page.getByLabel(messages.twoFactor.code).fill(await currentTotpCode(secret));
      await page.getByRole('button', { name: messages.twoFactor.confirm }).click();
      await page.getByRole('heading', { name: messages.twoFactor.backupTitle }).waitFor();
      expect(await page.getByTestId('backup-codes').getByRole('listitem').count()).toBe(10);
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: messages.twoFactor.done }).click();
      await page.getByRole('heading', { level: 1, name: t.inbox.title }).waitFor();
      expect((await page.request.get(`${server.url}/api/desk/inquiries`)).status()).toBe(200);

      // Sign out, then in again: the password, then a code from the app.
      const signedOut = await page.request.post(`${server.url}/api/auth/sign-out`, {
        data: {},
        headers: { origin: server.url },
      });
      expect(signedOut.status()).toBe(200);
      await page.goto(`${server.url}/desk/sign-in`);
      await page.getByLabel(t.auth.email).fill(member.email);
      await page.getByLabel(t.auth.password).fill(password);
      await page.getByRole('button', { name: t.auth.signIn, exact: true }).click();
      await page.getByRole('heading', { level: 1, name: messages.signIn.codeTitle }).waitFor();
      await expectNoAxeViolations(page);
      await page.getByLabel(messages.signIn.code).fill('000000');
      await page.getByRole('button', { name: messages.signIn.verify }).click();
      await page.getByRole('alert').getByText(messages.signIn.wrong).waitFor();
      // The code of enrolment works once: the next step's code (still in the window) signs in.
      await page.getByLabel(messages.signIn.code).fill(await nextTotpCode(secret));
      await page.getByLabel(messages.signIn.trustDevice).check();
      await page.getByRole('button', { name: messages.signIn.verify }).click();
      await page.getByRole('heading', { level: 1, name: t.inbox.title }).waitFor();

      // Where am I signed in: this browser and the other one; end the other.
      await page.goto(`${server.url}/desk/preferences`);
      const sessions = page.getByTestId('session-list').getByRole('listitem');
      await expect.poll(() => sessions.count()).toBe(2);
      await expectNoAxeViolations(page);
      // Only the other session has a button (the current one is ended by signing out).
      await page.getByTestId('session-list').getByRole('button', { name: messages.sessions.end }).click();
      await page.getByRole('status').getByText(messages.sessions.ended).waitFor();
      await expect.poll(() => sessions.count()).toBe(1);
      expect((await otherBrowser.request.get(`${server.url}/api/desk/me`)).status()).toBe(401);
      expect((await page.request.get(`${server.url}/api/desk/me`)).status()).toBe(200);
    },
    120_000,
  );
});
