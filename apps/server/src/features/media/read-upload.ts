import { mediaAltFieldNames } from '@sitedesk/shared/content-api';
import type { Context } from 'hono';
import { AppError } from '../../http/app-error';

export type MediaUpload = {
  /** `undefined` when the request carried no file. */
  file: { name: string; bytes: Uint8Array } | undefined;
  /** The text fields, for `mediaUploadFieldsSchema`. */
  fields: Record<string, string>;
};

const textFields = ['title', 'language', ...mediaAltFieldNames];

/** Reads `POST /api/desk/media`: multipart form data only, one `file` and the text fields beside it. */
export async function readMediaUpload(c: Context): Promise<MediaUpload> {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (!type.startsWith('multipart/form-data')) throw new AppError('unsupported_media_type');
  let body: Record<string, string | File>;
  try {
    body = await c.req.parseBody();
  } catch {
    throw new AppError('bad_request');
  }
  const fields: Record<string, string> = {};
  for (const name of textFields) {
    const value = body[name];
    if (typeof value === 'string') fields[name] = value;
  }
  const part = body.file;
  const file =
    part instanceof File && part.size > 0
      ? { name: part.name, bytes: new Uint8Array(await part.arrayBuffer()) }
      : undefined;
  return { file, fields };
}
