import type { MediaDetail } from '@sitedesk/shared/content-api';
import type { Locale } from '@sitedesk/shared/locales';
import { requestJson } from '../lib/api-client';

export type MediaUpload = {
  file: File;
  /** Documents only. */
  title?: string;
  language?: Locale;
  /** Images only. */
  alt?: Partial<Record<Locale, string>>;
};

/**
 * POST /api/desk/media — multipart. No content type is set by hand: the browser adds the multipart boundary.
 * 413 too large, 415 another type, 422 `validation_failed` with `fields` keyed `file`, `title`, `alt.en`, ….
 */
export function uploadMedia({ file, title, language, alt }: MediaUpload): Promise<MediaDetail> {
  const body = new FormData();
  body.set('file', file);
  if (title?.trim()) body.set('title', title.trim());
  if (language) body.set('language', language);
  for (const [locale, text] of Object.entries(alt ?? {})) {
    if (text?.trim()) body.set(`alt.${locale}`, text.trim());
  }
  return requestJson<MediaDetail>('/api/desk/media', { method: 'POST', body });
}
