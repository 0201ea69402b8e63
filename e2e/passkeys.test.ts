import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locale } from '@sitedesk/shared/locales';
import { deskMessageCatalogs } from '@sitedesk/shared/messages/desk-catalogs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { launchChromium } from './support/chromium';
import { type RunningServer, startServer } from './support/server';
import { createStaffUser, type StaffUser, signInCookie } from './support/staff-cli';

// Passkeys (decision 189) through Chromium's own WebAuthn stack, with a virtual authenticator from the
// DevTools protocol standing in for the fingerprint reader: the ceremonies are the real ones.
const password = 'passkey journey in the desk 2026';
const owner: StaffUser = { email: 'olga.owner@veltrum.example', name: 'Olga Owner', role: 'owner' };
const members: Record<'en' | 'ar', StaffUser> = {
  en: { email: 'sam.sales@veltrum.example', name: 'Sam Sales', role: 'sales' },
  ar: { email: 'amal.sales@veltrum.example', name: 'Amal Sales', role: 'sales' },
};

let dataDir: string;
let server: RunningServer;
let browser: Browser;
let ownerCookie: string;
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

/** A platform authenticator that holds discoverable credentials and verifies the user (as Touch ID does). */
async function addVirtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

async function requireOfSales(roles: string[]): Promise<void> {
  const response = await fetch(`${server.url}/api/desk/settings/security`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', origin: server.url, cookie: ownerCookie },
    body: JSON.stringify({ requireTwoFactor: false, requireTwoFactorRoles: roles }),
  });
  expect(response.status).toBe(200);
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page), page.url()).toEqual([]);
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'sitedesk-passkeys-e2e-'));
  // The first start migrates the database; the CLI adds staff while the service is stopped.
  server = await startServer(env, { dataDir });
  await server.stop();
  for (const user of [owner, members.en, members.ar])
    await createStaffUser(user, password, { DATA_DIR: dataDir });
  server = await startServer(env, { dataDir });
  browser = await launchChromium();
  ownerCookie = await signInCookie(server.url, owner.email, password);
}, 180_000);

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const journeys = [
  { locale: 'en', width: 1280, passkeyName: 'Work laptop' },
  { locale: 'ar', width: 320, passkeyName: 'حاسوب العمل' },
] as const;

describe('passkeys in the desk', () => {
  it.each(journeys)(
    'adds a passkey in My account, signs in with it alone, and counts it as the required factor ($locale, $width px)',
    async ({ locale, width, passkeyName }) => {
      const t = deskMessageCatalogs[locale];
      const messages = t.account.passkeys;
      const member = members[locale];
      const page = await newPage(locale, width);
      await addVirtualAuthenticator(page);
      const signedIn = await page.request.post(`${server.url}/api/auth/sign-in/email`, {
        data: { email: member.email, password },
      });
      expect(signedIn.status()).toBe(200);

      // My account: name it, create it with the authenticator; it is listed by name and date.
      await page.goto(`${server.url}/desk/preferences`);
      await page.getByRole('heading', { level: 2, name: messages.heading }).waitFor();
      await page.getByText(messages.none).waitFor();
      await page.getByLabel(messages.name).fill(passkeyName);
      await page.getByRole('button', { name: messages.add }).click();
      await page.getByRole('status').getByText(messages.added).waitFor();
      const listed = page.getByTestId('passkey-list').getByRole('listitem');
      await expect.poll(() => listed.count()).toBe(1);
      expect(await listed.first().innerText()).toContain(passkeyName);
      await expectNoAxeViolations(page);

      // Sign out; the sign-in page's e-mail field offers the passkey (autofill, conditional mediation),
      // and the authenticator answers at once: signed in with no e-mail, no password, no code.
      await signOut(page);
      await page.goto(`${server.url}/desk/sign-in`);
      await page.getByRole('heading', { level: 1, name: t.inbox.title }).waitFor();

      // A browser without autofill: the sign-in page shows the form, and its button signs in.
      await signOut(page);
      await page.addInitScript(() => {
        PublicKeyCredential.isConditionalMediationAvailable = async () => false;
      });
      await page.goto(`${server.url}/desk/sign-in`);
      const signInWithPasskey = page.getByRole('button', { name: messages.signIn });
      await signInWithPasskey.waitFor();
      expect(await page.getByLabel(t.auth.email).getAttribute('autocomplete')).toBe('username webauthn');
      await expectNoAxeViolations(page);
      await signInWithPasskey.click();
      await page.getByRole('heading', { level: 1, name: t.inbox.title }).waitFor();

      // The owner requires a second factor of sales: the passkey is one, so the member stays in.
      await requireOfSales(['sales']);
      try {
        await page.goto(`${server.url}/desk`);
        await page.getByRole('heading', { level: 1, name: t.inbox.title }).waitFor();
        const inquiries = await page.request.get(`${server.url}/api/desk/inquiries`);
        expect(inquiries.status()).toBe(200);
        expect(await (await page.request.get(`${server.url}/api/desk/me`)).json()).toMatchObject({
          mustEnrolSecondFactor: false,
        });
      } finally {
        await requireOfSales([]);
      }

      // Removing it: the list is empty again.
      await page.goto(`${server.url}/desk/preferences`);
      await page.getByRole('button', { name: formatRemove(messages.removeLabel, passkeyName) }).click();
      await page.getByRole('status').getByText(messages.removed).waitFor();
      await page.getByText(messages.none).waitFor();
    },
    120_000,
  );

  it('lets a member who must enrol a second factor enrol a passkey instead of an authenticator app', async () => {
    const t = deskMessageCatalogs.en;
    const member = members.en;
    const page = await newPage('en', 1280);
    await addVirtualAuthenticator(page);
    await requireOfSales(['sales']);
    try {
      const signedIn = await page.request.post(`${server.url}/api/auth/sign-in/email`, {
        data: { email: member.email, password },
      });
      expect(signedIn.status()).toBe(200);
      await page.goto(`${server.url}/desk`);
      await page.getByRole('heading', { level: 1, name: t.account.twoFactor.requiredTitle }).waitFor();
      await page.getByLabel(t.account.passkeys.name).fill('Phone');
      await page.getByRole('button', { name: t.account.passkeys.add }).click();
      await page.getByRole('heading', { level: 1, name: t.inbox.title }).waitFor();
      expect((await page.request.get(`${server.url}/api/desk/inquiries`)).status()).toBe(200);
    } finally {
      await requireOfSales([]);
    }
  }, 60_000);
});

async function signOut(page: Page): Promise<void> {
  const response = await page.request.post(`${server.url}/api/auth/sign-out`, {
    data: {},
    headers: { origin: server.url },
  });
  expect(response.status()).toBe(200);
  // Really signed out: whatever signs in next is the passkey.
  expect((await page.request.get(`${server.url}/api/desk/me`)).status()).toBe(401);
}

function formatRemove(template: string, name: string): string {
  return template.replace('{name}', name);
}
