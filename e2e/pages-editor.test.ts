import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { launchChromium } from './support/chromium';
import { type RunningServer, startServer } from './support/server';
import { createStaffUser, type StaffUser } from './support/staff-cli';

const password = 'a long passphrase for the page builder';
const editor: StaffUser = { email: 'lena.marketing@veltrum.example', name: 'Lena Marketing', role: 'editor' };

const title = 'Our new plant in Porto';
const slug = 'our-new-plant-in-porto';
const hallTitle = 'The hall';
const hallBlock = `Image and text: ${hallTitle}`;

/** The focused element's accessible name as the desk gives it (an icon button's `aria-label`). */
const focusedLabel = (page: Page) =>
  page.evaluate(
    () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent,
  );

/** The blocks' headings top to bottom: the order the page will show them in. */
const blockOrder = (page: Page) => page.locator('#entry-field-blocks h2[id$="-heading"]').allInnerTexts();

describe('the page and navigation editors on the embedded database', () => {
  let server: RunningServer;
  let browser: Browser;
  let dataDir: string;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'sitedesk-pages-e2e-'));
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

  /** Login fixture: signs in through the API (the context keeps the cookie); no password is typed. */
  async function signedInPage(user: StaffUser, locale = 'en-GB'): Promise<Page> {
    const context = await browser.newContext({ locale });
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

  it('creates a page from blocks, reorders them with the keyboard and puts the page first in the header', async () => {
    const page = await signedInPage(editor);
    // An image with English alt text for the image-and-text block.
    await page.goto(`${server.url}/desk/media`);
    await page.getByLabel('File', { exact: true }).setInputFiles({
      name: 'porto-hall.png',
      mimeType: 'image/png',
      buffer: await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#145a64' } })
        .png()
        .toBuffer(),
    });
    await page.getByLabel('Alt text (English)').first().fill('The new hall in Porto');
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByText('porto-hall.png was uploaded.').waitFor();

    await page.getByRole('link', { name: 'Pages', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Pages' }).waitFor();
    await page.getByRole('link', { name: 'New page' }).click();
    await page.getByRole('heading', { level: 1, name: 'New page' }).waitFor();
    await page.getByLabel('Title', { exact: true }).fill(title);
    expect(await page.getByLabel('Address (slug)').inputValue()).toBe(slug);
    await page.getByRole('radio', { name: 'The header navigation' }).check();
    await page.getByLabel('Link text in the navigation (optional)').fill('Porto');
    await page.getByLabel('Search description').fill('Veltrum opens a plant for balers in Porto.');

    // Saving without blocks names the problem before anything is sent.
    await page.getByRole('button', { name: 'Create draft' }).click();
    await page.getByRole('alert').getByText('Add at least one block.').waitFor();

    const addBlock = async (type: string) => {
      await page.getByRole('button', { name: 'Add block' }).click();
      await page.getByRole('button', { name: type, exact: true }).click();
    };
    await addBlock('Introduction');
    // The new block's first field has focus, so typing goes on there.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('entry-field-blocks-0-eyebrow');
    const intro = page.getByRole('region', { name: 'Introduction 1' });
    await intro.getByLabel('Text', { exact: true }).fill('From 2027 our balers are also built in Portugal.');
    await intro.getByLabel('Title', { exact: true }).fill('Welcome to Porto');

    await addBlock('Feature cards');
    const features = page.getByRole('region', { name: 'Feature cards 1' });
    await features.getByLabel('Icon').selectOption({ label: 'Recycling' });
    await features.getByLabel('Title', { exact: true }).fill('Made for recycling');
    await features.getByLabel('Text', { exact: true }).fill('Every machine is built to be repaired.');

    await addBlock('Image and text');
    const hall = page.getByRole('region', { name: 'Image and text 1' });
    await hall.getByLabel('Text', { exact: true }).fill('12,000 square metres of light and steel.');
    await hall.getByRole('button', { name: /^Choose… Image/ }).click();
    await page
      .getByRole('dialog', { name: 'Choose an image' })
      .getByRole('button', { name: 'porto-hall.png' })
      .click();
    await hall.getByRole('radio', { name: 'After the text' }).check();
    await hall.getByLabel('Title', { exact: true }).fill(hallTitle);
    expect(await axeViolations(page)).toEqual([]);

    // Reordering with the keyboard: focus stays on the moved block and its new place is announced.
    await page.getByRole('button', { name: `Move block “${hallBlock}” up` }).focus();
    await page.keyboard.press('Enter');
    expect(await blockOrder(page)).toEqual(['Introduction: Welcome to Porto', hallBlock, 'Feature cards 1']);
    expect(await focusedLabel(page)).toBe(`Move block “${hallBlock}” up`);
    await page.getByRole('status').getByText(`Block “${hallBlock}” moved to position 2 of 3.`).waitFor();
    await page.keyboard.press('Enter');
    // At the top "up" is disabled, so focus goes to "down" on the same block.
    expect(await blockOrder(page)).toEqual([hallBlock, 'Introduction: Welcome to Porto', 'Feature cards 1']);
    expect(await focusedLabel(page)).toBe(`Move block “${hallBlock}” down`);
    await page.keyboard.press('Enter');
    expect(await blockOrder(page)).toEqual(['Introduction: Welcome to Porto', hallBlock, 'Feature cards 1']);

    // Removing asks for nothing but offers Undo, which puts the block back in its place.
    await page.getByRole('button', { name: 'Remove block “Feature cards 1”' }).click();
    expect(await focusedLabel(page)).toBe('Undo removing block “Feature cards 1”');
    await page.keyboard.press('Enter');
    expect(await blockOrder(page)).toEqual(['Introduction: Welcome to Porto', hallBlock, 'Feature cards 1']);

    // A hidden block keeps its fields; its button says whether they are shown.
    const toggle = page.getByRole('button', { name: 'Feature cards 1', exact: true });
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Create draft' }).click();
    await page.getByRole('heading', { level: 1, name: `${title} (English)` }).waitFor();
    const id = /\/desk\/collections\/pages\/([0-9a-f-]{36})\/en$/.exec(new URL(page.url()).pathname)?.[1];
    expect(id).toBeDefined();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByText(/^Published version \d+\.$/).waitFor();

    // What is live, through the desk's API; the public page is checked after the navigation's publish.
    const entry = await page.request.get(`${server.url}/api/desk/collections/pages/${id}/en`);
    const published = (await entry.json()).published as { blocks: { type: string }[]; placement: string };
    expect(published.blocks.map((block) => block.type)).toEqual(['intro', 'imageText', 'features']);
    expect(published.placement).toBe('header');

    // The navigation: the placed page shows after the named links, marked as automatic, until moved.
    await page.goto(`${server.url}/desk/content`);
    await page.getByRole('link', { name: 'Edit Navigation in English' }).click();
    await page.getByRole('heading', { level: 1, name: 'Navigation (English)' }).waitFor();
    const header = page.getByRole('group', { name: 'Header navigation' });
    const porto = header.getByRole('listitem').filter({ hasText: ': Porto' });
    await porto.getByText('Added automatically', { exact: false }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await porto.getByRole('button', { name: 'Move link “Porto” up' }).focus();
    // Each press moves it one place; focus follows it until it is first.
    for (let pressed = 0; pressed < 6; pressed += 1) await page.keyboard.press('Enter');
    await header.getByText('Link 1: Porto', { exact: true }).waitFor();
    expect(await focusedLabel(page)).toBe('Move link “Porto” down');
    await page.getByRole('status').getByText('Link “Porto” moved to position 1 of 7.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    // A link added by mistake: its text field takes focus, and removing it leaves focus on the next Remove.
    await header.getByLabel('Page', { exact: true }).selectOption({ label: 'Imprint' });
    await header.getByRole('button', { name: 'Add link' }).click();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('content-field-header-7-label');
    await page.keyboard.type('Legal');
    await header.getByRole('button', { name: 'Remove link “Imprint”' }).click();
    expect(await focusedLabel(page)).toBe('Remove link “Contact”');
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText(/^Published version \d+\.$/).waitFor();

    const navigation = await page.request.get(`${server.url}/api/desk/content/en/navigation`);
    const links = (await navigation.json()).published as { header: { target: unknown }[] };
    expect(links.header[0]).toEqual({ target: { kind: 'entry', id } });
    expect(links.header).toHaveLength(7);

    // And on the public site: the page is served at its address, and it is the header's first link.
    await page.goto(`${server.url}/en/${slug}`);
    expect(await page.title()).toContain(title);
    await page.goto(`${server.url}/en`);
    expect(await page.locator('header nav a').first().getAttribute('href')).toBe(`/en/${slug}`);
  });

  it('works right to left in the Arabic desk, with every block kind open and no axe violations', async () => {
    const page = await signedInPage(editor, 'ar');
    await page.goto(`${server.url}/desk/collections/pages/new`);
    await page.locator('html[dir="rtl"]').waitFor();
    for (const type of [
      'مقدمة',
      'أرقام رئيسية',
      'بطاقات المزايا',
      'صورة ونص',
      'اقتباس',
      'دعوة إلى إجراء',
      'تنزيلات',
      'شريط التواصل',
    ]) {
      await page.getByRole('button', { name: 'إضافة كتلة' }).click();
      await page.getByRole('button', { name: type, exact: true }).click();
    }
    await page.getByRole('button', { name: 'نقل الكتلة «شريط التواصل 1» إلى الأعلى' }).click();
    await page.getByRole('status').getByText('نُقلت الكتلة «شريط التواصل 1» إلى الموضع 7 من 8.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});
