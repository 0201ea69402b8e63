import { localeTags } from '@sitedesk/shared/locales';
import { pathFor } from '@sitedesk/shared/routes';
import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { launchChromium } from './support/chromium';
import { htmlProblems } from './support/html-validity';
import { type RunningServer, startServer } from './support/server';

/**
 * Decision 201: the public pages draw their icons from one sprite file (`/assets/icons-HASH.svg`), which a
 * visitor fetches once and keeps, instead of carrying every icon's paths in the HTML; and each page's
 * whole stylesheet is in its document, so nothing restyles the page after its first paint.
 */

const spriteAddress = /^\/assets\/icons-[\w-]+\.svg$/;

describe('the site’s icons and stylesheet', () => {
  let server: RunningServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    server = await startServer({ SITE_LOCALES: 'en,de,ar' });
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  async function newPage(options: BrowserContextOptions = {}): Promise<Page> {
    const context = await browser.newContext({ locale: 'en-GB', ...options });
    contexts.push(context);
    return context.newPage();
  }

  /**
   * Whether the icon draws anything: its picture with the sprite's drawing and without it differ. An icon
   * whose sprite or symbol is missing keeps its box, so its size alone would not tell.
   */
  async function drawsSomething(icon: Locator): Promise<boolean> {
    // A handle, not the locator: the locator may name the icon by its symbol, which the check takes away.
    const svg = await icon.elementHandle();
    if (!svg) return false;
    await svg.scrollIntoViewIfNeeded();
    const box = await svg.boundingBox();
    if (!box || box.width === 0 || box.height === 0) return false;
    const drawn = await svg.screenshot({ animations: 'disabled' });
    await svg.evaluate((element) => {
      for (const use of element.querySelectorAll('use')) use.setAttribute('href', '#no-such-icon');
    });
    const blank = await svg.screenshot({ animations: 'disabled' });
    return !drawn.equals(blank);
  }

  it('draws every icon of a page from one sprite, fetched once and kept for the next page', async () => {
    const page = await newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    // Each response for the sprite, and whether it came from the browser's cache rather than the server.
    const spriteResponses: { page: string; cached: boolean }[] = [];
    const fromMemoryCache = new Set<string>();
    let current = '';
    cdp.on('Network.requestServedFromCache', (event) => fromMemoryCache.add(event.requestId));
    cdp.on('Network.responseReceived', (event) => {
      if (!spriteAddress.test(new URL(event.response.url).pathname)) return;
      spriteResponses.push({
        page: current,
        cached: event.response.fromDiskCache === true || fromMemoryCache.has(event.requestId),
      });
    });

    current = pathFor('home', 'en');
    await page.goto(server.url + current, { waitUntil: 'networkidle' });
    const icons = await page.evaluate(() =>
      [...document.querySelectorAll('svg')].map((svg) => ({
        use: svg.querySelector('use')?.getAttribute('href') ?? null,
        paths: svg.querySelectorAll('path, circle, rect, line, polyline, polygon').length,
        hidden: svg.getAttribute('aria-hidden'),
        labelled: svg.getAttribute('role') === 'img' && svg.querySelector('title') !== null,
      })),
    );
    const drawnFromSprite = icons.filter((icon) => icon.use !== null);
    expect(drawnFromSprite.length, 'icons drawn from the sprite').toBeGreaterThan(20);
    const sprites = new Set(drawnFromSprite.map((icon) => icon.use?.split('#')[0]));
    expect([...sprites], 'one sprite file').toHaveLength(1);
    const [sprite = ''] = [...sprites];
    expect(sprite).toMatch(spriteAddress);
    // Every icon is either decoration hidden from assistive technology or an image with a name.
    for (const icon of drawnFromSprite) expect(icon.hidden === 'true' || icon.labelled).toBe(true);

    // Each symbol a page names is in the sprite.
    const spriteResponse = await fetch(server.url + sprite);
    expect(spriteResponse.headers.get('cache-control')).toMatch(/\bimmutable\b/);
    expect(spriteResponse.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const symbols = new Set(
      [...(await spriteResponse.text()).matchAll(/<symbol id="([^"]+)"/g)].map(([, id]) => id),
    );
    for (const icon of drawnFromSprite) expect(symbols).toContain(icon.use?.split('#')[1]);

    expect(
      await drawsSomething(page.getByTestId('hero-cta').locator('svg')),
      'the call to action’s arrow',
    ).toBe(true);
    expect(
      await drawsSomething(page.locator('footer svg:has(use[href$="#phone"])').first()),
      'the footer’s phone',
    ).toBe(true);

    current = pathFor('contact', 'en');
    await page.goto(server.url + current, { waitUntil: 'networkidle' });
    expect(
      await drawsSomething(page.locator('main svg:has(use[href$="#mail"])').first()),
      'the contact page’s mail icon',
    ).toBe(true);
    // 97 icons on the home page and more on the contact page: one request to the server in all.
    expect(spriteResponses.filter((response) => !response.cached)).toEqual([
      { page: pathFor('home', 'en'), cached: false },
    ]);
  });

  it('draws the icons with JavaScript turned off, and mirrors the arrows on Arabic pages', async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto(server.url + pathFor('home', 'en'));
    expect(
      await drawsSomething(page.getByTestId('hero-cta').locator('svg')),
      'the arrow without script',
    ).toBe(true);

    const arabic = await newPage({ locale: 'ar', javaScriptEnabled: false });
    await arabic.goto(server.url + pathFor('home', 'ar'));
    const arrow = arabic.getByTestId('hero-cta').locator('svg');
    expect(await arrow.evaluate((svg) => getComputedStyle(svg).scale)).toBe('-1 1');
    expect(await drawsSomething(arrow), 'the mirrored arrow').toBe(true);
    const globe = arabic.locator(`header div:has(> ul a[hreflang="${localeTags.en.hreflang}"]) > svg`);
    expect(await drawsSomething(globe), 'the language list’s globe').toBe(true);
  });

  it.each([pathFor('home', 'en'), pathFor('contact', 'en'), pathFor('home', 'ar')])(
    'styles %s completely from its own document: no stylesheet to wait for or to arrive later',
    async (path) => {
      const page = await newPage({ javaScriptEnabled: false });
      // Any stylesheet the page asked for would fail: the page must not need one.
      await page.route(/\.css(\?|$)/, (route) => route.abort());
      const response = await page.goto(server.url + path);
      const html = (await response?.text()) ?? '';
      expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/);
      expect(html.match(/<style>/g) ?? []).toHaveLength(1);
      // Styled at once: the header is the site's dark band and the main heading is in the display face.
      const headerBackground = await page
        .locator('header')
        .first()
        .evaluate((header) => getComputedStyle(header).backgroundColor);
      expect(headerBackground).not.toBe('rgba(0, 0, 0, 0)');
      expect(await page.locator('h1').evaluate((heading) => getComputedStyle(heading).fontFamily)).toMatch(
        /Barlow|Noto Sans Arabic/,
      );
    },
  );

  it.each([
    pathFor('home', 'en'),
    pathFor('home', 'de'),
    pathFor('contact', 'en'),
    pathFor('home', 'ar'),
    pathFor('contact', 'ar'),
  ])('keeps %s valid HTML and free of axe violations with its icons from the sprite', async (path) => {
    const page = await newPage(path.startsWith('/ar') ? { locale: 'ar' } : {});
    const response = await page.goto(server.url + path, { waitUntil: 'networkidle' });
    expect(await htmlProblems((await response?.text()) ?? ''), 'HTML problems').toEqual([]);
    expect(await axeViolations(page), 'axe violations').toEqual([]);
  });
});
