import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DeskLocale } from '@sitedesk/shared/locales';
import { deskMessageCatalogs } from '@sitedesk/shared/messages/desk-catalogs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { launchChromium } from './support/chromium';
import { type RunningServer, startServer } from './support/server';
import { createStaffUser, type StaffUser } from './support/staff-cli';

const password = 'correct horse battery staple 42';
const owner: StaffUser = { email: 'olga.owner@veltrum.example', name: 'Olga Owner', role: 'owner' };
const env = { MAIL_DRIVER: 'dev', INQUIRY_RATE_LIMIT: '0', SIGN_IN_RATE_LIMIT: '0' };
const narrow = { width: 320, height: 720 };

let dataDir: string;
let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

async function newPage(locale: DeskLocale): Promise<Page> {
  const context = await browser.newContext({ locale, viewport: narrow });
  contexts.push(context);
  const page = await context.newPage();
  page.on('pageerror', (error) => {
    throw error;
  });
  return page;
}

/** Signs in through the desk's own form, as the owner would. */
async function signInThroughTheForm(page: Page, locale: DeskLocale): Promise<void> {
  const t = deskMessageCatalogs[locale];
  await page.goto(`${server.url}/desk`);
  await page.getByRole('heading', { level: 1, name: t.auth.signInTitle }).waitFor();
  await page.getByLabel(t.auth.email).fill(owner.email);
  await page.getByLabel(t.auth.password).fill(password);
  await page.getByRole('button', { name: t.auth.signIn, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: t.inbox.title }).waitFor();
}

/** Through the navigation, which at 320 px sits behind the menu button. */
async function openAuditLog(page: Page, locale: DeskLocale): Promise<void> {
  const t = deskMessageCatalogs[locale];
  await page.getByRole('button', { name: t.nav.openMenu }).click();
  await page.getByRole('link', { name: t.nav.auditLog }).click();
  await page.getByRole('heading', { level: 1, name: t.auditLog.title }).waitFor();
}

async function filterByAction(page: Page, locale: DeskLocale, action: string): Promise<void> {
  const texts = deskMessageCatalogs[locale].auditLog;
  const form = page.getByRole('form', { name: texts.filters });
  await form.getByLabel(texts.action, { exact: true }).selectOption({ label: action });
  await form.getByRole('button', { name: texts.apply }).click();
}

/** Rows with a cell that says exactly `text` ("Signed in" is also part of "Not signed in"). */
const rowsWith = (page: Page, text: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: text, exact: true }) });

async function failSignIn(): Promise<void> {
  const response = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ email: owner.email, password: 'not the password at all' }),
  });
  expect(response.status).toBe(401);
}

async function expectFitsAndAxeClean(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(narrow.width);
  expect(await axeViolations(page), page.url()).toEqual([]);
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'sitedesk-audit-e2e-'));
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

describe('the audit log', () => {
  it('shows the owner a failed sign-in and an export, filtered, live, as CSV, at 320 px', async () => {
    const texts = deskMessageCatalogs.en.auditLog;
    await failSignIn();
    const page = await newPage('en');
    await signInThroughTheForm(page, 'en');
    const exported = await page.request.get(`${server.url}/api/desk/inquiries/export.csv`);
    expect(exported.status()).toBe(200);

    await openAuditLog(page, 'en');
    await rowsWith(page, texts.actions['inquiries.exported']).first().waitFor();
    await expect.poll(() => rowsWith(page, texts.actions['auth.signed_in']).count()).toBeGreaterThan(0);
    await expectFitsAndAxeClean(page);

    await filterByAction(page, 'en', texts.actions['auth.sign_in_failed']);
    const failed = rowsWith(page, texts.actions['auth.sign_in_failed']);
    await expect.poll(() => failed.count()).toBe(1);
    expect(await rowsWith(page, texts.actions['auth.signed_in']).count()).toBe(0);
    // Nobody was signed in; the account is named as a member, by id, and the typed address is nowhere.
    expect(await failed.first().textContent()).toContain(texts.visitor);
    expect(await failed.first().textContent()).toContain(texts.targets.user);
    expect(await page.getByRole('main').textContent()).not.toContain(owner.email);
    await expectFitsAndAxeClean(page);

    // Live: another failed attempt appears without a reload.
    await failSignIn();
    await expect.poll(() => failed.count()).toBe(2);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: texts.download }).click(),
    ]);
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const [header, ...lines] = csv.slice(1).trim().split('\r\n');
    expect(header).toBe('"Time","Who","Member id","What","About","Id","Instance","Request"');
    expect(lines).toHaveLength(2);
    expect(lines.every((line) => line.includes('"Sign-in failed"') && line.includes('"Not signed in"'))).toBe(
      true,
    );
    expect(csv).not.toContain(owner.email);

    // The download is itself in the log, and reaches the page live.
    await filterByAction(page, 'en', texts.actions['audit_log.exported']);
    await rowsWith(page, texts.actions['audit_log.exported']).first().waitFor();
  });

  it('reads right to left in Arabic at 320 px, with the actions in Arabic', async () => {
    const texts = deskMessageCatalogs.ar.auditLog;
    const page = await newPage('ar');
    await signInThroughTheForm(page, 'ar');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await openAuditLog(page, 'ar');
    await filterByAction(page, 'ar', texts.actions['inquiries.exported']);
    const exported = rowsWith(page, texts.actions['inquiries.exported']);
    await exported.first().waitFor();
    expect(await exported.first().textContent()).toContain(owner.name);
    expect(await rowsWith(page, texts.actions['auth.sign_in_failed']).count()).toBe(0);
    await expectFitsAndAxeClean(page);
  });
});
