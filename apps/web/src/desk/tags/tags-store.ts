import type { Tag, TagList, TagRequest } from '@sitedesk/shared/tags-api';
import { useEffect, useSyncExternalStore } from 'react';
import { requestJson } from '../lib/api-client';

/**
 * The desk's tags, loaded once and shared: every inbox row names and colours its tags from here, so one
 * request serves the whole page (decision 177: rows carry tag ids only).
 */
let items: TagList['items'] | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** GET /api/desk/tags again (after a change here, or when a row names a tag this desk has not seen). */
export function reloadTags(): Promise<void> {
  loading ??= requestJson<TagList>('/api/desk/tags')
    .then((body) => {
      items = body.items;
      for (const listener of listeners) listener();
    })
    // Without the list, rows show no chips and the filter offers no tags; the next reload tries again.
    .catch(() => undefined)
    .finally(() => {
      loading = undefined;
    });
  return loading;
}

/** The tags by name, `undefined` until the first answer. */
export function useTags(): TagList['items'] | undefined {
  const current = useSyncExternalStore(subscribe, () => items);
  useEffect(() => {
    if (items === undefined) void reloadTags();
  }, []);
  return current;
}

/** POST /api/desk/tags */
export async function createTag(request: TagRequest): Promise<{ id: string }> {
  const created = await requestJson<{ id: string }>('/api/desk/tags', { method: 'POST', json: request });
  await reloadTags();
  return created;
}

/** PUT /api/desk/tags/:id */
export async function updateTag(id: Tag['id'], request: TagRequest): Promise<void> {
  await requestJson(`/api/desk/tags/${encodeURIComponent(id)}`, { method: 'PUT', json: request });
  await reloadTags();
}

/** DELETE /api/desk/tags/:id */
export async function deleteTag(id: Tag['id']): Promise<void> {
  await requestJson(`/api/desk/tags/${encodeURIComponent(id)}`, { method: 'DELETE' });
  await reloadTags();
}

/** PUT or DELETE /api/desk/inquiries/:id/tags/:tagId: puts the tag on the inquiry or takes it off. */
export async function setInquiryTag(inquiryId: string, tagId: string, isOn: boolean): Promise<void> {
  await requestJson(
    `/api/desk/inquiries/${encodeURIComponent(inquiryId)}/tags/${encodeURIComponent(tagId)}`,
    {
      method: isOn ? 'PUT' : 'DELETE',
    },
  );
  // The counts in the tag list changed.
  void reloadTags();
}
