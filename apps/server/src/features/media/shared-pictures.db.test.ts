import { contentEntries, contentSections } from '@sitedesk/db/content-schema';
import { seedDemoEntries, seedSiteContent } from '@sitedesk/db/seed';
import type { ApiErrorBody } from '@sitedesk/shared/api-errors';
import { builtinImageIds } from '@sitedesk/shared/builtin-media/ids';
import { demoNewsIds } from '@sitedesk/shared/collections/demo/ids';
import { demoEntries } from '@sitedesk/shared/collections/demo-entries';
import { demoContent } from '@sitedesk/shared/content/catalogs';
import type { ContentSectionDetail, MediaDetail, MediaList } from '@sitedesk/shared/content-api';
import { and, eq } from 'drizzle-orm';
import { pino } from 'pino';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '../../paths';
import { type SignedInStaff, signInAs } from '../../testing/staff-sessions';
import { startTestSitedesk, type TestSitedesk } from '../../testing/test-sitedesk';
import { seedContent } from '../content/seed-content';
import { shareStoredPictures } from '../content/share-stored-pictures';
import { loadStoredContent } from '../content/stored-content';
import { seedBuiltinMedia } from './seed-builtin-media';

let desk: TestSitedesk | undefined;
afterEach(async () => {
  await desk?.dispose();
  desk = undefined;
});

async function start() {
  desk = await startTestSitedesk({ SITE_LOCALES: 'en,de,ar' });
  await seedBuiltinMedia(desk.database.db, desk.storage, { imagesDir: paths.builtinMedia });
  return desk;
}

type Call = (method: string, path: string, body?: unknown) => Promise<Response>;

function caller(sitedesk: TestSitedesk, staff: SignedInStaff): Call {
  return async (method, path, body) =>
    sitedesk.app.request(path, {
      method,
      headers: {
        cookie: staff.cookie,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
}

async function json<T>(response: Response, status = 200): Promise<T> {
  const text = await response.text();
  expect({ status: response.status, text }).toMatchObject({ status });
  return JSON.parse(text) as T;
}

async function uploadPicture(sitedesk: TestSitedesk, staff: SignedInStaff, name: string, alt: string) {
  const bytes = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#2a6f5a' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.set('file', new File([new Uint8Array(bytes)], name, { type: 'image/png' }));
  form.set('alt.en', alt);
  form.set('alt.de', `${alt} (de)`);
  form.set('alt.ar', `${alt} (ar)`);
  const response = await sitedesk.app.request('/api/desk/media', {
    method: 'POST',
    headers: { cookie: staff.cookie },
    body: form,
  });
  return json<MediaDetail>(response, 201);
}

async function publishHero(call: Call, locale: string, change: (hero: Record<string, unknown>) => unknown) {
  const detail = await json<ContentSectionDetail>(await call('GET', `/api/desk/content/${locale}/hero`));
  const saved = await json<ContentSectionDetail>(
    await call('PUT', `/api/desk/content/${locale}/hero/draft`, {
      revision: detail.revision,
      document: change(detail.draft as Record<string, unknown>),
    }),
  );
  return json<ContentSectionDetail>(
    await call('POST', `/api/desk/content/${locale}/hero/publish`, { revision: saved.revision }),
  );
}

async function heroPictures(sitedesk: TestSitedesk) {
  const shown = await loadStoredContent(sitedesk.database.db, 'published', pino({ level: 'silent' }));
  return {
    en: shown.en.content.hero.image,
    de: shown.de.content.hero.image,
    ar: shown.ar.content.hero.image,
  };
}

describe('every picture once (decision 203)', () => {
  it('shows a hero picture replaced once in every language, and a language’s own picture only there', async () => {
    const sitedesk = await start();
    await seedContent(sitedesk.database.db, demoContent);
    const editor = await signInAs(sitedesk, 'editor');
    const call = caller(sitedesk, editor);
    // The demo's translations share the hero picture rather than store a copy of it.
    const [german] = await sitedesk.database.db
      .select({ published: contentSections.published })
      .from(contentSections)
      .where(and(eq(contentSections.locale, 'de'), eq(contentSections.section, 'hero')));
    expect(german?.published).not.toHaveProperty('image');

    const plant = await uploadPicture(sitedesk, editor, 'plant.png', 'The Brno plant at dawn');
    await publishHero(call, 'en', (hero) => ({ ...hero, image: { mediaId: plant.id } }));
    expect(await heroPictures(sitedesk)).toEqual({
      en: { mediaId: plant.id },
      de: { mediaId: plant.id },
      ar: { mediaId: plant.id },
    });

    // A German picture with German words in it: German only.
    const poster = await uploadPicture(sitedesk, editor, 'messe-plakat.png', 'IFAT poster');
    await publishHero(call, 'de', (hero) => ({ ...hero, image: { mediaId: poster.id } }));
    const replaced = await uploadPicture(sitedesk, editor, 'line.png', 'A sorting line');
    await publishHero(call, 'en', (hero) => ({ ...hero, image: { mediaId: replaced.id } }));
    expect(await heroPictures(sitedesk)).toEqual({
      en: { mediaId: replaced.id },
      de: { mediaId: poster.id },
      ar: { mediaId: replaced.id },
    });

    const usage = await json<MediaDetail>(await call('GET', `/api/desk/media/${replaced.id}`));
    // The languages this test works in; every other site language starts untranslated and shares it too.
    expect(usage.usage.filter(({ locale }) => ['en', 'de', 'fr', 'ar'].includes(locale))).toEqual([
      { section: 'hero', locale: 'ar', state: 'published', isShared: true },
      { section: 'hero', locale: 'ar', state: 'draft', isShared: true },
      { section: 'hero', locale: 'en', state: 'published', isShared: false },
      { section: 'hero', locale: 'en', state: 'draft', isShared: false },
      { section: 'hero', locale: 'fr', state: 'published', isShared: true },
      { section: 'hero', locale: 'fr', state: 'draft', isShared: true },
    ]);
    // German alt text cannot go while no German page shows the picture; Arabic's can't: its page shows it.
    const altChange = await call('PATCH', `/api/desk/media/${replaced.id}`, { alt: { de: '', ar: '' } });
    expect(altChange.status).toBe(422);
    expect(((await altChange.json()) as ApiErrorBody).error.fields).toEqual({
      'alt.ar': expect.objectContaining({ code: 'image_alt_missing' }),
    });

    // Back to the shared picture: German leaves its own out.
    await publishHero(call, 'de', ({ image: _own, ...hero }) => hero);
    expect((await heroPictures(sitedesk)).de).toEqual({ mediaId: replaced.id });
  });

  it('lets stored translations share the pictures they showed the same, keeps their own, and does so once', async () => {
    const sitedesk = await start();
    const { db } = sitedesk.database;
    // As an older release stored them: every language with its own copy of every picture.
    await seedSiteContent(db, demoContent);
    await seedDemoEntries(db, demoEntries);
    const ownPlant = { mediaId: builtinImageIds.newsIfat };
    await db
      .update(contentSections)
      .set({
        draft: { ...demoContent.de.about, image: ownPlant },
        published: { ...demoContent.de.about, image: ownPlant },
      })
      .where(and(eq(contentSections.locale, 'de'), eq(contentSections.section, 'about')));
    const cover = { mediaId: builtinImageIds.newsIfat, alt: 'Der Veltrum-Stand auf der IFAT' };
    const [englishNews] = await db
      .select()
      .from(contentEntries)
      .where(and(eq(contentEntries.id, demoNewsIds.ifat2026), eq(contentEntries.locale, 'en')));
    const [germanNews] = await db
      .select()
      .from(contentEntries)
      .where(and(eq(contentEntries.id, demoNewsIds.ifat2026), eq(contentEntries.locale, 'de')));
    if (!englishNews || !germanNews) throw new Error('the demo news entry is missing');
    const germanCopy = { ...(germanNews.published as object), cover };
    await db
      .update(contentEntries)
      .set({ draft: germanCopy, published: germanCopy })
      .where(and(eq(contentEntries.id, demoNewsIds.ifat2026), eq(contentEntries.locale, 'de')));

    expect(await shareStoredPictures(db)).toBeGreaterThanOrEqual(5);
    const rows = await db.select().from(contentSections);
    const row = (locale: string, section: string) =>
      rows.find((candidate) => candidate.locale === locale && candidate.section === section);
    for (const locale of ['de', 'fr', 'ar']) {
      expect(row(locale, 'hero')?.draft).not.toHaveProperty('image');
      expect(row(locale, 'hero')?.published).not.toHaveProperty('image');
    }
    expect(row('en', 'hero')?.published).toHaveProperty('image', { mediaId: builtinImageIds.hero });
    expect(row('de', 'about')?.published).toHaveProperty('image', ownPlant);
    expect(row('fr', 'about')?.published).not.toHaveProperty('image');
    const [sharedNews] = await db
      .select()
      .from(contentEntries)
      .where(and(eq(contentEntries.id, demoNewsIds.ifat2026), eq(contentEntries.locale, 'de')));
    // The German alt text for this use stays German; the picture is the entry's.
    expect(sharedNews?.published).toHaveProperty('cover', { alt: cover.alt });

    // Once: a language's own choice of the shared picture, made later on purpose, stays its own.
    await db
      .update(contentSections)
      .set({ draft: { ...demoContent.de.hero }, published: { ...demoContent.de.hero } })
      .where(and(eq(contentSections.locale, 'de'), eq(contentSections.section, 'hero')));
    expect(await shareStoredPictures(db)).toBe(0);
    const [german] = await db
      .select({ published: contentSections.published })
      .from(contentSections)
      .where(and(eq(contentSections.locale, 'de'), eq(contentSections.section, 'hero')));
    expect(german?.published).toHaveProperty('image', { mediaId: builtinImageIds.hero });
  });

  it('keeps a focal point per picture, finds pictures by name and alt text, and shows the point on the site', async () => {
    const sitedesk = await start();
    await seedContent(sitedesk.database.db, demoContent);
    const editor = await signInAs(sitedesk, 'editor');
    const call = caller(sitedesk, editor);
    const crane = await uploadPicture(sitedesk, editor, 'crane-hall-7.png', 'A crane in hall 7');
    await uploadPicture(sitedesk, editor, 'shredder.png', 'Shredder');
    expect(crane.focalPoint).toEqual({ x: 0.5, y: 0.5 });

    const moved = await json<MediaDetail>(
      await call('PATCH', `/api/desk/media/${crane.id}`, { focalPoint: { x: 0.2, y: 0.85 } }),
    );
    expect(moved.focalPoint).toEqual({ x: expect.closeTo(0.2, 5), y: expect.closeTo(0.85, 5) });
    const outside = await call('PATCH', `/api/desk/media/${crane.id}`, { focalPoint: { x: 1.5, y: 0 } });
    expect(outside.status).toBe(422);

    const names = async (query: string) =>
      (await json<MediaList>(await call('GET', `/api/desk/media?${query}`))).items.map(
        (item) => item.fileName,
      );
    expect(await names('q=CRANE')).toEqual(['crane-hall-7.png']);
    // German alt text, any case; the search text is taken literally, never as a pattern.
    expect(await names(`q=${encodeURIComponent('HALL 7 (DE')}`)).toEqual(['crane-hall-7.png']);
    expect(await names('kind=document&q=crane')).toEqual([]);
    expect(await names(`q=${encodeURIComponent('.*')}`)).toEqual([]);
    const tooLong = await call('GET', `/api/desk/media?q=${'a'.repeat(101)}`);
    expect(tooLong.status).toBe(422);

    const viewer = await signInAs(sitedesk, 'sales');
    expect((await caller(sitedesk, viewer)('GET', '/api/desk/media?q=crane')).status).toBe(403);
    expect(
      (await caller(sitedesk, viewer)('PATCH', `/api/desk/media/${crane.id}`, { focalPoint: { x: 0, y: 0 } }))
        .status,
    ).toBe(403);

    await publishHero(call, 'en', (hero) => ({ ...hero, image: { mediaId: crane.id } }));
    const shown = await loadStoredContent(sitedesk.database.db, 'published', pino({ level: 'silent' }));
    expect(shown.ar.media[crane.id]?.focalPoint).toEqual({
      x: expect.closeTo(0.2, 5),
      y: expect.closeTo(0.85, 5),
    });
  });
});
