import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { builtinImageIds } from '@sitedesk/shared/builtin-media/ids';
import pg from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { launchChromium } from './support/chromium';
import { type RunningServer, startServer } from './support/server';
import { createStaffUser, type StaffUser } from './support/staff-cli';

const password = 'a long passphrase for the editors';
const editor: StaffUser = { email: 'anna.berg@veltrum.example', name: 'Anna Berg', role: 'editor' };
const admin: StaffUser = { email: 'jonas.keller@veltrum.example', name: 'Jonas Keller', role: 'admin' };
const sales: StaffUser = { email: 'ana.sales@veltrum.example', name: 'Ana Sales', role: 'sales' };

/** A fresh database per run: the embedded one in its own folder, or a new one on TEST_DATABASE_URL's server. */
type Target = { name: string; env: () => Promise<{ DATABASE_URL?: string; cleanup: () => Promise<void> }> };

const targets: Target[] = [{ name: 'embedded database', env: async () => ({ cleanup: async () => {} }) }];
const adminUrl = process.env.TEST_DATABASE_URL;
if (adminUrl) {
  targets.push({
    name: 'PostgreSQL',
    env: async () => {
      const name = `sitedesk_e2e_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      return {
        DATABASE_URL: url.toString(),
        cleanup: async () => {
          const dropper = new pg.Client({ connectionString: adminUrl });
          await dropper.connect();
          await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          await dropper.end();
        },
      };
    },
  });
}

/** The public page as a visitor without JavaScript gets it. */
async function publicHtml(server: RunningServer, path: string): Promise<string> {
  const response = await fetch(`${server.url}${path}`);
  expect(response.status).toBe(200);
  return response.text();
}

async function pngOf(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 100 } } })
    .png()
    .toBuffer();
}

describe.each(targets)('the content editor on the $name', (target) => {
  let server: RunningServer;
  let browser: Browser;
  let dataDir: string;
  let cleanup: () => Promise<void> = async () => {};
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    const database = await target.env();
    cleanup = database.cleanup;
    dataDir = await mkdtemp(join(tmpdir(), 'sitedesk-content-e2e-'));
    const databaseEnv: Record<string, string> = database.DATABASE_URL
      ? { DATABASE_URL: database.DATABASE_URL }
      : {};
    for (const user of [editor, admin, sales])
      await createStaffUser(user, password, { DATA_DIR: dataDir, ...databaseEnv });
    server = await startServer({ SIGN_IN_RATE_LIMIT: '0', MAIL_DRIVER: 'dev', ...databaseEnv }, { dataDir });
    browser = await launchChromium();
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
    await cleanup();
  });

  /** Login fixture: signs in through the API (the context keeps the cookie); no password is typed. */
  async function signedInPage(user: StaffUser): Promise<Page> {
    const context = await browser.newContext({ locale: 'en-GB' });
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

  async function openSection(page: Page, section: string, language: string): Promise<void> {
    await page.goto(`${server.url}/desk/content`);
    await page.getByRole('link', { name: `Edit ${section} in ${language}` }).click();
    await page.getByRole('heading', { level: 1, name: `${section} (${language})` }).waitFor();
  }

  it('edits German text, previews it, publishes it; the public page shows it without JavaScript', async () => {
    const page = await signedInPage(editor);
    await page.goto(`${server.url}/desk`);
    // An editor's desk opens on the content, not on an inbox they may not read.
    await page.getByRole('heading', { level: 1, name: 'Content' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await openSection(page, 'About us', 'German');
    const newTitle = 'Ingenieure aus Bremen, seit 1962';
    await page.getByLabel('Title', { exact: true }).fill(newTitle);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText('Draft saved.').waitFor();

    const [preview] = await Promise.all([
      page.context().waitForEvent('page'),
      page
        .getByRole('link', { name: /^Preview/ })
        .first()
        .click(),
    ]);
    await preview.getByRole('heading', { name: newTitle }).waitFor();
    await preview.close();
    expect(await publicHtml(server, '/de/unternehmen')).not.toContain(newTitle);

    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Published version 2.').waitFor();
    expect(await publicHtml(server, '/de/unternehmen')).toContain(newTitle);
    await page.getByText('by Anna Berg').first().waitFor();

    // A blank translation is marked and shows the English text on the site.
    await page.getByLabel('Title', { exact: true }).fill('');
    await page.getByText('Missing translation — the site shows the English text').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Discard draft' }).click();
    await expect.poll(() => page.getByLabel('Title', { exact: true }).inputValue()).toBe(newTitle);
  });

  it('puts an uploaded photo with alt text on the public page, and refuses one without German alt text', async () => {
    const page = await signedInPage(editor);
    await page.goto(`${server.url}/desk/media`);
    await page.getByRole('heading', { level: 1, name: 'Media' }).waitFor();
    const upload = async (name: string, alt: { en: string; de?: string }) => {
      await page.getByLabel('File', { exact: true }).setInputFiles({
        name,
        mimeType: 'image/png',
        buffer: await pngOf(1200, 800),
      });
      await page.getByLabel('Alt text (English)').first().fill(alt.en);
      if (alt.de) await page.getByLabel('Alt text (German)').first().fill(alt.de);
      await page.getByRole('button', { name: 'Upload', exact: true }).click();
      await page.getByText(`${name} was uploaded.`).waitFor();
    };
    await upload('bremen-plant.png', {
      en: 'The Bremen plant at dusk',
      de: 'Das Werk Bremen in der Dämmerung',
    });
    await upload('english-only.png', { en: 'A photo described only in English' });
    // A card names, in one line, the languages its picture has no alt text in; the edit form adds one.
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3, name: 'english-only.png' }) });
    await card.getByText(/^No alt text yet in: German, French, Arabic, /).waitFor();
    await card.locator('summary', { hasText: 'Edit details' }).click();
    await card.getByLabel('Alt text (French)').fill('Une photo décrite en anglais et en français');
    await card.getByRole('button', { name: 'Save english-only.png' }).click();
    await page.getByText('Changes to english-only.png were saved.').waitFor();
    await card.getByText(/^No alt text yet in: German, Arabic, /).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await openSection(page, 'About us', 'German');
    const choose = async (file: string) => {
      // German shows the picture of every language until it has one of its own (decision 203).
      await page.getByRole('button', { name: /^(Choose…|Use another picture in German) Image/ }).click();
      await page.getByRole('dialog', { name: 'Choose an image' }).getByRole('button', { name: file }).click();
    };
    await choose('english-only.png');
    await page.getByText('This image has no German alt text yet; it cannot be published.').waitFor();
    await page.getByRole('button', { name: 'Publish' }).click();
    await page
      .getByText(/has no alt text in this language yet/)
      .first()
      .waitFor();
    // The refused publication left the live page as it was: the built-in plant drawing.
    expect(await publicHtml(server, '/de/unternehmen')).toContain(`/media/${builtinImageIds.plant}/`);

    await choose('bremen-plant.png');
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText(/^Published version \d+\.$/).waitFor();
    const html = await publicHtml(server, '/de/unternehmen');
    expect(html).toMatch(/<source type="image\/avif" srcSet="\/media\/[0-9a-f-]+\/480\.avif 480w/);
    expect(html).toContain('alt="Das Werk Bremen in der Dämmerung"');
    expect(html).not.toContain(`/media/${builtinImageIds.plant}/`);
    expect(html).toMatch(/width="1200" height="800"/);
  });

  it('tells the second of two editors that the first saved, and overwrites nothing', async () => {
    const anna = await signedInPage(editor);
    const jonas = await signedInPage(admin);
    await openSection(anna, 'Key figures', 'English');
    await openSection(jonas, 'Key figures', 'English');
    await anna.getByLabel('Title', { exact: true }).fill('Figures from Anna');
    await jonas.getByLabel('Title', { exact: true }).fill('Figures from Jonas');
    await anna.getByRole('button', { name: 'Save draft' }).click();
    await anna.getByText('Draft saved.').waitFor();
    await jonas.getByRole('button', { name: 'Save draft' }).click();
    await jonas.getByText(/^Anna Berg saved this section at .+\. Nothing was overwritten\.$/).waitFor();
    expect(await jonas.getByLabel('Title', { exact: true }).inputValue()).toBe('Figures from Jonas');
    expect(await axeViolations(jonas)).toEqual([]);
  });

  it('restores an earlier version, which goes live as a new one', async () => {
    const page = await signedInPage(editor);
    await openSection(page, 'Mission and values', 'English');
    const original = await page.getByLabel('Title', { exact: true }).inputValue();
    await page.getByLabel('Title', { exact: true }).fill('A mission for the test');
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Published version 2.').waitFor();
    expect(await publicHtml(server, '/en/company')).toContain('A mission for the test');

    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Restore version 1' }).click();
    await page.getByText('Restored version 1 as version 3.').waitFor();
    await page.getByText('restored from version 1').first().waitFor();
    const html = await publicHtml(server, '/en/company');
    expect(html).not.toContain('A mission for the test');
    expect(html).toContain(original);
  });

  it('asks before unsaved edits are left by a desk link or by Back, and leaves when told to', async () => {
    const page = await signedInPage(editor);
    await openSection(page, 'Testimonials', 'English');
    const title = page.getByLabel('Title', { exact: true });
    await title.fill('Words not saved yet');
    const answers: ('dismiss' | 'accept')[] = ['dismiss', 'dismiss', 'accept'];
    const asked: string[] = [];
    page.on('dialog', (dialog) => {
      asked.push(dialog.message());
      void (answers.shift() === 'accept' ? dialog.accept() : dialog.dismiss());
    });

    await page.getByRole('link', { name: 'Media', exact: true }).click();
    await expect.poll(() => asked.length).toBe(1);
    expect(await title.inputValue()).toBe('Words not saved yet');

    await page.evaluate(() => window.history.back());
    await expect.poll(() => asked.length).toBe(2);
    expect(await title.inputValue()).toBe('Words not saved yet');
    expect(new URL(page.url()).pathname).toBe('/desk/content/en/testimonials');

    await page.getByRole('link', { name: 'Media', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Media' }).waitFor();
    expect(asked).toEqual(Array(3).fill('You have unsaved changes. Leave anyway?'));
  });

  it('keeps sales out of the editor and its API', async () => {
    const page = await signedInPage(sales);
    await page.goto(`${server.url}/desk/content`);
    await page.getByRole('alert').getByText('Your role does not allow this page.').waitFor();
    for (const path of [
      '/api/desk/content',
      '/api/desk/content/en/about',
      '/api/desk/media',
      '/desk/preview/en/company',
    ]) {
      expect((await page.request.get(`${server.url}${path}`)).status(), path).toBe(403);
    }
  });
});
