import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { entryPath } from '@sitedesk/shared/collections/paths';
import { pathFor } from '@sitedesk/shared/routes';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { launchChromium } from './support/chromium';
import { type RunningServer, startServer } from './support/server';
import { createStaffUser, type StaffUser } from './support/staff-cli';

const password = 'correct horse battery staple 42';
const sales: StaffUser = { email: 'rania.rtl@veltrum.example', name: 'Rania Rtl', role: 'sales' };
const env = {
  MAIL_DRIVER: 'dev',
  INQUIRY_RATE_LIMIT: '0',
  SIGN_IN_RATE_LIMIT: '0',
  SPAM_CHECKS: 'off',
  SITE_LOCALES: 'en,ar',
};

let dataDir: string;
let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

async function arabicPage(width = 1280): Promise<Page> {
  const context = await browser.newContext({ locale: 'ar', viewport: { width, height: 900 } });
  contexts.push(context);
  const page = await context.newPage();
  page.on('pageerror', (error) => {
    throw error;
  });
  return page;
}

/**
 * Where each part is drawn, from the left, inside the element: the left edge of its first character, measured
 * with a Range on the text node that holds it (the order on screen, not in the DOM). Each part is searched
 * from the end of the one before, so repeated digits ("+420 596 …") are told apart.
 */
async function leftEdges(element: Locator, parts: string[]): Promise<{ left: number; top: number }[]> {
  return element.evaluate((root, needles) => {
    const nodes: Text[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
    const text = nodes.map((node) => node.data).join('');
    const edges: { left: number; top: number }[] = [];
    let from = 0;
    for (const needle of needles) {
      const at = text.indexOf(needle, from);
      if (at < 0) throw new Error(`"${needle}" is not in "${text}" after ${from}`);
      from = at + needle.length;
      let offset = at;
      const node = nodes.find((candidate) => {
        if (offset < candidate.data.length) return true;
        offset -= candidate.data.length;
        return false;
      });
      if (!node) throw new Error(`no text node for "${needle}"`);
      const range = document.createRange();
      range.setStart(node, offset);
      range.setEnd(node, offset + 1);
      const box = range.getBoundingClientRect();
      edges.push({ left: box.left, top: box.top });
    }
    return edges;
  }, parts);
}

/**
 * Whether the parts are drawn left to right in the order given, what a reader of "+420 596 123 456" expects:
 * each part right of the one before on the same line, or on a line below it (a long address may wrap).
 */
async function readsLeftToRight(element: Locator, parts: string[]): Promise<boolean> {
  const edges = await leftEdges(element, parts);
  return edges.every((edge, index) => {
    const before = edges[index - 1];
    if (!before) return true;
    if (edge.top > before.top + 2) return true;
    return Math.abs(edge.top - before.top) <= 2 && edge.left > before.left;
  });
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'sitedesk-bidi-e2e-'));
  // The command migrates a new data folder itself: the staff exist before the service first starts.
  await createStaffUser(sales, password, { DATA_DIR: dataDir });
  server = await startServer(env, { dataDir });
  browser = await launchChromium();
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('left-to-right values inside right-to-left pages (decision 208)', () => {
  it('the Arabic desk shows a phone number, an e-mail address and a reference left to right', async () => {
    const response = await fetch(`${server.url}/api/inquiries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Samir Nasser',
        company: 'Atlas Recyclage',
        email: '24h.service@atlas-recyclage.example',
        country: 'CZ',
        topic: 'quote',
        message: 'نرجو عرض سعر لمكبس أفقي.',
        locale: 'ar',
        consent: true,
        phone: '+420 596 123 456',
        phoneCountry: 'CZ',
      }),
    });
    if (response.status !== 201) console.log(await response.text());
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };

    const page = await arabicPage();
    const signIn = await page.request.post(`${server.url}/api/auth/sign-in/email`, {
      data: { email: sales.email, password },
    });
    expect(signIn.status()).toBe(200);
    await page.goto(`${server.url}/desk/inquiries/${id}`);
    const heading = page.getByRole('heading', { level: 1 });
    await heading.waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    const details = page.locator('section[aria-labelledby="inquiry-details"]');
    const phone = details.locator('a[href^="tel:"]');
    await phone.waitFor();
    // Not "456 123 596 420+": the "+" stands left of "420", and the groups follow in the order written.
    expect(await readsLeftToRight(phone, ['+', '420', '596', '123', '456'])).toBe(true);
    // An address that starts with digits would otherwise be drawn "atlas-recyclage.example@24h.service".
    const email = details.locator('a[href^="mailto:"]');
    expect(await readsLeftToRight(email, ['24h', '@', 'atlas', '.example'])).toBe(true);

    const reference = ((await heading.innerText()).match(/SD-[0-9A-Z-]+/) ?? [''])[0];
    expect(reference).toMatch(/^SD-/);
    expect(await readsLeftToRight(heading, [reference.slice(0, 1), reference.slice(-1)])).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    // The inbox row: the reference reads from its "S" to its last character.
    await page.goto(`${server.url}/desk`);
    const row = page.getByRole('main').locator(`[data-inquiry-id="${id}"]`);
    await row.waitFor();
    const cell = row.getByText(reference, { exact: true }).first();
    expect(await readsLeftToRight(cell, [reference.slice(0, 1), reference.slice(-1)])).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    // A name typed with a right-to-left override arrives live: the toast isolates it, so the override ends
    // with the name and cannot reverse the words the sentence puts after it in another language.
    const overridden = await fetch(`${server.url}/api/inquiries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Evil \u202eNameOverride',
        email: 'evil@override.example',
        country: 'CZ',
        topic: 'service',
        message: 'Hello, a question about balers.',
        locale: 'ar',
        consent: true,
      }),
    });
    expect(overridden.status).toBe(201);
    const toast = page.getByRole('status').filter({ hasText: 'NameOverride' });
    await toast.waitFor();
    expect(await toast.textContent()).toContain('\u2068Evil \u202eNameOverride\u2069');
  });

  it('the Arabic site keeps phone numbers, postcodes and technical values in their order', async () => {
    const page = await arabicPage();
    await page.goto(`${server.url}${entryPath('products', 'ar', 'ecobale-x4')}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // A dash between two numbers would swap them on a right-to-left page: "t/h 60–12".
    const throughput = page.locator('td', { hasText: '12–60' }).first();
    expect(await readsLeftToRight(throughput, ['12', '60', 't/h'])).toBe(true);
    const section = page.locator('td', { hasText: '1,100 × 750' }).first();
    expect(await readsLeftToRight(section, ['1,100', '750', 'mm'])).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`${server.url}${pathFor('contact', 'ar')}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const footerPhone = page.getByRole('contentinfo').locator('a[href^="tel:"]').first();
    expect(await readsLeftToRight(footerPhone, ['+', '49', '421', '555', '0100'])).toBe(true);
    // "619 00" is one postcode: not "00 619" beside an Arabic town name.
    const brno = page.locator('address', { hasText: '619 00' }).first();
    expect(await readsLeftToRight(brno, ['619', '00'])).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });
});
