import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ltrIsolate } from '@sitedesk/shared/left-to-right';
import { deskMessageCatalogs } from '@sitedesk/shared/messages/desk-catalogs';
import { formatMessage } from '@sitedesk/shared/messages/format';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { launchChromium } from './support/chromium';
import { type RunningServer, startServer } from './support/server';
import { createStaffUser, type StaffUser } from './support/staff-cli';

const password = 'correct horse battery staple 42';
const owner: StaffUser = { email: 'mira.merge@veltrum.example', name: 'Mira Merge', role: 'owner' };
const env = { MAIL_DRIVER: 'dev', INQUIRY_RATE_LIMIT: '0', SIGN_IN_RATE_LIMIT: '0', SPAM_CHECKS: 'off' };
const en = deskMessageCatalogs.en.person;
const ar = deskMessageCatalogs.ar.person;

let dataDir: string;
let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

async function signedInPage(locale: string, width: number): Promise<Page> {
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

async function submitInquiry(email: string, name: string): Promise<{ id: string; reference: string }> {
  const response = await fetch(`${server.url}/api/inquiries`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name,
      company: 'Kompost Nord GmbH',
      email,
      country: 'DE',
      topic: 'quote',
      message: `Please quote a vertical baler for film and cardboard. ${name}`,
      locale: 'en',
      consent: true,
    }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; reference: string };
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'sitedesk-merge-e2e-'));
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

describe('a person’s other inquiries on the inquiry page', () => {
  it('lists them and merges one after a dialog naming both; the merged one’s link leads to the target', async () => {
    const earlier = await submitInquiry('einkauf@kompost.example', 'Greta Earlier');
    const current = await submitInquiry('Einkauf@Kompost.example', 'Greta Current');
    const page = await signedInPage('en-GB', 1280);
    await page.goto(`${server.url}/desk/inquiries/${current.id}`);
    const panel = page.getByRole('region', { name: en.title });
    await panel.getByRole('link', { name: earlier.reference }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await panel
      .getByRole('button', {
        name: formatMessage(en.mergeLabel, { source: earlier.reference, target: current.reference }),
      })
      .click();
    const dialog = page.getByRole('dialog', { name: en.mergeTitle });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(
      formatMessage(en.mergeConfirm, { source: earlier.reference, target: current.reference }),
    );
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: en.mergeAction }).click();
    await panel.getByText(formatMessage(en.merged, { source: earlier.reference })).waitFor();
    await panel.getByText(en.none).waitFor();
    // The earlier message is now part of this thread.
    await page.getByText('Please quote a vertical baler for film and cardboard. Greta Earlier').waitFor();

    await page.goto(`${server.url}/desk/inquiries/${earlier.id}`);
    await page.waitForURL(`${server.url}/desk/inquiries/${current.id}`);
  });

  it('works in Arabic, right to left, on a 320 px phone', async () => {
    const earlier = await submitInquiry('achat@recyclage.example', 'Samir Earlier');
    const current = await submitInquiry('achat@recyclage.example', 'Samir Current');
    const page = await signedInPage('ar', 320);
    await page.goto(`${server.url}/desk/inquiries/${current.id}`);
    const panel = page.getByRole('region', { name: ar.title });
    await panel.getByRole('link', { name: earlier.reference }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    expect(await axeViolations(page)).toEqual([]);

    await panel
      .getByRole('button', {
        name: formatMessage(ar.mergeLabel, {
          source: ltrIsolate(earlier.reference),
          target: ltrIsolate(current.reference),
        }),
      })
      .click();
    const dialog = page.getByRole('dialog', { name: ar.mergeTitle });
    await dialog.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: ar.cancel }).click();
    await dialog.waitFor({ state: 'hidden' });
    await panel.getByRole('link', { name: earlier.reference }).waitFor();
  });
});
