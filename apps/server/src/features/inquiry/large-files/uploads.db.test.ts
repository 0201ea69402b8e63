import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createAdaptorServer } from '@hono/node-server';
import { inquiryAttachments, stagedUploads } from '@sitedesk/db/schema';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { validInquiryFields } from '../../../testing/desk-fixtures';
import { testOrigin } from '../../../testing/test-site';
import { startTestSitedesk, type TestSitedesk } from '../../../testing/test-sitedesk';

let desk: TestSitedesk | undefined;
let closeServer: (() => Promise<void>) | undefined;
afterEach(async () => {
  await closeServer?.();
  closeServer = undefined;
  await desk?.dispose();
  desk = undefined;
});

const mib = 1024 * 1024;

/** A STEP file of `size` bytes: its fixed header, then filler. */
function stepFile(size: number): Buffer {
  const bytes = Buffer.alloc(size, 0x20);
  bytes.write('ISO-10303-21;\nHEADER;\n');
  for (let index = 64; index < size; index += 4096) bytes[index] = index % 251;
  return bytes;
}

const base64 = (text: string) => Buffer.from(text).toString('base64');

async function start(env: Record<string, string> = {}, extra: Parameters<typeof startTestSitedesk>[1] = {}) {
  desk = await startTestSitedesk({ INQUIRY_RATE_LIMIT: '0', ...env }, extra);
  return desk;
}

/** The service on a real port: an interrupted PATCH needs a real connection to cut. */
async function serve(started: TestSitedesk): Promise<string> {
  const server = createAdaptorServer({ fetch: started.app.fetch });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closeServer = () =>
    new Promise<void>((resolve) => {
      if ('closeAllConnections' in server) server.closeAllConnections();
      server.close(() => resolve());
    });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const tusHeaders = { 'Tus-Resumable': '1.0.0', Origin: testOrigin };

async function createUpload(
  started: TestSitedesk,
  size: number,
  options: { name?: string; headers?: Record<string, string> } = {},
) {
  return started.app.request('/api/uploads', {
    method: 'POST',
    headers: {
      ...tusHeaders,
      'Upload-Length': String(size),
      'Upload-Metadata': `filename ${base64(options.name ?? 'pump housing.step')}`,
      ...options.headers,
    },
  });
}

async function createdPath(started: TestSitedesk, size: number, name?: string): Promise<string> {
  const response = await createUpload(started, size, name === undefined ? {} : { name });
  expect(response.status).toBe(201);
  const location = response.headers.get('location') ?? '';
  expect(location).toMatch(/^\/api\/uploads\/[0-9a-f]{32}$/);
  return location;
}

const patch = (started: TestSitedesk, path: string, offset: number, body: Uint8Array) =>
  started.app.request(path, {
    method: 'PATCH',
    headers: {
      ...tusHeaders,
      'Upload-Offset': String(offset),
      'Content-Type': 'application/offset+octet-stream',
    },
    body: new Uint8Array(body),
  });

const idOf = (path: string) => path.split('/').pop() ?? '';

const submitQuote = (started: TestSitedesk, uploads: string[], fields: Record<string, unknown> = {}) =>
  started.app.request('/api/inquiries', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...validInquiryFields, topic: 'quote', uploads, ...fields }),
  });

/** Sends `bytes` from `offset` and cuts the connection after `cutAfter` of them, as a train into a tunnel. */
function interruptedPatch(origin: string, path: string, offset: number, bytes: Buffer, cutAfter: number) {
  return new Promise<void>((resolve) => {
    const request = httpRequest(`${origin}${path}`, {
      method: 'PATCH',
      headers: {
        ...tusHeaders,
        'Upload-Offset': String(offset),
        'Content-Type': 'application/offset+octet-stream',
        'Content-Length': String(bytes.byteLength),
      },
    });
    request.on('error', () => resolve());
    request.on('close', () => resolve());
    request.write(bytes.subarray(0, cutAfter), () => {
      // The bytes left this process; the server has them once its reply to HEAD counts them.
      request.destroy();
    });
  });
}

async function offsetOf(started: TestSitedesk, path: string): Promise<number> {
  const response = await started.app.request(path, { method: 'HEAD', headers: tusHeaders });
  expect(response.status).toBe(200);
  return Number(response.headers.get('upload-offset'));
}

describe('resumable uploads of drawings (tus)', () => {
  it('continues an interrupted upload where it stopped, and the quote request gets the file whole', async () => {
    const started = await start();
    const origin = await serve(started);
    const file = stepFile(6 * mib);
    const path = await createdPath(started, file.byteLength);

    expect((await patch(started, path, 0, file.subarray(0, 2 * mib))).status).toBe(204);
    await interruptedPatch(origin, path, 2 * mib, file.subarray(2 * mib), 2 * mib);
    // What arrived before the cut is kept: the upload goes on from there, not from the start.
    const resumeAt = await expect
      .poll(() => offsetOf(started, path))
      .toBeGreaterThan(2 * mib)
      .then(() => offsetOf(started, path));
    expect(resumeAt).toBeLessThan(file.byteLength);
    const last = await patch(started, path, resumeAt, file.subarray(resumeAt));
    expect(last.status).toBe(204);
    expect(last.headers.get('upload-offset')).toBe(String(file.byteLength));

    const sent = await submitQuote(started, [idOf(path)]);
    expect(sent.status).toBe(201);
    const { id } = (await sent.json()) as { id: string };
    const [attachment] = await started.database.db
      .select()
      .from(inquiryAttachments)
      .where(eq(inquiryAttachments.inquiryId, id));
    expect(attachment).toMatchObject({
      fileName: 'pump housing.step',
      contentType: 'model/step',
      sizeBytes: file.byteLength,
      sha256: createHash('sha256').update(file).digest('hex'),
    });
    const blob = await started.storage.get(attachment?.storageKey ?? '');
    const chunks: Buffer[] = [];
    for await (const chunk of blob?.body ?? []) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(file)).toBe(true);
    // The staged copy is gone once the inquiry holds the file.
    expect(existsSync(join(started.config.dataDir, 'upload-staging', idOf(path)))).toBe(false);
    expect(await started.database.db.select().from(stagedUploads)).toEqual([]);
  });

  it('takes an upload once: a second request naming it is told to add the file again', async () => {
    const started = await start();
    const file = stepFile(64 * 1024);
    const path = await createdPath(started, file.byteLength);
    expect((await patch(started, path, 0, file)).status).toBe(204);
    expect((await submitQuote(started, [idOf(path)])).status).toBe(201);

    const again = await submitQuote(started, [idOf(path)]);
    expect(again.status).toBe(422);
    const body = (await again.json()) as {
      error: { fields: Record<string, { code: string; message: string }> };
    };
    expect(body.error.fields.attachments).toEqual({
      code: 'upload_missing',
      message: 'This file did not finish uploading or is no longer kept. Please add it again.',
    });
  });

  it('refuses an unfinished upload, uploads on other topics, and ids that are no uploads', async () => {
    const started = await start();
    const file = stepFile(64 * 1024);
    const path = await createdPath(started, file.byteLength);
    expect((await patch(started, path, 0, file.subarray(0, 1000))).status).toBe(204);

    const unfinished = await submitQuote(started, [idOf(path)]);
    expect(unfinished.status).toBe(422);
    expect(await fieldCode(unfinished)).toBe('upload_missing');
    const otherTopic = await submitQuote(started, [idOf(path)], { topic: 'press' });
    expect(await fieldCode(otherTopic)).toBe('invalid');
    const notAnId = await submitQuote(started, ['../../etc/passwd']);
    expect(notAnId.status).toBe(422);
    expect(await started.database.db.select().from(inquiryAttachments)).toEqual([]);
  });

  it('refuses a finished file that is no drawing (by its bytes) and frees its room', async () => {
    const started = await start();
    const executable = Buffer.alloc(8192, 0);
    executable.write('MZ');
    const path = await createdPath(started, executable.byteLength, 'drawing.step');
    const response = await patch(started, path, 0, executable);
    expect(response.status).toBe(415);
    expect(JSON.parse(await response.text())).toMatchObject({ error: { code: 'unsupported_media_type' } });
    expect(await started.database.db.select().from(stagedUploads)).toEqual([]);
    expect((await started.app.request(path, { method: 'HEAD', headers: tusHeaders })).status).toBe(404);
  });

  it('holds the limits: size, name, declared length, origin, downloads, rate and the staging cap', async () => {
    // One moment for every request: the window is the clock hour, which a real clock could turn mid-test.
    const moment = new Date('2026-06-01T10:30:00Z');
    const started = await start(
      {
        LARGE_FILE_MAX_BYTES: String(mib),
        LARGE_FILE_UPLOADS_PER_HOUR: '5',
        LARGE_FILE_STAGING_MAX_BYTES: String(mib + 10),
      },
      { now: () => moment },
    );
    expect((await createUpload(started, mib + 1)).status).toBe(413);
    expect((await createUpload(started, 100, { headers: { 'Upload-Metadata': '' } })).status).toBe(400);
    const deferred = await createUpload(started, 100, {
      headers: { 'Upload-Length': '', 'Upload-Defer-Length': '1' },
    });
    expect(deferred.status).toBe(400);
    const crossSite = await createUpload(started, 100, { headers: { Origin: 'https://evil.example' } });
    expect(crossSite.status).toBe(403);
    const path = await createdPath(started, mib);
    // Refused requests count too (four so far); the staging area holds LARGE_FILE_STAGING_MAX_BYTES at most.
    expect((await createUpload(started, 100)).status).toBe(503);
    expect((await started.app.request(path, { headers: tusHeaders })).status).toBe(405);
    const limited = await createUpload(started, 10);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // A method override is refused outright: the checks above key on the method.
    const overridden = await started.app.request(path, {
      method: 'POST',
      headers: { ...tusHeaders, 'X-HTTP-Method-Override': 'GET' },
    });
    expect(overridden.status).toBe(400);
  });

  it('holds one client to what one request may carry, and lets a buyer remove a finished file', async () => {
    const started = await start({ LARGE_FILE_MAX_BYTES: String(64 * 1024), LARGE_FILES_MAX_COUNT: '2' });
    const file = stepFile(64 * 1024);
    const first = await createdPath(started, file.byteLength);
    await createdPath(started, file.byteLength);
    expect((await createUpload(started, 10)).status).toBe(429);

    expect((await patch(started, first, 0, file)).status).toBe(204);
    const removed = await started.app.request(first, { method: 'DELETE', headers: tusHeaders });
    expect(removed.status).toBe(204);
    // Its room is free again at once.
    expect((await createUpload(started, 10)).status).toBe(201);
  });

  it('has no upload endpoint when quote requests take no drawings', async () => {
    const started = await start({ LARGE_FILES_MAX_COUNT: '0' });
    expect((await createUpload(started, 10)).status).toBe(404);
  });

  it('removes uploads nobody sent within a day, and unfinished ones idle for an hour', async () => {
    const started = await start();
    const file = stepFile(64 * 1024);
    const path = await createdPath(started, file.byteLength);
    expect((await patch(started, path, 0, file)).status).toBe(204);
    const staged = join(started.config.dataDir, 'upload-staging', idOf(path));
    expect(existsSync(staged)).toBe(true);
    const idle = await createdPath(started, file.byteLength);
    expect((await patch(started, idle, 0, file.subarray(0, 1000))).status).toBe(204);

    await started.jobs.runDueJobs(new Date(Date.now() + 2 * 60 * 60 * 1000));
    expect(existsSync(staged)).toBe(true);
    expect((await started.app.request(idle, { method: 'HEAD', headers: tusHeaders })).status).toBe(404);
    await started.jobs.runDueJobs(new Date(Date.now() + 25 * 60 * 60 * 1000));
    expect(existsSync(staged)).toBe(false);
    expect(await started.database.db.select().from(stagedUploads)).toEqual([]);
    expect(await fieldCode(await submitQuote(started, [idOf(path)]))).toBe('upload_missing');
  });
});

async function fieldCode(response: Response): Promise<string | undefined> {
  const body = (await response.json()) as { error?: { fields?: Record<string, { code: string }> } };
  return body.error?.fields?.attachments?.code;
}
