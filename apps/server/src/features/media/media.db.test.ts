import { randomBytes } from 'node:crypto';
import { contentSections } from '@sitedesk/db/content-schema';
import { contentSectionKeys } from '@sitedesk/shared/content/sections';
import type { MediaDetail, MediaList } from '@sitedesk/shared/content-api';
import type { Locale } from '@sitedesk/shared/locales';
import { Hono } from 'hono';
import { pino } from 'pino';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { createErrorHandler } from '../../http/error-handler';
import { type SignedInStaff, signInAs } from '../../testing/staff-sessions';
import { startTestSitedesk, type TestSitedesk } from '../../testing/test-sitedesk';
import { loadSiteMedia } from './repository';
import { mediaDeskRoutes } from './routes';

let desk: TestSitedesk | undefined;
afterEach(async () => {
  await desk?.dispose();
  desk = undefined;
});

async function start(env: Record<string, string> = {}) {
  desk = await startTestSitedesk(env);
  return desk;
}

type Upload = { bytes: Uint8Array; name: string; type?: string; fields?: Record<string, string> };

function uploadRequest({ bytes, name, type = 'application/octet-stream', fields = {} }: Upload): FormData {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(bytes)], name, { type }));
  for (const [field, value] of Object.entries(fields)) form.set(field, value);
  return form;
}

async function upload(sitedesk: TestSitedesk, staff: SignedInStaff, file: Upload, headers = {}) {
  return sitedesk.app.request('/api/desk/media', {
    method: 'POST',
    headers: { cookie: staff.cookie, ...headers },
    body: uploadRequest(file),
  });
}

async function uploaded(sitedesk: TestSitedesk, staff: SignedInStaff, file: Upload): Promise<MediaDetail> {
  const response = await upload(sitedesk, staff, file);
  expect(response.status).toBe(201);
  return (await response.json()) as MediaDetail;
}

async function png(width: number, height: number): Promise<Uint8Array> {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 90 } } })
    .png()
    .toBuffer();
}

const pdfBytes = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

/** Puts a published (or draft) section that shows `mediaId` straight into the table, as publishing would. */
async function useInContent(
  sitedesk: TestSitedesk,
  mediaId: string,
  options: { locale: Locale; state: 'draft' | 'published' },
) {
  const document = { image: { mediaId, caption: 'Hall 3' } };
  const row = {
    draft: options.state === 'draft' ? document : {},
    published: options.state === 'published' ? document : {},
  };
  await sitedesk.database.db
    .insert(contentSections)
    .values({ locale: options.locale, section: contentSectionKeys[0] ?? 'company', ...row })
    .onConflictDoUpdate({ target: [contentSections.locale, contentSections.section], set: row });
}

describe('POST /api/desk/media', () => {
  it('turns an image into AVIF and WebP variants that the site serves with year-long caching', async () => {
    const sitedesk = await start();
    const editor = await signInAs(sitedesk, 'editor');
    const image = await uploaded(sitedesk, editor, {
      bytes: await png(1200, 800),
      name: 'hall-3.png',
      fields: { 'alt.en': 'The baler in hall 3', 'alt.de': 'Die Ballenpresse in Halle 3' },
    });

    expect(image).toMatchObject({
      kind: 'image',
      fileName: 'hall-3.png',
      contentType: 'image/png',
      width: 1200,
      height: 800,
      alt: { en: 'The baler in hall 3', de: 'Die Ballenpresse in Halle 3' },
      title: 'hall 3',
      language: null,
      url: `/media/${image.id}/1200.webp`,
      thumbnailUrl: `/media/${image.id}/thumb.webp`,
      createdBy: { id: editor.userId, name: editor.name },
      usage: [],
    });
    expect(image.variants.map(({ format, width, height }) => `${format} ${width}×${height}`)).toEqual([
      'avif 480×320',
      'webp 480×320',
      'avif 960×640',
      'webp 960×640',
      'avif 1200×800',
      'webp 1200×800',
    ]);

    const avif = image.variants.find((variant) => variant.format === 'avif' && variant.width === 960);
    const response = await sitedesk.app.request(avif?.url ?? '');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/avif');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(bytes.byteLength).toBe(avif?.sizeBytes);
    expect(await sharp(bytes).metadata()).toMatchObject({ width: 960, height: 640 });

    const etag = response.headers.get('etag') ?? '';
    expect(etag).toMatch(/^".+"$/);
    const revalidated = await sitedesk.app.request(avif?.url ?? '', { headers: { 'if-none-match': etag } });
    expect(revalidated.status).toBe(304);
    const head = await sitedesk.app.request(avif?.url ?? '', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(avif?.sizeBytes));
    expect(await head.text()).toBe('');

    const thumbnail = await sitedesk.app.request(image.thumbnailUrl ?? '');
    expect(await sharp(new Uint8Array(await thumbnail.arrayBuffer())).metadata()).toMatchObject({
      format: 'webp',
      width: 240,
    });

    // Regression (review): the stored type was served, so whoever could write to the bucket could make the
    // site serve HTML from its own origin. The file's name decides.
    await sitedesk.storage.put(
      `media/${image.id}/thumb.webp`,
      new TextEncoder().encode('<script>alert(1)</script>'),
      {
        contentType: 'text/html',
      },
    );
    const overwritten = await sitedesk.app.request(image.thumbnailUrl ?? '');
    expect(overwritten.headers.get('content-type')).toBe('image/webp');
  });

  it('turns a photo upright by its EXIF orientation, drops its metadata and never upscales', async () => {
    const sitedesk = await start();
    const editor = await signInAs(sitedesk, 'editor');
    const sideways = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#336699' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const photo = await uploaded(sitedesk, editor, { bytes: sideways, name: 'phone photo.jpg' });

    expect(photo).toMatchObject({ contentType: 'image/jpeg', width: 400, height: 600 });
    expect(photo.variants.map((variant) => variant.width)).toEqual([400, 400]);
    const served = await sitedesk.app.request(photo.url);
    const metadata = await sharp(new Uint8Array(await served.arrayBuffer())).metadata();
    expect(metadata).toMatchObject({ width: 400, height: 600 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
  });

  it('keeps a PDF as it is and offers it as a download under its uploaded name', async () => {
    const sitedesk = await start();
    const editor = await signInAs(sitedesk, 'editor');
    const brochure = await uploaded(sitedesk, editor, {
      bytes: pdfBytes,
      name: 'veltrum-brochure_2026.pdf',
      fields: { language: 'de' },
    });
    expect(brochure).toMatchObject({
      kind: 'document',
      fileName: 'veltrum-brochure_2026.pdf',
      contentType: 'application/pdf',
      sizeBytes: pdfBytes.byteLength,
      width: null,
      variants: [],
      title: 'veltrum brochure 2026',
      language: 'de',
      url: `/media/${brochure.id}/veltrum-brochure_2026.pdf`,
      thumbnailUrl: null,
    });

    const response = await sitedesk.app.request(brochure.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="veltrum-brochure_2026.pdf"; filename*=UTF-8''veltrum-brochure_2026.pdf`,
    );
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(pdfBytes);

    const priceList = await uploaded(sitedesk, editor, {
      bytes: pdfBytes,
      name: 'Preisliste Über 2026.pdf',
      fields: { title: 'Preisliste 2026' },
    });
    expect(priceList).toMatchObject({ title: 'Preisliste 2026', language: null });
    expect(priceList.url).toBe(`/media/${priceList.id}/preisliste-uber-2026.pdf`);
    const download = await sitedesk.app.request(priceList.url);
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="Preisliste _ber 2026.pdf"; filename*=UTF-8''Preisliste%20%C3%9Cber%202026.pdf`,
    );

    const list = await sitedesk.app.request('/api/desk/media?kind=document', {
      headers: { cookie: editor.cookie },
    });
    expect(((await list.json()) as MediaList).items.map((item) => item.id)).toEqual([
      priceList.id,
      brochure.id,
    ]);
  });

  it('refuses other types by their bytes (415), bad fields (422) and files over the limit (413)', async () => {
    const sitedesk = await start({ MEDIA_MAX_UPLOAD_MB: '1' });
    const editor = await signInAs(sitedesk, 'editor');

    const renamed = await upload(sitedesk, editor, {
      bytes: new TextEncoder().encode('just some text, not a picture'),
      name: 'picture.png',
      type: 'image/png',
    });
    expect(renamed.status).toBe(415);
    expect(await renamed.json()).toMatchObject({
      error: { fields: { file: { code: 'unsupported_file_type' } } },
    });

    const longTitle = await upload(
      sitedesk,
      editor,
      { bytes: pdfBytes, name: 'a.pdf', fields: { title: 'x'.repeat(201), language: 'eo' } },
      { 'accept-language': 'de' },
    );
    expect(longTitle.status).toBe(422);
    expect(await longTitle.json()).toMatchObject({
      error: {
        fields: {
          title: { code: 'too_long', message: 'Dieser Text ist zu lang.' },
          language: { code: 'invalid' },
        },
      },
    });

    const justOver = new Uint8Array(1024 * 1024 + 1);
    justOver.set(pdfBytes);
    const overLimit = await upload(sitedesk, editor, { bytes: justOver, name: 'big.pdf' });
    expect(overLimit.status).toBe(413);
    expect(await overLimit.json()).toMatchObject({
      error: { fields: { file: { code: 'file_too_large', message: 'The file may be at most 1 MB.' } } },
    });
    const farOver = await upload(sitedesk, editor, { bytes: randomBytes(2 * 1024 * 1024), name: 'huge.pdf' });
    expect(farOver.status).toBe(413);
    expect(await farOver.json()).toMatchObject({ error: { fields: { file: { code: 'file_too_large' } } } });

    const list = await sitedesk.app.request('/api/desk/media', { headers: { cookie: editor.cookie } });
    expect(((await list.json()) as MediaList).items).toEqual([]);
  });
});

describe('DELETE /api/desk/media/:id', () => {
  it('refuses while content uses the file, then deletes it with its files', async () => {
    const sitedesk = await start();
    const editor = await signInAs(sitedesk, 'editor');
    const used = await uploaded(sitedesk, editor, { bytes: await png(500, 300), name: 'used.png' });
    const unused = await uploaded(sitedesk, editor, { bytes: await png(500, 300), name: 'unused.png' });
    await useInContent(sitedesk, used.id, { locale: 'de', state: 'published' });
    const section = contentSectionKeys[0];

    const refused = await sitedesk.app.request(`/api/desk/media/${used.id}`, {
      method: 'DELETE',
      headers: { cookie: editor.cookie },
    });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      error: { code: 'media_in_use', details: { usage: [{ section, locale: 'de', state: 'published' }] } },
    });
    const detail = await sitedesk.app.request(`/api/desk/media/${used.id}`, {
      headers: { cookie: editor.cookie },
    });
    expect(((await detail.json()) as MediaDetail).usage).toEqual([
      { section, locale: 'de', state: 'published', isShared: false },
    ]);

    const deleted = await sitedesk.app.request(`/api/desk/media/${unused.id}`, {
      method: 'DELETE',
      headers: { cookie: editor.cookie },
    });
    expect(deleted.status).toBe(204);
    expect((await sitedesk.app.request(unused.url)).status).toBe(404);
    expect(await sitedesk.storage.get(`media/${unused.id}/thumb.webp`)).toBeUndefined();
    const gone = await sitedesk.app.request(`/api/desk/media/${unused.id}`, {
      headers: { cookie: editor.cookie },
    });
    expect(gone.status).toBe(404);
    expect((await sitedesk.app.request(used.url)).status).toBe(200);
  });

  it('answers 404 for unknown and malformed ids and file names', async () => {
    const sitedesk = await start();
    const editor = await signInAs(sitedesk, 'editor');
    const image = await uploaded(sitedesk, editor, { bytes: await png(300, 200), name: 'a.png' });
    for (const path of [
      '/api/desk/media/not-a-uuid',
      '/api/desk/media/00000000-0000-4000-8000-000000000000',
    ]) {
      const response = await sitedesk.app.request(path, {
        method: 'DELETE',
        headers: { cookie: editor.cookie },
      });
      expect(response.status).toBe(404);
    }
    for (const path of [
      `/media/${image.id}/960.webp`,
      `/media/${image.id}/..%2F..%2Fsecret-key`,
      `/media/${image.id}/300.png`,
      `/media/${image.id}/x.pdf`,
      '/media/not-a-uuid/300.webp',
    ]) {
      const response = await sitedesk.app.request(path);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ error: { code: 'not_found' } });
    }
  });
});

describe('PATCH /api/desk/media/:id', () => {
  it('keeps the alt text that published content needs and tells the site when live media change', async () => {
    const sitedesk = await start();
    const editor = await signInAs(sitedesk, 'editor');
    let publishedChanges = 0;
    const logger = pino({ level: 'silent' });
    const app = new Hono()
      .route(
        '/api/desk/media',
        mediaDeskRoutes({
          db: sitedesk.database.db,
          auth: sitedesk.auth,
          storage: sitedesk.storage,
          logger,
          config: sitedesk.config,
          onPublishedMediaChanged: () => {
            publishedChanges += 1;
          },
        }),
      )
      .onError(createErrorHandler(logger));
    const patch = (id: string, body: unknown) =>
      app.request(`/api/desk/media/${id}`, {
        method: 'PATCH',
        headers: { cookie: editor.cookie, 'content-type': 'application/json', 'accept-language': 'de' },
        body: JSON.stringify(body),
      });
    const image = await uploaded(sitedesk, editor, {
      bytes: await png(400, 300),
      name: 'hall.png',
      fields: { 'alt.en': 'Hall', 'alt.de': 'Halle' },
    });
    await useInContent(sitedesk, image.id, { locale: 'de', state: 'published' });

    const blanked = await patch(image.id, { alt: { de: '  ' } });
    expect(blanked.status).toBe(422);
    expect(await blanked.json()).toMatchObject({
      error: {
        fields: {
          'alt.de': {
            code: 'image_alt_missing',
            message:
              'Veröffentlichte Inhalte in dieser Sprache zeigen das Bild: Es braucht hier einen Alternativtext.',
          },
        },
      },
    });
    expect(publishedChanges).toBe(0);
    // PostgreSQL cannot store U+0000: refused as invalid instead of failing in the database.
    const withNul = await patch(image.id, { alt: { de: 'Hal\u0000le' }, title: 'x\u0000' });
    expect(withNul.status).toBe(422);
    expect(await withNul.json()).toMatchObject({
      error: { fields: { 'alt.de': { code: 'invalid' }, title: { code: 'invalid' } } },
    });

    const changed = await patch(image.id, { alt: { en: '', de: 'Halle 3' }, title: 'Hall 3' });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ alt: { de: 'Halle 3' }, title: 'Hall 3' });
    expect(publishedChanges).toBe(1);
    expect((await loadSiteMedia(sitedesk.database.db, [image.id, 'nonsense']))[image.id]?.alt).toEqual({
      de: 'Halle 3',
    });

    const document = await uploaded(sitedesk, editor, { bytes: pdfBytes, name: 'price-list.pdf' });
    const retitled = await patch(document.id, { title: '', language: 'en' });
    expect(await retitled.json()).toMatchObject({ title: 'price list', language: 'en' });
    expect(publishedChanges).toBe(1);
  });
});

describe('permissions', () => {
  it('lets only content editors in: sales gets 403, anonymous 401 on every endpoint', async () => {
    const sitedesk = await start();
    const editor = await signInAs(sitedesk, 'editor');
    const sales = await signInAs(sitedesk, 'sales');
    const image = await uploaded(sitedesk, editor, { bytes: await png(300, 200), name: 'a.png' });
    const calls: [string, string, () => BodyInit | undefined][] = [
      ['GET', '/api/desk/media', () => undefined],
      ['POST', '/api/desk/media', () => uploadRequest({ bytes: pdfBytes, name: 'b.pdf' })],
      ['GET', `/api/desk/media/${image.id}`, () => undefined],
      ['PATCH', `/api/desk/media/${image.id}`, () => JSON.stringify({ title: 'x' })],
      ['DELETE', `/api/desk/media/${image.id}`, () => undefined],
    ];
    for (const [method, path, body] of calls) {
      const asSales = await sitedesk.app.request(path, {
        method,
        headers: { cookie: sales.cookie },
        body: body(),
      });
      expect(asSales.status, `${method} ${path} as sales`).toBe(403);
      const anonymous = await sitedesk.app.request(path, { method, body: body() });
      expect(anonymous.status, `${method} ${path} anonymous`).toBe(401);
    }
    expect((await sitedesk.app.request(image.url)).status).toBe(200);
  });
});
