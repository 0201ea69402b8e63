import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DevMailbox } from '@sitedesk/shared/desk-api';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { launchChromium } from './support/chromium';
import { type RunningServer, startServer } from './support/server';
import { createStaffUser, type StaffUser } from './support/staff-cli';

/** The dev mailbox shows a mail as its recipient sees it, safely, with its CC and files (issue 26). */

const password = 'correct horse battery staple 42';
const owner: StaffUser = { email: 'olga.owner@veltrum.example', name: 'Olga Owner', role: 'owner' };
const visitorEmail = 'ana.ribeiro@lusorecicla.example';

let dataDir: string;
let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

const env = { MAIL_DRIVER: 'dev', INQUIRY_RATE_LIMIT: '0', SIGN_IN_RATE_LIMIT: '0' };

async function signedInPage(width: number): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-GB', viewport: { width, height: 900 } });
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

async function submitInquiry(): Promise<{ id: string; reference: string }> {
  const response = await fetch(`${server.url}/api/inquiries`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Ana Ribeiro',
      company: 'Lusorecicla Lda.',
      email: visitorEmail,
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

/** The id of the kept mail `matches` picks, once the delivery worker has sent it. */
async function keptMail(
  page: Page,
  matches: (mail: DevMailbox['items'][number]) => boolean,
): Promise<string> {
  let id: string | undefined;
  await expect
    .poll(async () => {
      const response = await page.request.get(`${server.url}/api/desk/mailbox?pageSize=100`);
      id = ((await response.json()) as DevMailbox).items.find(matches)?.id;
      return id;
    })
    .toBeTruthy();
  return id ?? '';
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'sitedesk-mailbox-e2e-'));
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

describe('the dev mailbox', () => {
  // Regression (issue 26): the mailbox showed the text version only, without CC or attachments.
  it('shows a real confirmation as HTML in a frame where nothing runs, then the text, on a 320 px phone', async () => {
    const { reference } = await submitInquiry();
    const page = await signedInPage(320);
    const id = await keptMail(
      page,
      (mail) => mail.to.includes(visitorEmail) && mail.subject.includes(reference),
    );

    // What a mail's remote picture would fetch if the frame's policy let it: no request may be answered
    // (one the policy blocks is reported as a failed request, never sent).
    const tripped: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/tripwire')) tripped.push(response.url());
    });
    // The real confirmation, as the server serves it (its headers kept), with hostile markup added.
    await page.route('**/api/desk/mailbox/*/html', async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      const hostile =
        '<script>document.body.append("A script ran.")</script>' +
        '<img src="/tripwire-picture" alt="">' +
        '<img src="data:," alt="" onerror="document.body.append(\'A handler ran.\')">';
      await route.fulfill({ response, body: html.replace('</body>', `${hostile}</body>`) });
    });

    await page.goto(`${server.url}/desk/mailbox`);
    await page.getByRole('heading', { level: 1, name: 'Dev mailbox' }).waitFor();
    const kept = page.locator(`[data-mail-id="${id}"]`);
    await kept.locator('summary').first().click();
    const frame = kept.locator('iframe');
    expect(await frame.getAttribute('sandbox')).toBe('');
    const inside = page.frameLocator(`[data-mail-id="${id}"] iframe`);
    await inside.getByText(reference).first().waitFor();
    await inside.getByText('Ana Ribeiro').first().waitFor();
    expect(await inside.locator('img[src="/tripwire-picture"]').count()).toBe(1);
    expect(await inside.getByText(/A (script|handler) ran/).count()).toBe(0);
    // The mail's HTML is in the frame, never in the mailbox page itself.
    expect(await page.locator('body').innerHTML()).not.toContain('tripwire');
    expect(tripped).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    expect(await axeViolations(page)).toEqual([]);

    // The switch is radio buttons: the keyboard reaches and changes them.
    await kept.getByRole('radio', { name: 'Text version' }).check();
    await expect.poll(() => frame.count()).toBe(0);
    await kept.locator('pre').filter({ hasText: reference }).waitFor();
    await kept.getByRole('radio', { name: 'As the recipient sees it' }).focus();
    await page.keyboard.press('ArrowDown');
    expect(await kept.getByRole('radio', { name: 'Text version' }).isChecked()).toBe(true);
    expect(tripped).toEqual([]);
  });

  it('shows an answer’s CC and its file with a download link', async () => {
    const inquiry = await submitInquiry();
    const page = await signedInPage(1280);
    const answered = await page.request.post(`${server.url}/api/desk/inquiries/${inquiry.id}/replies`, {
      headers: { origin: server.url },
      multipart: {
        body: 'Our quote is attached.',
        cc: 'colleague@lusorecicla.example',
        files: {
          name: 'Quote channel baler.pdf',
          mimeType: 'application/pdf',
          buffer: Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'),
        },
      },
    });
    expect(answered.status()).toBe(201);
    const id = await keptMail(page, (mail) => mail.subject.includes(inquiry.reference) && mail.cc.length > 0);

    await page.goto(`${server.url}/desk/mailbox`);
    await page.getByRole('heading', { level: 1, name: 'Dev mailbox' }).waitFor();
    const kept = page.locator(`[data-mail-id="${id}"]`);
    await kept.locator('summary').first().click();
    await kept.locator('[data-mail-cc]').filter({ hasText: 'colleague@lusorecicla.example' }).waitFor();
    const link = kept.getByRole('link', {
      name: /Download Quote channel baler\.pdf \(application\/pdf, \d+ bytes\)/,
    });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('Quote channel baler.pdf');
    expect(await axeViolations(page)).toEqual([]);
  });
});
