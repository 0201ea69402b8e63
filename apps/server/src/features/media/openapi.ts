import { mediaListQuerySchema } from '@sitedesk/shared/content-api';
import { describedDesk } from '../../http/desk-operation';
import {
  jsonResponse,
  noContent,
  queryParametersOf,
  ref,
  uuidPathParameter,
} from '../../http/openapi-schema';

/**
 * The media library under `/api/desk/media`, as its routes describe themselves (decision 248); the body
 * and answer schemas are `components.schemas` of the reference (api-docs). The files served to everyone
 * under `/media` are outside `/api` and stay described in api-docs.
 */
const tag = 'Desk: media';
const mediaId = uuidPathParameter('id', 'The file’s');

export const listMediaDoc = describedDesk({
  tag,
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
});

export const uploadMediaDoc = describedDesk({
  tag,
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
});

export const readMediaDoc = describedDesk({
  tag,
  summary: 'Read a file’s details',
  description: 'With where the site’s content (drafts included) uses it.',
  access: 'content:edit',
  parameters: [mediaId],
  responses: { 200: jsonResponse('The file', ref('MediaDetail')) },
  errors: [404],
});

export const updateMediaDoc = describedDesk({
  tag,
  summary: 'Change a file’s alt texts, title or language',
  description: 'Published pages that show the file are rendered again.',
  access: 'content:edit',
  parameters: [mediaId],
  requestBody: 'MediaUpdateRequest',
  responses: { 200: jsonResponse('The file as it is now', ref('MediaDetail')) },
  errors: [400, 404, 422],
});

export const deleteMediaDoc = describedDesk({
  tag,
  summary: 'Delete a file',
  description:
    'Deletes the file and every variant of it. Refused with 409 `media_in_use` (`details.usage` says ' +
    'where) while a draft or the published content of any section uses it.',
  access: 'content:edit',
  parameters: [mediaId],
  responses: { 204: noContent },
  errors: [404, 409],
});
