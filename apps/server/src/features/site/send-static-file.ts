import type { Context } from 'hono';
import type { StaticFile } from './static-file';

/**
 * Answers with the best encoding the client accepts, or 304 when it already has this version. `vary`
 * names request headers, besides the encoding, that chose this file (`/` picks its page by language).
 */
export function sendStaticFile(
  c: Context,
  file: StaticFile,
  status: 200 | 404 | 410 = 200,
  vary: string[] = [],
): Response {
  const headers = new Headers({
    'Content-Type': file.contentType,
    'Cache-Control': file.cacheControl,
    ETag: file.etag,
  });
  const varies = [...vary, ...(file.gzip ? ['Accept-Encoding'] : [])];
  if (varies.length > 0) headers.set('Vary', varies.join(', '));

  if (status === 200 && c.req.header('if-none-match') === file.etag) {
    return new Response(null, { status: 304, headers });
  }

  const accepted = c.req.header('accept-encoding') ?? '';
  let body = file.body;
  if (file.brotli && /\bbr\b/.test(accepted)) {
    body = file.brotli;
    headers.set('Content-Encoding', 'br');
  } else if (file.gzip && /\bgzip\b/.test(accepted)) {
    body = file.gzip;
    headers.set('Content-Encoding', 'gzip');
  }
  headers.set('Content-Length', String(body.length));
  return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(body), { status, headers });
}
