import { mediaListQuerySchema } from '@sitedesk/shared/content-api';
import { type JsonSchema, queryParametersOf, ref } from './json-schema';
import { jsonResponse, noContent, operation, pathParameter, uuidPathParameter } from './operations';

const media = 'Desk: media';

const mediaId = uuidPathParameter('id', 'The file’s');

/** The media library under `/api/desk/media`, and its files for everyone under `/media`. */
export const mediaPaths: Record<string, Record<string, JsonSchema>> = {
  '/api/desk/media': {
    get: operation({
      tag: media,
      summary: 'List the media library',
      description:
        'Newest first (`createdAt`, then `id`), at most `limit` (default 24, ≤ 100) per page; `nextCursor` ' +
        'leads to the next page while more match. A file uploaded meanwhile does not shift later pages. A ' +
        'cursor this server did not write, or a bad limit, is 422 on that field.',
      access: 'content:edit',
      parameters: queryParametersOf(mediaListQuerySchema, {
        kind: 'Only images, or only documents.',
        q: 'Only files whose name, title or alt text (in any language) holds this, ignoring case.',
        cursor: 'The `nextCursor` of the previous page, as it came (with the same `kind` and `q`).',
        limit: 'How many files the page holds at most.',
      }),
      responses: { 200: jsonResponse('A page of files, newest first', ref('MediaList')) },
      errors: [422],
    }),
    post: operation({
      tag: media,
      summary: 'Upload a file',
      description:
        'Multipart form data with one `file`. The type is read from the content: JPEG, PNG, WebP, AVIF and ' +
        'GIF images (at most 60 megapixels) and PDF documents; anything else, or a body that is not ' +
        'multipart, is 415. Larger than MEDIA_MAX_UPLOAD_MB (default 20) is 413 with the field code ' +
        '`file_too_large`, an image of more pixels 413 `image_too_large`. A missing file is 422 `required`, an image that cannot be read 422 ' +
        '`unreadable_image`.',
      access: 'content:edit',
      requestBody: 'MediaUploadRequest',
      requestMediaType: 'multipart/form-data',
      responses: { 201: jsonResponse('The stored file', ref('MediaDetail')) },
      errors: [400, 413, 415, 422],
    }),
  },
  '/api/desk/media/{id}': {
    get: operation({
      tag: media,
      summary: 'Read a file’s details',
      description: 'With where the site’s content (drafts included) uses it.',
      access: 'content:edit',
      parameters: [mediaId],
      responses: { 200: jsonResponse('The file', ref('MediaDetail')) },
      errors: [404],
    }),
    patch: operation({
      tag: media,
      summary: 'Change a file’s alt texts, title or language',
      description: 'Published pages that show the file are rendered again.',
      access: 'content:edit',
      parameters: [mediaId],
      requestBody: 'MediaUpdateRequest',
      responses: { 200: jsonResponse('The file as it is now', ref('MediaDetail')) },
      errors: [400, 404, 422],
    }),
    delete: operation({
      tag: media,
      summary: 'Delete a file',
      description:
        'Deletes the file and every variant of it. Refused with 409 `media_in_use` (`details.usage` says ' +
        'where) while a draft or the published content of any section uses it.',
      access: 'content:edit',
      parameters: [mediaId],
      responses: { 204: noContent },
      errors: [404, 409],
    }),
  },
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
