import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connectDatabase } from '@sitedesk/db/client';
import { messageCatalogs } from '@sitedesk/shared/messages/catalogs';
import { pathFor } from '@sitedesk/shared/routes';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createProofOfWork } from '../apps/server/src/features/proof-of-work/proof-of-work';
import { launchChromium } from './support/chromium';
import { type RunningServer, repoRoot, startServer } from './support/server';
import { createVisitors } from './support/visitors';

/** Known to the test, so it can judge the proof the browser sent with the server's own key. */
const secretKey = 'proof-of-work-browser-test-'.padEnd(64, '0');
const proofSettings = { maxNumber: 50_000, expirySeconds: 1800, challengeRateLimitPerHour: 60 };

let server: RunningServer | undefined;
let browser: Browser | undefined;
/** Our own data folder, so the database can be opened after the server stopped. */
let dataDir = '';
const visitors = createVisitors(() => browser, {
  // The browser's own log of the challenge or worker that the failure test refuses on purpose.
  isExpected: (text) => /status of 503|net::ERR_FAILED/.test(text),
});

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'sitedesk-proof-e2e-'));
  const [started, launched] = await Promise.allSettled([
    startServer({
      // The spam checks are what judge (and so spend) a proof; the test servers turn them off by default.
      SPAM_CHECKS: 'on',
      INQUIRY_RATE_LIMIT: '0',
      DATA_DIR: dataDir,
      SECRET_KEY: secretKey,
      PROOF_OF_WORK_MAX_NUMBER: String(proofSettings.maxNumber),
    }),
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

/** SHA-256's first initial hash word, as the solver's source or its minified form has it. */
const sha256InitialWord = /0x6a09e667|1779033703/i;

/** The `proof` field of a multipart request as the browser sent it. */
async function proofFieldOf(request: Request): Promise<string | undefined> {
  const body = request.postDataBuffer();
  const type = request.headers()['content-type'];
  if (!body || !type) return undefined;
  const form = await new Response(new Uint8Array(body), { headers: { 'content-type': type } }).formData();
  const proof = form.get('proof');
  return typeof proof === 'string' ? proof : undefined;
}

/** Fills the form as a person does, sends it, waits for the thank-you and returns the `proof` it carried. */
async function fillAndSend(page: Page): Promise<string | undefined> {
  await page.locator('#inquiry-name').fill('Jana Becker');
  await page.locator('#inquiry-email').fill('jana.becker@example.com');
  const country = page.locator('#inquiry-country');
  await country.pressSequentially('Germany');
  await page.locator('#inquiry-country-listbox [role="option"]').first().waitFor();
  await country.press('ArrowDown');
  await country.press('Enter');
  await page
    .locator('#inquiry-message')
    .fill('We need a quote for a channel baler for 40 tonnes of cardboard a day.');
  await page.locator('#inquiry-consent').check();
  const sending = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/api/inquiries'),
  );
  await page.getByRole('button', { name: messageCatalogs.en.inquiryForm.submit }).click();
  const proof = await proofFieldOf(await sending);
  await page.getByTestId('inquiry-reference').waitFor();
  return proof;
}

describe('the contact form’s proof of work', () => {
  // Guards against the proof of work standing between a person and the desk when it cannot be had.
  it('lets the inquiry go without a proof when the challenge or the worker fails', async () => {
    if (!server) throw new Error('The server did not start.');
    const noChallenge = await visitors.newPage({ locale: 'en-GB' });
    await noChallenge.route('**/api/inquiries/challenge', (route) => route.fulfill({ status: 503 }));
    const noWorker = await visitors.newPage({ locale: 'en-GB' });
    await noWorker.route('**/assets/proof-worker-*.js', (route) => route.abort());
    for (const page of [noChallenge, noWorker]) {
      await page.goto(`${server.url}${pathFor('contact', 'en')}`);
      await page.locator('#inquiry-country[role="combobox"]').waitFor();
      expect(await fillAndSend(page)).toBeUndefined();
    }
  });

  it('is solved in a worker while the visitor types and goes with the inquiry, which spends it', async () => {
    if (!server) throw new Error('The server did not start.');
    const page = await visitors.newPage({ locale: 'en-GB' });
    const pageScripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') pageScripts.push(response.url());
    });
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    const challengeRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/inquiries/challenge')) challengeRequests.push(request.url());
    });

    await page.goto(`${server.url}${pathFor('contact', 'en')}`);
    await page.locator('#inquiry-country[role="combobox"]').waitFor();
    // Loading the page costs nothing: no challenge, no worker until the visitor starts on the form.
    expect(challengeRequests).toEqual([]);
    expect(workers).toEqual([]);

    const proof = await fillAndSend(page);

    expect(challengeRequests).toHaveLength(1);
    // The solver is a worker's script under the site's CSP, and no script of the page itself has it.
    expect(workers).toEqual([expect.stringMatching(/\/assets\/proof-worker-[\w-]+\.js$/)]);
    const workerSource = await (await fetch(workers[0] ?? '')).text();
    expect(workerSource).toMatch(sha256InitialWord);
    const mainThreadScripts = pageScripts.filter((url) => !workers.includes(url));
    expect(mainThreadScripts.length).toBeGreaterThan(0);
    for (const url of mainThreadScripts) {
      expect(await (await fetch(url)).text(), url).not.toMatch(sha256InitialWord);
    }

    // Judged with the server's key and its database: a sound proof that the server already spent.
    expect(proof).toMatch(/^[A-Za-z0-9+/]+=*$/);
    // The page goes first: the country list's flags load lazily and may still be on their way, which a
    // stopped server would refuse (page errors fail the test).
    await page.close();
    await server.stop();
    server = undefined;
    const connection = await connectDatabase({
      dataDir,
      migrationsFolder: join(repoRoot, 'packages/db/migrations'),
    });
    try {
      const proofOfWork = createProofOfWork({
        db: connection.db,
        secret: secretKey,
        settings: proofSettings,
      });
      expect((await proofOfWork.verify(proof)).verdict).toBe('replayed');
    } finally {
      await connection.close();
    }
  });
});
