import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InquiryList } from '@sitedesk/shared/desk-api';
import { messageCatalogs } from '@sitedesk/shared/messages/catalogs';
import { pathFor } from '@sitedesk/shared/routes';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestSmtpServer, type TestSmtpServer } from '../apps/server/src/testing/test-smtp-server';
import { launchChromium } from './support/chromium';
import { type RunningServer, startServer } from './support/server';
import { createStaffUser, signInCookie } from './support/staff-cli';
import { createVisitors } from './support/visitors';

/**
 * The spam wall from outside, with every check on (issue "Hold the door"): a script that posts the form's
 * API without a proof of work reaches neither the inbox nor anyone's mailbox, while a person in Chromium,
 * with JavaScript or without, is confirmed.
 */
let server: RunningServer | undefined;
let browser: Browser | undefined;
let smtp: TestSmtpServer | undefined;
let dataDir = '';
let staffCookie = '';
const visitors = createVisitors(() => browser);
const staff = { email: 'sales@veltrum.example', name: 'Sam Sales', role: 'sales' as const };
const staffPassword = 'a long passphrase for the spam wall';

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'sitedesk-spam-e2e-'));
  smtp = await startTestSmtpServer();
  await createStaffUser(staff, staffPassword, { DATA_DIR: dataDir });
  const [started, launched] = await Promise.allSettled([
    startServer({
      SPAM_CHECKS: 'on',
      DATA_DIR: dataDir,
      INQUIRY_RATE_LIMIT: '0',
      MAIL_DRIVER: 'smtp',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Veltrum Circular Systems <no-reply@veltrum.example>',
      NOTIFY_TO: 'sales@veltrum.example',
      MAIL_POLL_INTERVAL_SECONDS: '0.2',
    }),
    launchChromium(),
  ]);
  if (started.status === 'fulfilled') server = started.value;
  if (launched.status === 'fulfilled') browser = launched.value;
  if (started.status === 'rejected') throw started.reason;
  if (launched.status === 'rejected') throw launched.reason;
  staffCookie = await signInCookie(started.value.url, staff.email, staffPassword);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

afterEach(async () => {
  await visitors.closeAll();
  expect(visitors.takeComplaints(), 'page errors and console complaints').toEqual([]);
});

const message = 'We need a quote for a channel baler for 40 tonnes of cardboard a day, delivered to Linz.';

/** Types as a person does, key by key: the spam check knows how long a person needs for a message. */
async function typeLikeAPerson(page: Page, selector: string, text: string): Promise<void> {
  await page.locator(selector).pressSequentially(text, { delay: 70 });
}

async function inquiryIds(query: string): Promise<Map<string, string>> {
  const response = await fetch(`${server?.url}/api/desk/inquiries${query}`, {
    headers: { cookie: staffCookie },
  });
  expect(response.status).toBe(200);
  const list = (await response.json()) as InquiryList;
  return new Map(list.items.map((item) => [item.reference, item.status]));
}

describe('the spam wall, every check on', () => {
  it('keeps a script’s post out of the inbox and every mailbox, and confirms people with and without JavaScript', async () => {
    if (!server || !smtp) throw new Error('The server did not start.');
    // A script: the form's API straight, JSON, no proof of work. It is thanked like anyone…
    const scripted = await fetch(`${server.url}/api/inquiries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({
        name: 'Mark Seo',
        company: 'Rank First Ltd',
        email: 'scripted@example.com',
        country: 'DE',
        topic: 'product',
        message,
        consent: true,
        locale: 'en',
      }),
    });
    expect(scripted.status).toBe(201);
    const scriptedReference = ((await scripted.json()) as { reference: string }).reference;

    // A person with JavaScript: the form's worker solves the proof of work while they type.
    const page = await visitors.newPage({ locale: 'en-GB' });
    await page.goto(`${server.url}${pathFor('contact', 'en')}`);
    await page.locator('#inquiry-country[role="combobox"]').waitFor();
    await typeLikeAPerson(page, '#inquiry-name', 'Jana Becker');
    await typeLikeAPerson(page, '#inquiry-email', 'jana.becker@example.com');
    const country = page.locator('#inquiry-country');
    await country.pressSequentially('Germany');
    await page.locator('#inquiry-country-listbox [role="option"]').first().waitFor();
    await country.press('ArrowDown');
    await country.press('Enter');
    await typeLikeAPerson(page, '#inquiry-message', message);
    await page.locator('#inquiry-consent').check();
    await page.getByRole('button', { name: messageCatalogs.en.inquiryForm.submit }).click();
    const withScript = (await page.getByTestId('inquiry-reference').textContent())?.trim() ?? '';
    expect(withScript).toMatch(/^SD-/);

    // A person without JavaScript: the plain form post, no proof of work, judged by the rest.
    const context = await visitors.newContext({ javaScriptEnabled: false });
    const plain = await context.newPage();
    await plain.goto(`${server.url}${pathFor('contact', 'en')}`);
    await typeLikeAPerson(plain, '#inquiry-name', 'Lukas Gruber');
    await typeLikeAPerson(plain, '#inquiry-email', 'lukas.gruber@example.com');
    await plain.getByRole('combobox', { name: messageCatalogs.en.inquiryForm.country }).selectOption('AT');
    await typeLikeAPerson(
      plain,
      '#inquiry-message',
      'Please call us about a baler for 20 tonnes of film a day.',
    );
    await plain.locator('#inquiry-consent').check();
    const [posted] = await Promise.all([
      plain.waitForResponse((answer) => answer.url().endsWith('/api/inquiries')),
      plain.getByRole('button', { name: messageCatalogs.en.inquiryForm.submit }).click(),
    ]);
    expect(posted.status()).toBe(201);
    const withoutScript = /SD-\d{2}-[0-9A-Z]{5}/.exec(await posted.text())?.[0] ?? '';
    expect(withoutScript).not.toBe('');

    // Both people are in the inbox; the script is only in the spam folder.
    const inbox = await inquiryIds('');
    expect(inbox.get(withScript)).toBe('new');
    expect(inbox.get(withoutScript)).toBe('new');
    expect(inbox.has(scriptedReference)).toBe(false);
    expect((await inquiryIds('?status=spam')).get(scriptedReference)).toBe('spam');

    // Each person got a confirmation, and staff a notification of each: four e-mails, none of them the script's
    // (its e-mails, were there any, were queued first and the outbox sends in order).
    const mails = await smtp.waitForMessages(4);
    const confirmed = mails.flatMap((mail) => mail.envelopeTo).filter((to) => to.endsWith('@example.com'));
    expect(confirmed.sort()).toEqual(['jana.becker@example.com', 'lukas.gruber@example.com']);
    expect(mails.some((mail) => (mail.email.subject ?? '').includes(scriptedReference))).toBe(false);
    expect(mails.flatMap((mail) => mail.envelopeTo)).not.toContain('scripted@example.com');
  });
});
