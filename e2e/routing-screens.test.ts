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
const owner: StaffUser = { email: 'olga.owner@veltrum.example', name: 'Olga Owner', role: 'owner' };
const seller: StaffUser = { email: 'tomas.sales@veltrum.example', name: 'Tomáš Prodej', role: 'sales' };
const env = { MAIL_DRIVER: 'dev', INQUIRY_RATE_LIMIT: '0', SIGN_IN_RATE_LIMIT: '0', SPAM_CHECKS: 'off' };
const en = deskMessageCatalogs.en.routing;

let dataDir: string;
let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

async function signedInPage(user: StaffUser, locale: string, width = 1280): Promise<Page> {
  const context = await browser.newContext({ locale, viewport: { width, height: 900 } });
  contexts.push(context);
  const page = await context.newPage();
  page.on('pageerror', (error) => {
    throw error;
  });
  // Deletions ask first; the test agrees.
  page.on('dialog', (dialog) => void dialog.accept());
  const response = await page.request.post(`${server.url}/api/auth/sign-in/email`, {
    data: { email: user.email, password },
  });
  expect(response.status()).toBe(200);
  return page;
}

const settled = (page: Page, locale: 'en' | 'ar' = 'en') =>
  settledOn(page, deskMessageCatalogs[locale].loading);

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'sitedesk-routing-screens-e2e-'));
  // The command migrates a new data folder itself: the staff exist before the service first starts.
  await createStaffUser(owner, password, { DATA_DIR: dataDir });
  await createStaffUser(seller, password, { DATA_DIR: dataDir });
  server = await startServer(env, { dataDir });
  browser = await launchChromium();
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('the routing screens', () => {
  it('lets an owner set up a team with hours and a rule, and routes a Czech inquiry to its member', async () => {
    const page = await signedInPage(owner, 'en-GB');
    await page.goto(`${server.url}/desk`);
    await settled(page);
    await page
      .getByRole('navigation', { name: deskMessageCatalogs.en.nav.label })
      .getByRole('link', { name: en.nav })
      .click();
    await settled(page);
    expect(new URL(page.url()).pathname).toBe('/desk/routing');

    // A form sent empty says what is missing at its top, and takes focus there.
    const teams = page.getByRole('region', { name: en.teams.title });
    await teams.getByRole('button', { name: en.teams.create }).click();
    const summary = page.getByTestId('error-summary');
    expect(await summary.textContent()).toContain(en.teams.invalidName);
    expect(await summary.evaluate((element) => element === document.activeElement)).toBe(true);

    await teams.getByLabel(en.teams.name, { exact: true }).fill('Czech sales');
    await teams.getByLabel(en.teams.addMember).selectOption({ label: owner.name });
    await teams.getByRole('button', { name: en.teams.addMemberButton }).click();
    await teams.getByLabel(en.teams.addMember).selectOption({ label: seller.name });
    await teams.getByRole('button', { name: en.teams.addMemberButton }).click();
    // The seller's turn comes first.
    await teams.getByRole('button', { name: `${en.teams.moveUp}: ${seller.name}` }).click();
    await teams.getByLabel(en.teams.timeZone).selectOption('Europe/Prague');
    await teams.getByLabel(`${en.teams.opens} (${en.teams.days.sat})`).fill('10:00');
    await teams.getByLabel(`${en.teams.closes} (${en.teams.days.sat})`).fill('14:00');
    await teams.getByLabel(en.teams.holidays).fill('2026-12-24\n2026-12-25');
    await teams.getByLabel(en.teams.firstAnswerTarget).fill('4');
    await teams.getByLabel(en.teams.nextAnswerTarget).fill('1,5');
    await teams.getByLabel(en.teams.lead).selectOption({ label: seller.name });
    await teams.getByRole('button', { name: en.teams.create }).click();
    await page.getByRole('status').filter({ hasText: en.teams.saved }).waitFor();
    await teams.getByRole('heading', { name: 'Czech sales' }).waitFor();

    const stored = (await (await page.request.get(`${server.url}/api/desk/teams`)).json()) as {
      items: {
        memberIds: string[];
        hours: Record<string, string[][]>;
        holidays: string[];
        firstAnswerTarget: string;
        nextAnswerTarget: string | null;
      }[];
    };
    const me = (await (await page.request.get(`${server.url}/api/desk/me`)).json()) as { id: string };
    expect(stored.items[0]?.memberIds.at(-1)).toBe(me.id);
    expect(stored.items[0]?.hours.sat).toEqual([['10:00', '14:00']]);
    expect(stored.items[0]?.holidays).toEqual(['2026-12-24', '2026-12-25']);
    expect(stored.items[0]?.firstAnswerTarget).toBe('PT240M');
    expect(stored.items[0]?.nextAnswerTarget).toBe('PT90M');

    const rules = page.getByRole('region', { name: en.rules.title });
    await rules.getByLabel(en.rules.name).fill('Czechia');
    await rules.getByLabel(en.rules.countries, { exact: true }).fill('cz, XX');
    await rules.getByLabel(en.rules.team, { exact: true }).check();
    await rules.getByRole('combobox', { name: en.rules.assignTo }).selectOption({ label: 'Czech sales' });
    await rules.getByRole('button', { name: en.rules.create }).click();
    expect(await summary.textContent()).toContain('XX');
    await rules.getByLabel(en.rules.countries, { exact: true }).fill('CZ');
    // A region group beside the codes (decision 188): a country in either matches.
    await rules.getByLabel(en.rules.regionNames.dach).check();
    await rules.getByRole('button', { name: en.rules.create }).click();
    await page.getByRole('status').filter({ hasText: en.rules.saved }).waitFor();
    await rules.getByRole('heading', { name: 'Czechia' }).waitFor();

    // A second rule on words in the message, moved above the first: the order is the server's.
    await rules.getByLabel(en.rules.name).fill('Presses');
    await rules.getByLabel(en.rules.keywords).fill('Ballenpresse\npresse à balles');
    await rules.getByLabel(en.rules.person, { exact: true }).check();
    await rules.getByRole('combobox', { name: en.rules.assignTo }).selectOption({ label: owner.name });
    await rules.getByRole('button', { name: en.rules.create }).click();
    await rules.getByRole('heading', { name: 'Presses' }).waitFor();
    await rules.getByRole('button', { name: `${en.rules.moveUp}: Presses` }).click();
    await page
      .getByRole('status')
      .filter({ hasText: en.rules.reordered.split(':')[0] ?? '' })
      .waitFor();
    const order = (await (await page.request.get(`${server.url}/api/desk/routing-rules`)).json()) as {
      items: { name: string; when: { keywords?: string[]; regions?: string[] } }[];
    };
    expect(order.items.map((rule) => rule.name)).toEqual(['Presses', 'Czechia']);
    expect(order.items[1]?.when.regions).toEqual(['dach']);
    await rules.getByText(`${en.rules.regionNames.dach}, Czechia`).waitFor();
    expect(order.items[0]?.when.keywords).toEqual(['Ballenpresse', 'presse à balles']);
    expect(await axeViolations(page)).toEqual([]);

    const response = await fetch(`${server.url}/api/inquiries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Jana Nováková',
        company: 'Lisovna Brno s.r.o.',
        email: 'nakup@lisovna.example',
        country: 'CZ',
        topic: 'quote',
        message: 'Please quote a horizontal baler for cardboard, about 8 t per week.',
        locale: 'en',
        consent: true,
      }),
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };

    await page.goto(`${server.url}/desk`);
    await settled(page);
    const row = page.locator('tr', { has: page.getByRole('link', { name: /Jana Nováková/ }) });
    await expect.poll(() => row.textContent()).toContain(seller.name);

    // The inquiry page says which rule would take it now: the same rule, the team's next member.
    await page.goto(`${server.url}/desk/inquiries/${id}`);
    await settled(page);
    await page.getByRole('button', { name: en.test.button }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Czechia' }).textContent())
      .toContain(`${owner.name} (Czech sales)`);
  });

  it('shows the routing page and the away form without violations in Arabic on a 320 px phone', async () => {
    const ar = deskMessageCatalogs.ar.routing;
    const page = await signedInPage(owner, 'ar', 320);
    await page.goto(`${server.url}/desk/routing`);
    await settled(page, 'ar');
    await page.getByRole('heading', { name: 'Czech sales' }).waitFor();
    await page.getByRole('button', { name: `${ar.teams.edit}: Czech sales` }).click();
    await page.getByRole('button', { name: `${ar.teams.moveDown}: ${seller.name}` }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    expect(await axeViolations(page)).toEqual([]);

    // A seller marks themself away until tomorrow, then back.
    const sellerPage = await signedInPage(seller, 'ar', 320);
    await sellerPage.goto(`${server.url}/desk/preferences`);
    await settled(sellerPage, 'ar');
    const tomorrow = new Date(Date.now() + 24 * 3600_000);
    const local = new Date(tomorrow.getTime() - tomorrow.getTimezoneOffset() * 60_000)
      .toISOString()
      .slice(0, 16);
    await sellerPage.getByLabel(ar.away.until).fill(local);
    await sellerPage.getByRole('button', { name: ar.away.save }).click();
    await sellerPage.getByRole('button', { name: ar.away.clear }).waitFor();
    const away = (await (await sellerPage.request.get(`${server.url}/api/desk/me/away`)).json()) as {
      awayUntil: string | null;
    };
    expect(away.awayUntil).not.toBeNull();
    expect(await sellerPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    expect(await axeViolations(sellerPage)).toEqual([]);
    await sellerPage.getByRole('button', { name: ar.away.clear }).click();
    await sellerPage.getByText(ar.away.present).waitFor();
  });
});
