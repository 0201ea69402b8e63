import type { Database } from '@sitedesk/db/client';
import { mediaListQuerySchema, mediaUpdateRequestSchema } from '@sitedesk/shared/content-api';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Logger } from 'pino';
import type { MediaConfig } from '../../config';
import { parseWith, readJson } from '../../http/parse-request';
import { negotiateLocale } from '../../http/request-locale';
import { requirePermission } from '../../http/require-permission';
import type { StaffEnv } from '../../platform/auth/staff';
import type { BlobStorage } from '../../platform/storage/blob-storage';
import type { StaffAuthService } from '../auth/create-staff-auth';
import { mediaFieldError, parseMediaFields } from './media-field-errors';
import { deleteMediaDoc, listMediaDoc, readMediaDoc, updateMediaDoc, uploadMediaDoc } from './openapi';
import { readMediaUpload } from './read-upload';
import { serveMediaFile } from './serve-media-file';
import { createMediaService } from './service';

export type MediaDependencies = {
  db: Database;
  auth: StaffAuthService;
  storage: BlobStorage;
  logger: Logger;
  config: { media: MediaConfig };
  /** Called after an edit to a file that published content shows (the content feature re-renders the site). */
  onPublishedMediaChanged?: (() => void) | undefined;
};

/** Room for the text fields and multipart boundaries on top of the file itself. */
const fieldsAllowanceBytes = 64 * 1024;

/** The media library API, mounted at `/api/desk/media`. */
export function mediaDeskRoutes(deps: MediaDependencies) {
  const { maxUploadBytes } = deps.config.media;
  const service = createMediaService({
    db: deps.db,
    storage: deps.storage,
    logger: deps.logger,
    maxUploadBytes,
    onPublishedMediaChanged: deps.onPublishedMediaChanged,
  });
  const canEdit = requirePermission(deps.auth, 'content:edit');

  return new Hono<StaffEnv>()
    .get('/', listMediaDoc, canEdit, async (c) => {
      return c.json(await service.list(c.var.staff, parseWith(mediaListQuerySchema, c.req.query())));
    })
    .post(
      '/',
      uploadMediaDoc,
      canEdit,
      bodyLimit({
        maxSize: maxUploadBytes + fieldsAllowanceBytes,
        onError: (c) => {
          const locale = negotiateLocale(c.req.header('accept-language'));
          throw mediaFieldError('payload_too_large', { file: 'file_too_large' }, locale, maxUploadBytes);
        },
      }),
      async (c) => {
        const upload = await readMediaUpload(c);
        const locale = negotiateLocale(c.req.header('accept-language'));
        return c.json(await service.upload(c.var.staff, upload, locale), 201);
      },
    )
    .get('/:id', readMediaDoc, canEdit, async (c) =>
      c.json(await service.detail(c.var.staff, c.req.param('id'))),
    )
    .patch('/:id', updateMediaDoc, canEdit, async (c) => {
      const locale = negotiateLocale(c.req.header('accept-language'));
      const change = parseMediaFields(mediaUpdateRequestSchema, await readJson(c.req.raw), locale);
      return c.json(await service.update(c.var.staff, c.req.param('id'), change, locale));
    })
    .delete('/:id', deleteMediaDoc, canEdit, async (c) => {
      await service.remove(c.var.staff, c.req.param('id'));
      return c.body(null, 204);
    });
}

/** The library's files for everyone, mounted at `/media`: `/media/{id}/{file}`. */
export function mediaPublicRoutes(deps: Pick<MediaDependencies, 'db' | 'storage'>) {
  return new Hono().get('/:id/:file', (c) => serveMediaFile(c, deps));
}
