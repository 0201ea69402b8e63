import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { launchChromium } from './support/chromium';
import { type RunningServer, startServer } from './support/server';
import { createStaffUser, type StaffUser } from './support/staff-cli';

const password = 'a long passphrase for the scheduling desk';
const editor: StaffUser = { email: 'jonas.termin@veltrum.example', name: 'Jonas Termin', role: 'editor' };
const title = 'Veltrum opens its service centre in Lyon';
const slug = 'veltrum-opens-its-service-centre-in-lyon';
const twoDaysMs = 2 * 24 * 60 * 60 * 1000;

describe('a news entry scheduled in the desk goes live when its time comes', () => {
  let server: RunningServer;
  let browser: Browser;
  let dataDir: string;
  let clockFile: string;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'sitedesk-schedule-e2e-'));
    clockFile = join(dataDir, 'test-clock-offset');
    await createStaffUser(editor, password, { DATA_DIR: dataDir });
    // The service's clock is the real time plus what the test writes into `clockFile` (decision 145).
    server = await startServer(
      {
        SIGN_IN_RATE_LIMIT: '0',
        NODE_ENV: 'test',
        SITEDESK_TEST_CLOCK_FILE: clockFile,
        SCHEDULED_PUBLISH_SECONDS: '1',
      },
      { dataDir },
    );
    browser = await launchChromium();
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** Login fixture: signs in through the API (the context keeps the cookie); no password is typed. */
  async function signedInPage(user: StaffUser): Promise<Page> {
    // UTC, so the test knows which instant the date and time fields name.
    const context = await browser.newContext({ locale: 'en-GB', timezoneId: 'UTC' });
    contexts.push(context);
    const page = await context.newPage();
    page.on('pageerror', (error) => {
      throw error;
    });
    const response = await page.request.post(`${server.url}/api/auth/sign-in/email`, {
      data: { email: user.email, password },
    });
    expect(response.status()).toBe(200);
    return page;
  }

  const publicStatus = async (path: string) => (await fetch(`${server.url}${path}`)).status;
  const publicHtml = async (path: string) => (await fetch(`${server.url}${path}`)).text();

  it('shows the entry as scheduled, keeps it off the site, and publishes it once the clock passes its time', async () => {
    const page = await signedInPage(editor);
    await page.goto(`${server.url}/desk/collections/news`);
    await page.getByRole('heading', { level: 1, name: 'News' }).waitFor();
    await page.getByRole('link', { name: 'New news entry' }).click();
    await page.getByRole('heading', { level: 1, name: 'New news entry' }).waitFor();
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Category').selectOption({ label: 'Press release' });
    await page
      .getByLabel('Teaser')
      .fill('Spare parts and technicians for our French customers, within a day.');
    await page.getByRole('textbox', { name: 'Text', exact: true }).click();
    await page.keyboard.type('From January, the Lyon team services balers across France.');
    await page.getByRole('button', { name: 'Create draft' }).click();
    await page.getByText('Draft created.').waitFor();

    // Tomorrow at 09:00 UTC: the service's clock has not got there yet.
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    await page.getByRole('button', { name: 'Publish later' }).click();
    const dialog = page.getByRole('dialog', { name: 'Publish later' });
    await dialog.getByLabel('Date').fill(tomorrow);
    await dialog.getByLabel('Time').fill('09:00');
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Schedule' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page
      .getByText(/Scheduled to go live/)
      .first()
      .waitFor();
    expect(await publicStatus(`/en/news/${slug}`)).toBe(404);
    expect(await publicHtml('/en/news')).not.toContain(title);

    // The list shows the entry as scheduled, not yet published.
    await page.getByRole('link', { name: 'Back to News' }).click();
    const row = page.getByRole('row').filter({ hasText: title });
    await row.getByText('Scheduled', { exact: true }).waitFor();

    // Two days later, as far as the service knows: the scheduled-publish job finds the entry due.
    await writeFile(clockFile, String(twoDaysMs));
    await expect
      .poll(async () => (await publicHtml('/en/news')).includes(title), { timeout: 30_000, interval: 250 })
      .toBe(true);
    const article = await fetch(`${server.url}/en/news/${slug}`);
    expect(article.status).toBe(200);
    expect(await article.text()).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));

    // The desk says so too once the editor looks again.
    await page.reload();
    await page.getByRole('row').filter({ hasText: title }).getByText('Published', { exact: true }).waitFor();
  });
});
