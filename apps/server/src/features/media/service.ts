import { randomUUID } from 'node:crypto';
import type { Database } from '@sitedesk/db/client';
import {
  type MediaDetail,
  type MediaList,
  type MediaListQuery,
  type MediaUpdateRequest,
  mediaUploadFieldsSchema,
} from '@sitedesk/shared/content-api';
import { type Locale, locales } from '@sitedesk/shared/locales';
import type { Logger } from 'pino';
import { AppError } from '../../http/app-error';
import { requireCan } from '../../http/require-permission';
import type { Staff } from '../../platform/auth/staff';
import type { BlobStorage } from '../../platform/storage/blob-storage';
import { ImageRejectedError } from './image-variants';
import { type MediaFieldErrorCode, mediaFieldError, parseMediaFields } from './media-field-errors';
import { imageVariantFile, isMediaId, mediaBlobKey, thumbnailFile, titleFromFileName } from './media-files';
import type { MediaUpload } from './read-upload';
import {
  deleteMedia,
  insertMedia,
  type MediaRow,
  selectMediaForUpdate,
  selectMediaItem,
  selectMediaPage,
  selectMediaUsage,
  toMediaItem,
  toSiteMedia,
  updateMedia,
} from './repository';
import { prepareUpload } from './upload-files';

export type MediaServiceDependencies = {
  db: Database;
  storage: BlobStorage;
  logger: Logger;
  maxUploadBytes: number;
  /** Called after a change to a file that published content shows, so the public pages are rendered anew. */
  onPublishedMediaChanged?: (() => void) | undefined;
};

/** The media library's work. Every function checks the staff member's permission next to its queries. */
export function createMediaService(deps: MediaServiceDependencies) {
  const { db, storage } = deps;

  async function detail(id: string): Promise<MediaDetail> {
    const row = isMediaId(id) ? await selectMediaItem(db, id) : undefined;
    if (!row) throw new AppError('not_found');
    return { ...toMediaItem(row), usage: await selectMediaUsage(db, id) };
  }

  async function deleteBlobs(keys: string[]): Promise<void> {
    const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
    for (const result of results) {
      if (result.status === 'rejected') {
        deps.logger.error({ err: result.reason }, 'media file could not be deleted from storage');
      }
    }
  }

  return {
    async list(staff: Staff, query: MediaListQuery): Promise<MediaList> {
      requireCan(staff, 'content:edit');
      const { rows, nextCursor } = await selectMediaPage(db, query);
      return { items: rows.map(toMediaItem), nextCursor };
    },

    async detail(staff: Staff, id: string): Promise<MediaDetail> {
      requireCan(staff, 'content:edit');
      return detail(id);
    },

    /** Checks, converts and stores an upload; the row is written only once every file is in storage. */
    async upload(staff: Staff, upload: MediaUpload, locale: Locale): Promise<MediaDetail> {
      requireCan(staff, 'content:edit');
      const { file } = upload;
      if (!file) throw mediaFieldError('validation_failed', { file: 'required' }, locale);
      if (file.bytes.byteLength > deps.maxUploadBytes) {
        throw mediaFieldError('payload_too_large', { file: 'file_too_large' }, locale, deps.maxUploadBytes);
      }
      const fields = parseMediaFields(mediaUploadFieldsSchema, upload.fields, locale);
      const id = randomUUID();
      const prepared = await prepareUpload(id, file, fields).catch((error: unknown) => {
        throw error instanceof ImageRejectedError ? rejectedImageError(error, locale) : error;
      });
      if (!prepared) {
        throw mediaFieldError('unsupported_media_type', { file: 'unsupported_file_type' }, locale);
      }

      const written: string[] = [];
      try {
        for (const stored of prepared.files) {
          const key = mediaBlobKey(id, stored.file);
          await storage.put(key, stored.bytes, { contentType: stored.contentType });
          written.push(key);
        }
        await insertMedia(db, { ...prepared.row, id, createdBy: staff.userId });
      } catch (error) {
        await deleteBlobs(written);
        throw error;
      }
      return detail(id);
    },

    /**
     * Changes alt texts, title, language and an image's focal point. A blank alt text is refused for a locale whose published
     * content shows the image: the live page would lose its description until someone noticed.
     */
    async update(staff: Staff, id: string, change: MediaUpdateRequest, locale: Locale): Promise<MediaDetail> {
      requireCan(staff, 'content:edit');
      if (!isMediaId(id)) throw new AppError('not_found');
      const isPublished = await db.transaction(async (tx) => {
        const row = await selectMediaForUpdate(tx, id);
        if (!row) throw new AppError('not_found');
        const usage = await selectMediaUsage(tx, id);
        const publishedLocales = new Set(
          usage.filter((entry) => entry.state === 'published').map((entry) => entry.locale),
        );
        const alt = { ...toSiteMedia(row).alt };
        const problems: Record<string, MediaFieldErrorCode> = {};
        for (const altLocale of locales) {
          const text = change.alt?.[altLocale];
          if (text === undefined) continue;
          if (text !== '') {
            alt[altLocale] = text;
            continue;
          }
          delete alt[altLocale];
          if (row.kind === 'image' && publishedLocales.has(altLocale)) {
            problems[`alt.${altLocale}`] = 'image_alt_missing';
          }
        }
        if (Object.keys(problems).length > 0) throw mediaFieldError('validation_failed', problems, locale);
        await updateMedia(tx, id, {
          alt,
          ...(change.title === undefined
            ? {}
            : { title: change.title === '' ? titleFromFileName(row.fileName) : change.title }),
          ...(change.language === undefined ? {} : { language: change.language }),
          ...(change.focalPoint && row.kind === 'image' ? { focalPoint: change.focalPoint } : {}),
        });
        return publishedLocales.size > 0;
      });
      if (isPublished) deps.onPublishedMediaChanged?.();
      return detail(id);
    },

    /** Deletes the row and its files; refused (409 `media_in_use`) while any draft or live content uses it. */
    async remove(staff: Staff, id: string): Promise<void> {
      requireCan(staff, 'content:edit');
      if (!isMediaId(id)) throw new AppError('not_found');
      const keys = await db.transaction(async (tx) => {
        const row = await selectMediaForUpdate(tx, id);
        if (!row) throw new AppError('not_found');
        const usage = await selectMediaUsage(tx, id);
        if (usage.length > 0) throw new AppError('media_in_use', { specifics: { usage } });
        await deleteMedia(tx, id);
        return storedKeysOf(row);
      });
      await deleteBlobs(keys);
    },
  };
}

/** Every blob a row owns: the original of a document; each variant and the thumbnail of an image. */
function storedKeysOf(row: MediaRow): string[] {
  if (row.kind === 'document') return [row.storageKey];
  return [
    ...toSiteMedia(row).variants.map((variant) => mediaBlobKey(row.id, imageVariantFile(variant))),
    mediaBlobKey(row.id, thumbnailFile),
  ];
}

function rejectedImageError(error: ImageRejectedError, locale: Locale): AppError {
  return error.problem === 'image_too_large'
    ? mediaFieldError('payload_too_large', { file: 'image_too_large' }, locale)
    : mediaFieldError('validation_failed', { file: 'unreadable_image' }, locale);
}
