import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deskMessageCatalogs } from '@sitedesk/shared/messages/desk-catalogs';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { launchChromium } from './support/chromium';
import { type RunningServer, startServer } from './support/server';
import { settled as settledOn } from './support/settled';
import { createStaffUser, type StaffUser } from './support/staff-cli';

const password = 'correct horse battery staple 42';
const sales: StaffUser = { email: 'kai.keys@veltrum.example', name: 'Kai Keys', role: 'sales' };
const env = { MAIL_DRIVER: 'dev', INQUIRY_RATE_LIMIT: '0', SIGN_IN_RATE_LIMIT: '0', SPAM_CHECKS: 'off' };
const en = deskMessageCatalogs.en;
const ar = deskMessageCatalogs.ar;

let dataDir: string;
let server: RunningServer;
let browser: Browser;
let salesId: string;
const contexts: BrowserContext[] = [];

async function signedInPage(locale: string, width: number, height = 900): Promise<Page> {
  const context = await browser.newContext({ locale, viewport: { width, height } });
  contexts.push(context);
  const page = await context.newPage();
  page.on('pageerror', (error) => {
    throw error;
  });
  const response = await page.request.post(`${server.url}/api/auth/sign-in/email`, {
    data: { email: sales.email, password },
  });
  expect(response.status()).toBe(200);
  return page;
}

async function submitInquiry(name: string, phone?: { phone: string; phoneCountry: string }): Promise<string> {
  const response = await fetch(`${server.url}/api/inquiries`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name,
      company: 'Kompost Nord GmbH',
      email: 'einkauf@kompost.example',
      country: 'DE',
      topic: 'quote',
      message: `Please quote a vertical baler for film and cardboard. ${name}`,
      locale: 'en',
      consent: true,
      ...phone,
    }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** Whether `first` is drawn left of `second` in the element's text (both must occur in it once). */
async function leftOf(element: Locator, first: string, second: string): Promise<boolean> {
  return element.evaluate(
    (root, [a, b]) => {
      const xOf = (needle: string) => {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const at = node.textContent?.indexOf(needle) ?? -1;
          if (at < 0) continue;
          const range = document.createRange();
          range.setStart(node, at);
          range.setEnd(node, at + needle.length);
          return range.getBoundingClientRect().left;
        }
        throw new Error(`"${needle}" is not in the element`);
      };
      return xOf(a) < xOf(b);
    },
    [first, second] as const,
  );
}

type Detail = { status: string; assignee: { id: string } | null };
async function detailOf(page: Page, id: string): Promise<Detail> {
  return (await (await page.request.get(`${server.url}/api/desk/inquiries/${id}`)).json()) as Detail;
}

const settled = (page: Page) => settledOn(page, en.loading);

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');
const focusedTag = (page: Page) => page.evaluate(() => document.activeElement?.tagName ?? '');

/**
 * From the inbox (filtered to requests for quotes) to a sent answer and a closed inquiry with keys alone:
 * the arrival shows in the list, j focuses it, o opens it, a assigns it, r goes to the composer,
 * Ctrl+Enter sends, Tab leaves the text box and e closes. `whileOpen` looks at the page before it closes
 * (then it is answered and closed).
 */
async function workWithKeys(
  page: Page,
  name: string,
  whileOpen: (id: string) => Promise<void>,
): Promise<string> {
  await page.goto(`${server.url}/desk?topic=quote`);
  await settled(page);
  const id = await submitInquiry(name);
  const row = page.getByRole('main').locator(`[data-inquiry-id="${id}"]`);
  await row.waitFor();
  await page.keyboard.press('j');
  await expect.poll(() => focusedText(page)).toContain(name);
  // On a row the arrow keys move too (elsewhere they scroll).
  await page.keyboard.press('ArrowDown');
  expect(await focusedText(page)).not.toContain(name);
  await page.keyboard.press('ArrowUp');
  expect(await focusedText(page)).toContain(name);
  await page.keyboard.press('o');
  await page.waitForURL(`**/desk/inquiries/${id}?topic=quote`);
  await settled(page);
  // The way back keeps the view the member came from.
  expect(await page.getByRole('link', { name: en.inquiry.back }).getAttribute('href')).toBe(
    '/desk?topic=quote',
  );

  await page.keyboard.press('a');
  await expect.poll(async () => (await detailOf(page, id)).assignee?.id).toBe(salesId);
  await page.keyboard.press('r');
  expect(await focusedTag(page)).toBe('TEXTAREA');
  await page.keyboard.type('Thank you, our offer follows today.');
  await page.keyboard.press('Control+Enter');
  await expect.poll(async () => (await detailOf(page, id)).status).toBe('answered');
  await whileOpen(id);
  expect(await focusedTag(page)).toBe('TEXTAREA');
  // In the text box e is a letter; one Tab out, it closes the inquiry.
  await page.keyboard.press('Tab');
  await page.keyboard.press('e');
  await expect.poll(async () => (await detailOf(page, id)).status).toBe('closed');
  return id;
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'sitedesk-keyboard-e2e-'));
  // The command migrates a new data folder itself: the staff exist before the service first starts.
  await createStaffUser(sales, password, { DATA_DIR: dataDir });
  server = await startServer(env, { dataDir });
  browser = await launchChromium();
  const page = await signedInPage('en-GB', 1280);
  salesId = ((await (await page.request.get(`${server.url}/api/desk/me`)).json()) as { id: string }).id;
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('working an inquiry with the keyboard', () => {
  it('on a 1440 px desk, with the list beside the conversation and the shortcuts’ help', async () => {
    const page = await signedInPage('en-GB', 1440);
    const earlier = await submitInquiry('Edda Earlier', { phone: '+420 596 123 456', phoneCountry: 'CZ' });
    await workWithKeys(page, 'Dora Desk', async (id) => {
      // Beside the conversation: the same view, the open one marked as current.
      const list = page.getByRole('navigation', { name: en.keyboard.split.listLabel });
      expect(await list.getByRole('link', { name: /Edda Earlier/ }).isVisible()).toBe(true);
      expect(await list.locator('[aria-current="page"]').getAttribute('href')).toBe(
        `/desk/inquiries/${id}?topic=quote`,
      );
      expect(await axeViolations(page)).toEqual([]);
    });

    // j goes on down the same view.
    await page.keyboard.press('j');
    await page.waitForURL(`**/desk/inquiries/${earlier}?topic=quote`);

    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: en.keyboard.shortcuts.title });
    await help.waitFor();
    expect(await help.getByText(en.keyboard.shortcuts.assignToMe).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'hidden' });

    await page.keyboard.press('g');
    await page.keyboard.press('i');
    await page.waitForURL(`${server.url}/desk`);

    // Keys pressed the moment the help closes, while focus still sits on its button (the browser moves it
    // out a frame later), are shortcuts again: under load, a fast `g i` after Escape was swallowed.
    await page.goBack();
    await page.waitForURL(`**/desk/inquiries/${earlier}?topic=quote`);
    await page.keyboard.press('?');
    await help.waitFor();
    await help.evaluate((dialog: HTMLDialogElement) => {
      const button = dialog.querySelector('button');
      button?.focus();
      dialog.close();
      for (const key of ['g', 'i']) {
        button?.dispatchEvent(
          new KeyboardEvent('keydown', { key, code: `Key${key.toUpperCase()}`, bubbles: true }),
        );
      }
    });
    await page.waitForURL(`${server.url}/desk`);

    // Turned off in the preferences (WCAG 2.1.4), single keys do nothing.
    await page.goto(`${server.url}/desk/preferences`);
    await page.getByRole('checkbox', { name: en.keyboard.shortcuts.preference }).uncheck();
    await page.goto(`${server.url}/desk`);
    await settled(page);
    const before = await focusedTag(page);
    await page.keyboard.press('j');
    expect(await focusedTag(page)).toBe(before);
    expect(before).not.toBe('A');

    // The split view and the help in Arabic, right to left.
    const arabic = await signedInPage('ar', 1440);
    await arabic.goto(`${server.url}/desk/inquiries/${earlier}`);
    await arabic.getByRole('navigation', { name: ar.keyboard.split.listLabel }).waitFor();
    await arabic.getByRole('heading', { level: 1 }).waitFor();
    // The phone number reads left to right in the right-to-left page: "+420" stands left of "456".
    const phone = arabic.locator('section[aria-labelledby="inquiry-details"] a[href^="tel:"]');
    expect(await phone.innerText()).toContain('+420 596 123 456');
    expect(await leftOf(phone, '+420', '456')).toBe(true);
    expect(await axeViolations(arabic)).toEqual([]);
    await arabic.keyboard.press('?');
    await arabic.getByRole('dialog', { name: ar.keyboard.shortcuts.title }).waitFor();
    expect(await axeViolations(arabic)).toEqual([]);
  });

  it('on a 412 px phone, with the conversation full screen and the Answer button at hand', async () => {
    const page = await signedInPage('en-GB', 412, 915);
    const id = await workWithKeys(page, 'Philipp Phone', async () => {
      // The list beside is the inbox itself on a phone, one step back; the composer is one button away.
      expect(
        await page
          .getByRole('navigation', { name: en.keyboard.split.listLabel })
          .getByRole('list')
          .isVisible(),
      ).toBe(false);
      const answer = page.getByRole('button', { name: en.keyboard.split.answer, exact: true });
      const box = await answer.boundingBox();
      expect((box?.y ?? Number.POSITIVE_INFINITY) + (box?.height ?? 0)).toBeLessThanOrEqual(915);
      await answer.focus();
      await page.keyboard.press('Enter');
      expect(await focusedTag(page)).toBe('TEXTAREA');
      expect(await axeViolations(page)).toEqual([]);
    });

    const arabic = await signedInPage('ar', 412, 915);
    await arabic.goto(`${server.url}/desk/inquiries/${id}`);
    await arabic.getByRole('button', { name: ar.keyboard.split.answer, exact: true }).waitFor();
    expect(await axeViolations(arabic)).toEqual([]);
  });
});
