import { Radio, RefreshCw } from 'lucide-react';
import { useDeskEvents } from '../realtime/desk-events';
import { useDeskI18n } from './desk-i18n';

/** Whether the inbox is live; "reconnecting…" while the channel is down, so nobody trusts a stale list. */
export function LiveIndicator() {
  const { t } = useDeskI18n();
  const { state } = useDeskEvents();
  // One live region whose text changes, so the change to "reconnecting…" and back is announced.
  return (
    <span role="status" className="inline-flex items-center gap-1 text-sm" data-live-state={state}>
      {state === 'live' && (
        <>
          <Radio aria-hidden="true" className="size-4 text-signal-400" />
          <span className="text-petrol-100">{t.live.connected}</span>
        </>
      )}
      {state === 'reconnecting' && (
        <>
          <RefreshCw aria-hidden="true" className="size-4 text-signal-300 motion-safe:animate-spin" />
          <span className="text-signal-300">{t.live.reconnecting}</span>
        </>
      )}
    </span>
  );
}
