import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { launchChromium } from './support/chromium';
import { type RunningServer, startServer } from './support/server';
import { createStaffUser, type StaffUser } from './support/staff-cli';

const password = 'a long passphrase for the news desk';
const editor: StaffUser = { email: 'nina.presse@veltrum.example', name: 'Nina Presse', role: 'editor' };

const title = 'Veltrum at IFAT 2026: the EcoBale X4 premieres';
const slug = 'veltrum-at-ifat-2026-the-ecobale-x4-premieres';
const newSlug = 'ecobale-x4-premiere-ifat-2026';
const germanTitle = 'Veltrum auf der IFAT 2026: Premiere für die EcoBale X4';
const germanSlug = 'veltrum-auf-der-ifat-2026-premiere-fuer-die-ecobale-x4';

/** What a visitor copies from a hostile page or a Word document: it must reach no page. */
const hostileHtml = [
  '<style>p { color: red }</style>',
  '<p>Pasted <script>window.pasted = true</script>from elsewhere',
  '<img src="/x.png" onerror="window.pwned = true">',
  '<a href="javascript:alert(1)">a trap</a>',
  '<iframe src="https://evil.example"></iframe></p>',
].join('');

async function publicResponse(server: RunningServer, path: string): Promise<Response> {
  return fetch(`${server.url}${path}`, { redirect: 'manual' });
}

async function publicHtml(server: RunningServer, path: string): Promise<string> {
  const response = await publicResponse(server, path);
  expect(response.status, path).toBe(200);
  return response.text();
}

/** Pastes HTML into the focused editor the way a browser does: a paste event carrying `text/html`. */
async function pasteHtml(page: Page, html: string): Promise<void> {
  await page.evaluate((markup) => {
    const target = document.activeElement;
    if (!target) throw new Error('nothing has focus to paste into');
    const data = new DataTransfer();
    data.setData('text/html', markup);
    data.setData('text/plain', markup.replace(/<[^>]+>/g, ''));
    target.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, html);
}

describe('the collections editor (news) on the embedded database', () => {
  let server: RunningServer;
  let browser: Browser;
  let dataDir: string;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'sitedesk-collections-e2e-'));
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

  it('writes, publishes, renames and translates a news entry; pasted hostile HTML reaches no page', async () => {
    const page = await signedInPage(editor);
    await page.goto(`${server.url}/desk`);
    await page.getByRole('link', { name: 'News', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'News' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'New news entry' }).click();
    await page.getByRole('heading', { level: 1, name: 'New news entry' }).waitFor();
    await page.getByLabel('Title', { exact: true }).fill(title);
    // The slug follows the title until the editor types their own, and the page's address is shown.
    expect(await page.getByLabel('Address (slug)').inputValue()).toBe(slug);
    await page.getByText(`${server.url}/en/news/${slug}`).waitFor();
    await page.getByLabel('Category').selectOption({ label: 'Trade fair' });
    await page.getByLabel('Teaser').fill('Our new baler presses 20 % denser bales.');

    // The body: a heading, a bold word and a link, written with the toolbar and its shortcuts.
    const body = page.getByRole('textbox', { name: 'Text', exact: true });
    await body.click();
    await page.getByRole('button', { name: 'Heading', exact: true }).click();
    await page.keyboard.type('Denser bales, less energy');
    await page.keyboard.press('Enter');
    await page.keyboard.type('The X4 is ');
    await page.keyboard.press('ControlOrMeta+b');
    await page.keyboard.type('quieter');
    await page.keyboard.press('ControlOrMeta+b');
    await expect
      .poll(() => page.getByRole('button', { name: 'Bold' }).getAttribute('aria-pressed'))
      .toBe('false');
    await page.keyboard.type(' than ever. ');
    // The link gets a paragraph of its own, so Shift+Home selects exactly its words.
    await page.keyboard.press('Enter');
    await page.keyboard.type('Ask us');
    await page.keyboard.press('Shift+Home');
    // The editor takes the browser's selection on its next task; a person is never faster than that.
    await expect.poll(() => page.evaluate(() => window.getSelection()?.toString())).toBe('Ask us');
    await page.keyboard.press('ControlOrMeta+k');
    // The link dialog: an address the site would refuse is explained next to the field and changes nothing.
    const linkDialog = page.getByRole('dialog', { name: 'Add a link' });
    const address = linkDialog.getByLabel('Link address');
    await address.fill('javascript:alert(1)');
    await linkDialog.getByRole('button', { name: 'Insert link' }).click();
    await linkDialog.getByText('This address cannot be linked.', { exact: false }).waitFor();
    expect(await address.getAttribute('aria-invalid')).toBe('true');
    expect(await axeViolations(page)).toEqual([]);
    await address.fill('/en/contact');
    await address.press('Enter');
    await linkDialog.waitFor({ state: 'hidden' });
    await body.locator('a[href="/en/contact"]', { hasText: 'Ask us' }).waitFor();
    // Focus is back in the text, so typing goes on where it stopped.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('role')))
      .toBe('textbox');
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await pasteHtml(page, hostileHtml);
    await body.getByText('Pasted from elsewhere').waitFor();
    // The toolbar is one Tab stop whose buttons the arrow keys walk through.
    const toolbar = page.getByRole('toolbar', { name: 'Text formatting: Text' });
    await toolbar.getByRole('button', { name: 'Paragraph' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Heading');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Create draft' }).click();
    await page.getByRole('heading', { level: 1, name: `${title} (English)` }).waitFor();
    await page.getByText('Draft created.').waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/desk\/collections\/news\/[0-9a-f-]{36}\/en$/);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByText(/^Published version \d+\.$/).waitFor();

    // Read as a visitor without JavaScript: the list, the page and the feed.
    expect(await publicHtml(server, '/en/news')).toContain(title);
    const article = await publicHtml(server, `/en/news/${slug}`);
    expect(article).toMatch(/<h2[^>]*>Denser bales, less energy<\/h2>/);
    expect(article).toMatch(/<strong[^>]*>quieter<\/strong>/);
    expect(article).toMatch(/<a[^>]*href="\/en\/contact"[^>]*>Ask us<\/a>/);
    expect(article).toContain('Pasted from elsewhere');
    for (const hostile of [
      'window.pasted',
      'window.pwned',
      'onerror',
      'javascript:',
      'evil.example',
      'color: red',
    ]) {
      expect(article).not.toContain(hostile);
    }
    expect(await publicHtml(server, '/en/news/feed.xml')).toContain(title);

    // A new slug: the old address answers 301 to the new one.
    await page.getByLabel('Address (slug)').fill(newSlug);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByText(/^Published version \d+\.$/).waitFor();
    const moved = await publicResponse(server, `/en/news/${slug}`);
    expect(moved.status).toBe(301);
    expect(new URL(moved.headers.get('location') ?? '', server.url).pathname).toBe(`/en/news/${newSlug}`);
    expect(await publicHtml(server, `/en/news/${newSlug}`)).toContain(title);

    // German: the English texts are the placeholders and every blank text is marked until translated.
    await page.getByRole('link', { name: 'Edit in German' }).click();
    await page.getByRole('heading', { level: 1, name: /\(German\)$/ }).waitFor();
    const germanTitleField = page.getByLabel('Title', { exact: true });
    expect(await germanTitleField.getAttribute('placeholder')).toBe(title);
    await page.getByText('Missing translation — the site shows the English text').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await germanTitleField.fill(germanTitle);
    expect(await page.getByLabel('Address (slug)').inputValue()).toBe(germanSlug);

    // Leaving with unsaved edits asks first, for a desk link and for Back alike.
    let asked = '';
    page.once('dialog', (dialog) => {
      asked = dialog.message();
      void dialog.dismiss();
    });
    await page.getByRole('link', { name: 'News', exact: true }).click();
    await expect.poll(() => asked).toBe('You have unsaved changes. Leave anyway?');
    expect(await germanTitleField.inputValue()).toBe(germanTitle);
    asked = '';
    page.once('dialog', (dialog) => {
      asked = dialog.message();
      void dialog.dismiss();
    });
    await page.evaluate(() => window.history.back());
    await expect.poll(() => asked).toBe('You have unsaved changes. Leave anyway?');
    expect(await germanTitleField.inputValue()).toBe(germanTitle);

    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText(/^Draft saved as revision \d+\.$/).waitFor();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByText(/^Published version \d+\.$/).waitFor();
    const german = await publicHtml(server, `/de/aktuelles/${germanSlug}`);
    expect(german).toContain(germanTitle);
    // The body was left blank in German, so the site shows the English text there.
    expect(german).toContain('Denser bales, less energy');
    expect(await publicHtml(server, '/de/aktuelles/feed.xml')).toContain(germanTitle);

    // The list shows the entry as published in both languages.
    await page.getByRole('link', { name: 'News', exact: true }).click();
    const row = page.getByRole('row', { name: new RegExp(newSlug) });
    await row.getByText('Published', { exact: true }).waitFor();
    await row.getByText('All translated').waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('finds the entry with the desk-wide search and with the list’s search box', async () => {
    const page = await signedInPage(editor);
    await page.goto(`${server.url}/desk/collections/news?q=EcoBale`);
    await page
      .getByRole('link', { name: `Edit ${title} in English` })
      .first()
      .waitFor();
    const search = page.getByRole('searchbox', { name: 'Search all content' });
    await search.fill('EcoBale X4 premieres');
    await search.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Search' }).waitFor();
    await page.getByRole('link', { name: title }).first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});
