import { createHash } from 'node:crypto';
import { extname } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

/** A file held in memory with its compressed forms, ready to send without touching the disk again. */
export type StaticFile = {
  body: Buffer;
  gzip: Buffer | undefined;
  brotli: Buffer | undefined;
  etag: string;
  contentType: string;
  cacheControl: string;
};

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.atom': 'application/atom+xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.pdf': 'application/pdf',
};

const compressible = new Set([
  '.html',
  '.css',
  '.js',
  '.mjs',
  '.json',
  '.webmanifest',
  '.xml',
  '.atom',
  '.txt',
  '.svg',
]);

/** Below this size compression saves less than the header it adds. */
const minimumCompressibleBytes = 512;

export function contentTypeFor(fileName: string): string {
  return contentTypes[extname(fileName).toLowerCase()] ?? 'application/octet-stream';
}

export function createStaticFile(
  fileName: string,
  body: Buffer,
  cacheControl: string,
  /** 11 (the smallest) by default; the start takes a fast level and compresses again later. */
  brotliQuality = 11,
): StaticFile {
  const extension = extname(fileName).toLowerCase();
  const shouldCompress = compressible.has(extension) && body.length >= minimumCompressibleBytes;
  return {
    body,
    gzip: shouldCompress ? gzipSync(body, { level: 9 }) : undefined,
    brotli: shouldCompress
      ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality } })
      : undefined,
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    contentType: contentTypeFor(fileName),
    cacheControl,
  };
}

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * The same file as `createStaticFile`, compressed on libuv's thread pool: pages rendered while the service
 * runs (after a publish) must not stall the requests it is serving.
 */
export async function createStaticFileAsync(
  fileName: string,
  body: Buffer,
  cacheControl: string,
  /** 11 (the smallest) by default; large files re-made at every publish (the sitemap) take a faster level. */
  brotliQuality = 11,
): Promise<StaticFile> {
  const extension = extname(fileName).toLowerCase();
  const shouldCompress = compressible.has(extension) && body.length >= minimumCompressibleBytes;
  const [gzipped, brotli] = shouldCompress
    ? await Promise.all([
        gzipAsync(body, { level: 9 }),
        brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality } }),
      ])
    : [undefined, undefined];
  return {
    body,
    gzip: gzipped,
    brotli,
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    contentType: contentTypeFor(fileName),
    cacheControl,
  };
}

/** The same file with its brotli copy made again at `brotliQuality` if smaller (same body, same ETag). */
export async function withBrotliQuality(file: StaticFile, brotliQuality: number): Promise<StaticFile> {
  if (!file.brotli) return file;
  const brotli = await brotliAsync(file.body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality },
  });
  // Quality 11 is not always smaller (very repetitive files): the smaller copy is the one kept.
  return brotli.length < file.brotli.length ? { ...file, brotli } : file;
}
