import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DevMailbox } from '@sitedesk/shared/desk-api';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { launchChromium } from './support/chromium';
import { expectFitsPhone } from './support/fits-phone';
import { htmlProblems } from './support/html-validity';
import { type RunningServer, startServer } from './support/server';
import { createStaffUser, type StaffUser, signInCookie } from './support/staff-cli';
import { createVisitors } from './support/visitors';

/** The visitor's own page (issue 26 §3, decision 173): opened from the mail, answered without JavaScript. */

const password = 'correct horse battery staple 42';
const owner: StaffUser = { email: 'olga.owner@veltrum.example', name: 'Olga Owner', role: 'owner' };
const visitorEmail = 'nadia.haddad@recyclage-atlas.example';
const env = {
  MAIL_DRIVER: 'dev',
  INQUIRY_RATE_LIMIT: '0',
  SIGN_IN_RATE_LIMIT: '0',
  // Three languages: with four, the site's own header (every page's) is wider than 320 px.
  SITE_LOCALES: 'en,de,ar',
};

let dataDir: string;
let server: RunningServer;
let browser: Browser | undefined;
let ownerCookie: string;
// The browser logs a refused answer (422, 415 for a file of a kind not taken) and the unknown link (404) as
// failed resources: the test's doing.
const visitors = createVisitors(() => browser, {
  isExpected: (text) => /status of (?:404|415|422)\b/.test(text),
});

/** A minimal PDF, as the server recognises one by its bytes. */
const hallPlan = Buffer.from(
  '%PDF-1.4\n% hall plan\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<<>>\n%%EOF\n',
);

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'sitedesk-visitor-page-e2e-'));
  // The command migrates a new data folder itself: the staff exist before the service first starts.
  await createStaffUser(owner, password, { DATA_DIR: dataDir });
  server = await startServer(env, { dataDir });
  ownerCookie = await signInCookie(server.url, owner.email, password);
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

async function submitInquiry(): Promise<string> {
  const response = await fetch(`${server.url}/api/inquiries`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Nadia Haddad',
      company: 'Recyclage Atlas SARL',
      email: visitorEmail,
      country: 'MA',
      topic: 'service',
      message: 'Our baler stops after the second bale; we need a technician and the spare part list.',
      consent: true,
      locale: 'en',
    }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { reference: string }).reference;
}

/** The page's path as the confirmation in the dev mailbox links it (its origin is PUBLIC_URL's). */
async function linkFromMailbox(reference: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const response = await fetch(`${server.url}/api/desk/mailbox?pageSize=100`, {
        headers: { cookie: ownerCookie },
      });
      const mailbox = (await response.json()) as DevMailbox;
      const confirmation = mailbox.items.find(
        (mail) => mail.to.includes(visitorEmail) && mail.subject.includes(reference),
      );
      link = /https?:\/\/\S+\/en\/requests\/[A-Za-z0-9_-]{32}/.exec(confirmation?.text ?? '')?.[0];
      return link;
    })
    .toBeTruthy();
  return new URL(link ?? '').pathname;
}

/** No sideways scrolling at the page's width; a failure names the elements that stick out. */
describe("the visitor's own page", () => {
  it('opens from the mail and takes an answer with JavaScript off, then confirms it', async () => {
    const reference = await submitInquiry();
    const path = await linkFromMailbox(reference);
    const page = await visitors.newPage({ javaScriptEnabled: false, viewport: { width: 320, height: 740 } });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));

    const response = await page.goto(`${server.url}${path}`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['referrer-policy']).toBe('no-referrer');
    expect(response?.headers()['x-robots-tag']).toBe('noindex');
    expect(await htmlProblems((await response?.text()) ?? '')).toEqual([]);
    await page.getByRole('heading', { level: 1, name: reference }).waitFor();
    await page.getByText('Received: we will answer soon').waitFor();
    // Until the desk has answered, the page does not repeat what was sent: anyone can type anyone's
    // address into the form (decision 173).
    expect(await page.getByText('Our baler stops after the second bale').count()).toBe(0);

    // A plain multipart form post: the text and a file chosen in the labelled file input (decision 182).
    await page.getByLabel('Your message').fill('The machine is a Veltrum HB 40, serial 4711.');
    await page
      .getByLabel('Files (optional)')
      .setInputFiles({ name: 'Hallenplan.pdf', mimeType: 'application/pdf', buffer: hallPlan });
    await page.getByRole('button', { name: 'Send answer' }).click();
    await page.waitForURL(/\?sent=1#sent$/);
    const status = page.getByRole('status');
    await status.getByText('Your answer has been added to the conversation.').waitFor();
    const answer = page.getByRole('article', { name: 'Your answer' });
    await answer.getByText('The machine is a Veltrum HB 40, serial 4711.').waitFor();
    // The visitor's own file, offered back for download from the page.
    const href = await answer.getByRole('link', { name: 'Hallenplan.pdf' }).getAttribute('href');
    const fileUrl = new URL(href ?? '', server.url);
    const download = await fetch(`${server.url}${fileUrl.pathname}${fileUrl.search}`);
    expect(Buffer.from(await download.arrayBuffer())).toEqual(hallPlan);
    // Refused and empty, the form says why next to the field and keeps its place.
    await page.getByLabel('Your message').fill('   ');
    await page.getByRole('button', { name: 'Send answer' }).click();
    await page.getByText('Please write your answer.').waitFor();

    expect(await page.context().cookies()).toEqual([]);
    const origin = new URL(server.url).origin;
    expect(requested.filter((url) => !url.startsWith(origin) && !url.startsWith('data:'))).toEqual([]);
  });

  it('reads right to left in Arabic, fits 320 px, and has no axe violations in English or Arabic', async () => {
    const reference = await submitInquiry();
    const path = await linkFromMailbox(reference);
    const page = await visitors.newPage({ viewport: { width: 320, height: 740 } });

    await page.goto(`${server.url}${path}`);
    await page.getByRole('heading', { level: 1, name: reference }).waitFor();
    await expectFitsPhone(page);
    expect(await axeViolations(page)).toEqual([]);

    const arabic = await page.goto(`${server.url}${path.replace('/en/', '/ar/')}`);
    expect(await htmlProblems((await arabic?.text()) ?? '')).toEqual([]);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.locator('html').getAttribute('lang')).toBe('ar');
    // Before the desk's first answer there is no conversation to show yet, only the answer form.
    await page.getByRole('heading', { level: 2, name: 'الرد', exact: true }).waitFor();
    expect(await page.getByRole('heading', { level: 2, name: 'المحادثة' }).count()).toBe(0);
    await expectFitsPhone(page);
    expect(await axeViolations(page)).toEqual([]);

    // An answer the form refuses is a state of its own: the message by the field, still accessible.
    await page.getByLabel('رسالتك').fill('x'.repeat(10));
    await page.evaluate(() => {
      const field = document.querySelector('textarea');
      field?.removeAttribute('maxlength');
      field?.removeAttribute('required');
      if (field) field.value = ' ';
    });
    await page.getByRole('button', { name: 'إرسال الرد' }).click();
    await page.getByText('يُرجى كتابة ردّك.').waitFor();
    await expectFitsPhone(page);
    expect(await axeViolations(page)).toEqual([]);

    // A file of a kind the desk does not take: refused by its content, said in Arabic by the file input.
    await page.getByLabel('رسالتك').fill('ملاحظات الفني');
    await page
      .getByLabel('ملفات (اختياري)')
      .setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('just text') });
    await page.getByRole('button', { name: 'إرسال الرد' }).click();
    await page.getByText('يُرجى إرفاق ملفات PDF أو صور أو ملفات مكتبية أو ملفات CAD فقط.').waitFor();
    expect(await page.getByLabel('ملفات (اختياري)').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByLabel('رسالتك').inputValue()).toBe('ملاحظات الفني');
    await expectFitsPhone(page);
    expect(await axeViolations(page)).toEqual([]);

    const gone = await page.goto(`${server.url}/ar/requests/${'B'.repeat(32)}`);
    expect(gone?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'صفحة هذا الطلب غير متاحة' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});
