import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connectDatabase } from '@sitedesk/db/client';
import { entryInquiryPath } from '@sitedesk/shared/inquiry-entry-link';
import type { Locale } from '@sitedesk/shared/locales';
import { messageCatalogs } from '@sitedesk/shared/messages/catalogs';
import { deskMessageCatalogs } from '@sitedesk/shared/messages/desk-catalogs';
import { inquiryFieldErrorMessages } from '@sitedesk/shared/messages/inquiry-error-texts';
import { pathFor } from '@sitedesk/shared/routes';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { insertEntry, jobDocument, productDocument } from '../apps/server/src/testing/published-entries';
import { axeViolations } from './support/axe';
import { launchChromium } from './support/chromium';
import { type RunningServer, repoRoot, startServer } from './support/server';
import { createStaffUser, type StaffUser } from './support/staff-cli';
import { createVisitors } from './support/visitors';

/*
 * A quote request from a product page and an application for a job, from the contact form to the desk. The
 * product and job are this test's own, published straight into the database before the service starts
 * (the service renders the site from what is published), so the test does not depend on the demo content.
 */

const password = 'correct horse battery staple 42';
const sales: StaffUser = { email: 'sara.sales@veltrum.example', name: 'Sara Sales', role: 'sales' };
const env = { INQUIRY_RATE_LIMIT: '0', SIGN_IN_RATE_LIMIT: '0', MAIL_DRIVER: 'dev' };

const product = {
  en: productDocument({ name: 'EcoBale X4 (e2e)', slug: 'ecobale-x4-e2e' }),
  de: productDocument({ name: 'EcoBale X4 (e2e)', slug: 'ecobale-x4-e2e-de' }),
};
const job = {
  en: jobDocument({ title: 'Service technician (m/f/d) e2e', slug: 'service-technician-e2e' }),
  de: jobDocument({ title: 'Servicetechniker (m/w/d) e2e', slug: 'servicetechniker-e2e' }),
};

let dataDir = '';
let server: RunningServer | undefined;
let browser: Browser | undefined;
let productId = '';
let jobId = '';
/** Uncaught errors and console errors fail the test whose page caused them. */
const visitors = createVisitors(() => browser, {
  consoleTypes: ['error'],
  // The browser logs the server's 422 answer itself; the test expects that outcome.
  isExpected: (text) => /status of 422/.test(text),
});

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'sitedesk-entry-e2e-'));
  // The command migrates a new data folder itself: the staff exist before the service first starts.
  await createStaffUser(sales, password, { DATA_DIR: dataDir });
  const connection = await connectDatabase({
    dataDir,
    migrationsFolder: join(repoRoot, 'packages/db/migrations'),
  });
  try {
    productId = await insertEntry(connection.db, 'products', product);
    jobId = await insertEntry(connection.db, 'jobs', job);
  } finally {
    await connection.close();
  }
  server = await startServer(env, { dataDir });
  browser = await launchChromium();
});

afterAll(async () => {
  await visitors.closeAll();
  await browser?.close();
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

afterEach(() => {
  expect(visitors.takeComplaints(), 'page errors and console complaints').toEqual([]);
});

function origin(): string {
  if (!server) throw new Error('The server did not start.');
  return server.url;
}

function newPage(locale: Locale = 'en'): Promise<Page> {
  return visitors.newPage({ locale: locale === 'de' ? 'de-DE' : 'en-GB' });
}

/** The contact page with `query`, once the form is hydrated (the country combobox replaces the select). */
async function openContact(locale: Locale, query: string): Promise<Page> {
  const page = await newPage(locale);
  await page.goto(`${origin()}${pathFor('contact', locale)}${query}`);
  await page.locator('#inquiry-country[role="combobox"]').waitFor();
  return page;
}

const labels = (locale: Locale) => messageCatalogs[locale].inquiryForm;

/** The query a product or job page links to the contact page with. */
const linkQuery = (collection: 'products' | 'jobs', locale: Locale, slug: string) =>
  new URL(entryInquiryPath(collection, locale, slug), 'http://site.invalid').search;

async function fillRequired(page: Page, name: string): Promise<void> {
  await page.locator('#inquiry-name').fill(name);
  await page.locator('#inquiry-email').fill('jana.becker@example.com');
  const country = page.locator('#inquiry-country');
  await country.focus();
  await country.pressSequentially('Germany');
  await page.locator('#inquiry-country-listbox [role="option"]').first().waitFor();
  await country.press('ArrowDown');
  await country.press('Enter');
  await page.locator('#inquiry-message').fill('We would like to know more about this, please get in touch.');
  await page.locator('#inquiry-consent').check();
}

async function sentReference(page: Page): Promise<string> {
  const reference = page.getByTestId('inquiry-reference');
  await reference.waitFor();
  return (await reference.textContent())?.match(/SD-\d{2}-[0-9A-Z]{5}/)?.[0] ?? '';
}

async function signedInDesk(): Promise<Page> {
  const page = await newPage();
  const response = await page.request.post(`${origin()}/api/auth/sign-in/email`, {
    data: { email: sales.email, password },
  });
  expect(response.status()).toBe(200);
  return page;
}

const desk = deskMessageCatalogs.en;

describe('inquiries about a product or a job', () => {
  it('preselects the product from its page’s link, and the desk shows and filters by it', async () => {
    const page = await openContact('en', linkQuery('products', 'en', product.en.slug));
    const banner = page.getByTestId('inquiry-entry');
    await expect.poll(() => banner.textContent()).toContain(`${labels('en').entryProduct} EcoBale X4 (e2e)`);
    expect(await page.locator('#inquiry-topic').inputValue()).toBe('quote');
    expect(await axeViolations(page)).toEqual([]);
    await fillRequired(page, 'Quote Requester');
    // The product is the request's first row (decision 219), which asks how many.
    expect(await page.locator('#inquiry-line-0-entryId').inputValue()).toBe(productId);
    await page.locator('#inquiry-line-0-quantity').fill('1');
    await page.getByRole('button', { name: labels('en').submit }).click();
    const reference = await sentReference(page);

    const staff = await signedInDesk();
    await staff.goto(`${origin()}/desk`);
    const row = staff.locator('tr', { hasText: reference });
    await expect
      .poll(() => row.getByTestId('inquiry-entry-tag').textContent())
      .toBe('Product: EcoBale X4 (e2e)');
    await staff.getByLabel(desk.inbox.entry).selectOption(productId);
    await expect.poll(() => new URL(staff.url()).searchParams.get('entryId')).toBe(productId);
    await expect.poll(() => staff.locator('tbody tr').count()).toBe(1);
    expect(await staff.locator('tbody tr').textContent()).toContain(reference);
    expect(await axeViolations(staff)).toEqual([]);
  });

  it('ignores an unknown product and sends a plain inquiry', async () => {
    const page = await openContact('en', '?product=no-such-product');
    expect(await page.getByTestId('inquiry-entry').count()).toBe(0);
    expect(await page.locator('#inquiry-topic').inputValue()).toBe('product');
  });

  it('lets the visitor remove the product: focus moves to the topic, the address forgets it', async () => {
    const page = await openContact('en', linkQuery('products', 'en', product.en.slug));
    await page.getByRole('button', { name: new RegExp(`^${labels('en').removeEntry}`) }).click();
    expect(await page.getByTestId('inquiry-entry').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('inquiry-topic');
    expect(new URL(page.url()).search).toBe('');
  });

  it('takes an application only with a CV, and the desk shows it with its job', async () => {
    const page = await openContact('en', linkQuery('jobs', 'en', job.en.slug));
    const banner = page.getByTestId('inquiry-entry');
    await expect.poll(() => banner.textContent()).toContain(`${labels('en').entryJob} ${job.en.title}`);
    // The topic is careers by itself; the file field asks for the CV.
    expect(await page.locator('#inquiry-topic').count()).toBe(0);
    expect(await page.locator('label[for="inquiry-attachments"]').first().textContent()).toContain(
      labels('en').cvAttachments,
    );
    await fillRequired(page, 'Jana Applicant');
    await page.getByRole('button', { name: labels('en').submit }).click();

    const cvMessage = inquiryFieldErrorMessages.en.cv_required;
    const summary = page.getByRole('region', { name: labels('en').errorSummaryTitle });
    await expect.poll(() => summary.textContent()).toContain(cvMessage);
    expect(await page.locator('#inquiry-attachments-error').textContent()).toBe(cvMessage);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('inquiry-error-summary');
    expect(await axeViolations(page)).toEqual([]);

    await page.locator('#inquiry-attachments').setInputFiles({
      name: 'Lebenslauf Jana.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<<>>\n%%EOF\n'),
    });
    await expect.poll(() => page.locator('#inquiry-attachments-error').count()).toBe(0);
    await page.getByRole('button', { name: labels('en').submit }).click();
    const reference = await sentReference(page);

    const staff = await signedInDesk();
    await staff.goto(`${origin()}/desk?entryId=${jobId}`);
    const row = staff.locator('tr', { hasText: reference });
    await expect.poll(() => row.getByTestId('inquiry-entry-tag').textContent()).toBe(`Job: ${job.en.title}`);
    // As a keyboard user opens it.
    await row.getByRole('link').press('Enter');
    const about = staff.getByTestId('inquiry-about');
    await expect.poll(() => about.textContent()).toBe(`${job.en.title} (job)`);
    expect(await staff.getByRole('link', { name: desk.inquiry.entryPublicPage }).getAttribute('href')).toBe(
      `/en/careers/${job.en.slug}`,
    );
    const details = staff.getByRole('region', { name: desk.inquiry.details });
    expect(await details.textContent()).toContain(`${desk.inquiry.topic}Careers`);
    expect(await axeViolations(staff)).toEqual([]);
  });

  it('shows a request for a quotation’s products, quantities and terms in the desk, on a 320 px screen too', async () => {
    // As an integration sends it (the form's product rows come later): JSON with `lines`.
    const response = await fetch(`${origin()}/api/inquiries`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: origin() },
      body: JSON.stringify({
        name: 'Jana Becker',
        email: 'jana.becker@example.com',
        country: 'DE',
        topic: 'quote',
        message: 'Please quote two balers and their installation, delivered to Leipzig.',
        consent: true,
        locale: 'en',
        lines: [{ entryId: productId, quantity: 2, unit: 'pcs' }],
        neededBy: '2099-03-01',
        deliveryCountry: 'DE',
        deliveryPostcode: '04109',
        vatId: 'DE 123 456 789',
        purchaseReference: 'PO-4711',
      }),
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };

    const staff = await signedInDesk();
    await staff.setViewportSize({ width: 320, height: 800 });
    await staff.goto(`${origin()}/desk/inquiries/${id}`);
    const section = staff.getByRole('region', { name: desk.inquiry.quoteRequest });
    await expect
      .poll(() => section.getByTestId('quote-lines').locator('tbody tr').textContent())
      .toBe(`${product.en.name}2 ${desk.inquiry.units.pcs}`);
    const text = await section.textContent();
    // The desk writes the date in its language (`Mar 1, 2099` in English).
    expect(text).toContain(
      `${desk.inquiry.neededBy}${new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date('2099-03-01'))}`,
    );
    expect(text).toContain(`${desk.inquiry.delivery}Germany, 04109`);
    expect(text).toContain(`${desk.inquiry.vatId}DE123456789`);
    expect(text).toContain(`${desk.inquiry.purchaseReference}PO-4711`);
    expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    expect(await axeViolations(staff)).toEqual([]);
  });

  it.each([
    ['en', `?job=${job.en.slug}`],
    ['de', `?job=${job.de.slug}`],
    ['de', `?product=${product.de.slug}`],
  ] as const)('has no axe violations on the %s contact page with %s', async (locale, query) => {
    const page = await openContact(locale, query);
    await page.getByTestId('inquiry-entry').waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});
