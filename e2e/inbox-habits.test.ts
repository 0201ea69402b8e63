import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deskMessageCatalogs } from '@sitedesk/shared/messages/desk-catalogs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { launchChromium } from './support/chromium';
import { type RunningServer, startServer } from './support/server';
import { settled as settledOn } from './support/settled';
import { createStaffUser, type StaffUser } from './support/staff-cli';

// The habits of a shared inbox (issue 26 §2, decision 177): tags, bulk actions with undo.

const password = 'correct horse battery staple 42';
const owner: StaffUser = { email: 'hanna.habits@veltrum.example', name: 'Hanna Habits', role: 'owner' };
const env = { MAIL_DRIVER: 'dev', INQUIRY_RATE_LIMIT: '0', SIGN_IN_RATE_LIMIT: '0', SPAM_CHECKS: 'off' };
const en = deskMessageCatalogs.en;
const ar = deskMessageCatalogs.ar;

let dataDir: string;
let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

async function signedInPage(locale: string, width = 1280): Promise<Page> {
  const context = await browser.newContext({ locale, viewport: { width, height: 900 } });
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

async function submitInquiry(name: string): Promise<{ id: string }> {
  const response = await fetch(`${server.url}/api/inquiries`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name,
      company: 'Kompost Nord GmbH',
      email: 'einkauf@kompost.example',
      country: 'DE',
      topic: 'quote',
      message: `Please quote a vertical baler for film and cardboard, about 5 t per week. ${name}`,
      locale: 'en',
      consent: true,
    }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string };
}

const settled = (page: Page, loading = en.loading) => settledOn(page, loading);

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'sitedesk-habits-e2e-'));
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

describe('tags', () => {
  it('are made in the settings, put on an inquiry, shown in the inbox and filtered on', async () => {
    const tagged = await submitInquiry('Tilda Tagged');
    await submitInquiry('Ulf Untagged');
    const page = await signedInPage('en-GB');

    await page.goto(`${server.url}/desk/settings`);
    await settled(page);
    const tags = page.getByRole('region', { name: en.habits.tags.title });
    await tags.getByLabel(en.habits.tags.name).fill('Trade fair');
    await tags.getByRole('radio', { name: en.habits.tags.colors.red }).check();
    await tags.getByRole('button', { name: en.habits.tags.create }).click();
    await tags.getByRole('button', { name: 'Edit tag Trade fair' }).waitFor();
    // The same name in other capitals is refused with the reason at the field.
    await tags.getByLabel(en.habits.tags.name).fill('TRADE FAIR');
    await tags.getByRole('button', { name: en.habits.tags.create }).click();
    await tags.getByText(/exists already/).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`${server.url}/desk/inquiries/${tagged.id}`);
    await settled(page);
    const panel = page.getByRole('region', { name: en.habits.tags.title });
    await panel.getByLabel(en.habits.tags.add).selectOption({ label: 'Trade fair' });
    await panel.getByRole('button', { name: en.habits.tags.addButton }).click();
    await panel.getByRole('button', { name: 'Remove tag Trade fair' }).waitFor();
    await page.getByText(`${en.activityActions.tag_added}: Trade fair`).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`${server.url}/desk`);
    await settled(page);
    const row = page.locator('tr', { has: page.getByRole('link', { name: /Tilda Tagged/ }) });
    await row.getByRole('list', { name: en.habits.tags.chips }).getByText('Trade fair').waitFor();
    await page.getByLabel(en.habits.tags.filter, { exact: true }).selectOption({ label: 'Trade fair' });
    await page.waitForURL(/[?&]tag=[0-9a-f-]{36}/);
    await expect.poll(() => page.getByTestId('inbox-counts').textContent()).toMatch(/^1 inquiry/);
    expect(await page.getByRole('link', { name: /Tilda Tagged/ }).count()).toBe(1);
    expect(await page.getByRole('link', { name: /Ulf Untagged/ }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    // Right to left, on a 320 px phone: the chip in the row and the inquiry's tag panel.
    const arabic = await signedInPage('ar', 320);
    await arabic.goto(`${server.url}/desk`);
    await settled(arabic, ar.loading);
    await arabic.getByRole('list', { name: ar.habits.tags.chips }).getByText('Trade fair').waitFor();
    expect(await axeViolations(arabic)).toEqual([]);
    // The count in Arabic's own plural form: one inquiry is "استفسار واحد", not "1 استفسار".
    await arabic.goto(page.url());
    await expect
      .poll(() => arabic.getByTestId('inbox-counts').textContent())
      .toMatch(new RegExp(`^${ar.inbox.total.one}`));
    await arabic.goto(`${server.url}/desk/inquiries/${tagged.id}`);
    await settled(arabic, ar.loading);
    await arabic.getByRole('button', { name: 'إزالة الوسم Trade fair' }).waitFor();
    expect(await axeViolations(arabic)).toEqual([]);
  });

  it('bulk-assigns the selected rows to me, and the keyboard undoes it', async () => {
    await submitInquiry('Vera Bulk');
    await submitInquiry('Willi Bulk');
    const page = await signedInPage('en-GB');
    await page.goto(`${server.url}/desk?q=Bulk`);
    await settled(page);
    await page.getByRole('link', { name: /Vera Bulk/ }).waitFor();
    await page.getByRole('checkbox', { name: en.habits.bulk.selectPage }).check();
    const toolbar = page.getByRole('form', { name: en.habits.bulk.actions });
    await toolbar.getByText('2 selected').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await toolbar.getByRole('button', { name: en.habits.bulk.assignToMe }).click();
    // The pointer on the notice holds it (it would go after ten seconds, which the checks below may take on
    // a loaded machine); moving off to the heading gives it ten seconds more.
    await page.getByText('2 changed, 0 left as they were.').hover();
    const row = page.locator('tr', { has: page.getByRole('link', { name: /Vera Bulk/ }) });
    await expect.poll(() => row.textContent()).toContain(owner.name);
    expect(await axeViolations(page)).toEqual([]);

    // Ctrl+Z outside a text field is the notice's "Undo".
    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('Control+z');
    await page.getByText('Undone: 2 put back, 0 kept as colleagues changed them since.').waitFor();
    await expect.poll(() => row.textContent()).not.toContain(owner.name);

    // In Arabic, right to left: the selection and the notice with its button.
    const arabic = await signedInPage('ar', 320);
    await arabic.goto(`${server.url}/desk?q=Bulk`);
    await settled(arabic, ar.loading);
    await arabic.getByRole('checkbox', { name: ar.habits.bulk.selectPage }).check();
    await arabic.getByRole('button', { name: ar.habits.bulk.markSpam }).click();
    // Held by the pointer while axe looks, as above.
    await arabic.getByRole('button', { name: new RegExp(ar.habits.bulk.undo) }).hover();
    expect(await axeViolations(arabic)).toEqual([]);
    await arabic.getByRole('button', { name: new RegExp(ar.habits.bulk.undo) }).click();
    await arabic.getByRole('link', { name: /Vera Bulk/ }).waitFor();
  });
});

describe('saved views', () => {
  it('saves the filters as a shared view, opens it from the inbox, renames and deletes it', async () => {
    await submitInquiry('Xaver View');
    const views = en.views;
    const page = await signedInPage('en-GB');
    await page.goto(`${server.url}/desk?status=new&sort=oldest`);
    await settled(page);
    const nav = page.getByRole('navigation', { name: views.title });
    await nav.getByRole('button', { name: views.save }).click();
    const dialog = page.getByRole('dialog', { name: views.saveTitle });
    await dialog.getByLabel(views.name).fill('New, oldest first');
    await dialog.getByLabel(views.share).check();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: views.submitNew }).click();
    await page.getByText('View “New, oldest first” saved.').waitFor();
    // The inbox shows that view now: its link is the current one, and there is nothing new to save.
    const link = nav.getByRole('link', { name: /New, oldest first/ });
    await expect.poll(() => link.getAttribute('aria-current')).toBe('page');
    expect(await nav.getByRole('button', { name: views.save }).count()).toBe(0);

    // From the unfiltered inbox, the view's link brings its filters back.
    await page.goto(`${server.url}/desk`);
    await settled(page);
    await nav.getByRole('link', { name: /New, oldest first/ }).click();
    await page.waitForURL(/\?status=new&sort=oldest$/);
    await page.getByRole('link', { name: /Xaver View/ }).waitFor();
    expect(await page.getByLabel(en.inbox.status, { exact: true }).inputValue()).toBe('new');

    await nav.getByRole('button', { name: views.edit }).click();
    const editing = page.getByRole('dialog', { name: views.editTitle });
    await editing.getByLabel(views.name).fill('Fresh ones');
    await editing.getByRole('button', { name: views.submitEdit }).click();
    await page.getByText('View “Fresh ones” changed.').waitFor();

    // German and Arabic (right to left, on a 320 px phone): the view in the row of views, axe 0.
    for (const [locale, catalog] of [
      ['de', deskMessageCatalogs.de],
      ['ar', ar],
    ] as const) {
      const phone = await signedInPage(locale, 320);
      await phone.goto(`${server.url}/desk?status=new&sort=oldest`);
      await settled(phone, catalog.loading);
      const phoneNav = phone.getByRole('navigation', { name: catalog.views.title });
      await phoneNav.getByRole('link', { name: /Fresh ones/ }).waitFor();
      await phoneNav.getByRole('button', { name: catalog.views.edit }).waitFor();
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      expect(await axeViolations(phone)).toEqual([]);
    }

    await nav.getByRole('button', { name: views.edit }).click();
    await page
      .getByRole('dialog', { name: views.editTitle })
      .getByRole('button', { name: views.delete })
      .click();
    await page.getByText('View “Fresh ones” deleted.').waitFor();
    await page.waitForURL(/\/desk$/);
    // The row of views reloads after the toast: wait for it rather than read it mid-reload.
    await expect.poll(() => page.getByRole('link', { name: /Fresh ones/ }).count()).toBe(0);
  });
});
