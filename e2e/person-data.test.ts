import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DevMailbox } from '@sitedesk/shared/desk-api';
import { ltrIsolateIn } from '@sitedesk/shared/left-to-right';
import type { Locale } from '@sitedesk/shared/locales';
import { deskMessageCatalogs } from '@sitedesk/shared/messages/desk-catalogs';
import { erasureRequestMessageCatalogs } from '@sitedesk/shared/messages/erasure-request-catalogs';
import { formatMessage } from '@sitedesk/shared/messages/format';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zipEntries } from '../apps/server/src/testing/zip-entries';
import { axeViolations } from './support/axe';
import { launchChromium } from './support/chromium';
import { htmlProblems } from './support/html-validity';
import { type RunningServer, startServer } from './support/server';
import { createStaffUser, type StaffUser, signInCookie } from './support/staff-cli';

/**
 * A person's data in one place (issue 25 §3, decision 185): the visitor asks for erasure through the link in
 * their confirmation, the owner finds the request, exports the person and erases them.
 */

const password = 'correct horse battery staple 42';
const owner: StaffUser = { email: 'petra.privacy@veltrum.example', name: 'Petra Privacy', role: 'owner' };
// Three site languages: with four, the site's own header is wider than 320 px (as the visitor page's test).
const env = {
  MAIL_DRIVER: 'dev',
  INQUIRY_RATE_LIMIT: '0',
  SIGN_IN_RATE_LIMIT: '0',
  SITE_LOCALES: 'en,de,ar',
};

let dataDir: string;
let server: RunningServer;
let browser: Browser;
let ownerCookie: string;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'sitedesk-person-data-e2e-'));
  // The command migrates a new data folder itself: the staff exist before the service first starts.
  await createStaffUser(owner, password, { DATA_DIR: dataDir });
  server = await startServer(env, { dataDir });
  ownerCookie = await signInCookie(server.url, owner.email, password);
  browser = await launchChromium();
}, 180_000);

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function newPage(options: { locale: string; javaScriptEnabled?: boolean }): Promise<Page> {
  const context = await browser.newContext({
    locale: options.locale,
    viewport: { width: 320, height: 800 },
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    acceptDownloads: true,
  });
  contexts.push(context);
  const page = await context.newPage();
  // A step that cannot happen fails within the test's time, naming the step.
  page.setDefaultTimeout(20_000);
  page.on('pageerror', (error) => {
    throw error;
  });
  return page;
}

async function submitInquiry(email: string, locale: Locale): Promise<string> {
  const response = await fetch(`${server.url}/api/inquiries`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Nadia Haddad',
      company: 'Recyclage Atlas SARL',
      email,
      country: 'MA',
      topic: 'service',
      message: 'Our baler stops after the second bale; please send a technician.',
      consent: true,
      locale,
    }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { reference: string }).reference;
}

/** The erasure link of the visitor's confirmation, as the dev mailbox keeps it. */
async function erasureLinkFromMailbox(email: string, locale: Locale): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const response = await fetch(`${server.url}/api/desk/mailbox?pageSize=100`, {
        headers: { cookie: ownerCookie },
      });
      const mailbox = (await response.json()) as DevMailbox;
      const confirmation = mailbox.items.find((mail) => mail.to.includes(email));
      link = new RegExp(`https?://[^\\s<>]+/${locale}/erasure/[^\\s<>]+`).exec(confirmation?.text ?? '')?.[0];
      return link;
    })
    .toBeTruthy();
  return new URL(link ?? '').pathname;
}

async function expectFitsPhone(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
}

describe.each([
  { locale: 'en' as const, browserLocale: 'en-GB', email: 'nadia.haddad@recyclage-atlas.example' },
  { locale: 'ar' as const, browserLocale: 'ar', email: 'samir.nasser@atlas-recyclage.example' },
])('a person’s data in $locale at 320 px', ({ locale, browserLocale, email }) => {
  const visitorText = erasureRequestMessageCatalogs[locale];
  const t = deskMessageCatalogs[locale].people;

  it('the visitor asks for erasure without JavaScript; the owner exports and erases them', async () => {
    const reference = await submitInquiry(email, locale);
    const path = await erasureLinkFromMailbox(email, locale);

    // The visitor: a plain page and a plain form post.
    const visitor = await newPage({ locale: browserLocale, javaScriptEnabled: false });
    const response = await visitor.goto(`${server.url}${path}`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['x-robots-tag']).toBe('noindex');
    expect(response?.headers()['set-cookie']).toBeUndefined();
    expect(await htmlProblems((await response?.text()) ?? '')).toEqual([]);
    await visitor
      .getByText(formatMessage(visitorText.intro, { reference: ltrIsolateIn(locale, reference) }))
      .waitFor();
    expect(await visitor.evaluate(() => document.documentElement.dir)).toBe(locale === 'ar' ? 'rtl' : 'ltr');
    await expectFitsPhone(visitor);
    await visitor.getByRole('button', { name: visitorText.submit }).click();
    await visitor.getByRole('heading', { level: 1, name: visitorText.sentHeading }).waitFor();
    await expectFitsPhone(visitor);
    // axe runs in the page, so it checks both states where scripts may run.
    const checker = await newPage({ locale: browserLocale });
    for (const url of [`${server.url}${path}`, visitor.url()]) {
      await checker.goto(url);
      await checker.getByRole('heading', { level: 1 }).waitFor();
      expect(await axeViolations(checker)).toEqual([]);
    }

    // The owner: the request is listed with its due date; "Review" finds the person.
    const page = await newPage({ locale: browserLocale });
    const signIn = await page.request.post(`${server.url}/api/auth/sign-in/email`, {
      data: { email: owner.email, password },
    });
    expect(signIn.status()).toBe(200);
    await page.goto(`${server.url}/desk/people`);
    await page.getByRole('heading', { level: 1, name: t.title }).waitFor();
    const requests = page.getByRole('region', { name: t.requestsHeading });
    const review = requests.getByRole('button', { name: `${t.review} ${email}` });
    await review.waitFor();
    await expectFitsPhone(page);
    expect(await axeViolations(page)).toEqual([]);
    await review.click();
    const person = page.getByRole('region', {
      name: formatMessage(t.resultsHeading, { email: ltrIsolateIn(locale, email) }),
    });
    await person.locator('[data-count="inquiries"]').getByText(/1|١/).waitFor();
    await expectFitsPhone(page);
    expect(await axeViolations(page)).toEqual([]);

    // Export: the browser downloads a ZIP with the README and the records.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      person.getByRole('button', { name: t.export }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const entries = await zipEntries(new Uint8Array(await readFile((await download.path()) ?? '')));
    expect(entries.get('README.txt')?.toString('utf8')).toContain('GDPR');
    const inquiries = JSON.parse(entries.get('inquiries.json')?.toString('utf8') ?? '[]') as {
      reference: string;
    }[];
    expect(inquiries.map((row) => row.reference)).toEqual([reference]);

    // Erase: the dialog asks for the address to be typed.
    await person.getByRole('button', { name: t.erase }).click();
    const dialog = page.getByRole('dialog', {
      name: formatMessage(t.eraseTitle, { email: ltrIsolateIn(locale, email) }),
    });
    await dialog.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByLabel(t.eraseConfirmLabel).fill('someone.else@example.org');
    await dialog.getByRole('button', { name: t.eraseAction }).click();
    await dialog.getByText(t.eraseMismatch).waitFor();
    await dialog.getByLabel(t.eraseConfirmLabel).fill(email);
    await dialog.getByRole('button', { name: t.eraseAction }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page
      .getByRole('status')
      .filter({ hasText: t.erased.split(':')[0] ?? '' })
      .first()
      .waitFor();
    await requests.getByText(t.requestsEmpty).waitFor();
    await expectFitsPhone(page);
    expect(await axeViolations(page)).toEqual([]);

    // Nothing remains: the API's search finds nothing and recognises the erasure.
    const search = await fetch(`${server.url}/api/desk/people/search`, {
      method: 'POST',
      headers: { cookie: ownerCookie, 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ email }),
    });
    const result = (await search.json()) as { counts: { inquiries: number }; erasedAt: string | null };
    expect(result.counts.inquiries).toBe(0);
    expect(result.erasedAt).not.toBeNull();
    // The visitor's link now says there is nothing left.
    expect((await fetch(`${server.url}${path}`)).status).toBe(404);
  });
});
