import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ApiErrorBody } from '@sitedesk/shared/api-errors';
import type { PageEntry } from '@sitedesk/shared/collections/entries';
import type { EntryDetail } from '@sitedesk/shared/collections-api';

import type { NavLink } from '@sitedesk/shared/content/schema';
import type { ContentSectionDetail } from '@sitedesk/shared/content-api';
import { intlLocale, type Locale, localeTags } from '@sitedesk/shared/locales';
import { messageCatalogs } from '@sitedesk/shared/messages/catalogs';
import { pathFor } from '@sitedesk/shared/routes';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { launchChromium } from './support/chromium';
import { htmlProblems } from './support/html-validity';
import { type RunningServer, startServer } from './support/server';
import { createStaffUser, type StaffUser, signInCookie } from './support/staff-cli';
import { createVisitors } from './support/visitors';

/** The languages this suite's site offers: those every suite checks (support/languages.ts), typed narrowly. */
const testLocales = ['en', 'de', 'fr', 'ar'] as const;

/**
 * An editor's page from blocks, published to the header (issue 14 §2), as visitors meet it: in every
 * language's header, every block drawn, valid and accessible, without JavaScript and on a narrow screen;
 * navigation reordered through the sections API; a fixed page's address refused; deleted with a redirect.
 * The desk's editor for it is another journey: here the desk API is driven over HTTP as the desk would.
 */

let server: RunningServer | undefined;
let browser: Browser | undefined;
let dataDir: string | undefined;
let cookie = '';
let created: EntryDetail | undefined;
const visitors = createVisitors(() => browser);

const editor: StaffUser = { email: 'pages-editor@veltrum.example', name: 'Anna Berg', role: 'editor' };
const password = 'correct horse battery staple';
const slug = 'porto-plant';
const title = 'Our plant in Porto';

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'sitedesk-pages-e2e-'));
  await createStaffUser(editor, password, { DATA_DIR: dataDir });
  const [started, launched] = await Promise.allSettled([
    startServer({ SITE_LOCALES: testLocales.join(',') }, { dataDir }),
    launchChromium(),
  ]);
  if (started.status === 'fulfilled') server = started.value;
  if (launched.status === 'fulfilled') browser = launched.value;
  if (started.status === 'rejected') throw started.reason;
  if (launched.status === 'rejected') throw launched.reason;
  cookie = await signInCookie(origin(), editor.email, password);
  created = await publishPage();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

afterEach(async () => {
  await visitors.closeAll();
});

function origin(): string {
  if (!server) throw new Error('The server did not start.');
  const exitReport = server.exitReport();
  if (exitReport) throw new Error(exitReport);
  return server.url;
}

/** The desk API as the desk calls it: signed in, same origin. */
async function desk(method: string, path: string, body?: unknown): Promise<Response> {
  const isForm = body instanceof FormData;
  return fetch(`${origin()}${path}`, {
    method,
    headers: {
      cookie,
      origin: origin(),
      'accept-language': 'en',
      ...(body === undefined || isForm ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: isForm ? body : JSON.stringify(body) }),
  });
}

async function json<T>(response: Response, status = 200): Promise<T> {
  const text = await response.text();
  expect({ status: response.status, text }).toMatchObject({ status });
  return JSON.parse(text) as T;
}

async function upload(file: File, fields: Record<string, string>): Promise<string> {
  const form = new FormData();
  form.set('file', file);
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return (await json<{ id: string }>(await desk('POST', '/api/desk/media', form), 201)).id;
}

function pageDocument(photoId: string, sheetId: string): PageEntry {
  return {
    title,
    slug,
    placement: 'header',
    blocks: [
      { type: 'intro', id: 'intro', eyebrow: 'Porto', title: 'Built for bulky waste', text: 'A new plant.' },
      {
        type: 'figures',
        id: 'figures',
        title: 'The plant in figures',
        items: [
          { value: 12500, format: 'integer', label: 'Tonnes a year' },
          { value: 0.4, format: 'percent', label: 'Less energy' },
          { value: 2026, format: 'year', label: 'Opened' },
        ],
      },
      {
        type: 'features',
        id: 'features',
        title: 'What it does',
        items: [
          { icon: 'recycle', title: 'Sorts', text: 'Eight fractions.' },
          { icon: 'zap', title: 'Saves', text: 'Runs on solar power.' },
        ],
      },
      {
        type: 'imageText',
        id: 'hall',
        title: 'The shredder hall',
        text: 'Two lines under one roof.',
        image: { mediaId: photoId },
        imageSide: 'end',
      },
      { type: 'quote', id: 'voice', quote: 'Quiet and fast.', name: 'Ana Costa', role: 'Plant manager' },
      {
        type: 'cta',
        id: 'visit',
        title: 'Visit the plant',
        text: 'Tours every Friday.',
        label: 'Book a tour',
        target: { kind: 'page', page: 'contact' },
      },
      {
        type: 'downloads',
        id: 'files',
        title: 'Plant documents',
        items: [{ title: 'Plant brochure', document: { mediaId: sheetId } }],
      },
      { type: 'contactBand', id: 'talk', title: 'Talk to the Porto team', text: 'We answer within a day.' },
    ],
    seoDescription: 'The Porto plant shreds bulky waste for the city.',
  };
}

async function publishPage(): Promise<EntryDetail> {
  const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#2a6f5a' } })
    .png()
    .toBuffer();
  const photoId = await upload(
    new File([new Uint8Array(png)], 'hall.png', { type: 'image/png' }),
    Object.fromEntries(testLocales.map((locale) => [`alt.${locale}`, photoAlts[locale]])),
  );
  const pdf = new TextEncoder().encode(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  );
  const sheetId = await upload(new File([pdf], 'porto-brochure.pdf', { type: 'application/pdf' }), {
    title: 'Porto brochure',
  });
  const draft = await json<EntryDetail>(
    await desk('POST', '/api/desk/collections/pages', { document: pageDocument(photoId, sheetId) }),
    201,
  );
  const live = await json<EntryDetail>(
    await desk('POST', `/api/desk/collections/pages/${draft.id}/en/publish`, { revision: draft.revision }),
  );
  // Untranslated, the page is on no other language's site unless the editor shows it there in English
  // (decision 202): the editor does, for every language.
  for (const locale of testLocales.filter((other) => other !== 'en')) {
    await json(
      await desk('PUT', `/api/desk/collections/pages/${draft.id}/${locale}/shown-in`, { shownIn: 'en' }),
    );
  }
  return live;
}

async function newVisitor(options: BrowserContextOptions = {}): Promise<Page> {
  const context = await visitors.newContext(options);
  return context.newPage();
}

const pagePath = (locale: Locale) => `/${locale}/${slug}`;

describe('an editor’s page in the header', () => {
  for (const locale of testLocales) {
    it(`${locale}: is in the header of other pages, draws every block, valid and without axe violations`, async () => {
      const page = await newVisitor();
      const messages = messageCatalogs[locale];
      await page.goto(origin() + pathFor('company', locale));
      const nav = page.getByRole('navigation', { name: messages.nav.label });
      // Untranslated and shown in English by the editor's choice: the English title at the English slug in
      // this language's segment, marked as English.
      await nav.getByRole('link', { name: title }).click();
      expect(new URL(page.url()).pathname).toBe(pagePath(locale));
      await page.waitForLoadState('networkidle');

      expect(await page.locator('html').getAttribute('lang')).toBe(localeTags[locale].hreflang);
      expect(await page.locator('h1').textContent()).toBe(title);
      expect(await nav.getByRole('link', { name: title }).getAttribute('aria-current')).toBe('page');
      expect(await page.locator('main h2').allTextContents()).toEqual([
        'Built for bulky waste',
        'The plant in figures',
        'What it does',
        'The shredder hall',
        'Visit the plant',
        'Plant documents',
        'Talk to the Porto team',
      ]);
      const figures = page.getByRole('region', { name: 'The plant in figures' });
      const formatted = new Intl.NumberFormat(intlLocale(locale)).format(12500);
      expect(await figures.locator('dd').first().textContent()).toBe(formatted);
      expect(await page.locator('main h3').allTextContents()).toEqual(['Sorts', 'Saves']);
      const photo = page.getByRole('img', { name: photoAlts[locale] });
      expect(await photo.getAttribute('srcset')).toMatch(/ \d+w/);
      expect(await page.locator('figure blockquote').textContent()).toBe('Quiet and fast.');
      expect(await page.locator('figure figcaption').textContent()).toContain('Ana Costa');
      expect(await page.getByRole('link', { name: 'Book a tour' }).getAttribute('href')).toBe(
        pathFor('contact', locale),
      );
      expect(await page.getByRole('link', { name: /Plant brochure/ }).getAttribute('href')).toMatch(
        /^\/media\//,
      );
      const band = page.getByRole('region', { name: 'Talk to the Porto team' });
      expect(await band.locator('a[href^="tel:"]').count()).toBe(1);
      expect(
        await band.getByRole('link', { name: messages.nav.contact, exact: true }).getAttribute('href'),
      ).toBe(pathFor('contact', locale));

      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(new URL(canonical ?? '', origin()).pathname).toBe(pagePath(locale));
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(
        'The Porto plant shreds bulky waste for the city.',
      );
      const html = await (await fetch(origin() + pagePath(locale))).text();
      expect(await htmlProblems(html), 'HTML validity').toEqual([]);
      expect(await axeViolations(page), 'axe violations').toEqual([]);
    });
  }

  it('works with JavaScript off and keeps the header within a narrow screen', async () => {
    const page = await newVisitor({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
    await page.goto(origin() + pathFor('home', 'ar'));
    const nav = page.getByRole('navigation', { name: messageCatalogs.ar.nav.label });
    // On a phone the links wait behind one button, a <details>, which opens without JavaScript.
    expect(await nav.getByRole('link', { name: title }).count()).toBe(0);
    await nav.getByText(messageCatalogs.ar.nav.menu, { exact: true }).click();
    await nav.getByRole('link', { name: title }).click();
    expect(new URL(page.url()).pathname).toBe(pagePath('ar'));
    expect(await page.locator('figure blockquote').textContent()).toBe('Quiet and fast.');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'pixels the page is wider than the screen').toBeLessThanOrEqual(0);
  });

  it('follows the order editors give the header in the navigation section', async () => {
    const section = await json<ContentSectionDetail>(await desk('GET', '/api/desk/content/en/navigation'));
    const draft = section.draft as { header: NavLink[]; footer: NavLink[] };
    const entryId = created?.id ?? '';
    // The page first, under its own label; Contact before the others; News left out.
    const header: NavLink[] = [
      { target: { kind: 'entry', id: entryId }, label: 'Porto' },
      { target: { kind: 'page', page: 'contact' } },
      ...draft.header.filter(
        (link) =>
          !(link.target.kind === 'page' && link.target.page === 'contact') &&
          !(link.target.kind === 'collection' && link.target.collection === 'news'),
      ),
    ];
    const saved = await json<ContentSectionDetail>(
      await desk('PUT', '/api/desk/content/en/navigation/draft', {
        revision: section.revision,
        document: { ...draft, header },
      }),
    );
    await json(await desk('POST', '/api/desk/content/en/navigation/publish', { revision: saved.revision }));

    const page = await newVisitor();
    await page.goto(origin() + pathFor('solutions', 'en'));
    const links = page.getByRole('navigation', { name: messageCatalogs.en.nav.label }).getByRole('link');
    const nav = messageCatalogs.en.nav;
    expect(await links.allTextContents()).toEqual([
      'Porto',
      nav.contact,
      nav.solutions,
      nav.sustainability,
      nav.company,
      nav.careers,
    ]);
  });

  it('refuses a fixed page’s address as a page’s slug, saying why', async () => {
    const refused = await json<ApiErrorBody>(
      await desk('POST', '/api/desk/collections/pages', {
        document: { ...(created?.draft as PageEntry), slug: 'contact' },
      }),
      422,
    );
    expect(refused.error.fields?.slug?.code).toBe('slug_reserved');
    expect(refused.error.fields?.slug?.message).toContain('already lives at this address');
  });

  it('answers the address of a deleted page with a redirect to where the editor sent it', async () => {
    const id = created?.id ?? '';
    const target = encodeURIComponent(pathFor('company', 'en'));
    expect((await desk('DELETE', `/api/desk/collections/pages/${id}?redirectTo=${target}`)).status).toBe(204);
    for (const locale of testLocales) {
      const response = await fetch(origin() + pagePath(locale), { redirect: 'manual' });
      expect(response.status, locale).toBe(301);
      expect(response.headers.get('location'), locale).toBe(pathFor('company', locale));
    }
    const page = await newVisitor();
    await page.goto(origin() + pathFor('company', 'de'));
    expect(await page.getByRole('link', { name: title }).count()).toBe(0);
  });
});

/** The image's alt text in each language, as the media library holds it. */
const photoAlts: Record<(typeof testLocales)[number], string> = {
  en: 'The shredder hall in Porto',
  de: 'Die Zerkleinerungshalle in Porto',
  fr: 'La halle de broyage à Porto',
  ar: 'قاعة التقطيع في بورتو',
};
