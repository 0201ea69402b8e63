import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { builtinDocumentIds, builtinImageIds } from '@sitedesk/shared/builtin-media/ids';
import { builtinImages } from '@sitedesk/shared/builtin-media/image-catalog';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { launchChromium } from './support/chromium';
import { htmlProblems } from './support/html-validity';
import { type RunningServer, startServer } from './support/server';
import { createStaffUser, type StaffUser } from './support/staff-cli';

const password = 'a long passphrase for the editors';
const editor: StaffUser = { email: 'mia.hoffmann@veltrum.example', name: 'Mia Hoffmann', role: 'editor' };
const altOf = (key: string, locale: 'en' | 'de') =>
  builtinImages.find((image) => image.key === key)?.alt[locale] ?? '';

/** The public page as a visitor without JavaScript gets it. */
async function publicHtml(server: RunningServer, path: string): Promise<string> {
  const response = await fetch(`${server.url}${path}`);
  expect(response.status).toBe(200);
  return response.text();
}

/** The `<img>` element naming this media item, as served. */
function imgTagOf(html: string, mediaId: string): string {
  return html.match(new RegExp(`<img[^>]*/media/${mediaId}/[^>]*>`))?.[0] ?? '';
}

describe('pictures from the media library', () => {
  let server: RunningServer;
  let browser: Browser;
  let dataDir: string;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'sitedesk-pictures-e2e-'));
    await createStaffUser(editor, password, { DATA_DIR: dataDir });
    server = await startServer({ SIGN_IN_RATE_LIMIT: '0', MAIL_DRIVER: 'dev' }, { dataDir });
    browser = await launchChromium();
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function newPage(): Promise<Page> {
    const context = await browser.newContext({ locale: 'en-GB' });
    contexts.push(context);
    const page = await context.newPage();
    page.on('pageerror', (error) => {
      throw error;
    });
    return page;
  }

  it('shows the seeded hero drawing as the first view’s image, at high priority and never lazily', async () => {
    const html = await publicHtml(server, '/en');
    const hero = imgTagOf(html, builtinImageIds.hero);
    expect(hero).toContain(`alt="${altOf('hero', 'en')}"`);
    // React writes the attribute as `fetchPriority`; HTML attribute names are case-insensitive.
    expect(hero).toMatch(/fetchpriority="high"/i);
    expect(hero).toContain('width="1200" height="880"');
    expect(hero).not.toContain('loading="lazy"');
    expect(html).toContain(`srcSet="/media/${builtinImageIds.hero}/480.avif 480w`);
    expect(await htmlProblems(html)).toEqual([]);

    const page = await newPage();
    await page.goto(`${server.url}/de`);
    const picture = page.getByRole('img', { name: altOf('hero', 'de') });
    await picture.waitFor();
    expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth > 0)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('shows a phone the hero drawing after the calls to action, fetched lazily, so its largest paint is the text', async () => {
    const html = await publicHtml(server, '/en');
    const [wide, narrow] =
      html.match(new RegExp(`<img[^>]*/media/${builtinImageIds.hero}/[^>]*>`, 'g')) ?? [];
    expect(narrow).toContain('loading="lazy"');
    expect(narrow).not.toMatch(/fetchpriority/i);
    expect(narrow).toContain(`alt="${altOf('hero', 'en')}"`);
    // Below the wide layout the priority picture picks an empty pixel, so it fetches nothing there.
    expect(html).toContain('<source media="not all and (min-width: 64rem)" srcSet="data:image/gif;base64,');
    expect(wide).toMatch(/fetchpriority="high"/i);

    const context = await browser.newContext({
      locale: 'en-GB',
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
    });
    contexts.push(context);
    const page = await context.newPage();
    const heroRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(`/media/${builtinImageIds.hero}/`)) heroRequests.push(request.url());
    });
    await page.goto(`${server.url}/en`);
    const picture = page.getByRole('img', { name: altOf('hero', 'en') });
    // No scrolling: a scroll would end the browser's largest-paint reporting.
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    const largestPaint = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          new PerformanceObserver((list) => {
            const last = list.getEntries().at(-1) as (PerformanceEntry & { element?: Element }) | undefined;
            resolve(last?.element?.tagName ?? '');
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    expect(largestPaint).not.toBe('IMG');
    expect(heroRequests).toHaveLength(1);
    const ctaBottom = await page
      .getByTestId('hero-cta')
      .evaluate((cta) => cta.getBoundingClientRect().bottom);
    expect(await picture.evaluate((img) => img.getBoundingClientRect().top)).toBeGreaterThan(ctaBottom);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('shows a demo product’s gallery and data sheet, and a news entry’s cover', async () => {
    const page = await newPage();
    await page.goto(`${server.url}/en/solutions/ecobale-x4`);
    const gallery = page.getByRole('list', { name: /EcoBale X4/ });
    await gallery.waitFor();
    expect(await gallery.getByRole('img').count()).toBe(2);
    await gallery.getByRole('img', { name: altOf('balerFront', 'en') }).waitFor();
    await gallery.getByRole('img', { name: altOf('balerBales', 'en') }).waitFor();
    const sheet = page.getByRole('link', { name: /Data sheet/ });
    const href = await sheet.getAttribute('href');
    expect(href).toBe(`/media/${builtinDocumentIds.balerSheet}/ecobale-x4-data-sheet.pdf`);
    const download = await fetch(`${server.url}${href}`);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(new TextDecoder().decode((await download.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    expect(await axeViolations(page)).toEqual([]);
    expect(await htmlProblems(await publicHtml(server, '/en/solutions/ecobale-x4'))).toEqual([]);

    // The German page shows the same pictures, described in German by the media items themselves.
    const german = await publicHtml(server, '/de/loesungen/ecobale-x4');
    expect(imgTagOf(german, builtinImageIds.balerFront)).toContain(`alt="${altOf('balerFront', 'de')}"`);
    expect(german).toContain(`/media/${builtinDocumentIds.balerSheet}/ecobale-x4-data-sheet.pdf`);

    await page.goto(`${server.url}/en/news`);
    await page
      .getByRole('img', { name: altOf('newsIfat', 'en') })
      .first()
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('lets an editor replace the hero picture with an upload described per language', async () => {
    const page = await newPage();
    const response = await page.request.post(`${server.url}/api/auth/sign-in/email`, {
      data: { email: editor.email, password },
    });
    expect(response.status()).toBe(200);

    await page.goto(`${server.url}/desk/media`);
    await page.getByRole('heading', { level: 1, name: 'Media' }).waitFor();
    const photo = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#1b5f66' } })
      .png()
      .toBuffer();
    await page.getByLabel('File', { exact: true }).setInputFiles({
      name: 'assembly-hall.png',
      mimeType: 'image/png',
      buffer: photo,
    });
    await page.getByLabel('Alt text (English)').first().fill('Our assembly hall in Bremen');
    await page.getByLabel('Alt text (German)').first().fill('Unsere Montagehalle in Bremen');
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByText('assembly-hall.png was uploaded.').waitFor();

    // Chosen once, in English: the picture belongs to the banner in every language (decision 203).
    for (const language of ['English']) {
      await page.goto(`${server.url}/desk/content`);
      await page.getByRole('link', { name: `Edit Home page banner in ${language}` }).click();
      await page.getByRole('heading', { level: 1, name: `Home page banner (${language})` }).waitFor();
      await page.getByRole('button', { name: /^Choose… Image/ }).click();
      await page
        .getByRole('dialog', { name: 'Choose an image' })
        .getByRole('button', { name: 'assembly-hall.png' })
        .click();
      if (language === 'English') expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Publish' }).click();
      await page.getByText(/^Published version \d+\.$/).waitFor();
    }

    // Both languages now show the upload, each with the item's alt text in that language.
    const english = await publicHtml(server, '/en');
    const german = await publicHtml(server, '/de');
    for (const html of [english, german]) {
      expect(html).not.toContain(`/media/${builtinImageIds.hero}/`);
      expect(html).toMatch(/<img[^>]*width="1600" height="1000"[^>]*fetchpriority="high"/i);
    }
    expect(english).toContain('alt="Our assembly hall in Bremen"');
    expect(german).toContain('alt="Unsere Montagehalle in Bremen"');
    expect(await htmlProblems(german)).toEqual([]);
  });
});
