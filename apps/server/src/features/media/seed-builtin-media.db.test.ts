import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { contentSections, mediaAssets } from '@sitedesk/db/content-schema';
import { seedDemoEntries, seedSiteContent } from '@sitedesk/db/seed';
import { builtinDocumentIds, builtinImageIds } from '@sitedesk/shared/builtin-media/ids';
import { builtinImages } from '@sitedesk/shared/builtin-media/image-catalog';
import { demoNewsIds } from '@sitedesk/shared/collections/demo/ids';
import { demoEntries } from '@sitedesk/shared/collections/demo-entries';
import { demoContent } from '@sitedesk/shared/content/catalogs';
import type { MediaDetail } from '@sitedesk/shared/content-api';
import { and, count, eq } from 'drizzle-orm';
import { pino } from 'pino';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '../../paths';
import { startTestS3Server } from '../../testing/s3-test-server';
import { signInAs } from '../../testing/staff-sessions';
import { startTestSitedesk, type TestSitedesk } from '../../testing/test-sitedesk';
import { seedContent } from '../content/seed-content';
import { shareStoredPictures } from '../content/share-stored-pictures';
import { loadStoredContent } from '../content/stored-content';
import { upgradeStoredSections } from '../content/upgrade-stored-sections';
import { seedBuiltinMedia } from './seed-builtin-media';

let desks: TestSitedesk[] = [];
const silent = pino({ level: 'silent' });
const allItems = builtinImages.length + Object.keys(builtinDocumentIds).length;

afterEach(async () => {
  for (const desk of desks.reverse()) await desk.dispose();
  desks = [];
});

async function start(shared?: TestSitedesk): Promise<TestSitedesk> {
  const desk = await startTestSitedesk({}, shared ? { sharedDatabase: shared.database } : {});
  desks.push(desk);
  return desk;
}

const seedMedia = (desk: TestSitedesk) =>
  seedBuiltinMedia(desk.database.db, desk.storage, { imagesDir: paths.builtinMedia });

/** What `main.ts` does at start-up, in its order. */
async function startUp(desk: TestSitedesk): Promise<void> {
  await upgradeStoredSections(desk.database.db);
  await shareStoredPictures(desk.database.db);
  await seedContent(desk.database.db, demoContent);
  await seedDemoEntries(desk.database.db, demoEntries);
  await seedMedia(desk);
}

async function mediaRows(desk: TestSitedesk): Promise<number> {
  const [row] = await desk.database.db.select({ total: count() }).from(mediaAssets);
  return row?.total ?? 0;
}

describe('the built-in media seed', () => {
  it('puts every built-in picture and data sheet in the library once; the site serves them', async () => {
    const desk = await start();
    expect(await seedMedia(desk)).toBe(allItems);
    expect(await seedMedia(desk)).toBe(0);
    expect(await mediaRows(desk)).toBe(allItems);

    const hero = await desk.app.request(`/media/${builtinImageIds.hero}/960.avif`);
    expect(hero.status).toBe(200);
    expect(hero.headers.get('content-type')).toBe('image/avif');
    const sheet = await desk.app.request(`/media/${builtinDocumentIds.balerSheet}/ecobale-x4-data-sheet.pdf`);
    expect(sheet.status).toBe(200);
    expect(new TextDecoder().decode((await sheet.arrayBuffer()).slice(0, 5))).toBe('%PDF-');

    const editor = await signInAs(desk, 'editor');
    const detail = await desk.app.request(`/api/desk/media/${builtinImageIds.hero}`, {
      headers: { cookie: editor.cookie },
    });
    const item = (await detail.json()) as MediaDetail;
    expect(item.alt.de).toBe(builtinImages[0]?.alt.de);
    expect(item.alt.ar).toBe(builtinImages[0]?.alt.ar);
    expect(item.variants.map((variant) => `${variant.format} ${variant.width}`)).toEqual([
      'avif 480',
      'webp 480',
      'avif 960',
      'webp 960',
      'avif 1200',
      'webp 1200',
    ]);
  });

  it('puts the files in an S3 bucket when the site stores its files there', async () => {
    const s3 = await startTestS3Server();
    try {
      const desk = await startTestSitedesk({ ...s3.env });
      desks.push(desk);
      expect(await seedMedia(desk)).toBe(allItems);
      expect(existsSync(join(desk.config.dataDir, 'blobs'))).toBe(false);
      const served = await desk.app.request(`/media/${builtinImageIds.newsIfat}/480.webp`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      await desk.dispose();
      desks = desks.filter((candidate) => candidate !== desk);
    } finally {
      await s3.close();
    }
  });

  it('writes each item once when two instances start together', async () => {
    const first = await start();
    const second = await start(first);
    const [a, b] = await Promise.all([seedMedia(first), seedMedia(second)]);
    expect(a + b).toBe(allItems);
    expect(await mediaRows(first)).toBe(allItems);
  });

  it('refuses to delete a seeded picture that a section or an entry shows, and never brings back one deleted', async () => {
    const desk = await start();
    await startUp(desk);
    const editor = await signInAs(desk, 'editor');
    const remove = (id: string) =>
      desk.app.request(`/api/desk/media/${id}`, { method: 'DELETE', headers: { cookie: editor.cookie } });

    const heroRefused = await remove(builtinImageIds.hero);
    expect(heroRefused.status).toBe(409);
    expect(await heroRefused.json()).toMatchObject({
      error: {
        code: 'media_in_use',
        details: {
          usage: expect.arrayContaining([
            // German shows the hero picture every language shares (decision 203).
            { section: 'hero', locale: 'de', state: 'published', isShared: true },
          ]),
        },
      },
    });
    const coverRefused = await remove(builtinImageIds.newsIfat);
    expect(coverRefused.status).toBe(409);
    expect(await coverRefused.json()).toMatchObject({
      error: {
        code: 'media_in_use',
        details: {
          usage: expect.arrayContaining([
            {
              collection: 'news',
              entryId: demoNewsIds.ifat2026,
              title: 'Veltrum at IFAT 2026 in Munich',
              locale: 'en',
              state: 'published',
              isShared: false,
            },
          ]),
        },
      },
    });

    // Once nothing shows the plant drawing any more, an editor may delete it, and a restart leaves it gone.
    await desk.database.db
      .update(contentSections)
      .set({
        draft: { note: 'no picture' },
        published: { note: 'no picture' },
      })
      .where(eq(contentSections.section, 'about'));
    expect((await remove(builtinImageIds.plant)).status).toBe(204);
    await startUp(desk);
    expect((await desk.app.request(`/media/${builtinImageIds.plant}/960.webp`)).status).toBe(404);
    expect(await mediaRows(desk)).toBe(allItems - 1);
  });

  it('keeps an editor’s own hero picture across restarts', async () => {
    const desk = await start();
    await startUp(desk);
    const editor = await signInAs(desk, 'editor');
    const form = new FormData();
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#225566' } })
      .png()
      .toBuffer();
    form.set('file', new File([new Uint8Array(photo)], 'our-hall.png', { type: 'image/png' }));
    form.set('alt.en', 'Our assembly hall');
    const uploaded = await desk.app.request('/api/desk/media', {
      method: 'POST',
      headers: { cookie: editor.cookie },
      body: form,
    });
    const own = (await uploaded.json()) as MediaDetail;
    const hero = { ...demoContent.en.hero, image: { mediaId: own.id } };
    await desk.database.db
      .update(contentSections)
      .set({ draft: hero, published: hero })
      .where(and(eq(contentSections.locale, 'en'), eq(contentSections.section, 'hero')));

    await startUp(desk);
    const stored = await loadStoredContent(desk.database.db, 'published', silent);
    expect(stored.en.content.hero.image.mediaId).toBe(own.id);
    expect(stored.en.media[own.id]?.alt.en).toBe('Our assembly hall');
    // The hero picture belongs to the section in every language (decision 203), so German shows it too.
    expect(stored.de.content.hero.image.mediaId).toBe(own.id);
  });
});

describe('upgrading content stored by an older release', () => {
  // Regression guard: a site published before pictures were media items must keep its pages and its edits.
  it('keeps a translation’s old alt text where English had its own, so the English one never shows instead', async () => {
    const desk = await start();
    const { image: _image, imageAlt: _alt, ...enHero } = demoContent.en.hero;
    const { image: _deImage, imageAlt: _deAlt, ...deHero } = demoContent.de.hero;
    const germanAlt = builtinImages.find((image) => image.key === 'hero')?.alt.de ?? '';
    await seedSiteContent(desk.database.db, {
      en: { hero: { ...enHero, illustrationAlt: 'Our baler, drawn by our apprentices' } },
      de: { hero: { ...deHero, illustrationAlt: germanAlt } },
    });
    await upgradeStoredSections(desk.database.db);
    const stored = await loadStoredContent(desk.database.db, 'published', silent);
    expect(stored.en.content.hero.imageAlt).toBe('Our baler, drawn by our apprentices');
    expect(stored.de.content.hero.imageAlt).toBe(germanAlt);
  });

  it('points the old hero and company sections at the seeded drawings and keeps edited alt texts', async () => {
    const desk = await start();
    const oldShape = (locale: 'en' | 'de', heroAlt: string, aboutAlt: string) => {
      const { image: _hero, imageAlt: _heroAlt, ...hero } = demoContent[locale].hero;
      const { image: _about, imageAlt: _aboutAlt, ...about } = demoContent[locale].about;
      return {
        ...demoContent[locale],
        hero: { ...hero, illustrationAlt: heroAlt },
        about: { ...about, imageAlt: aboutAlt },
      };
    };
    const seededAlt = (key: 'hero' | 'plant', locale: 'en' | 'de') =>
      builtinImages.find((image) => image.key === key)?.alt[locale] ?? '';
    await seedSiteContent(desk.database.db, {
      en: oldShape('en', seededAlt('hero', 'en'), seededAlt('plant', 'en')),
      de: oldShape('de', 'Unsere Presse im Materialkreislauf', seededAlt('plant', 'de')),
    });

    await startUp(desk);
    const stored = await loadStoredContent(desk.database.db, 'published', silent);
    expect(stored.en.content.hero.image).toEqual({ mediaId: builtinImageIds.hero });
    expect(stored.en.content.hero.imageAlt).toBeUndefined();
    expect(stored.de.content.hero.imageAlt).toBe('Unsere Presse im Materialkreislauf');
    expect(stored.de.content.about.image).toEqual({ mediaId: builtinImageIds.plant });
    expect(stored.de.content.about.imageAlt).toBeUndefined();
    expect(stored.en.media[builtinImageIds.hero]?.alt.en).toBe(seededAlt('hero', 'en'));
    // A second start finds nothing left to upgrade.
    expect(await upgradeStoredSections(desk.database.db)).toBe(0);
  });
});
