import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connectDatabase } from '@sitedesk/db/client';
import { devMailbox } from '@sitedesk/db/schema';
import type { Locale } from '@sitedesk/shared/locales';
import { messageCatalogs } from '@sitedesk/shared/messages/catalogs';
import {
  inquiryFieldErrorMessages,
  inquiryRequiredFieldMessages,
} from '@sitedesk/shared/messages/inquiry-error-texts';
import { pathFor } from '@sitedesk/shared/routes';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { launchChromium } from './support/chromium';
import { checkedLocales } from './support/languages';
import { type RunningServer, repoRoot, startServer } from './support/server';
import { createVisitors } from './support/visitors';

let server: RunningServer | undefined;
let browser: Browser | undefined;
/** Our own data folder (startServer's env overrides its default), so the mailbox can be read after a stop. */
let dataDir = '';
/** Uncaught errors and console errors in the page fail the test that caused them. */
const visitors = createVisitors(() => browser, {
  consoleTypes: ['error'],
  // The browser itself logs the aborted request of the network test and the server's 422 answer; both
  // are outcomes the tests expect, not faults of the page.
  isExpected: (text) => /net::ERR_INTERNET_DISCONNECTED|status of 422/.test(text),
});

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'sitedesk-inquiry-e2e-'));
  const [started, launched] = await Promise.allSettled([
    startServer({ INQUIRY_RATE_LIMIT: '0', DATA_DIR: dataDir, SITE_LOCALES: checkedLocales.join(',') }),
    launchChromium(),
  ]);
  if (started.status === 'fulfilled') server = started.value;
  if (launched.status === 'fulfilled') browser = launched.value;
  if (started.status === 'rejected') throw started.reason;
  if (launched.status === 'rejected') throw launched.reason;
});

afterAll(async () => {
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

/** A fresh visitor on the contact page, once the form is hydrated (the comboboxes replace the selects). */
async function openForm(locale: Locale, query = ''): Promise<Page> {
  const page = await visitors.newPage({ locale: locale === 'de' ? 'de-DE' : 'en-GB' });
  await page.goto(`${origin()}${pathFor('contact', locale)}${query}`);
  await page.locator('#inquiry-country[role="combobox"]').waitFor();
  return page;
}

const labels = (locale: Locale) => messageCatalogs[locale].inquiryForm;

/** Picks a country in a combobox the way a keyboard user does: type, ↓, Enter. */
async function chooseCountry(page: Page, comboboxId: string, search: string): Promise<void> {
  const combobox = page.locator(`#${comboboxId}`);
  await combobox.focus();
  await combobox.pressSequentially(search);
  await page.locator(`#${comboboxId}-listbox [role="option"]`).first().waitFor();
  await combobox.press('ArrowDown');
  await combobox.press('Enter');
}

async function fillRequired(page: Page, locale: Locale): Promise<void> {
  await page.locator('#inquiry-name').fill('Jana Becker');
  await page.locator('#inquiry-email').fill('jana.becker@example.com');
  await chooseCountry(page, 'inquiry-country', locale === 'de' ? 'Deutschland' : 'Germany');
  await page
    .locator('#inquiry-message')
    .fill('We need a quote for a channel baler for 40 tonnes of cardboard a day.');
  await page.locator('#inquiry-consent').check();
}

describe('the inquiry form', () => {
  it('sends a German inquiry with a national mobile number, and both e-mails go out', async () => {
    const page = await openForm('de');
    await fillRequired(page, 'de');
    await page.locator('#inquiry-company').fill('Becker Recycling GmbH');
    // Germany as the company's country also became the phone country.
    await expect.poll(() => page.locator('#inquiry-phoneCountry').inputValue()).toContain('+49');
    await page.locator('#inquiry-phone').pressSequentially('0151 23456789');
    await page.getByRole('button', { name: labels('de').submit }).click();

    const reference = page.getByTestId('inquiry-reference');
    await reference.waitFor();
    const text = (await reference.textContent()) ?? '';
    expect(text).toMatch(/SD-\d{2}-[0-9A-Z]{5}/);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H3');

    // A clean shutdown delivers the mail that is due; then the mailbox can be read from the data folder.
    // The page goes first: the country list's flags load lazily and may still be on their way, which a
    // stopped server would refuse (page errors fail the test).
    await page.close();
    await server?.stop();
    server = undefined;
    const connection = await connectDatabase({
      dataDir,
      migrationsFolder: join(repoRoot, 'packages/db/migrations'),
    });
    try {
      const mails = await connection.db.select().from(devMailbox);
      const about = mails.filter((mail) => mail.subject.includes(text));
      expect(about.map((mail) => mail.to).sort()).toEqual([
        ['jana.becker@example.com'],
        ['sales@veltrum.example'],
      ]);
    } finally {
      await connection.close();
    }
    // The other tests need a server again (the database is closed, so a fresh start can open it).
    server = await startServer({
      INQUIRY_RATE_LIMIT: '0',
      DATA_DIR: dataDir,
      SITE_LOCALES: checkedLocales.join(','),
    });
  });

  // The browser's small metadata only knows lengths, so "12345" passes it and the server's full check
  // answers 422: both ways must end at the same inline error.
  it.each([
    ['the browser', '123'],
    ['the server', '12345'],
  ])(
    'shows an invalid number found by %s next to the phone field and links it from the summary',
    async (_by, number) => {
      const page = await openForm('en');
      await fillRequired(page, 'en');
      await chooseCountry(page, 'inquiry-phoneCountry', 'Germany');
      await page.locator('#inquiry-phone').pressSequentially(number);
      await page.getByRole('button', { name: labels('en').submit }).click();

      const phone = page.locator('#inquiry-phone');
      await expect.poll(() => phone.getAttribute('aria-invalid')).toBe('true');
      const error = page.locator('#inquiry-phone-error');
      expect(await error.textContent()).toBe(inquiryFieldErrorMessages.en.invalid_phone);
      expect(await phone.getAttribute('aria-describedby')).toContain('inquiry-phone-error');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('inquiry-error-summary');
      await page.getByRole('link', { name: inquiryFieldErrorMessages.en.invalid_phone }).click();
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('inquiry-phone');
    },
  );

  it.each([
    ['de', 'Öster', 'Österreich'],
    ['en', 'Austria', 'Austria'],
  ] as const)('lets a %s keyboard user find a country by typing "%s"', async (locale, search, name) => {
    const page = await openForm(locale);
    const combobox = page.locator('#inquiry-phoneCountry');
    await combobox.focus();
    await combobox.pressSequentially(search);
    expect(await combobox.getAttribute('aria-expanded')).toBe('true');
    await combobox.press('ArrowDown');
    const activeId = await combobox.getAttribute('aria-activedescendant');
    expect(activeId).toBe('inquiry-phoneCountry-option-AT');
    expect(await page.locator(`#${activeId}`).getAttribute('aria-selected')).toBe('true');
    await combobox.press('Enter');

    expect(await combobox.getAttribute('aria-expanded')).toBe('false');
    expect(await combobox.inputValue()).toBe(`${name} (+43)`);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('inquiry-phoneCountry');
  });

  it('draws flags from the site’s own files, not as emoji a system may lack', async () => {
    const page = await openForm('en');
    await chooseCountry(page, 'inquiry-phoneCountry', 'Austria');
    const loaded = (selector: string) =>
      page.locator(selector).evaluateAll((images) =>
        (images as HTMLImageElement[]).map((image) => ({
          src: new URL(image.src).pathname,
          drawn: image.complete && image.naturalWidth > 0,
          alt: image.alt,
        })),
      );
    const beside = 'div:has(> #inquiry-phoneCountry) > img';
    await expect.poll(() => loaded(beside)).toEqual([{ src: '/flags/AT.svg', drawn: true, alt: '' }]);

    // The open list's rows in view draw theirs; no row shows regional-indicator letters.
    await page.locator('#inquiry-phoneCountry').press('ArrowDown');
    const rows = '#inquiry-phoneCountry-listbox [role="option"] img';
    await page.locator(rows).first().waitFor();
    await expect.poll(async () => (await loaded(rows)).slice(0, 5).every((row) => row.drawn)).toBe(true);
    const listText = await page.locator('#inquiry-phoneCountry-listbox').innerText();
    expect(listText).not.toMatch(/[\u{1F1E6}-\u{1F1FF}]/u);
  });

  it('finds countries by dial code and ISO code, and Escape keeps the choice', async () => {
    const page = await openForm('en');
    const combobox = page.locator('#inquiry-phoneCountry');
    await combobox.focus();
    await combobox.pressSequentially('+351');
    await combobox.press('ArrowDown');
    await combobox.press('Enter');
    expect(await combobox.inputValue()).toBe('Portugal (+351)');

    await combobox.pressSequentially('cz');
    await combobox.press('ArrowDown');
    expect(await combobox.getAttribute('aria-activedescendant')).toBe('inquiry-phoneCountry-option-CZ');
    await combobox.press('End');
    await combobox.press('Home');
    expect(await combobox.getAttribute('aria-activedescendant')).toBe('inquiry-phoneCountry-option-CZ');
    await combobox.press('Escape');
    expect(await combobox.inputValue()).toBe('Portugal (+351)');
  });

  it('switches the phone country when an international number is pasted', async () => {
    const page = await openForm('de');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: origin() });
    await page.evaluate(() => navigator.clipboard.writeText('+44 7400 123456'));
    const phone = page.locator('#inquiry-phone');
    await phone.focus();
    await phone.press('ControlOrMeta+V');

    const combobox = page.locator('#inquiry-phoneCountry');
    await expect.poll(() => combobox.inputValue()).toBe('Vereinigtes Königreich (+44)');
    expect(await phone.inputValue()).toBe('+44 7400 123456');
  });

  it('has no accessibility violations when empty, with errors and after sending', async () => {
    const page = await openForm('en', '?topic=quote');
    expect(await page.locator('#inquiry-topic').inputValue()).toBe('quote');
    expect(await axeViolations(page), 'empty').toEqual([]);

    await page.getByRole('button', { name: labels('en').submit }).click();
    await page.locator('#inquiry-name-error').waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('inquiry-error-summary');
    expect(await axeViolations(page), 'with errors').toEqual([]);

    await fillRequired(page, 'en');
    await page.getByRole('button', { name: labels('en').submit }).click();
    await page.getByTestId('inquiry-reference').waitFor();
    expect(await axeViolations(page), 'sent').toEqual([]);
  });

  it('says plainly when the server cannot be reached and keeps what was typed', async () => {
    const page = await openForm('en');
    await page.route('**/api/inquiries', (route) => route.abort('internetdisconnected'));
    await fillRequired(page, 'en');
    await page.getByRole('button', { name: labels('en').submit }).click();

    const alert = page.getByRole('alert').filter({ hasText: labels('en').networkError });
    await alert.waitFor();
    expect(await page.locator('#inquiry-name').inputValue()).toBe('Jana Becker');
    expect(await page.locator('#inquiry-message').inputValue()).toContain('channel baler');
    expect(await page.locator('#inquiry-country').inputValue()).toBe('Germany');
    expect(await page.locator('#inquiry-consent').isChecked()).toBe(true);
  });

  it('keeps the draft across a reload, even one right after the last keystroke on a slow phone', async () => {
    const page = await openForm('en');
    // A slow phone's CPU: React then renders the last keystroke after the reload began (without the save
    // on leaving, the message was lost in 23 of 30 tries).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.locator('#inquiry-name').fill('Jana Becker');
    await page.locator('#inquiry-message').fill('Draft that must survive.');
    await page.reload();
    await page.locator('#inquiry-country[role="combobox"]').waitFor();
    await expect.poll(() => page.locator('#inquiry-name').inputValue()).toBe('Jana Becker');
    expect(await page.locator('#inquiry-message').inputValue()).toBe('Draft that must survive.');
  });
});

describe('errors in the inquiry form', () => {
  it.each(checkedLocales)(
    'in %s, a failed sending focuses a summary of the problems that links to each field',
    async (locale) => {
      const page = await openForm(locale);
      await page.getByRole('button', { name: labels(locale).submit }).click();

      const summary = page.getByRole('region', { name: labels(locale).errorSummaryTitle });
      await summary.waitFor();
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('inquiry-error-summary');
      expect(await summary.getByRole('heading', { level: 3 }).textContent()).toBe(
        labels(locale).errorSummaryTitle,
      );
      // Each required field's message says which field it is (not "Please fill in this field.").
      const required = inquiryRequiredFieldMessages[locale];
      expect(await summary.getByRole('link').allTextContents()).toEqual([
        required.name,
        required.country,
        required.email,
        required.message,
        inquiryFieldErrorMessages[locale].consent_required,
      ]);
      // The inline errors stay at their fields.
      expect(await page.locator('#inquiry-name-error').textContent()).toBe(required.name);
      expect(await page.locator('#inquiry-message-error').textContent()).toBe(required.message);

      await summary.getByRole('link', { name: required.country }).click();
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('inquiry-country');
      await summary.getByRole('link', { name: required.email }).press('Enter');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('inquiry-email');

      // A fixed field leaves the summary.
      await page.locator('#inquiry-name').fill('Jana Becker');
      await expect.poll(() => summary.getByRole('link').allTextContents()).not.toContain(required.name);
    },
  );

  it('takes the best match when Enter follows text that matches several countries', async () => {
    const page = await openForm('en');
    const combobox = page.locator('#inquiry-country');
    await combobox.focus();
    await combobox.pressSequentially('Braz');
    const options = page.locator('#inquiry-country-listbox [role="option"]');
    await options.first().waitFor();
    expect(await options.count(), '"Braz" matches more than one country').toBeGreaterThan(1);
    expect(await options.first().getAttribute('id')).toBe('inquiry-country-option-BR');

    await combobox.press('Enter');
    expect(await combobox.getAttribute('aria-expanded')).toBe('false');
    expect(await combobox.inputValue()).toBe('Brazil');
  });

  it('keeps text that names no country when Tab leaves the field, and asks for one from the list', async () => {
    const page = await openForm('en');
    const combobox = page.locator('#inquiry-country');
    await chooseCountry(page, 'inquiry-country', 'Germany');
    // The chosen name is selected, so typing replaces it.
    await combobox.pressSequentially('Atlantis');
    await combobox.press('Tab');

    expect(await page.evaluate(() => document.activeElement?.id)).toBe('inquiry-email');
    expect(await combobox.inputValue()).toBe('Atlantis');
    await expect.poll(() => combobox.getAttribute('aria-invalid')).toBe('true');
    const invalidCountry = inquiryFieldErrorMessages.en.invalid_country;
    expect(await page.locator('#inquiry-country-error').textContent()).toBe(invalidCountry);
    expect(await combobox.getAttribute('aria-describedby')).toContain('inquiry-country-error');

    // Sending does not quietly use the earlier choice: the summary names the problem.
    await page.getByRole('button', { name: labels('en').submit }).click();
    const summary = page.getByRole('region', { name: labels('en').errorSummaryTitle });
    await summary.waitFor();
    expect(await summary.getByRole('link').allTextContents()).toContain(invalidCountry);

    await chooseCountry(page, 'inquiry-country', 'Austria');
    expect(await combobox.inputValue()).toBe('Austria');
    await expect.poll(() => combobox.getAttribute('aria-invalid')).toBe('false');
    expect(await page.locator('#inquiry-country-error').count()).toBe(0);
  });
});

describe('the prerendered contact form', () => {
  // Regression: the required topic <select> began with a real topic, which the W3C checker rejects
  // ("The first child option element of a select element with a required attribute … must have either an
  // empty value attribute, or must have no text content").
  it.each(checkedLocales)(
    'in %s gives every required single select an empty placeholder option first',
    async (locale) => {
      const context = await visitors.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      const response = await page.goto(`${origin()}${pathFor('contact', locale)}`);
      expect(response?.status()).toBe(200);

      const selects = page.locator('select[required]');
      expect(await selects.count(), 'the country and topic selects').toBeGreaterThanOrEqual(2);
      const problems = await selects.evaluateAll((elements) =>
        elements.flatMap((element) => {
          if (!(element instanceof HTMLSelectElement) || element.multiple || element.size > 1) return [];
          const first = element.options[0];
          const isPlaceholder = first !== undefined && first.value === '' && first.parentElement === element;
          return isPlaceholder ? [] : [`#${element.id} starts with "${first?.textContent ?? 'no option'}"`];
        }),
      );
      expect(problems).toEqual([]);
      // The placeholder is not what a visitor without JavaScript sends: a topic is still chosen.
      expect(await page.locator('#inquiry-topic').inputValue()).toBe('product');
    },
  );

  it('posts without JavaScript: the native country selects are there, the comboboxes are not shown', async () => {
    const context = await visitors.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${origin()}${pathFor('contact', 'en')}`);
    // Without JavaScript the `<noscript>` selects are the fields, named by their labels (decision 155).
    const country = page.getByRole('combobox', { name: labels('en').country });
    expect(await country.evaluate((element) => element.tagName)).toBe('SELECT');
    expect(await country.isVisible()).toBe(true);
    // The comboboxes' prerendered inputs are hidden (`@media (scripting: none)`): every combobox a visitor
    // can reach is a native select (country, country code, topic).
    expect(
      await page.getByRole('combobox').evaluateAll((elements) => elements.map((element) => element.tagName)),
    ).toEqual(['SELECT', 'SELECT', 'SELECT']);
    expect(await page.locator('select#inquiry-phoneCountry').isVisible()).toBe(true);

    await page.locator('#inquiry-name').fill('Jana Becker');
    await page.locator('#inquiry-email').fill('jana.becker@example.com');
    await country.selectOption('AT');
    await page.locator('select#inquiry-phoneCountry').selectOption('AT');
    await page.locator('#inquiry-phone').fill('0664 1234567');
    await page.locator('#inquiry-message').fill('Please call us about a baler for 20 tonnes of film a day.');
    await page.locator('#inquiry-consent').check();
    const [response] = await Promise.all([
      page.waitForResponse((answer) => answer.url().endsWith('/api/inquiries')),
      page.getByRole('button', { name: labels('en').submit }).click(),
    ]);
    // The server judges the native post with the same schema; a valid one is accepted.
    expect(response.status()).toBe(201);
    expect(await response.text()).toMatch(/SD-\d{2}-[0-9A-Z]{5}/);
  });

  it('hydrates the country comboboxes in place: the prerendered elements become the working ones', async () => {
    const context = await visitors.newContext();
    const page = await context.newPage();
    let releaseForm: () => void = () => undefined;
    const formRequested = new Promise<void>((requested) => {
      void page.route('**/assets/inquiry-form-*.js', async (route) => {
        await new Promise<void>((release) => {
          releaseForm = release;
          requested();
        });
        await route.continue();
      });
    });
    await page.goto(`${origin()}${pathFor('contact', 'en')}`);
    await formRequested;
    // With JavaScript the selects' options never become elements: the `<noscript>` is text.
    expect(await page.locator('select[name="country"], select[name="phoneCountry"]').count()).toBe(0);
    expect(await page.locator('form option').count(), 'only the topic select has options').toBeLessThan(20);
    const before = page.locator('input[aria-autocomplete="list"]');
    expect(await before.count()).toBe(2);
    await before.evaluateAll((inputs) => {
      for (const input of inputs) input.setAttribute('data-prerendered', '');
    });

    releaseForm();
    await page.locator('[data-island="inquiryForm"][data-hydrated="true"]').waitFor();
    const country = page.locator('#inquiry-country');
    await country.and(page.locator('[role="combobox"]')).waitFor();
    expect(await country.getAttribute('data-prerendered')).toBe('');
    expect(await page.locator('#inquiry-phoneCountry').getAttribute('data-prerendered')).toBe('');
    // The list is built when it first opens, and filters as before.
    await country.pressSequentially('Austr');
    const options = page.locator('#inquiry-country-listbox [role="option"]');
    await expect
      .poll(() => options.evaluateAll((elements) => elements.map((element) => element.id)))
      .toEqual(['inquiry-country-option-AU', 'inquiry-country-option-AT']);
  });
});

/** The numbering plans the page fetched so far, by calling code (`phone-plan-44-….js` → `44`). */
function watchPhonePlans(page: Page): string[] {
  const plans: string[] = [];
  page.on('request', (request) => {
    const code = /\/assets\/phone-plan-(\d+)-[^/]+\.js$/.exec(request.url())?.[1];
    if (code) plans.push(code);
  });
  return plans;
}

describe('the phone field with numbering plans loaded on demand (decision 146)', () => {
  it('loads only the plan of the region in use, and formats typed digits once it is there', async () => {
    const context = await visitors.newContext({ locale: 'en-GB' });
    const page = await context.newPage();
    const plans = watchPhonePlans(page);
    await page.goto(`${origin()}${pathFor('contact', 'en')}`);
    await page.locator('#inquiry-phoneCountry[role="combobox"]').waitFor();
    // The English page's phone region is the United Kingdom: +44 only, not the world's plans.
    await expect.poll(() => plans).toEqual(['44']);

    await chooseCountry(page, 'inquiry-phoneCountry', 'Japan');
    const phone = page.locator('#inquiry-phone');
    await phone.pressSequentially('0312345678');
    await expect.poll(() => phone.inputValue()).toBe('03-1234-5678');
    expect(plans).toEqual(['44', '81']);
  });

  it('judges a number whose plan arrives late once it is there, and only then', async () => {
    const page = await openForm('en');
    // Hold New Zealand's plan (+64) until the number has been typed and the field left.
    let releasePlan: () => void = () => undefined;
    const planRequested = new Promise<void>((requested) => {
      void page.route('**/assets/phone-plan-64-*.js', async (route) => {
        requested();
        await new Promise<void>((release) => {
          releasePlan = release;
        });
        await route.continue();
      });
    });
    await chooseCountry(page, 'inquiry-phoneCountry', 'New Zealand');
    const phone = page.locator('#inquiry-phone');
    await phone.pressSequentially('12');
    await page.locator('#inquiry-message').focus();
    await planRequested;
    // Without the plan the browser cannot tell, so it does not call the number wrong.
    expect(await phone.getAttribute('aria-invalid')).not.toBe('true');
    expect(await page.locator('#inquiry-phone-error').count()).toBe(0);

    releasePlan();
    const error = page.locator('#inquiry-phone-error');
    await expect.poll(() => error.textContent()).toBe(inquiryFieldErrorMessages.en.invalid_phone);
    expect(await phone.getAttribute('aria-invalid')).toBe('true');

    // A real New Zealand mobile number clears it as it is typed.
    await phone.fill('');
    await phone.pressSequentially('021 123 4567');
    await expect.poll(() => error.count()).toBe(0);
    expect(await phone.inputValue()).toBe('021 123 4567');
  });
});

describe('the first view (decision 146)', () => {
  it('is styled by the inline stylesheet the CSP allows, with no stylesheet to fetch first', async () => {
    const context = await visitors.newContext({ locale: 'en-GB' });
    const page = await context.newPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/.test(message.text())) violations.push(message.text());
    });
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
    });
    const response = await page.goto(`${origin()}${pathFor('contact', 'en')}`);
    expect(response?.headers()['content-security-policy']).toMatch(/style-src 'self' 'sha256-/);
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain('Atkinson');
    expect(stylesheets).toEqual([]);
    expect(violations).toEqual([]);
  });
});

/** The form's checks chunk (zod, the shared schema, libphonenumber) the page fetched so far. */
function watchChecks(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/inquiry-checks-[^/]+\.js$/.test(request.url())) requests.push(request.url());
  });
  return requests;
}

describe('the hydrated form on Preact, with its checks loaded on first use (decision 150)', () => {
  it('fetches no checks for the first view, then marks a field left wrong and opens the country list', async () => {
    const context = await visitors.newContext({ locale: 'en-GB' });
    const page = await context.newPage();
    const checks = watchChecks(page);
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
    });
    await page.goto(`${origin()}${pathFor('contact', 'en')}`);
    await page.locator('[data-island="inquiryForm"][data-hydrated="true"]').waitFor();
    await page.locator('#inquiry-country[role="combobox"]').waitFor();
    expect(checks, 'checks fetched before the visitor did anything').toEqual([]);
    // Hydration keeps the prerendered text: React's `<!-- -->` between adjacent texts ("Company (optional)")
    // must neither double nor drop words when Preact takes the markup over. (Hydrated, the attachments
    // field adds a label of its own; the quote's rows and terms without script are in a `<noscript>`, and
    // hydrated they come with the quote topic, decision 219.)
    const labelTexts = (target: Page) =>
      target.locator('form label:not(.quote-without-script label)').allTextContents();
    const staticContext = await visitors.newContext({ javaScriptEnabled: false });
    const staticPage = await staticContext.newPage();
    await staticPage.goto(`${origin()}${pathFor('contact', 'en')}`);
    const prerendered = await labelTexts(staticPage);
    expect(prerendered).toContain(`${labels('en').company} (${labels('en').optionalMark})`);
    expect(await labelTexts(page)).toEqual(expect.arrayContaining(prerendered));

    const email = page.locator('#inquiry-email');
    await email.focus();
    await email.pressSequentially('jana.becker@');
    await email.press('Tab');
    const error = page.locator('#inquiry-email-error');
    await expect.poll(() => error.textContent()).toBe(inquiryFieldErrorMessages.en.invalid_email);
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect(checks).toHaveLength(1);
    // Neither the island nor its checks fetch the stylesheet the page already has inline (decision 146).
    expect(stylesheets).toEqual([]);

    const country = page.locator('#inquiry-country');
    await country.click();
    const listbox = page.locator('#inquiry-country-listbox');
    await listbox.waitFor();
    expect(await country.getAttribute('aria-expanded')).toBe('true');
    expect(await listbox.getByRole('option').count()).toBeGreaterThan(100);
    await country.press('Escape');
    await expect.poll(() => country.getAttribute('aria-expanded')).toBe('false');
  });

  it('formats a number typed while the checks were on their way, and judges a field left meanwhile', async () => {
    const page = await openForm('en');
    let releaseChecks: () => void = () => undefined;
    const checksRequested = new Promise<void>((requested) => {
      void page.route('**/assets/inquiry-checks-*.js', async (route) => {
        requested();
        await new Promise<void>((release) => {
          releaseChecks = release;
        });
        await route.continue();
      });
    });
    const name = page.locator('#inquiry-name');
    await name.focus();
    await checksRequested;
    // A name that is only spaces is wrong, but nothing can say so until the checks are here.
    await name.pressSequentially('   ');
    const phone = page.locator('#inquiry-phone');
    await phone.focus();
    await phone.pressSequentially('07400123456');
    expect(await phone.inputValue()).toBe('07400123456');
    expect(await page.locator('#inquiry-name-error').count()).toBe(0);

    releaseChecks();
    await expect.poll(() => phone.inputValue()).toBe('07400 123456');
    await expect
      .poll(() => page.locator('#inquiry-name-error').textContent())
      .toBe(inquiryRequiredFieldMessages.en.name);
  });
});
