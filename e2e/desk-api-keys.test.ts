import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deskMessageCatalogs } from '@sitedesk/shared/messages/desk-catalogs';
import { formatMessage } from '@sitedesk/shared/messages/format';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { launchChromium } from './support/chromium';
import { expectFitsPhone } from './support/fits-phone';
import { htmlProblems } from './support/html-validity';
import { type RunningServer, startServer } from './support/server';
import { createStaffUser, type StaffUser, signInCookie } from './support/staff-cli';
import { createVisitors } from './support/visitors';

/**
 * Issue 28 §3, decision 231: an admin makes an API key in Settings → API keys, keeps the key shown once,
 * an integration reads inquiries with it, the page shows its last use, and revoking it locks the
 * integration out. Sales sees no such screen and the API refuses them. Arabic at 320 px passes axe.
 */

const password = 'correct horse battery staple 42';
const admin: StaffUser = { email: 'ada.admin@veltrum.example', name: 'Ada Admin', role: 'admin' };
const sales: StaffUser = { email: 'sam.sales@veltrum.example', name: 'Sam Sales', role: 'sales' };
const en = deskMessageCatalogs.en.apiKeys;
const ar = deskMessageCatalogs.ar.apiKeys;

let dataDir: string;
let server: RunningServer;
let browser: Browser | undefined;
const visitors = createVisitors(() => browser);

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'sitedesk-desk-api-keys-e2e-'));
  const env = { SIGN_IN_RATE_LIMIT: '0' };
  // The first start migrates the database; the CLI then adds the staff.
  server = await startServer(env, { dataDir });
  await server.stop();
  await createStaffUser(admin, password, { DATA_DIR: dataDir });
  await createStaffUser(sales, password, { DATA_DIR: dataDir });
  server = await startServer(env, { dataDir });
  browser = await launchChromium();
}, 180_000);

afterEach(async () => {
  await visitors.closeAll();
  expect(visitors.takeComplaints()).toEqual([]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** A signed-in desk in a browser of the given language and width; confirmations are answered yes. */
async function deskAs(user: StaffUser, locale: string, width: number): Promise<Page> {
  const page = await visitors.newPage({ locale, viewport: { width, height: 900 } });
  const response = await page.request.post(`${server.url}/api/auth/sign-in/email`, {
    data: { email: user.email, password },
  });
  expect(response.status()).toBe(200);
  page.on('dialog', (dialog) => void dialog.accept());
  return page;
}

const readInquiries = (key: string) =>
  fetch(`${server.url}/api/v1/inquiries`, { headers: { authorization: `Bearer ${key}` } });

describe('Settings → API keys', () => {
  it('makes a key shown once, which an integration uses until the key is revoked', async () => {
    const page = await deskAs(admin, 'en-GB', 1280);
    await page.goto(`${server.url}/desk/settings`);
    await page.getByRole('link', { name: en.manage }).click();
    await page.getByRole('heading', { level: 1, name: en.title }).waitFor();
    await page.getByText(en.empty).waitFor();
    const form = page.getByRole('region', { name: en.add });

    // No scope ticked: the problem stands beside the scopes, and nothing is created.
    await form.getByLabel(en.name).fill('CRM sync');
    await form.getByRole('button', { name: en.create }).click();
    const scopes = form.getByRole('group', { name: en.scopes });
    await scopes.getByText(deskMessageCatalogs.en.fieldErrors.required ?? 'required').waitFor();
    await page.getByText(en.empty).waitFor();

    await scopes.getByLabel(en.scopeNames.inquiriesRead).check();
    await form.getByRole('button', { name: en.create }).click();
    const secretBox = page.getByRole('region', { name: en.secretTitle });
    await secretBox.getByText(en.secretOnce).waitFor();
    await secretBox.getByRole('button', { name: en.copy }).waitFor();
    const key = (await secretBox.getByTestId('api-key-secret').textContent()) ?? '';
    expect(key).toMatch(/^sdk_[a-z2-7]{12}_[A-Za-z0-9_-]{43}$/);
    await secretBox.getByRole('button', { name: en.secretStored }).click();

    // The integration reads with it; after a reload the page shows its prefix and last use, never the key.
    expect((await readInquiries(key)).status).toBe(200);
    await page.reload();
    const item = page.getByRole('listitem').filter({ hasText: 'CRM sync' });
    await item.getByText(key.slice(0, 'sdk_'.length + 12)).waitFor();
    await item.getByText(/^Last used /).waitFor();
    expect(await page.content()).not.toContain(key.slice(-20));

    await item.getByRole('button', { name: en.revoke }).click();
    await page.getByText(formatMessage(en.revokedNotice, { name: 'CRM sync' })).waitFor();
    await item.getByText(/^Revoked /).waitFor();
    expect((await readInquiries(key)).status).toBe(401);
  });

  it('is not shown to sales, and the API refuses them', async () => {
    const page = await deskAs(sales, 'en-GB', 1280);
    await page.goto(`${server.url}/desk/settings/api-keys`);
    await page.getByRole('heading', { level: 1, name: deskMessageCatalogs.en.errors.forbidden }).waitFor();
    expect(await page.getByText(en.intro).count()).toBe(0);

    const cookie = await signInCookie(server.url, sales.email, password);
    expect((await fetch(`${server.url}/api/desk/api-keys`, { headers: { cookie } })).status).toBe(403);
    const create = await fetch(`${server.url}/api/desk/api-keys`, {
      method: 'POST',
      headers: { cookie, origin: server.url, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Mine', scopes: ['inquiries:read'] }),
    });
    expect(create.status).toBe(403);
  });

  it('reads right to left in Arabic on a 320 px phone, with no axe violations', async () => {
    const cookie = await signInCookie(server.url, admin.email, password);
    const created = await fetch(`${server.url}/api/desk/api-keys`, {
      method: 'POST',
      headers: { cookie, origin: server.url, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'مزامنة نظام العملاء',
        scopes: ['inquiries:read', 'inquiries:write'],
        expiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      }),
    });
    expect(created.status).toBe(201);

    const page = await deskAs(admin, 'ar', 320);
    await page.goto(`${server.url}/desk/settings/api-keys`);
    await page.getByRole('heading', { level: 1, name: ar.title }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.getByRole('listitem').filter({ hasText: 'مزامنة نظام العملاء' }).waitFor();
    await expectFitsPhone(page, 'main');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    expect(await axeViolations(page)).toEqual([]);

    // A second key: its text on screen, as narrow and as accessible.
    const form = page.getByRole('region', { name: ar.add });
    await form.getByLabel(ar.name).fill('تصدير الجداول');
    await form.getByRole('group', { name: ar.scopes }).getByLabel(ar.scopeNames.contentRead).check();
    await form.getByRole('button', { name: ar.create }).click();
    await page.getByRole('region', { name: ar.secretTitle }).getByText(ar.secretOnce).waitFor();
    await expectFitsPhone(page, 'main');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    expect(await axeViolations(page)).toEqual([]);
    expect(await htmlProblems(await page.content()), 'HTML validity').toEqual([]);
  });
});
