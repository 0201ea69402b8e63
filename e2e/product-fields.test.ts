import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connectDatabase } from '@sitedesk/db/client';
import type { InquiryList } from '@sitedesk/shared/desk-api';
import { messageCatalogs } from '@sitedesk/shared/messages/catalogs';
import { deskMessageCatalogs } from '@sitedesk/shared/messages/desk-catalogs';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { pathFor } from '@sitedesk/shared/routes';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { insertEntry, productDocument } from '../apps/server/src/testing/published-entries';
import { axeViolations } from './support/axe';
import { launchChromium } from './support/chromium';
import { expectFitsPhone } from './support/fits-phone';
import { htmlProblems } from './support/html-validity';
import { type RunningServer, repoRoot, startServer } from './support/server';
import { createStaffUser, type StaffUser, signInCookie } from './support/staff-cli';
import { createVisitors } from './support/visitors';

/**
 * Issue 27 §1/§2, decision 243: an editor gives a product a variant (one choice) and options (several
 * choices) in two languages; a buyer on a 320 px phone picks them under the product's line and sends; the
 * desk shows them on the inquiry's product line. The same form in Arabic asks them right to left.
 */

const password = 'correct horse battery staple 42';
const editor: StaffUser = { email: 'edda.editor@veltrum.example', name: 'Edda Editor', role: 'editor' };
const sales: StaffUser = { email: 'sami.sales@veltrum.example', name: 'Sami Sales', role: 'sales' };
const env = { MAIL_DRIVER: 'dev', INQUIRY_RATE_LIMIT: '0', SIGN_IN_RATE_LIMIT: '0', SITE_LOCALES: 'en,ar' };
const phone = { width: 320, height: 740 };
const texts = deskMessageCatalogs.en.topicFields;
const panel = deskMessageCatalogs.en.collections.productFields;
const baler = {
  en: productDocument({ name: 'EcoBale V2 (e2e)', slug: 'ecobale-v2-e2e' }),
  ar: productDocument({ name: 'مكبس إيكوبيل V2 (e2e)', slug: 'ecobale-v2-e2e-ar' }),
};

let dataDir = '';
let server: RunningServer | undefined;
let browser: Browser | undefined;
let balerId = '';
/** The first test's request: the baler in grey, with the scale. */
let greyRequestId = '';
const visitors = createVisitors(() => browser, { consoleTypes: ['error'] });
const origin = () => server?.url ?? '';

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'sitedesk-product-fields-e2e-'));
  await createStaffUser(editor, password, { DATA_DIR: dataDir });
  await createStaffUser(sales, password, { DATA_DIR: dataDir });
  const connection = await connectDatabase({
    dataDir,
    migrationsFolder: join(repoRoot, 'packages/db/migrations'),
  });
  try {
    balerId = await insertEntry(connection.db, 'products', baler);
  } finally {
    await connection.close();
  }
  server = await startServer(env, { dataDir });
  browser = await launchChromium();
}, 180_000);

afterEach(async () => {
  await visitors.closeAll();
  expect(visitors.takeComplaints(), 'page errors and console complaints').toEqual([]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function signedIn(user: StaffUser): Promise<Page> {
  const page = await visitors.newPage({ locale: 'en-GB', viewport: { width: 1280, height: 900 } });
  const response = await page.request.post(`${origin()}/api/auth/sign-in/email`, {
    data: { email: user.email, password },
  });
  expect(response.status()).toBe(200);
  return page;
}

/** One field on the editor's card: key, type, labels in English and Arabic, two options. */
async function defineField(
  card: Locator,
  field: { key: string; type: string; en: string; ar: string; isRequired: boolean },
  options: { key: string; en: string; ar: string }[],
): Promise<void> {
  await card.getByRole('textbox', { name: texts.key, exact: true }).fill(field.key);
  await card.getByRole('combobox', { name: texts.type }).selectOption(field.type);
  if (field.isRequired) await card.getByRole('checkbox', { name: texts.required, exact: true }).check();
  await card.getByLabel('Label in English').fill(field.en);
  await card.getByLabel('Label in Arabic').fill(field.ar);
  for (const [index, option] of options.entries()) {
    await card.getByRole('button', { name: texts.addOption }).click();
    await card.getByLabel(`Key of option ${index + 1}`).fill(option.key);
    await card.getByLabel(`Option ${index + 1}: English`).fill(option.en);
    await card.getByLabel(`Option ${index + 1}: Arabic`).fill(option.ar);
  }
}

describe('a product’s variants and options', () => {
  it('are defined by an editor in two languages, picked by a buyer on a phone and shown in the desk', async () => {
    const desk = await signedIn(editor);
    await desk.goto(`${origin()}/desk/collections/products/${balerId}/en`);
    const section = desk.getByTestId('product-fields');
    await section.getByRole('button', { name: texts.addField }).click();
    await defineField(
      section.getByRole('group', { name: 'Field 1' }),
      { key: 'colour', type: 'choice', en: 'Colour', ar: 'اللون', isRequired: true },
      [
        { key: 'green', en: 'Green', ar: 'أخضر' },
        { key: 'grey', en: 'Grey', ar: 'رمادي' },
      ],
    );
    await section.getByRole('button', { name: texts.addField }).click();
    await defineField(
      section.getByRole('group', { name: 'Field 2' }),
      { key: 'extras', type: 'choices', en: 'Options', ar: 'الإضافات', isRequired: false },
      [
        { key: 'scale', en: 'Scale', ar: 'ميزان' },
        { key: 'wire_feed', en: 'Wire feed', ar: 'تغذية السلك' },
      ],
    );
    const saved = desk.waitForResponse((response) => response.url().includes('/api/desk/product-fields/'));
    await section.getByRole('button', { name: panel.save }).click();
    expect((await saved).status()).toBe(200);
    await desk.getByText(panel.saved).waitFor({ state: 'attached' });
    expect(await axeViolations(desk)).toEqual([]);

    // The buyer comes from the product's page: its line is the first, with its own fields under it.
    const form = await visitors.newPage({ locale: 'en-GB', viewport: phone });
    await form.goto(`${origin()}${pathFor('contact', 'en')}?product=${baler.en.slug}#inquiry`);
    const line = form.getByTestId('quote-line-fields');
    await line.getByRole('radio', { name: 'Grey' }).waitFor();
    expect(await axeViolations(form)).toEqual([]);
    await expectFitsPhone(form, '[data-testid="quote-line-fields"]');

    await form.locator('#inquiry-name').fill('Lena Line');
    await form.locator('#inquiry-email').fill('lena@example.com');
    const country = form.locator('#inquiry-country');
    await country.focus();
    await country.pressSequentially('Germany');
    await form.locator('#inquiry-country-listbox [role="option"]').first().waitFor();
    await country.press('ArrowDown');
    await country.press('Enter');
    await form.locator('input[name="lineQuantity"]').first().fill('2');
    await form
      .locator('#inquiry-message')
      .fill('Please quote the baler in the colour and with the options below.');
    await form.locator('#inquiry-consent').check();

    // Sent without the required variant: refused beside it, and it takes focus as the only error.
    await form.getByRole('button', { name: messageCatalogs.en.inquiryForm.submit }).click();
    await expect.poll(() => form.evaluate(() => document.activeElement?.id)).toBe('inquiry-line-0-colour');
    await line.getByRole('radio', { name: 'Grey' }).check();
    await line.getByRole('checkbox', { name: 'Scale' }).check();
    await form.getByRole('button', { name: messageCatalogs.en.inquiryForm.submit }).click();
    await form.getByTestId('inquiry-reference').waitFor();

    const salesPage = await signedIn(sales);
    const cookie = await signInCookie(origin(), sales.email, password);
    const list = (await (
      await fetch(`${origin()}/api/desk/inquiries?q=Lena`, { headers: { cookie } })
    ).json()) as InquiryList;
    const id = list.items.find((item) => item.name === 'Lena Line')?.id;
    greyRequestId = id ?? '';
    await salesPage.goto(`${origin()}/desk/inquiries/${id}`);
    const answers = salesPage.getByTestId('quote-lines').getByTestId('quote-line-fields');
    await answers.getByText('Colour: Grey').waitFor();
    await answers.getByText('Options: Scale').waitFor();
  });

  it('price a variant, by keyboard: a quotation for a request with it picked suggests its price (decision 250)', async () => {
    const prices = deskMessageCatalogs.en.collections.prices;
    const desk = await signedIn(editor);
    await desk.goto(`${origin()}/desk/collections/products/${balerId}/en`);
    const panel = desk.getByRole('region', { name: prices.title });
    await panel.getByText(prices.none).waitFor();
    // The base price, then Grey's: "Add a price" puts the cursor in the new price's currency.
    const addPrice = async (amount: string, downs: number) => {
      await panel.getByRole('button', { name: prices.add }).focus();
      await desk.keyboard.press('Enter');
      await expect.poll(() => desk.evaluate(() => document.activeElement?.id ?? '')).toMatch(/currency$/);
      await desk.keyboard.type('eur');
      await desk.keyboard.press('Tab');
      await desk.keyboard.type(amount);
      await desk.keyboard.press('Tab'); // priced per
      await desk.keyboard.press('Tab'); // variant
      for (let down = 0; down < downs; down += 1) await desk.keyboard.press('ArrowDown');
    };
    await addPrice('48000', 0);
    await addPrice('49500', 2);
    const grey = panel.getByRole('group', { name: formatMessage(prices.price, { number: 2 }) });
    expect(await grey.getByLabel(prices.variant).inputValue()).toBe('colour/grey');
    await panel.getByRole('button', { name: prices.save }).focus();
    await desk.keyboard.press('Enter');
    await panel.getByRole('status').getByText(prices.saved).waitFor();
    expect(await axeViolations(desk)).toEqual([]);

    // The Arabic desk names the variant in Arabic, right to left, on a phone.
    const arPrices = deskMessageCatalogs.ar.collections.prices;
    const arabic = await visitors.newPage({ locale: 'ar', viewport: phone });
    const signIn = await arabic.request.post(`${origin()}/api/auth/sign-in/email`, {
      data: { email: editor.email, password },
    });
    expect(signIn.status()).toBe(200);
    await arabic.goto(`${origin()}/desk/collections/products/${balerId}/ar`);
    const arPanel = arabic.getByRole('region', { name: arPrices.title });
    const arGrey = arPanel.getByRole('group', { name: formatMessage(arPrices.price, { number: 2 }) });
    await arGrey.getByLabel(arPrices.variant).waitFor();
    expect(await arGrey.getByLabel(arPrices.variant).locator('option:checked').textContent()).toBe(
      'اللون: رمادي',
    );
    expect(await arabic.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await expectFitsPhone(arabic, '[data-testid="product-prices"]');
    expect(await axeViolations(arabic)).toEqual([]);

    // Lena asked for the baler in grey: her quotation's line suggests Grey's price, not the base one.
    const quotes = deskMessageCatalogs.en.quotes;
    const salesPage = await signedIn(sales);
    await salesPage.goto(`${origin()}/desk/inquiries/${greyRequestId}/quotes/new`);
    const line = salesPage
      .getByTestId('quote-editor')
      .getByRole('group', { name: formatMessage(quotes.editor.line, { position: 1 }) });
    await expect.poll(() => line.getByLabel(quotes.editor.unitPrice).inputValue()).toBe('49500');
    await line.getByText('List price: €49,500.00').waitFor();
  });

  it('are asked right to left in Arabic, in Arabic words, on a 320 px phone', async () => {
    const form = await visitors.newPage({ locale: 'ar', viewport: phone });
    await form.goto(`${origin()}${pathFor('contact', 'ar')}?product=${baler.ar.slug}#inquiry`);
    const line = form.getByTestId('quote-line-fields');
    await line.getByRole('radio', { name: 'رمادي' }).waitFor();
    await line.getByRole('checkbox', { name: 'ميزان' }).waitFor();
    expect(await form.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await axeViolations(form)).toEqual([]);
    await expectFitsPhone(form, '[data-testid="quote-line-fields"]');

    // And without JavaScript: the Arabic words under the second row once the baler is chosen there.
    const page = await visitors.newPage({ locale: 'ar', viewport: phone, javaScriptEnabled: false });
    const served = await page.goto(`${origin()}${pathFor('contact', 'ar')}`);
    const html = (await served?.text()) ?? '';
    expect(await htmlProblems(html), 'HTML problems').toEqual([]);
    const rows = page.locator('#inquiry form .quote-row-without-script');
    await page.locator('#inquiry form select[name="topic"]').selectOption('quote');
    await rows.nth(1).locator('select[name="lineEntryId"]').selectOption(balerId);
    await rows.nth(1).getByRole('radio', { name: 'رمادي' }).waitFor();
    expect(await rows.nth(0).getByRole('radio', { name: 'رمادي' }).isVisible()).toBe(false);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await expectFitsPhone(page, '.quote-row-without-script');
    expect(await axeViolationsWithoutScript(html, 'ar', 'رمادي')).toEqual([]);
  });
  it('are asked without JavaScript under the row whose product is chosen, an earlier row left empty', async () => {
    const page = await visitors.newPage({ locale: 'en', viewport: phone, javaScriptEnabled: false });
    // The server answers a form post with the inquiry's JSON, for which Chrome asks for `/favicon.ico`.
    await page.context().route('**/favicon.ico', (route) => route.fulfill({ status: 204, body: '' }));
    const served = await page.goto(`${origin()}${pathFor('contact', 'en')}`);
    const html = (await served?.text()) ?? '';
    expect(await htmlProblems(html), 'HTML problems').toEqual([]);
    const form = page.locator('#inquiry form');
    await form.locator('[name="name"]').fill('Nora Noscript');
    await form.locator('[name="email"]').fill('nora.noscript@example.com');
    await form.locator('select[name="country"]').selectOption('DE');
    await form.locator('select[name="topic"]').selectOption('quote');
    const rows = form.locator('.quote-row-without-script');
    // No product chosen yet: no row shows the baler's fields.
    expect(await rows.nth(1).getByRole('radio', { name: 'Grey' }).isVisible()).toBe(false);
    await rows.nth(1).locator('select[name="lineEntryId"]').selectOption(balerId);
    await rows.nth(1).locator('[name="lineQuantity"]').fill('4');
    // Shown under the second row only (CSS `:has()`, no script).
    await rows.nth(1).getByRole('radio', { name: 'Grey' }).waitFor();
    expect(await rows.nth(0).getByRole('radio', { name: 'Grey' }).isVisible()).toBe(false);
    expect(await axeViolationsWithoutScript(html)).toEqual([]);
    await expectFitsPhone(page, '.quote-row-without-script');
    await rows.nth(1).getByRole('radio', { name: 'Grey' }).check();
    await rows.nth(1).getByRole('checkbox', { name: 'Wire feed' }).check();
    await form.locator('[name="message"]').fill('Please quote the baler in grey, with the wire feed.');
    await form.locator('[name="consent"]').check();
    await Promise.all([page.waitForLoadState('load'), form.locator('button[type="submit"]').click()]);
    await expect.poll(() => page.locator('body').textContent()).toContain('"reference"');
    const { id } = JSON.parse((await page.locator('body').textContent()) ?? '{}') as { id: string };

    const salesPage = await signedIn(sales);
    await salesPage.goto(`${origin()}/desk/inquiries/${id}`);
    const answers = salesPage.getByTestId('quote-lines').getByTestId('quote-line-fields');
    await answers.getByText('Colour: Grey').waitFor();
    await answers.getByText('Options: Wire feed').waitFor();
  });

  it('stay picked across a reload, with the topic’s own answer, and reach the desk (decision 247)', async () => {
    // Regression: a reload kept the typed fields but lost a line's picks and the topic's extra answers.
    const editorCookie = await signInCookie(origin(), editor.email, password);
    const saved = await fetch(`${origin()}/api/desk/topic-fields/quote`, {
      method: 'PUT',
      headers: { cookie: editorCookie, origin: origin(), 'content-type': 'application/json' },
      body: JSON.stringify({
        fields: [
          { key: 'material', type: 'text', labels: { en: 'Material', ar: 'المادة' }, isRequired: false },
        ],
      }),
    });
    expect(saved.status).toBe(200);

    const form = await visitors.newPage({ locale: 'en-GB', viewport: phone });
    await form.goto(`${origin()}${pathFor('contact', 'en')}?product=${baler.en.slug}#inquiry`);
    const line = form.getByTestId('quote-line-fields');
    await line.getByRole('radio', { name: 'Grey' }).check();
    await line.getByRole('checkbox', { name: 'Wire feed' }).check();
    await form.getByLabel('Material').fill('Galvanised steel');
    await form.locator('#inquiry-name').fill('Rosa Reload');
    await form.locator('#inquiry-email').fill('rosa@example.com');
    await form.locator('input[name="lineQuantity"]').first().fill('1');
    await form.locator('#inquiry-message').fill('Please quote the baler as picked below.');

    await form.reload();
    // The form hydrates when it comes into view.
    await form.locator('#inquiry').scrollIntoViewIfNeeded();
    await expect.poll(() => line.getByRole('radio', { name: 'Grey' }).isChecked()).toBe(true);
    expect(await line.getByRole('checkbox', { name: 'Wire feed' }).isChecked()).toBe(true);
    expect(await line.getByRole('checkbox', { name: 'Scale' }).isChecked()).toBe(false);
    expect(await form.getByLabel('Material').inputValue()).toBe('Galvanised steel');

    const country = form.locator('#inquiry-country');
    await country.focus();
    await country.pressSequentially('Germany');
    await form.locator('#inquiry-country-listbox [role="option"]').first().waitFor();
    await country.press('ArrowDown');
    await country.press('Enter');
    await form.locator('#inquiry-consent').check();
    await form.getByRole('button', { name: messageCatalogs.en.inquiryForm.submit }).click();
    await form.getByTestId('inquiry-reference').waitFor();
    // Sent: the tab's draft is gone, picks included.
    await form.reload();
    await form.locator('#inquiry').scrollIntoViewIfNeeded();
    await form.locator('#inquiry-country[role="combobox"]').waitFor();
    expect(await form.locator('#inquiry-name').inputValue()).toBe('');
    await line.getByRole('radio', { name: 'Grey' }).waitFor();
    expect(await line.getByRole('radio', { name: 'Grey' }).isChecked()).toBe(false);

    const cookie = await signInCookie(origin(), sales.email, password);
    const list = (await (
      await fetch(`${origin()}/api/desk/inquiries?q=Rosa`, { headers: { cookie } })
    ).json()) as InquiryList;
    const id = list.items.find((item) => item.name === 'Rosa Reload')?.id;
    const salesPage = await signedIn(sales);
    await salesPage.goto(`${origin()}/desk/inquiries/${id}`);
    const answers = salesPage.getByTestId('quote-lines').getByTestId('quote-line-fields');
    await answers.getByText('Colour: Grey').waitFor();
    await answers.getByText('Options: Wire feed').waitFor();
    await salesPage
      .getByRole('region', { name: deskMessageCatalogs.en.inquiry.extraFields })
      .getByText('Galvanised steel')
      .waitFor();

    // The same in Arabic, right to left.
    const arabic = await visitors.newPage({ locale: 'ar', viewport: phone });
    await arabic.goto(`${origin()}${pathFor('contact', 'ar')}?product=${baler.ar.slug}#inquiry`);
    const arabicLine = arabic.getByTestId('quote-line-fields');
    await arabicLine.getByRole('radio', { name: 'رمادي' }).check();
    await arabic.getByLabel('المادة').fill('فولاذ مجلفن');
    await arabic.reload();
    await arabic.locator('#inquiry').scrollIntoViewIfNeeded();
    await expect.poll(() => arabicLine.getByRole('radio', { name: 'رمادي' }).isChecked()).toBe(true);
    expect(await arabic.getByLabel('المادة').inputValue()).toBe('فولاذ مجلفن');
  });

  it('take a drawing under the line in a file field, which the desk shows with the line (decision 249)', async () => {
    const editorCookie = await signInCookie(origin(), editor.email, password);
    const path = `${origin()}/api/desk/product-fields/${balerId}`;
    const current = (await (await fetch(path, { headers: { cookie: editorCookie } })).json()) as {
      fields: unknown[];
    };
    const drawing = {
      key: 'drawing',
      type: 'file',
      labels: { en: 'Drawing of your bale chamber', ar: 'رسم غرفة البالات' },
      isRequired: false,
      fileKinds: ['step', 'pdf'],
    };
    const saved = await fetch(path, {
      method: 'PUT',
      headers: { cookie: editorCookie, origin: origin(), 'content-type': 'application/json' },
      body: JSON.stringify({ fields: [...current.fields, drawing] }),
    });
    expect(saved.status).toBe(200);

    const form = await visitors.newPage({ locale: 'en-GB', viewport: phone });
    await form.goto(`${origin()}${pathFor('contact', 'en')}?product=${baler.en.slug}#inquiry`);
    const line = form.getByTestId('quote-line-fields');
    await line.getByRole('radio', { name: 'Green' }).check();
    const picker = line.getByLabel('Drawing of your bale chamber');
    expect(await picker.getAttribute('accept')).toBe('.step,.stp,.pdf');
    await picker.setInputFiles({
      name: 'chamber.step',
      mimeType: 'model/step',
      buffer: Buffer.from('ISO-10303-21;\nHEADER;\nENDSEC;\nDATA;\nENDSEC;\nEND-ISO-10303-21;\n'),
    });
    await expectFitsPhone(form, '[data-testid="quote-line-fields"]');
    await form.locator('#inquiry-name').fill('Dora Drawing');
    await form.locator('#inquiry-email').fill('dora@example.com');
    const country = form.locator('#inquiry-country');
    await country.focus();
    await country.pressSequentially('Germany');
    await form.locator('#inquiry-country-listbox [role="option"]').first().waitFor();
    await country.press('ArrowDown');
    await country.press('Enter');
    await form.locator('input[name="lineQuantity"]').first().fill('1');
    await form.locator('#inquiry-message').fill('Please quote the baler; our chamber drawing is attached.');
    await form.locator('#inquiry-consent').check();
    await form.getByRole('button', { name: messageCatalogs.en.inquiryForm.submit }).click();
    await form.getByTestId('inquiry-reference').waitFor();

    const cookie = await signInCookie(origin(), sales.email, password);
    const list = (await (
      await fetch(`${origin()}/api/desk/inquiries?q=Dora`, { headers: { cookie } })
    ).json()) as InquiryList;
    const id = list.items.find((item) => item.name === 'Dora Drawing')?.id;
    const salesPage = await signedIn(sales);
    await salesPage.goto(`${origin()}/desk/inquiries/${id}`);
    const answers = salesPage.getByTestId('quote-lines').getByTestId('quote-line-fields');
    await answers.getByText('Drawing of your bale chamber: chamber.step').waitFor();
    await salesPage
      .getByRole('link', { name: /chamber\.step/ })
      .first()
      .waitFor();
  });
});

/**
 * axe runs in the page, which a browser without JavaScript cannot: the served page as such a browser builds
 * it (the `<noscript>` parts as markup, the module script left out) in a page that runs axe, with the
 * baler chosen in the second row as the buyer did, every band laid out.
 */
async function axeViolationsWithoutScript(
  html: string,
  locale: 'en' | 'ar' = 'en',
  grey = 'Grey',
): Promise<string[]> {
  const checker = await visitors.newPage({ locale, viewport: phone });
  const url = `${origin()}${pathFor('contact', locale)}`;
  const withoutScript = html
    .replace(/<\/?noscript>/g, '')
    .replace(/<script type="module"[^>]*><\/script>/g, '');
  await checker.route(url, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: withoutScript }),
  );
  await checker.goto(url);
  const form = checker.locator('#inquiry form');
  await form.locator('select[name="topic"]').selectOption('quote');
  const row = form.locator('.quote-row-without-script').nth(1);
  await row.locator('select[name="lineEntryId"]').selectOption(balerId);
  await row.getByRole('radio', { name: grey }).waitFor();
  // What the page's script does once fonts are in, and a browser without it as the visitor scrolls.
  await checker.evaluate(() => {
    for (const band of document.querySelectorAll<HTMLElement>('main > section')) {
      band.style.setProperty('content-visibility', 'visible');
    }
  });
  return axeViolations(checker);
}
