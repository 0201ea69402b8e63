import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DevMailbox } from '@sitedesk/shared/desk-api';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { launchChromium } from './support/chromium';
import { type RunningServer, startServer } from './support/server';
import { settled } from './support/settled';
import { createStaffUser, type StaffUser } from './support/staff-cli';

/** Conversations in the desk (issue 12): answering from the composer, the visitor's answers coming back live. */

const password = 'correct horse battery staple 42';
const sales: StaffUser = { email: 'sam.sales@veltrum.example', name: 'Sam Sales', role: 'sales' };
const owner: StaffUser = { email: 'olga.owner@veltrum.example', name: 'Olga Owner', role: 'owner' };
const visitorEmail = 'ana.ribeiro@lusorecicla.example';

let dataDir: string;
let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

const env = { MAIL_DRIVER: 'dev', INQUIRY_RATE_LIMIT: '0', SIGN_IN_RATE_LIMIT: '0' };

/** Login fixture: signs in through the API; the browser context keeps the cookie. */
async function signedInPage(user: StaffUser, locale: 'en-GB' | 'de-DE' = 'en-GB'): Promise<Page> {
  const context = await browser.newContext({ locale });
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

async function submitInquiry(name: string, locale: 'en' | 'de'): Promise<{ id: string; reference: string }> {
  const response = await fetch(`${server.url}/api/inquiries`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name,
      company: 'Lusorecicla Lda.',
      email: visitorEmail,
      phone: '+351 912 345 678',
      phoneCountry: 'PT',
      country: 'PT',
      topic: 'quote',
      message: 'We need a quote for a channel baler, about 20 t per day of cardboard.',
      consent: true,
      locale,
    }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; reference: string };
}

/** Opens an inquiry and waits until its thread and (for those who may answer) the composer are there. */
async function openInquiry(page: Page, inquiry: { id: string; reference: string }, heading: RegExp) {
  await page.goto(`${server.url}/desk/inquiries/${inquiry.id}`);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await page.getByTestId('thread').waitFor();
  await page.locator('[data-live-state="live"]').waitFor();
}

/** The dev mailbox's copy of the answer sent to the visitor, once the delivery worker has sent it. */
async function keptAnswerTo(owner: Page, reference: string): Promise<string> {
  let id: string | undefined;
  await expect
    .poll(async () => {
      const response = await owner.request.get(`${server.url}/api/desk/mailbox?pageSize=100`);
      const mailbox = (await response.json()) as DevMailbox;
      id = mailbox.items.find(
        (mail) =>
          mail.to.includes(visitorEmail) &&
          mail.subject.startsWith('Re:') &&
          mail.subject.includes(reference),
      )?.id;
      return id;
    })
    .toBeTruthy();
  return id ?? '';
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page), page.url()).toEqual([]);
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'sitedesk-conversation-e2e-'));
  // The first start migrates the database; the CLI then adds staff while the service is stopped.
  server = await startServer(env, { dataDir });
  await server.stop();
  for (const user of [sales, owner]) await createStaffUser(user, password, { DATA_DIR: dataDir });
  server = await startServer(env, { dataDir });
  browser = await launchChromium();
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('conversations in the desk', () => {
  let answered: { id: string; reference: string };

  it('lets an owner add a German template that a sales user then sends; the answer shows at once', async () => {
    const ownerPage = await signedInPage(owner);
    await ownerPage.goto(`${server.url}/desk/settings/templates`);
    await ownerPage.getByRole('heading', { level: 1, name: 'Answer templates' }).waitFor();
    const newTemplate = ownerPage.getByRole('region', { name: 'New template' });
    await newTemplate.getByLabel('Title').fill('Angebot folgt');
    await newTemplate.getByLabel('Language').selectOption({ label: 'Deutsch' });
    await newTemplate
      .getByLabel('Text')
      .fill(
        'Guten Tag {{name}},\n\ndanke für Ihre Anfrage {{reference}}. Das Angebot folgt.\n\n{{staff.name}}',
      );
    await newTemplate.getByRole('button', { name: 'Create template' }).click();
    await ownerPage
      .getByRole('region', { name: 'Deutsch' })
      .getByRole('heading', { name: 'Angebot folgt' })
      .waitFor();
    await expectNoAxeViolations(ownerPage);

    answered = await submitInquiry('Ana Ribeiro', 'de');
    const page = await signedInPage(sales, 'de-DE');
    await openInquiry(page, answered, new RegExp(`Anfrage ${answered.reference}`));
    const composer = page.getByTestId('composer');
    await composer.getByLabel('Vorlage', { exact: true }).selectOption({ label: 'Angebot folgt' });
    await composer.getByRole('button', { name: 'Vorlage einfügen' }).click();
    const body = composer.getByLabel('Ihre Antwort');
    expect(await body.inputValue()).toBe(
      `Guten Tag Ana Ribeiro,\n\ndanke für Ihre Anfrage ${answered.reference}. Das Angebot folgt.\n\nSam Sales`,
    );
    await composer.getByRole('button', { name: 'Antwort senden' }).click();

    const sent = page
      .locator('article[data-direction="outbound"]')
      .filter({ hasText: 'Sam Sales antwortete' });
    await sent.filter({ hasText: `danke für Ihre Anfrage ${answered.reference}` }).waitFor();
    await composer.getByRole('status').filter({ hasText: 'Ihre Antwort wurde gesendet.' }).waitFor();
    expect(await body.inputValue()).toBe('');
    // The answer moved the inquiry to "answered"; the thread says who did it.
    await page
      .locator('li[data-kind="activity"]')
      .filter({ hasText: 'Sam Sales hat den Status geändert' })
      .waitFor();
  });

  it('shows the visitor’s answer from the dev mailbox in the open inquiry without a reload', async () => {
    const page = await signedInPage(sales);
    await openInquiry(page, answered, new RegExp(`Inquiry ${answered.reference}`));
    // A reload would drop this mark: it proves the answer arrives through the event stream.
    await page.evaluate(() => document.body.setAttribute('data-not-reloaded', 'yes'));

    const ownerPage = await signedInPage(owner);
    const mailId = await keptAnswerTo(ownerPage, answered.reference);
    await ownerPage.goto(`${server.url}/desk/mailbox`);
    await ownerPage.getByRole('heading', { level: 1, name: 'Dev mailbox' }).waitFor();
    const kept = ownerPage.locator(`[data-mail-id="${mailId}"]`);
    await kept.locator('summary').first().click();
    await kept.getByText('Answer as the visitor', { exact: true }).click();
    await kept.getByLabel('The visitor’s answer').fill('Danke, wir warten auf das Angebot.');
    await expectNoAxeViolations(ownerPage);
    await kept.getByRole('button', { name: 'Send as the visitor' }).click();
    await kept.getByRole('status').filter({ hasText: 'The answer arrived in the desk.' }).waitFor();

    const received = page
      .locator('article[data-direction="inbound"]')
      .filter({ hasText: `Answer from ${visitorEmail}` });
    await received.filter({ hasText: 'Danke, wir warten auf das Angebot.' }).waitFor();
    await page
      .getByTestId('thread-announcement')
      .filter({ hasText: 'New answer from the visitor' })
      .waitFor();
    expect(await page.evaluate(() => document.body.getAttribute('data-not-reloaded'))).toBe('yes');

    // The quoted answer is folded behind a toggle, not gone.
    const toggle = received.getByRole('button', { name: 'Show quoted text' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    const hide = received.getByRole('button', { name: 'Hide quoted text' });
    expect(await hide.getAttribute('aria-expanded')).toBe('true');
    await received.getByText('Das Angebot folgt.', { exact: false }).last().waitFor();
  });

  it('can be used with the keyboard alone: Tab to the answer, type, Ctrl+Enter sends', async () => {
    const inquiry = await submitInquiry('Kim Keyboard', 'en');
    const page = await signedInPage(sales);
    await openInquiry(page, inquiry, new RegExp(`Inquiry ${inquiry.reference}`));
    const body = page.getByTestId('composer').getByLabel('Your answer');
    await body.waitFor();

    // From the page's heading (where focus starts) Tab walks the page in order until it reaches the answer.
    let presses = 0;
    while (!(await body.evaluate((element) => element === document.activeElement))) {
      presses += 1;
      expect(presses, 'Tab never reached the answer field').toBeLessThan(80);
      await page.keyboard.press('Tab');
    }
    await page.keyboard.type('Thank you, Kim. A quote follows tomorrow.');
    await page.keyboard.press('Control+Enter');

    await page
      .locator('article[data-direction="outbound"]')
      .filter({ hasText: 'Thank you, Kim. A quote follows tomorrow.' })
      .waitFor();
    await page.getByTestId('composer-status').filter({ hasText: 'Your answer was sent.' }).waitFor();
    expect(await body.inputValue()).toBe('');
  });

  it('keeps an unsent answer as a draft on the server, restored in a new tab', async () => {
    const inquiry = await submitInquiry('Dora Draft', 'en');
    const page = await signedInPage(sales);
    await openInquiry(page, inquiry, new RegExp(`Inquiry ${inquiry.reference}`));
    const composer = page.getByTestId('composer');
    await composer.getByLabel('Your answer').fill('Half an answer, to finish later.');
    await composer.getByText('Draft saved.').waitFor();

    // A new tab of the same session has no sessionStorage copy: the text comes from the server.
    const second = await page.context().newPage();
    await openInquiry(second, inquiry, new RegExp(`Inquiry ${inquiry.reference}`));
    const restored = second.getByTestId('composer').getByLabel('Your answer');
    await expect.poll(() => restored.inputValue()).toBe('Half an answer, to finish later.');
  });

  it('sends a new file, then offers it again, and previews the signature from my settings', async () => {
    const page = await signedInPage(sales);
    await page.goto(`${server.url}/desk/preferences`);
    await page.getByRole('heading', { level: 1, name: 'My e-mail settings' }).waitFor();
    await page.getByLabel('My e-mail signature').fill('Sam Sales\nVeltrum Sales');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: 'Your settings were saved.' }).waitFor();

    const inquiry = await submitInquiry('Fiona Files', 'en');
    await openInquiry(page, inquiry, new RegExp(`Inquiry ${inquiry.reference}`));
    const composer = page.getByTestId('composer');
    await composer.getByTestId('signature-preview').filter({ hasText: 'Veltrum Sales' }).waitFor();
    await composer.getByLabel('Add files').setInputFiles({
      name: 'price-list.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
    });
    await composer.getByLabel('Your answer').fill('Our price list is attached.');
    await composer.getByRole('button', { name: 'Send answer' }).click();
    const sent = page
      .locator('article[data-direction="outbound"]')
      .filter({ hasText: 'Our price list is attached.' });
    await sent.getByRole('link', { name: 'price-list.pdf' }).waitFor();

    // The file is now on the inquiry: the next answer can send it again without an upload.
    await composer.getByRole('checkbox', { name: /price-list\.pdf/ }).check();
    await composer.getByLabel('Your answer').fill('Here it is once more.');
    await page.keyboard.press('Control+Enter');
    const again = page
      .locator('article[data-direction="outbound"]')
      .filter({ hasText: 'Here it is once more.' });
    await again.getByRole('link', { name: 'price-list.pdf' }).waitFor();
  });

  it('refuses a bad CC address next to the field, with an error summary that takes focus', async () => {
    const inquiry = await submitInquiry('Carla Copy', 'en');
    const page = await signedInPage(sales);
    await openInquiry(page, inquiry, new RegExp(`Inquiry ${inquiry.reference}`));
    const composer = page.getByTestId('composer');
    await composer.getByLabel('CC', { exact: true }).fill('boss@lusorecicla.example, not-an-address');
    await composer.getByLabel('Your answer').fill('Copying my colleague.');
    await composer.getByRole('button', { name: 'Send answer' }).click();

    const summary = page.getByTestId('error-summary');
    await summary.filter({ hasText: 'Check these addresses: not-an-address' }).waitFor();
    expect(await summary.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await composer.getByLabel('CC', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(page);
  });

  // One language a test: ten pages checked by axe took past the two minutes a test has on CI's loaded cores.
  it.each(['English', 'Deutsch'])(
    'has no axe violations on the thread and the composer, in %s',
    async (language) => {
      const page = await signedInPage(owner);
      const { id } = await submitInquiry(`Axe Checker ${language}`, 'en');
      const note = await page.request.post(`${server.url}/api/desk/inquiries/${id}/notes`, {
        headers: { origin: server.url },
        data: { body: 'Called back, waiting for drawings.' },
      });
      expect(note.status()).toBe(201);
      await page.goto(`${server.url}/desk/inquiries/${answered.id}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByRole('combobox', { name: /Language|Sprache/ }).selectOption({ label: language });
      // The answered inquiry comes last: its folded quote is opened below.
      for (const path of [`/desk/inquiries/${id}`, `/desk/inquiries/${answered.id}`]) {
        await page.goto(`${server.url}${path}`);
        await page.getByTestId('composer').waitFor();
        await page.locator('article[data-kind], article[data-direction]').first().waitFor();
        await expectNoAxeViolations(page);
      }
      await page
        .getByRole('button', { name: /Show quoted text|Zitierten Text zeigen/ })
        .first()
        .click();
      await expectNoAxeViolations(page);
      for (const path of ['/desk/settings/templates', '/desk/preferences']) {
        await page.goto(`${server.url}${path}`);
        await settled(page, ['Loading', 'Wird geladen']);
        await expectNoAxeViolations(page);
      }
    },
  );

  it('lets an owner edit and delete a template', async () => {
    const page = await signedInPage(owner);
    page.on('dialog', (dialog) => void dialog.accept());
    await page.goto(`${server.url}/desk/settings/templates`);
    const german = page.getByRole('region', { name: 'Deutsch' });
    await german.getByRole('button', { name: 'Edit: Angebot folgt' }).click();
    await german.getByLabel('Title').fill('Angebot kommt');
    await german.getByRole('button', { name: 'Save' }).click();
    await german.getByRole('heading', { name: 'Angebot kommt' }).waitFor();
    await german.getByRole('button', { name: 'Delete: Angebot kommt' }).click();
    await page.getByRole('status').filter({ hasText: 'The template “Angebot kommt” was deleted.' }).waitFor();
    await german.getByText('No templates in this language yet.').waitFor();
  });
});
