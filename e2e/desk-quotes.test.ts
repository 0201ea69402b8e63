import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DevMailbox } from '@sitedesk/shared/desk-api';
import { deskMessageCatalogs } from '@sitedesk/shared/messages/desk-catalogs';
import { formatMessage } from '@sitedesk/shared/messages/format';
import type { QuoteDetail } from '@sitedesk/shared/quotes-api';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { launchChromium } from './support/chromium';
import { expectFitsPhone } from './support/fits-phone';
import { type RunningServer, startServer } from './support/server';
import { createStaffUser, type StaffUser, signInCookie } from './support/staff-cli';
import { createVisitors } from './support/visitors';

/**
 * Issue 27 §3, decision 221: a sales member builds a quotation on an inquiry in the desk, saves it, checks
 * its PDF and sends it; the buyer accepts it on their page; the desk shows it accepted and the inquiry won.
 * The same screens in Arabic on a 320 px phone pass axe. A catalogue product's list price (decision 233),
 * kept by the owner once for every language, is suggested for a line and never replaces a typed price.
 */

const password = 'correct horse battery staple 42';
const sales: StaffUser = { email: 'sam.sales@veltrum.example', name: 'Sam Sales', role: 'sales' };
// The dev mailbox, where the buyer's link is read, is the owner's to open.
const owner: StaffUser = { email: 'otto.owner@veltrum.example', name: 'Otto Owner', role: 'owner' };
const env = {
  MAIL_DRIVER: 'dev',
  INQUIRY_RATE_LIMIT: '0',
  SIGN_IN_RATE_LIMIT: '0',
  SITE_LOCALES: 'en,de,ar',
};
const en = deskMessageCatalogs.en.quotes;
const ar = deskMessageCatalogs.ar.quotes;

let dataDir: string;
let server: RunningServer;
let browser: Browser | undefined;
let ownerCookie: string;
// A draft saved without a description answers 422: the browser logs it as a failed resource, on purpose.
const visitors = createVisitors(() => browser, { isExpected: (text) => /status of 422\b/.test(text) });

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'sitedesk-desk-quotes-e2e-'));
  // The command migrates a new data folder itself: the staff exist before the service first starts.
  await createStaffUser(sales, password, { DATA_DIR: dataDir });
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

/** A buyer's request for a quotation, as the site's form sends it. */
async function submitRequest(name: string, email: string, locale: string): Promise<string> {
  const response = await fetch(`${server.url}/api/inquiries`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name,
      company: 'Recyclage Atlas SARL',
      email,
      country: 'MA',
      topic: 'quote',
      message: 'Please quote two channel balers for PET bottles, delivery to Casablanca.',
      consent: true,
      locale,
    }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** The sales member's (or another member's) desk in a browser of the given language and width. */
async function salesDesk(locale: string, width: number, member: StaffUser = sales): Promise<Page> {
  const page = await visitors.newPage({ locale, viewport: { width, height: 900 } });
  const response = await page.request.post(`${server.url}/api/auth/sign-in/email`, {
    data: { email: member.email, password },
  });
  expect(response.status()).toBe(200);
  return page;
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

/** No sideways scrolling, and nothing of the screen's content wider than the phone. */
async function expectDeskFitsPhone(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expectFitsPhone(page, 'main');
}

describe('quotations in the desk', () => {
  it('are built, saved, previewed and sent by sales; accepted by the buyer, they show accepted and the inquiry won', async () => {
    const email = 'nadia.haddad@recyclage-atlas.example';
    const inquiryId = await submitRequest('Nadia Haddad', email, 'en');
    // The owner keeps the usual delivery terms as a template (decision 229).
    const deliveryTerms = 'FCA Bremen, Incoterms 2020. Delivery 10 weeks after the order.';
    const template = await fetch(`${server.url}/api/desk/templates`, {
      method: 'POST',
      headers: { cookie: ownerCookie, origin: server.url, 'content-type': 'application/json' },
      body: JSON.stringify({ purpose: 'delivery', locale: 'en', title: 'FCA Bremen', body: deliveryTerms }),
    });
    expect(template.status).toBe(201);
    const page = await salesDesk('en-GB', 1280);
    await page.goto(`${server.url}/desk/inquiries/${inquiryId}`);
    const section = page.getByRole('region', { name: en.title });
    await section.getByText(en.none).waitFor();
    expect(await section.getByLabel(en.outcome).inputValue()).toBe('open');

    await section.getByRole('link', { name: en.new }).click();
    await page.getByRole('heading', { level: 1, name: en.editor.newTitle }).waitFor();
    const editor = page.getByTestId('quote-editor');
    const firstLine = editor.getByRole('group', { name: formatMessage(en.editor.line, { position: 1 }) });

    // Saved without a description: the server's refusal stands next to the field and in the summary.
    await firstLine.getByLabel(en.editor.unitPrice).fill('40000');
    await editor.getByRole('button', { name: en.editor.save }).click();
    await editor.getByRole('alert').getByText(en.editor.errorSummary).waitFor();
    expect(await firstLine.getByLabel(en.editor.description).getAttribute('aria-invalid')).toBe('true');

    await firstLine.getByLabel(en.editor.description).fill('Channel baler VB-60');
    await firstLine.getByLabel(en.editor.unit, { exact: true }).selectOption('pcs');
    await editor.getByRole('button', { name: en.editor.addLine }).click();
    const secondLine = editor.getByRole('group', { name: formatMessage(en.editor.line, { position: 2 }) });
    await secondLine.getByLabel(en.editor.description).fill('Commissioning on site');
    await secondLine.getByLabel(en.editor.unitPrice).fill('1850');
    await editor.getByLabel(en.editor.reverseCharge).check();
    await editor.getByLabel(en.editor.payment).fill('30 days net');
    // The delivery terms come from the template, chosen and then put in with the button.
    const deliveryField = editor.getByLabel(en.editor.delivery, { exact: true });
    await editor
      .getByLabel(formatMessage(en.editor.fromTemplate, { term: en.editor.delivery }))
      .selectOption({ label: 'FCA Bremen' });
    expect(await deliveryField.inputValue()).toBe('');
    await editor.getByRole('button', { name: en.editor.useTemplate }).click();
    expect(await deliveryField.inputValue()).toBe(deliveryTerms);
    expect(await deliveryField.evaluate((field) => field === document.activeElement)).toBe(true);
    await editor.getByRole('button', { name: en.editor.save }).click();
    // The first save creates the draft, with the year's number, on its own page.
    const created = page.getByRole('status').getByText(/Draft Q-\d{4}-\d{4} created\. Total: €41,850\.00\./);
    await created.waitFor();
    const number = /Q-\d{4}-\d{4}/.exec((await created.textContent()) ?? '')?.[0] ?? '';
    await page.getByRole('heading', { level: 1, name: `Quotation ${number}, revision 1` }).waitFor();
    const saved = await fetch(`${server.url}/api/desk/inquiries/${inquiryId}/quotes`, {
      headers: { cookie: ownerCookie },
    });
    const [draft] = ((await saved.json()) as { items: QuoteDetail[] }).items;
    expect(draft?.terms).toEqual({ payment: '30 days net', delivery: deliveryTerms, notes: null });

    // The line's price and quantity change; saving puts the draft and shows the server's total.
    await firstLine.getByLabel(en.editor.quantity).fill('2');
    await firstLine.getByLabel(en.editor.unitPrice).fill('42500');
    await firstLine.getByLabel(en.editor.discount).fill('5');
    await page.getByText(en.editor.saveFirst).waitFor();
    await editor.getByRole('button', { name: en.editor.save }).click();
    await editor.getByRole('status').getByText('Draft saved. Total: €82,600.00.').waitFor();
    expect(await editor.getByTestId('quote-total').textContent()).toBe('€82,600.00');

    // The PDF as it reads now: the server's answer is a PDF, and the member gets it as a download.
    const [pdf, download] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/pdf')),
      page.waitForEvent('download'),
      page.getByRole('button', { name: en.editor.previewPdf }).click(),
    ]);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect(download.suggestedFilename()).toBe(`${number}.pdf`);
    expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-');
    await page.getByText(`${number}.pdf downloaded.`).waitFor();

    await page.getByLabel(en.editor.message).fill('Thank you for your request.');
    await page.getByRole('button', { name: en.editor.send }).click();
    await page.getByText(`Quotation ${number} sent to ${email}.`).waitFor();
    await page.getByText(en.editor.readOnly).waitFor();
    await page.getByText(en.statuses.sent, { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: en.editor.save }).count()).toBe(0);
    await page.getByRole('button', { name: en.editor.revise }).waitFor();

    // The buyer accepts on their own page, from the quotation's mail.
    const path = await pageFromMail(email, number);
    const buyer = await visitors.newPage({ viewport: { width: 390, height: 800 } });
    await buyer.goto(`${server.url}${path}`);
    await buyer.getByLabel('Your full name, as your signature').fill('Nadia Haddad');
    await buyer.getByRole('button', { name: 'Accept quotation' }).click();
    await buyer.waitForURL(/decided=accept#quote-/);

    // The desk learns it live, without a reload.
    await page.getByText(/^Accepted by Nadia Haddad on /).waitFor();
    await page.getByText(en.statuses.accepted, { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: en.editor.revise }).count()).toBe(0);
    await page.getByRole('link', { name: /^Back to inquiry / }).click();
    const item = page.getByRole('region', { name: en.title }).getByTestId('quote-item');
    await item.getByText(en.statuses.accepted, { exact: true }).waitFor();
    await item.getByText(/^Accepted by Nadia Haddad on /).waitFor();
    expect(await item.getByText('€82,600.00').count()).toBe(1);
    expect(await page.getByRole('region', { name: en.title }).getByLabel(en.outcome).inputValue()).toBe(
      'won',
    );
    // The history has the steps in words (decision 222's texts).
    const activity = page.getByRole('region', { name: deskMessageCatalogs.en.inquiry.activity });
    await activity.getByText(deskMessageCatalogs.en.activityActions.quote_sent).waitFor();
    await activity.getByText(deskMessageCatalogs.en.activityActions.quote_accepted).waitFor();
  });

  it('reads right to left in Arabic on a 320 px phone, with no axe violations on the inquiry and the draft', async () => {
    const inquiryId = await submitRequest('يوسف العمراني', 'youssef.amrani@recyclage-atlas.example', 'ar');
    const page = await salesDesk('ar', 320);
    await page.goto(`${server.url}/desk/inquiries/${inquiryId}`);
    const section = page.getByRole('region', { name: ar.title });
    await section.getByRole('link', { name: ar.new }).click();
    await page.getByRole('heading', { level: 1, name: ar.editor.newTitle }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    const editor = page.getByTestId('quote-editor');
    await editor.getByLabel(ar.editor.description).fill('مكبس قنوات VB-60');
    await editor.getByLabel(ar.editor.unitPrice).fill('42500');
    await editor.getByLabel(ar.editor.vatRate).check();
    await editor.getByLabel(ar.editor.ratePercent).fill('20');
    await editor.getByRole('button', { name: ar.editor.save }).click();
    await page.getByRole('button', { name: ar.editor.send }).waitFor();
    await expectDeskFitsPhone(page);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: new RegExp(`^${ar.editor.back.split(' {')[0]}`) }).click();
    await page
      .getByRole('region', { name: ar.title })
      .getByText(ar.statuses.draft, { exact: true })
      .waitFor();
    await expectDeskFitsPhone(page);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('suggest a catalogue product’s list price, which the owner keeps beside the product in any language', async () => {
    const created = await fetch(`${server.url}/api/desk/collections/products`, {
      method: 'POST',
      headers: { cookie: ownerCookie, origin: server.url, 'content-type': 'application/json' },
      body: JSON.stringify({
        document: {
          name: 'Channel baler VB-80',
          slug: 'channel-baler-vb-80',
          icon: 'factory',
          summary: 'Channel baler for cardboard and film.',
          description: { type: 'doc', content: [] },
        },
      }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const prices = deskMessageCatalogs.en.collections.prices;

    // The owner gives it a price in euros per piece, in the English entry's editor.
    const owners = await salesDesk('en-GB', 1280, owner);
    await owners.goto(`${server.url}/desk/collections/products/${id}/en`);
    const panel = owners.getByRole('region', { name: prices.title });
    await panel.getByText(prices.none).waitFor();
    await panel.getByRole('button', { name: prices.add }).click();
    const price = panel.getByRole('group', { name: formatMessage(prices.price, { number: 1 }) });
    await price.getByLabel(prices.currency).fill('eur');
    await price.getByLabel(prices.unitPrice).fill('42500');
    await price.getByLabel(prices.unit).selectOption('pcs');
    await panel.getByRole('button', { name: prices.save }).click();
    await panel.getByRole('status').getByText(prices.saved).waitFor();

    // The Arabic entry shows the same price: it is not typed again per language. On a phone, right to left.
    const arPrices = deskMessageCatalogs.ar.collections.prices;
    const arabic = await salesDesk('ar', 320, owner);
    await arabic.goto(`${server.url}/desk/collections/products/${id}/ar`);
    const arPanel = arabic.getByRole('region', { name: arPrices.title });
    const arPrice = arPanel.getByRole('group', { name: formatMessage(arPrices.price, { number: 1 }) });
    await arPrice.getByLabel(arPrices.currency).waitFor();
    expect(await arPrice.getByLabel(arPrices.currency).inputValue()).toBe('EUR');
    expect(await arPrice.getByLabel(arPrices.unitPrice).inputValue()).toBe('42500');
    await expectDeskFitsPhone(arabic);
    expect(await axeViolations(arabic)).toEqual([]);

    // Sales chooses the product for a line: its name and list price fill the empty line.
    const inquiryId = await submitRequest('Karim Benali', 'karim.benali@recyclage-atlas.example', 'en');
    const page = await salesDesk('en-GB', 1280);
    await page.goto(`${server.url}/desk/inquiries/${inquiryId}/quotes/new`);
    await page.getByRole('heading', { level: 1, name: en.editor.newTitle }).waitFor();
    const editor = page.getByTestId('quote-editor');
    const line = editor.getByRole('group', { name: formatMessage(en.editor.line, { position: 1 }) });
    await line.getByLabel(en.editor.product).selectOption({ label: 'Channel baler VB-80' });
    expect(await line.getByLabel(en.editor.description).inputValue()).toBe('Channel baler VB-80');
    expect(await line.getByLabel(en.editor.unitPrice).inputValue()).toBe('42500');
    expect(await line.getByLabel(en.editor.unit, { exact: true }).inputValue()).toBe('pcs');
    await line.getByText('List price: €42,500.00 per pcs').waitFor();

    // Another currency reprices nothing: the price stays as it was, and the line says there is no list price.
    await editor.getByLabel(en.editor.currency).fill('USD');
    await line.getByText('No list price in USD').waitFor();
    expect(await line.getByLabel(en.editor.unitPrice).inputValue()).toBe('42500');

    // A price sales typed is never replaced by the list price.
    await editor.getByLabel(en.editor.currency).fill('EUR');
    await editor.getByRole('button', { name: en.editor.addLine }).click();
    const second = editor.getByRole('group', { name: formatMessage(en.editor.line, { position: 2 }) });
    await second.getByLabel(en.editor.unitPrice).fill('39900');
    await second.getByLabel(en.editor.product).selectOption({ label: 'Channel baler VB-80' });
    expect(await second.getByLabel(en.editor.unitPrice).inputValue()).toBe('39900');
  });
});
