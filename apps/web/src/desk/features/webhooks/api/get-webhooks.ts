import type {
  WebhookDelivery,
  WebhookDeliveryPage,
  WebhookDeliveryStatus,
  WebhookEndpoint,
  WebhookEventType,
} from '@sitedesk/shared/webhooks-api';
import { useCallback, useEffect, useRef, useState } from 'react';
import { requestJson, toQueryString } from '../../../lib/api-client';
import { useResource } from '../../../lib/use-resource';

/** GET /api/desk/webhooks (webhooks:manage): every endpoint, never its secret. */
export const useWebhooks = () => useResource<{ items: WebhookEndpoint[] }>('/api/desk/webhooks');

/** How many deliveries a page of the log holds: as many as "Replay all failed" sends again. */
export const deliveryPageSize = 100;

/** What the log shows: every delivery, or those of one status and/or one event. */
export type DeliveryFilter = {
  status?: WebhookDeliveryStatus | undefined;
  event?: WebhookEventType | undefined;
};

const deliveriesUrl = (endpointId: string, filter: DeliveryFilter, cursor?: string) =>
  `/api/desk/webhooks/${encodeURIComponent(endpointId)}/deliveries${toQueryString({
    limit: deliveryPageSize,
    status: filter.status,
    event: filter.event,
    cursor,
  })}`;

/**
 * GET /api/desk/webhooks/:id/deliveries (webhooks:manage; decision 241): the newest page, newest first,
 * with the older pages asked for by `loadOlder` (each after the last row shown, so none twice). Loading
 * the newest page again (`reload`, another filter) starts from the top and drops the older pages: rows
 * queued meanwhile would otherwise push some out of the first page without reaching the next.
 */
export function useWebhookDeliveries(endpointId: string, filter: DeliveryFilter) {
  const { status, event } = filter;
  const newest = useResource<WebhookDeliveryPage>(deliveriesUrl(endpointId, { status, event }));
  const [older, setOlder] = useState<WebhookDeliveryPage>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new newest page is the trigger, not an input.
  useEffect(() => setOlder(undefined), [newest.data]);
  const nextCursor = older ? older.nextCursor : (newest.data?.nextCursor ?? null);
  // The newest page an older one continues: a page asked for before a reload or another filter is dropped,
  // or it would append another walk's rows (or leave a gap) below the new top.
  const shownNewest = useRef(newest.data);
  shownNewest.current = newest.data;
  const [isLoadingOlder, setLoadingOlder] = useState(false);
  /** Appends the next older page; resolves the rows it added (none when the list moved on meanwhile). */
  const loadOlder = useCallback(async (): Promise<WebhookDelivery[]> => {
    if (nextCursor === null) return [];
    const base = shownNewest.current;
    setLoadingOlder(true);
    const page = await requestJson<WebhookDeliveryPage>(
      deliveriesUrl(endpointId, { status, event }, nextCursor),
    ).finally(() => setLoadingOlder(false));
    if (shownNewest.current !== base) return [];
    setOlder((current) => ({
      items: [...(current?.items ?? []), ...page.items],
      nextCursor: page.nextCursor,
    }));
    return page.items;
  }, [endpointId, status, event, nextCursor]);
  return {
    newest,
    olderItems: older?.items ?? [],
    hasOlder: nextCursor !== null,
    /** Older rows are shown or on their way: the log must not reload its top on its own meanwhile. */
    isOlderShown: older !== undefined || isLoadingOlder,
    loadOlder,
  };
}
