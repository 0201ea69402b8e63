import type { MediaInUseDetails, MediaUsage } from '@sitedesk/shared/content-api';
import { DeskApiError, requestJson } from '../../../lib/api-client';
import { getMedia } from './get-media';

export type DeleteMediaResult = { isDeleted: true } | { isDeleted: false; usage: MediaUsage[] };

function usageIn(details: Record<string, unknown>): MediaUsage[] | undefined {
  const { usage } = details as Partial<MediaInUseDetails>;
  return Array.isArray(usage) ? usage : undefined;
}

/**
 * DELETE /api/desk/media/:id — 204, or 409 `media_in_use` with `details.usage` while content still refers
 * to the file. Should an answer lack the details, the file's own detail lists the same usage.
 */
export async function deleteMedia(id: string): Promise<DeleteMediaResult> {
  try {
    await requestJson(`/api/desk/media/${encodeURIComponent(id)}`, { method: 'DELETE' });
    return { isDeleted: true };
  } catch (error) {
    if (!(error instanceof DeskApiError) || error.code !== 'media_in_use') throw error;
    const usage = usageIn(error.details) ?? (await getMedia(id)).usage;
    return { isDeleted: false, usage };
  }
}
