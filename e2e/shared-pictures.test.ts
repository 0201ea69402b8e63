import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { builtinImageIds } from '@sitedesk/shared/builtin-media/ids';
import type { MediaList } from '@sitedesk/shared/content-api';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { launchChromium } from './support/chromium';
import { htmlProblems } from './support/html-validity';
import { type RunningServer, startServer } from './support/server';
import { createStaffUser, type StaffUser } from './support/staff-cli';

const password = 'a long passphrase for the editors';
const editor: StaffUser = { email: 'lena.vogt@veltrum.example', name: 'Lena Vogt', role: 'editor' };

async function publicHtml(server: RunningServer, path: string): Promise<string> {
  const response = await fetch(`${server.url}${path}`);
  expect(response.status).toBe(200);
  return response.text();
}

/** The `<img>` elements naming this media item, as served. */
function imgTagsOf(html: string, mediaId: string): string[] {
  return html.match(new RegExp(`<img[^>]*/media/${mediaId}/[^>]*>`, 'g')) ?? [];
}

async function png(background: string): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 900, channels: 3, background } })
    .png()
    .toBuffer();
}

// Regression guard for issue 29: a new hero picture changed only the English page.
describe('every picture once (decision 203)', () => {
  let server: RunningServer;
  let browser: Browser;
  let dataDir: string;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'sitedesk-shared-pictures-e2e-'));
    await createStaffUser(editor, password, { DATA_DIR: dataDir });
    server = await startServer(
      { SIGN_IN_RATE_LIMIT: '0', MAIL_DRIVER: 'dev', SITE_LOCALES: 'en,de,ar' },
      { dataDir },
    );
    browser = await launchChromium();
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function signedInPage(locale: string, width = 1280): Promise<Page> {
    const context = await browser.newContext({ locale, viewport: { width, height: 900 } });
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

  async function mediaIdOf(page: Page, q: string): Promise<string> {
    const response = await page.request.get(`${server.url}/api/desk/media?q=${encodeURIComponent(q)}`);
    const [item] = ((await response.json()) as MediaList).items;
    if (!item) throw new Error(`no media item matches ${q}`);
    return item.id;
  }

  async function uploadInPicker(
    page: Page,
    file: string,
    background: string,
    alt: { label: string; text: string },
  ) {
    const dialog = page.getByRole('dialog', { name: 'Choose an image' });
    await dialog.getByLabel('File', { exact: true }).setInputFiles({
      name: file,
      mimeType: 'image/png',
      buffer: await png(background),
    });
    await dialog.getByLabel(alt.label).fill(alt.text);
    await dialog.getByRole('button', { name: 'Upload and use' }).click();
    await dialog.waitFor({ state: 'hidden' });
  }

  async function publish(page: Page) {
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText(/^Published version \d+\.$/).waitFor();
  }

  it('replaces the hero picture once for every language, keeps a German override, and keeps its focal point', async () => {
    const page = await signedInPage('en-GB');
    await page.goto(`${server.url}/desk/content/en/hero`);
    await page.getByRole('heading', { level: 1, name: 'Home page banner (English)' }).waitFor();

    // Upload in place, from the picker, and find the upload again by searching.
    await page.getByRole('button', { name: /^Choose… Image/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose an image' });
    await dialog.getByLabel('Search').fill('press hall');
    await dialog.getByText('No file matches “press hall”.').waitFor();
    await uploadInPicker(page, 'press-hall.png', '#1d5c63', {
      label: 'Alt text (English)',
      text: 'The press hall in Brno',
    });
    await page.getByText('press-hall.png', { exact: true }).waitFor();
    // Offered languages without a description are named where the picture is chosen.
    await page.getByText(/No alt text yet in: German and Arabic\./).waitFor();
    await page.getByRole('button', { name: /^Choose… Image/ }).click();
    await dialog.getByLabel('Search').fill('PRESS HALL');
    // The search runs after a pause in typing: until then the picker lists every picture, this one included.
    await expect
      .poll(() => dialog.getByRole('list').getByRole('button').count(), { timeout: 30_000 })
      .toBe(1);
    await dialog.getByText('Brno').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'press-hall.png' }).click();

    // The focal point, with the keyboard only: 50 % → 20 % from the left, 50 % → 80 % from the top.
    await page.locator('summary', { hasText: 'Focal point' }).first().click();
    const fromLeft = page.getByRole('slider', { name: 'From the left' });
    await fromLeft.focus();
    for (let step = 0; step < 6; step++) await page.keyboard.press('ArrowLeft');
    const fromTop = page.getByRole('slider', { name: 'From the top' });
    await fromTop.focus();
    for (let step = 0; step < 6; step++) await page.keyboard.press('ArrowRight');
    await expect.poll(() => fromLeft.getAttribute('aria-valuetext')).toBe('20 %');
    await page.getByRole('button', { name: 'Save the focal point' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('Focal point saved.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await publish(page);

    const hall = await mediaIdOf(page, 'press-hall');
    for (const path of ['/en', '/de', '/ar']) {
      const html = await publicHtml(server, path);
      const [img] = imgTagsOf(html, hall);
      expect(img, path).toContain('focal-x-20 focal-y-80');
      expect(html).not.toContain(`/media/${builtinImageIds.hero}/`);
    }

    // German gets its own picture (one with German words in it); English and Arabic keep the shared one.
    await page.goto(`${server.url}/desk/content/de/hero`);
    await page.getByRole('heading', { level: 1, name: 'Home page banner (German)' }).waitFor();
    await page.getByText('The picture of every language, chosen in English.').waitFor();
    await page.getByRole('button', { name: /^Use another picture in German Image/ }).click();
    await uploadInPicker(page, 'messe-plakat.png', '#8a3b12', {
      label: 'Alt text (German)',
      text: 'Plakat: Veltrum auf der IFAT',
    });
    await page.getByText(/German shows its own picture here/).waitFor();
    await publish(page);
    const poster = await mediaIdOf(page, 'messe-plakat');
    const german = await publicHtml(server, '/de');
    expect(imgTagsOf(german, poster).length).toBeGreaterThan(0);
    expect(german).not.toContain(`/media/${hall}/`);
    expect(german).toContain('alt="Plakat: Veltrum auf der IFAT"');
    expect(await htmlProblems(german)).toEqual([]);
    for (const path of ['/en', '/ar']) {
      const html = await publicHtml(server, path);
      expect(imgTagsOf(html, hall).length, path).toBeGreaterThan(0);
      expect(html).not.toContain(`/media/${poster}/`);
    }

    // The library finds the picture and says where each language shows it.
    await page.goto(`${server.url}/desk/media`);
    await page.getByRole('heading', { level: 1, name: 'Media' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search', exact: true }).fill('press-hall');
    await page.getByRole('heading', { level: 3, name: 'press-hall.png' }).waitFor();
    await expect.poll(() => page.getByRole('heading', { level: 3 }).count()).toBe(1);
    await page.locator('summary', { hasText: 'Where it is used' }).click();
    await page
      .getByText(/Home page banner \(Arabic, as the picture of every language, published\)/)
      .waitFor();
    expect(await page.getByText(/\(German, /).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('works in the Arabic desk at 320 px: the shared picture, its search and its focal point', async () => {
    const page = await signedInPage('ar', 320);
    await page.goto(`${server.url}/desk/content/ar/hero`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.getByText('صورة كل اللغات، اختيرت في الإنجليزية.').waitFor();
    await page.getByRole('button', { name: /^استخدام صورة أخرى في العربية/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('بحث').fill('press');
    await dialog.getByRole('button', { name: 'press-hall.png' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await dialog.getByRole('button', { name: 'إغلاق' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.locator('summary', { hasText: 'نقطة التركيز' }).first().click();
    await page.getByRole('slider', { name: 'من اليسار' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
});
