import { useEffect } from 'react';
import { requestJson } from '../lib/api-client';
import { useDeskEvents } from './desk-events';

/** POST /api/desk/presence — what this session is looking at (`null`: nothing). */
function reportPresence(inquiryId: string | null): Promise<unknown> {
  return requestJson('/api/desk/presence', { method: 'POST', json: { inquiryId }, keepalive: true });
}

/**
 * Tells the others that this session views `inquiryId` while the component is mounted. Said again after a
 * reconnect, because the server forgets a session's presence when its stream closes.
 */
export function useReportPresence(inquiryId: string): void {
  const { reconnects, state } = useDeskEvents();
  const isLive = state === 'live';
  // biome-ignore lint/correctness/useExhaustiveDependencies: `reconnects` re-announces after a reconnect.
  useEffect(() => {
    if (!isLive) return;
    reportPresence(inquiryId).catch(() => undefined);
  }, [inquiryId, isLive, reconnects]);
  useEffect(() => () => void reportPresence(null).catch(() => undefined), []);
}
