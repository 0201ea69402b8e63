import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DevMailbox } from '@sitedesk/shared/desk-api';
import type { QuoteDetail } from '@sitedesk/shared/quotes-api';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { launchChromium } from './support/chromium';
import { expectFitsPhone } from './support/fits-phone';
import { htmlProblems } from './support/html-validity';
import { type RunningServer, startServer } from './support/server';
import { createStaffUser, type StaffUser, signInCookie } from './support/staff-cli';
import { createVisitors } from './support/visitors';

/**
 * Issue 27 §3, decision 220: sales sends a quotation from the desk's API; the buyer opens it from the mail
 * on a phone, downloads its PDF and accepts it (in English, without JavaScript) or declines it (in Arabic);
 * the inquiry is won or lost.
 */

const password = 'correct horse battery staple 42';
const owner: StaffUser = { email: 'olga.owner@veltrum.example', name: 'Olga Owner', role: 'owner' };
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
// A refused decision answers 422: the browser logs it as a failed resource, the test's doing.
const visitors = createVisitors(() => browser, { isExpected: (text) => /status of 422\b/.test(text) });

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'sitedesk-quote-e2e-'));
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

async function desk(method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${server.url}${path}`, {
    method,
    headers: {
      cookie: ownerCookie,
      origin: server.url,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** A buyer's request, and a quotation for it sent from the desk: its id, number and the inquiry's id. */
async function sentQuotation(buyer: { name: string; email: string; locale: string }) {
  const submitted = await fetch(`${server.url}/api/inquiries`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: buyer.name,
      company: 'Recyclage Atlas SARL',
      email: buyer.email,
      country: 'MA',
      topic: 'quote',
      message: 'Please quote two channel balers for PET bottles, delivery to Casablanca.',
      consent: true,
      locale: buyer.locale,
    }),
  });
  expect(submitted.status).toBe(201);
  const { id: inquiryId } = (await submitted.json()) as { id: string };
  const validUntil = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const created = await desk('POST', `/api/desk/inquiries/${inquiryId}/quotes`, {
    currency: 'EUR',
    validUntil,
    lines: [
      { description: 'Channel baler VB-60', quantity: 2, unit: 'pcs', unitPrice: 42500, discountPercent: 5 },
      { description: 'Commissioning on site', quantity: 1, unitPrice: 1850 },
    ],
    vat: { kind: 'reverse_charge' },
    terms: { payment: '30 days net', delivery: 'FCA Bremen' },
  });
  expect(created.status).toBe(201);
  const quote = (await created.json()) as { id: string; number: string };
  const sent = await desk('POST', `/api/desk/quotes/${quote.id}/send`, {
    message: 'Thank you for your request.',
  });
  expect(sent.status).toBe(200);
  return { ...quote, inquiryId };
}

/** The buyer's page, as the quotation's mail in the dev mailbox links it. */
async function pageFromMail(email: string, number: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const response = await fetch(`${server.url}/api/desk/mailbox?pageSize=100`, {
        headers: { cookie: ownerCookie },
      });
      const mailbox = (await response.json()) as DevMailbox;
      const mail = mailbox.items.find((item) => item.to.includes(email) && item.text.includes(number));
      link = /https?:\/\/\S+\/[a-z]{2}\/requests\/[A-Za-z0-9_-]{32}/.exec(mail?.text ?? '')?.[0];
      return link;
    })
    .toBeTruthy();
  return new URL(link ?? '').pathname;
}

async function quoteStatus(quoteId: string): Promise<QuoteDetail['status']> {
  return ((await (await desk('GET', `/api/desk/quotes/${quoteId}`)).json()) as QuoteDetail).status;
}

async function outcomeOf(inquiryId: string): Promise<string | null> {
  return (
    (await (await desk('GET', `/api/desk/inquiries/${inquiryId}`)).json()) as { outcome: string | null }
  ).outcome;
}

/** No sideways scrolling at the page's width; a failure names the elements that stick out. */
describe('a quotation on the buyer’s own page', () => {
  it('is accepted on a phone without JavaScript, with the name typed as a signature, and the inquiry is won', async () => {
    const email = 'nadia.haddad@recyclage-atlas.example';
    const quote = await sentQuotation({ name: 'Nadia Haddad', email, locale: 'en' });
    const path = await pageFromMail(email, quote.number);
    const page = await visitors.newPage({ javaScriptEnabled: false, viewport: { width: 320, height: 740 } });
    const response = await page.goto(`${server.url}${path}`);
    expect(await htmlProblems((await response?.text()) ?? '')).toEqual([]);
    const article = page.getByRole('article', { name: `Quotation ${quote.number}` });
    await article.getByText('Awaiting your decision').waitFor();
    await article.getByText('Total: €82,600.00').waitFor();
    // The PDF the mail carried, from the page.
    const href = await article
      .getByRole('link', { name: 'Download the quotation (PDF)' })
      .getAttribute('href');
    const pdf = await fetch(new URL(href ?? '', server.url));
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    await expectFitsPhone(page);

    // Accepting without a name (spaces pass the browser's own check) is refused next to the field, and
    // decides nothing.
    await page.getByLabel('Your full name, as your signature').fill('   ');
    await article.getByRole('button', { name: 'Accept quotation' }).click();
    await page.getByText('Please type your full name to accept the quotation.').waitFor();
    expect(await quoteStatus(quote.id)).toBe('sent');

    await page.getByLabel('Your full name, as your signature').fill('Nadia Haddad');
    await page.getByRole('button', { name: 'Accept quotation' }).click();
    await page.waitForURL(/decided=accept#quote-/);
    await page.getByRole('status').getByText(`You accepted quotation ${quote.number}`).waitFor();
    await page.getByText(/Accepted by Nadia Haddad on/).waitFor();
    expect(await page.getByRole('button', { name: 'Accept quotation' }).count()).toBe(0);
    expect(await quoteStatus(quote.id)).toBe('accepted');
    const detail = (await (await desk('GET', `/api/desk/inquiries/${quote.inquiryId}/quotes`)).json()) as {
      items: QuoteDetail[];
    };
    expect(detail.items[0]?.acceptedName).toBe('Nadia Haddad');
    expect(await outcomeOf(quote.inquiryId)).toBe('won');
  });

  it('reads right to left in Arabic with no axe violations, and a decline with its reason loses the inquiry', async () => {
    const email = 'youssef.amrani@recyclage-atlas.example';
    const quote = await sentQuotation({ name: 'يوسف العمراني', email, locale: 'ar' });
    const path = await pageFromMail(email, quote.number);
    expect(path.startsWith('/ar/')).toBe(true);
    const page = await visitors.newPage({ viewport: { width: 320, height: 740 } });
    const response = await page.goto(`${server.url}${path}`);
    expect(await htmlProblems((await response?.text()) ?? '')).toEqual([]);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.getByRole('heading', { level: 2, name: 'عروض الأسعار' }).waitFor();
    await expectFitsPhone(page);
    expect(await axeViolations(page)).toEqual([]);

    // Declining is behind its own disclosure; the reason is optional.
    await page.locator('summary', { hasText: 'رفض عرض السعر' }).click();
    const reason = page.locator(`#quote-${quote.id}-decline`);
    await reason.fill('الميزانية مؤجلة إلى العام المقبل');
    await page.locator(`form:has(#quote-${quote.id}-decline) button`).click();
    await page.waitForURL(/decided=decline#quote-/);
    await page.getByRole('status').waitFor();
    await expectFitsPhone(page);
    expect(await axeViolations(page)).toEqual([]);
    expect(await quoteStatus(quote.id)).toBe('declined');
    const list = (await (await desk('GET', `/api/desk/inquiries/${quote.inquiryId}/quotes`)).json()) as {
      items: QuoteDetail[];
    };
    expect(list.items[0]?.declineReason).toBe('الميزانية مؤجلة إلى العام المقبل');
    expect(await outcomeOf(quote.inquiryId)).toBe('lost');
  });
});
