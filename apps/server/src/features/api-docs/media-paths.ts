import type { JsonSchema } from './json-schema';
import { operation, pathParameter, uuidPathParameter } from './operations';

const mediaId = uuidPathParameter('id', 'The file’s');

/**
 * The media library's files for everyone under `/media`: outside `/api`, so described here; the desk's
 * `/api/desk/media` routes describe themselves (decision 248).
 */
export const mediaPaths: Record<string, Record<string, JsonSchema>> = {
  '/media/{id}/{file}': {
    get: operation({
      tag: 'Public',
      summary: 'Download a media library file',
      description:
        'An image variant, an image’s thumbnail or a document, as named by the `url`s of `SiteMedia`. ' +
        'A file under an id never changes (a new upload gets a new id), so it may be cached for a year. ' +
        'Documents come as downloads under their uploaded name; images are shown inline. HEAD works too, ' +
        'and `If-None-Match` with the `ETag` answers 304.',
      access: 'public',
      parameters: [
        mediaId,
        pathParameter('file', 'The file’s name, e.g. `960.webp`, `thumb.webp` or `annual-report.pdf`.'),
      ],
      responses: {
        200: {
          description: 'The file',
          headers: {
            'Cache-Control': {
              schema: { type: 'string' },
              description: '`public, max-age=31536000, immutable`',
            },
            ETag: { schema: { type: 'string' }, description: 'Validator for `If-None-Match`.' },
            'Content-Disposition': {
              schema: { type: 'string' },
              description: 'Documents only: `attachment; filename="…"; filename*=UTF-8\'\'…` (RFC 6266).',
            },
          },
          content: {
            'image/avif': { schema: { type: 'string', format: 'binary' } },
            'image/webp': { schema: { type: 'string', format: 'binary' } },
            'application/pdf': { schema: { type: 'string', format: 'binary' } },
          },
        },
        304: { description: 'Not modified: the `ETag` sent in `If-None-Match` still matches.' },
      },
      errors: [404],
    }),
  },
};
