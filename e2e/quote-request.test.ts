import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connectDatabase } from '@sitedesk/db/client';
import { entryPath } from '@sitedesk/shared/collections/paths';
import { entryInquiryPath } from '@sitedesk/shared/inquiry-entry-link';
import type { Locale } from '@sitedesk/shared/locales';
import { messageCatalogs } from '@sitedesk/shared/messages/catalogs';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { inquiryFieldErrorMessages } from '@sitedesk/shared/messages/inquiry-error-texts';
import type { QuoteRequestDetails } from '@sitedesk/shared/quote-request';
import { pathFor } from '@sitedesk/shared/routes';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { insertEntry, productDocument } from '../apps/server/src/testing/published-entries';
import { axeViolations } from './support/axe';
import { launchChromium } from './support/chromium';
import { htmlProblems } from './support/html-validity';
import { type RunningServer, repoRoot, startServer } from './support/server';
import { createStaffUser, type StaffUser, signInCookie } from './support/staff-cli';
import { createVisitors } from './support/visitors';

/*
 * A buyer on a phone asks for a quotation for two products (issue 27 §2, decision 219): from a product
 * page's "Request a quote" the form opens on the quote topic with that product in the first row; they add
 * a second, give quantities (one with decimals, in Arabic typed with Arabic digits), units, a needed-by
 * date, where it goes and their VAT number, and the desk's API shows both lines as sent. Without
 * JavaScript the same form posts the rows under the names the server reads.
 */

const password = 'correct horse battery staple 42';
const sales: StaffUser = { email: 'sara.sales@veltrum.example', name: 'Sara Sales', role: 'sales' };
const phone = { width: 320, height: 740 };
const env = { INQUIRY_RATE_LIMIT: '0', SIGN_IN_RATE_LIMIT: '0', MAIL_DRIVER: 'dev', SITE_LOCALES: 'en,ar' };

const baler = {
  en: productDocument({ name: 'EcoBale Q7 (e2e)', slug: 'ecobale-q7-e2e' }),
  ar: productDocument({ name: 'مكبس إيكوبيل Q7 (e2e)', slug: 'ecobale-q7-e2e-ar' }),
};
const shredder = {
  en: productDocument({ name: 'ShredLine S3 (e2e)', slug: 'shredline-s3-e2e' }),
  ar: productDocument({ name: 'مقطّعة شريدلاين S3 (e2e)', slug: 'shredline-s3-e2e-ar' }),
};

let dataDir = '';
let server: RunningServer | undefined;
let browser: Browser | undefined;
let balerId = '';
let shredderId = '';
const visitors = createVisitors(() => browser, { consoleTypes: ['error'] });

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'sitedesk-quote-request-e2e-'));
  // The command migrates a new data folder itself: the staff exist before the service first starts.
  await createStaffUser(sales, password, { DATA_DIR: dataDir });
  const connection = await connectDatabase({
    dataDir,
    migrationsFolder: join(repoRoot, 'packages/db/migrations'),
  });
  try {
    balerId = await insertEntry(connection.db, 'products', baler);
    shredderId = await insertEntry(connection.db, 'products', shredder);
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

afterEach(async () => {
  await visitors.closeAll();
  expect(visitors.takeComplaints(), 'page errors and console complaints').toEqual([]);
});

function origin(): string {
  if (!server) throw new Error('The server did not start.');
  return server.url;
}

const labels = (locale: Locale) => messageCatalogs[locale].inquiryForm;

/** Picks a country in a combobox the way a keyboard user does: type, ↓, Enter. */
async function chooseCountry(page: Page, id: string, search: string): Promise<void> {
  const combobox = page.locator(`#${id}`);
  await combobox.focus();
  await combobox.pressSequentially(search);
  await page.locator(`#${id}-listbox [role="option"]`).first().waitFor();
  await combobox.press('ArrowDown');
  await combobox.press('Enter');
}

/** The form as a document of its own, for the HTML checker (the live page's DOM is not the served HTML). */
async function formDocument(page: Page, locale: Locale): Promise<string> {
  const form = await page.locator('#inquiry form').evaluate((element) => {
    // With scripting on, a `<noscript>`'s content is inert text; serialised, it would parse as a second set
    // of the fields. The served page, with it, is checked without JavaScript below.
    const clone = element.cloneNode(true) as HTMLElement;
    for (const noscript of clone.querySelectorAll('noscript')) noscript.textContent = '';
    return clone.outerHTML;
  });
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  return `<!DOCTYPE html><html lang="${locale}" dir="${dir}"><head><meta charset="utf-8"><title>Form</title></head><body><main>${form}</main></body></html>`;
}

type Typed = {
  company: string;
  companyCountry: string;
  quantities: [string, string];
  deliveryCountry: string;
  postcode: string;
  wrongVatId: string;
  vatId: string;
};

const typed: Record<'en' | 'ar', Typed> = {
  en: {
    company: 'DE',
    companyCountry: 'Germany',
    quantities: ['2', '1.5'],
    deliveryCountry: 'Austria',
    postcode: '1010',
    wrongVatId: 'DE 123',
    vatId: 'DE 123 456 789',
  },
  ar: {
    company: 'AE',
    companyCountry: 'AE',
    // Typed on an Arabic keyboard: Arabic-Indic digits and the Arabic decimal separator.
    quantities: ['٢', '١٫٥'],
    deliveryCountry: 'SA',
    postcode: '11564',
    wrongVatId: '12',
    vatId: '100123456700003',
  },
};

describe('a request for a quotation for two products, on a 320 px phone', () => {
  it.each(['en', 'ar'] as const)(
    'in %s: from the product page to the desk, both lines with quantity and unit',
    async (locale) => {
      const texts = labels(locale);
      const input = typed[locale];
      const errors = inquiryFieldErrorMessages[locale];
      const page = await visitors.newPage({ locale, viewport: phone, hasTouch: true, isMobile: true });
      await page.goto(`${origin()}${entryPath('products', locale, baler[locale].slug)}`);
      expect(await page.locator('html').getAttribute('dir')).toBe(locale === 'ar' ? 'rtl' : 'ltr');
      await page
        .getByRole('link', { name: messageCatalogs[locale].products.requestQuote, exact: true })
        .click();
      await page.waitForURL(`**${pathFor('contact', locale)}?**`);
      await page.locator('#inquiry').scrollIntoViewIfNeeded();
      await page.locator('#inquiry-country[role="combobox"]').waitFor();

      // The topic is a quote and the product the buyer came from is the first row.
      expect(await page.locator('#inquiry-topic').inputValue()).toBe('quote');
      const firstProduct = page.locator('#inquiry-line-0-entryId');
      await expect.poll(() => firstProduct.inputValue()).toBe(balerId);

      await page.locator('#inquiry-name').fill(locale === 'ar' ? 'ليلى حداد' : 'Jana Becker');
      await page.locator('#inquiry-email').fill('buyer@example.com');
      await chooseCountry(page, 'inquiry-country', input.companyCountry);
      await page.locator('#inquiry-line-0-quantity').fill(input.quantities[0]);
      await page.locator('#inquiry-line-0-unit').selectOption('pcs');

      // "Add a product": focus goes to the new row's product, and a screen reader hears it.
      await page.getByRole('button', { name: texts.addLine }).click();
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('inquiry-line-1-entryId');
      await expect
        .poll(() =>
          page
            .getByRole('status')
            .filter({ hasText: formatMessage(texts.lineAdded, { number: 2 }) })
            .count(),
        )
        .toBe(1);
      await page.locator('#inquiry-line-1-entryId').selectOption(shredderId);
      await page.locator('#inquiry-line-1-quantity').fill(input.quantities[1]);
      await page.locator('#inquiry-line-1-unit').selectOption('kg');

      await page.locator('#inquiry-neededBy').fill('2099-03-01');
      await chooseCountry(page, 'inquiry-deliveryCountry', input.deliveryCountry);
      await page.locator('#inquiry-deliveryPostcode').fill(input.postcode);

      // A VAT number that does not fit the company country's format is said at the field, in its language.
      const vatId = page.locator('#inquiry-vatId');
      await vatId.fill(input.wrongVatId);
      await page.locator('#inquiry-purchaseReference').focus();
      await expect.poll(() => page.locator('#inquiry-vatId-error').textContent()).toBe(errors.invalid_vat_id);
      expect(await vatId.getAttribute('aria-invalid')).toBe('true');
      expect(await axeViolations(page)).toEqual([]);
      expect(await htmlProblems(await formDocument(page, locale)), 'HTML problems').toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        phone.width,
      );

      await vatId.fill(input.vatId);
      await expect.poll(() => page.locator('#inquiry-vatId-error').count()).toBe(0);
      await page.locator('#inquiry-purchaseReference').fill('PO-4711');
      await page
        .locator('#inquiry-message')
        .fill(
          locale === 'ar'
            ? 'يرجى تقديم عرض سعر للمنتجين مع التركيب والتسليم.'
            : 'Please quote both, with installation.',
        );

      // A reload keeps the draft, rows included.
      await page.reload();
      await page.locator('#inquiry').scrollIntoViewIfNeeded();
      await page.locator('#inquiry-country[role="combobox"]').waitFor();
      await expect
        .poll(() => page.locator('#inquiry-line-1-quantity').inputValue())
        .toBe(input.quantities[1]);
      expect(await page.locator('#inquiry-line-0-entryId').inputValue()).toBe(balerId);
      expect(await page.locator('#inquiry-line-1-entryId').inputValue()).toBe(shredderId);
      expect(await page.locator('#inquiry-line-1-unit').inputValue()).toBe('kg');
      expect(await page.locator('#inquiry-vatId').inputValue()).toBe(input.vatId);
      expect(await axeViolations(page)).toEqual([]);
      expect(await htmlProblems(await formDocument(page, locale)), 'HTML problems').toEqual([]);

      await page.locator('#inquiry-consent').check();
      const answer = page.waitForResponse(
        (response) =>
          response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/inquiries',
      );
      await page.getByRole('button', { name: texts.submit }).click();
      const response = await answer;
      expect(response.status()).toBe(201);
      const { id } = (await response.json()) as { id: string };
      await page.getByTestId('inquiry-reference').waitFor();

      const quote = await quoteRequestOf(id);
      expect(quote).toEqual({
        lines: [
          { entryId: balerId, title: baler[locale].name, quantity: 2, unit: 'pcs' },
          { entryId: shredderId, title: shredder[locale].name, quantity: 1.5, unit: 'kg' },
        ],
        neededBy: '2099-03-01',
        deliveryCountry: locale === 'ar' ? 'SA' : 'AT',
        deliveryPostcode: input.postcode,
        vatId: input.vatId.replace(/\s/g, ''),
        purchaseReference: 'PO-4711',
      });
    },
  );

  it('links each product on the solutions list to its request for a quotation', async () => {
    const page = await visitors.newPage({ locale: 'ar', viewport: phone, javaScriptEnabled: false });
    await page.goto(`${origin()}${pathFor('solutions', 'ar')}`);
    const link = page.getByRole('link', {
      name: `${messageCatalogs.ar.products.requestQuote}: ${shredder.ar.name}`,
      exact: true,
    });
    expect(await link.getAttribute('href')).toBe(
      `${entryInquiryPath('products', 'ar', shredder.ar.slug)}#inquiry`,
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
  });

  it('refuses a quantity not in the page’s number format at its row, and removes a row with focus kept', async () => {
    const texts = labels('en');
    const page = await visitors.newPage({ locale: 'en', viewport: phone, isMobile: true, hasTouch: true });
    await page.goto(`${origin()}${pathFor('contact', 'en')}?product=${baler.en.slug}#inquiry`);
    await page.locator('#inquiry-country[role="combobox"]').waitFor();
    // On an English page a comma groups thousands: `1,5` is no quantity (the unit tests cover the rest).
    const quantity = page.locator('#inquiry-line-0-quantity');
    await quantity.fill('1,5');
    await page.locator('#inquiry-line-0-unit').focus();
    await expect
      .poll(() => page.locator('#inquiry-line-0-quantity-error').textContent())
      .toBe(inquiryFieldErrorMessages.en.invalid_quantity);
    await quantity.fill('1.5');
    await expect.poll(() => page.locator('#inquiry-line-0-quantity-error').count()).toBe(0);

    await page.getByRole('button', { name: texts.addLine }).click();
    await page.getByRole('button', { name: formatMessage(texts.removeLine, { number: 2 }) }).click();
    expect(await page.locator('[name="lineEntryId"]').count()).toBe(1);
    // Focus stays in the rows (the one before), and the status says what happened.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('inquiry-line-0-entryId');
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .filter({ hasText: formatMessage(texts.lineRemoved, { number: 2 }) })
          .count(),
      )
      .toBe(1);
    // A single row has nothing to remove it for.
    expect(
      await page.getByRole('button', { name: formatMessage(texts.removeLine, { number: 1 }) }).count(),
    ).toBe(0);
  });

  it('without JavaScript, posts the rows and terms under the names the server reads', async () => {
    const page = await visitors.newPage({ locale: 'en', viewport: phone, javaScriptEnabled: false });
    // The server answers a form post with the inquiry's JSON, for which Chrome asks for `/favicon.ico`.
    await page.context().route('**/favicon.ico', (route) => route.fulfill({ status: 204, body: '' }));
    const served = await page.goto(`${origin()}${pathFor('contact', 'en')}`);
    expect(await htmlProblems((await served?.text()) ?? ''), 'HTML problems').toEqual([]);
    const form = page.locator('#inquiry form');
    // The quote's fields show while the topic is a quote (CSS `:has()`, no script).
    const quoteFields = form.locator('.quote-without-script');
    expect(await quoteFields.isVisible()).toBe(false);
    await form.locator('[name="name"]').fill('Jana Becker');
    await form.locator('[name="email"]').fill('jana.becker@example.com');
    await form.locator('select[name="country"]').selectOption('DE');
    await form.locator('select[name="topic"]').selectOption('quote');
    expect(await quoteFields.isVisible()).toBe(true);
    const products = form.locator('select[name="lineEntryId"]');
    await products.nth(0).selectOption(balerId);
    await form.locator('[name="lineQuantity"]').nth(0).fill('2');
    await products.nth(1).selectOption(shredderId);
    await form.locator('[name="lineQuantity"]').nth(1).fill('1.5');
    await form.locator('select[name="lineUnit"]').nth(1).selectOption('t');
    await form.locator('[name="neededBy"]').fill('2099-03-01');
    await form.locator('select[name="deliveryCountry"]').selectOption('AT');
    await form.locator('[name="deliveryPostcode"]').fill('1010');
    await form.locator('[name="vatId"]').fill('DE123456789');
    await form.locator('[name="purchaseReference"]').fill('PO-4712');
    await form.locator('[name="message"]').fill('Please quote both, with installation.');
    await form.locator('[name="consent"]').check();
    await Promise.all([page.waitForLoadState('load'), form.locator('button[type="submit"]').click()]);
    await expect.poll(() => page.locator('body').textContent()).toContain('"reference"');
    const { id } = JSON.parse((await page.locator('body').textContent()) ?? '{}') as { id: string };

    const quote = await quoteRequestOf(id);
    expect(quote?.lines).toEqual([
      { entryId: balerId, title: baler.en.name, quantity: 2, unit: 'pcs' },
      { entryId: shredderId, title: shredder.en.name, quantity: 1.5, unit: 't' },
    ]);
    expect(quote?.deliveryCountry).toBe('AT');
    expect(quote?.purchaseReference).toBe('PO-4712');
  });
});

async function quoteRequestOf(id: string): Promise<QuoteRequestDetails | null> {
  const cookie = await signInCookie(origin(), sales.email, password);
  const response = await fetch(`${origin()}/api/desk/inquiries/${id}`, { headers: { cookie } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { quoteRequest: QuoteRequestDetails | null }).quoteRequest;
}
