import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deskMessageCatalogs } from '@sitedesk/shared/messages/desk-catalogs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { launchChromium } from './support/chromium';
import { type RunningServer, startServer } from './support/server';
import { settled as settledOn } from './support/settled';
import { createStaffUser, type StaffUser } from './support/staff-cli';

const password = 'correct horse battery staple 42';
const owner: StaffUser = { email: 'rosa.routing@veltrum.example', name: 'Rosa Routing', role: 'owner' };
const env = { MAIL_DRIVER: 'dev', INQUIRY_RATE_LIMIT: '0', SIGN_IN_RATE_LIMIT: '0', SPAM_CHECKS: 'off' };

let dataDir: string;
let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

async function signedInPage(locale: string, width = 1280): Promise<Page> {
  const context = await browser.newContext({ locale, viewport: { width, height: 900 } });
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

async function submitInquiry(name: string): Promise<{ id: string }> {
  const response = await fetch(`${server.url}/api/inquiries`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name,
      company: 'Kompost Nord GmbH',
      email: 'einkauf@kompost.example',
      country: 'DE',
      topic: 'quote',
      message: `Please quote a vertical baler for film and cardboard, about 5 t per week. ${name}`,
      locale: 'en',
      consent: true,
    }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string };
}

const settled = (page: Page) => settledOn(page, deskMessageCatalogs.en.loading);

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'sitedesk-routing-e2e-'));
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

describe('the first-answer deadline in the inbox', () => {
  it('says in words, in English, German and Arabic, how long is left for a routed inquiry', async () => {
    const page = await signedInPage('en-GB');
    const me = (await (await page.request.get(`${server.url}/api/desk/me`)).json()) as { id: string };
    // A team open around the clock, so the deadline is four real hours after arrival whenever this runs.
    const allDay = [['00:00', '24:00']];
    const team = await page.request.post(`${server.url}/api/desk/teams`, {
      headers: { origin: server.url },
      data: {
        name: 'Round the clock',
        memberIds: [me.id],
        timeZone: 'UTC',
        hours: Object.fromEntries(
          ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => [day, allDay]),
        ),
        holidays: [],
        firstAnswerTarget: 'PT4H',
      },
    });
    expect(team.status()).toBe(201);
    const { id: teamId } = (await team.json()) as { id: string };
    const rule = await page.request.post(`${server.url}/api/desk/routing-rules`, {
      headers: { origin: server.url },
      data: { name: 'Everything', when: {}, assignTo: { teamId } },
    });
    expect(rule.status()).toBe(201);
    await submitInquiry('Greta Routed');

    await page.goto(`${server.url}/desk`);
    await settled(page);
    const row = page.locator('tr', { has: page.getByRole('link', { name: /Greta Routed/ }) });
    await expect.poll(() => row.textContent()).toMatch(/First answer due in (4 hours|3 hours|23\d? minutes)/);
    expect(await row.getByText(/Rosa Routing/).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    for (const [locale, pattern] of [
      ['de-DE', /Erste Antwort fällig in/],
      ['ar', /موعد الرد الأول/],
    ] as const) {
      const localized = await signedInPage(locale);
      await localized.goto(`${server.url}/desk`);
      await localized.getByRole('link', { name: /Greta Routed/ }).waitFor();
      await expect
        .poll(() => localized.locator('[data-first-answer="due"]').first().textContent())
        .toMatch(pattern);
      expect(await axeViolations(localized)).toEqual([]);
    }
  });

  it('shows the team’s first answers on the dashboard, reached through the menu on a 320 px phone in Arabic, for the chosen period', async () => {
    // Routed to the team by the first test's rule, and answered at once from the desk.
    const { id } = await submitInquiry('Hamid Answered');
    const page = await signedInPage('ar', 320);
    const answer = await page.request.post(`${server.url}/api/desk/inquiries/${id}/replies`, {
      headers: { origin: server.url },
      data: { body: 'Thank you, our offer follows today.' },
    });
    expect(answer.status()).toBe(201);
    // A quotation sent today, of a product from the catalogue: the dashboard's quotation cards show it.
    const validUntil = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const quote = await page.request.post(`${server.url}/api/desk/inquiries/${id}/quotes`, {
      headers: { origin: server.url },
      data: {
        currency: 'EUR',
        validUntil,
        lines: [
          { description: 'Vertical baler V-5', quantity: 1, unitPrice: 18500, entryId: crypto.randomUUID() },
        ],
      },
    });
    expect(quote.status()).toBe(201);
    const { id: quoteId } = (await quote.json()) as { id: string };
    const sent = await page.request.post(`${server.url}/api/desk/quotes/${quoteId}/send`, {
      headers: { origin: server.url },
      data: {},
    });
    expect(sent.status()).toBe(200);

    // On a phone the navigation is a menu behind one button; following a link closes it.
    const nav = deskMessageCatalogs.ar.nav;
    await page.goto(`${server.url}/desk`);
    await settled(page);
    // The inbox's choices wait behind one button, so the first inquiry is on the first screen.
    const inbox = deskMessageCatalogs.ar.inbox;
    const statusChoice = page.getByRole('combobox', { name: inbox.status });
    expect(await statusChoice.isVisible()).toBe(false);
    const firstRow = await page.getByRole('link', { name: /Hamid Answered/ }).boundingBox();
    expect(firstRow?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(900);
    await page.getByRole('button', { name: inbox.filters }).click();
    expect(await statusChoice.isVisible()).toBe(true);
    const navigation = page.getByRole('navigation', { name: nav.label });
    expect(await navigation.getByRole('link', { name: nav.dashboard }).isVisible()).toBe(false);
    const menuButton = page.getByRole('button', { name: nav.openMenu });
    await menuButton.click();
    expect(await page.getByRole('button', { name: nav.closeMenu }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    await navigation.getByRole('link', { name: nav.dashboard }).click();
    await settled(page);
    expect(new URL(page.url()).pathname).toBe('/desk/dashboard');
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
    const texts = deskMessageCatalogs.ar.dashboard;
    const byTeam = page.getByRole('region', { name: texts.byTeam });
    const teamRow = byTeam.getByRole('row', { name: /Round the clock/ });
    // One answered within minutes: said in minutes ('0 د', Arabic's short unit), never as zero hours.
    await expect.poll(() => teamRow.textContent()).toMatch(/Round the clock1[0-9٠-٩]+\s?د/u);
    expect(await page.getByRole('region', { name: texts.byPerson }).getByText('Rosa Routing').count()).toBe(
      1,
    );
    expect(await page.getByRole('region', { name: texts.backlog }).textContent()).toContain(texts.overdue);

    await page.getByRole('combobox', { name: texts.period }).selectOption('7');
    await expect.poll(() => new URL(page.url()).searchParams.get('days')).toBe('7');
    await settled(page);
    await teamRow.waitFor();
    const quotes = page.getByRole('region', { name: texts.quotes.title, exact: true });
    expect(await quotes.textContent()).toContain(texts.quotes.acceptanceRate);
    const byProduct = page.getByRole('region', { name: texts.quotes.byProduct });
    await byProduct.getByText(texts.showTable).click();
    expect(await byProduct.getByRole('row', { name: /Vertical baler V-5/ }).textContent()).toContain('€');
    expect(await page.getByRole('region', { name: texts.quotes.byCountry }).textContent()).toContain(
      new Intl.DisplayNames(['ar'], { type: 'region' }).of('DE'),
    );
    // Nothing makes the phone's page wider than its screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('sorts the inbox by first-answer deadline and shows only those with time left', async () => {
    // Greta (first test) still waits for her first answer; Hamid (second test) came later and is answered.
    const page = await signedInPage('en-GB');
    await page.goto(`${server.url}/desk`);
    await settled(page);
    const inbox = deskMessageCatalogs.en.inbox;
    const names = () =>
      page
        .getByRole('table')
        .getByRole('link', { name: /Greta Routed|Hamid Answered/ })
        .allTextContents();
    await expect.poll(names).toEqual([expect.stringMatching(/Hamid/), expect.stringMatching(/Greta/)]);

    await page.getByRole('combobox', { name: inbox.sort }).selectOption({ label: inbox.sortDue });
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('due');
    await expect.poll(names).toEqual([expect.stringMatching(/Greta/), expect.stringMatching(/Hamid/)]);

    await page.getByRole('combobox', { name: inbox.deadline }).selectOption({ label: inbox.deadlineRunning });
    await expect.poll(() => new URL(page.url()).searchParams.get('deadline')).toBe('running');
    await expect.poll(names).toEqual([expect.stringMatching(/Greta/)]);
    expect(await axeViolations(page)).toEqual([]);
  });
});
