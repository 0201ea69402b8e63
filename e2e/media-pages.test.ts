import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type MediaList, mediaPageSize } from '@sitedesk/shared/content-api';
import type { DeskLocale } from '@sitedesk/shared/locales';
import { deskMessageCatalogs } from '@sitedesk/shared/messages/desk-catalogs';
import { formatMessage, formatPlural } from '@sitedesk/shared/messages/format';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { launchChromium } from './support/chromium';
import { expectFitsPhone } from './support/fits-phone';
import { type RunningServer, startServer } from './support/server';
import { settled } from './support/settled';
import { createStaffUser, type StaffUser } from './support/staff-cli';

const password = 'a long passphrase for the media library';
const editor: StaffUser = { email: 'mira.kovac@veltrum.example', name: 'Mira Kovač', role: 'editor' };
const narrow = { width: 320, height: 720 };
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

// Regression guard: the media page and the picker listed every file ever uploaded (decision 240).
describe('the media library, a page at a time (decision 240)', () => {
  let server: RunningServer;
  let browser: Browser;
  let dataDir: string;
  const contexts: BrowserContext[] = [];
  /** Every file, newest first, as the API lists them. */
  let library: MediaList['items'];

  async function signedInPage(locale: DeskLocale): Promise<Page> {
    const context = await browser.newContext({ locale, viewport: narrow });
    contexts.push(context);
    const page = await context.newPage();
    page.on('pageerror', (error) => {
      throw error;
    });
    const response = await page.request.post(`${server.url}/api/auth/sign-in/email`, {
      data: { email: editor.email, password },
    });
    expect(response.status()).toBe(200);
    return page;
  }

  async function openLibrary(page: Page, locale: DeskLocale): Promise<void> {
    await page.goto(`${server.url}/desk/media`);
    await settled(page, deskMessageCatalogs[locale].loading);
  }

  /** The cards of the library's list (the upload form is outside its region). */
  const cards = (page: Page, locale: DeskLocale) =>
    page.getByRole('region', { name: deskMessageCatalogs[locale].media.list.title }).getByRole('listitem');

  /** The live region's message, once it says this (screen-reader only, so attached rather than visible). */
  const announced = (page: Page, text: string) =>
    page.getByRole('status').filter({ hasText: text }).waitFor({ state: 'attached' });

  const nameOf = (item: MediaList['items'][number] | undefined) =>
    item?.kind === 'document' && item.title ? item.title : item?.fileName;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'sitedesk-media-pages-e2e-'));
    await createStaffUser(editor, password, { DATA_DIR: dataDir });
    server = await startServer({ SIGN_IN_RATE_LIMIT: '0', MAIL_DRIVER: 'dev' }, { dataDir });
    browser = await launchChromium();

    // More than a page of images (for the picker) and less than two pages of files, whatever the built-in
    // files number. Small pictures: the variants are made as for any upload, quickly.
    const page = await signedInPage('en');
    const listAll = async (kind = '') =>
      ((await (await page.request.get(`${server.url}/api/desk/media?limit=100${kind}`)).json()) as MediaList)
        .items;
    const uploads = Math.max(0, mediaPageSize + 5 - (await listAll('&kind=image')).length);
    for (let index = 0; index < uploads; index += 1) {
      const picture = await sharp({
        create: { width: 64, height: 48, channels: 3, background: { r: 20 + index * 8, g: 95, b: 102 } },
      })
        .png()
        .toBuffer();
      const response = await page.request.post(`${server.url}/api/desk/media`, {
        headers: { origin: server.url },
        multipart: {
          file: { name: `spare-part-${index}.png`, mimeType: 'image/png', buffer: picture },
          'alt.en': `Spare part ${index}`,
        },
      });
      expect(response.status()).toBe(201);
    }
    library = await listAll();
    expect(library.length).toBeGreaterThan(mediaPageSize);
    expect(library.length).toBeLessThanOrEqual(2 * mediaPageSize);
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('shows the first page, then the rest by keyboard with focus on the first new file and an announcement', async () => {
    const page = await signedInPage('en');
    const t = deskMessageCatalogs.en.media;
    await openLibrary(page, 'en');
    await expect.poll(() => cards(page, 'en').count()).toBe(mediaPageSize);
    await expectFitsPhone(page, 'main');
    expect(await axeViolations(page)).toEqual([]);

    const showMore = page.getByRole('button', { name: t.list.showMore });
    await showMore.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => cards(page, 'en').count()).toBe(library.length);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
      .toBe(nameOf(library[mediaPageSize]));
    await announced(page, formatPlural('en', t.list.moreShown, library.length - mediaPageSize));
    // The whole library is shown, each file once in the API's order, and there is nothing more to ask for.
    expect(await cards(page, 'en').getByRole('heading', { level: 3 }).allTextContents()).toEqual(
      library.map(nameOf),
    );
    expect(await showMore.count()).toBe(0);
    await expectFitsPhone(page, 'main');
    expect(await axeViolations(page)).toEqual([]);

    // An upload reloads the list as far as it was shown, not back to the first page.
    await page.getByLabel(t.upload.file, { exact: true }).setInputFiles({
      name: 'late-arrival.pdf',
      mimeType: 'application/pdf',
      buffer: pdf,
    });
    await page.getByRole('button', { name: t.upload.submit, exact: true }).click();
    await page.getByText(formatMessage(t.upload.uploaded, { name: 'late-arrival.pdf' })).waitFor();
    await expect.poll(() => cards(page, 'en').count()).toBe(library.length + 1);
  });

  it('shows more in the picker too, with focus on the first new picture', async () => {
    const page = await signedInPage('en');
    const t = deskMessageCatalogs.en.media;
    const images = library.filter((item) => item.kind === 'image');
    await page.goto(`${server.url}/desk/content`);
    await page.getByRole('link', { name: 'Edit About us in English' }).click();
    await page.getByRole('heading', { level: 1, name: 'About us (English)' }).waitFor();
    await page.getByRole('button', { name: /^Choose… Image/ }).click();
    const dialog = page.getByRole('dialog', { name: t.picker.dialogImage });
    const pictures = dialog.getByRole('list').first().getByRole('listitem');
    await expect.poll(() => pictures.count()).toBe(mediaPageSize);

    await dialog.getByRole('button', { name: t.list.showMore }).click();
    await expect.poll(() => pictures.count()).toBe(images.length);
    await expect
      .poll(() =>
        pictures
          .nth(mediaPageSize)
          .getByRole('button')
          .evaluate((button) => button === document.activeElement),
      )
      .toBe(true);
    await announced(page, formatPlural('en', t.list.moreShown, images.length - mediaPageSize));
    expect(await axeViolations(page)).toEqual([]);
  });

  it('says it in Arabic, right to left, and fits a phone', async () => {
    const page = await signedInPage('ar');
    const t = deskMessageCatalogs.ar.media.list;
    await openLibrary(page, 'ar');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.getByRole('button', { name: t.showMore }).click();
    await expect.poll(() => cards(page, 'ar').count()).toBeGreaterThan(mediaPageSize);
    await announced(page, formatPlural('ar', t.moreShown, (await cards(page, 'ar').count()) - mediaPageSize));
    await expectFitsPhone(page, 'main');
    expect(await axeViolations(page)).toEqual([]);
  });
});
