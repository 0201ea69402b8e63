import { formatMessage, formatPlural } from '@sitedesk/shared/messages/format';
import {
  type WebhookDelivery,
  type WebhookDeliveryStatus,
  type WebhookEndpoint,
  type WebhookEventType,
  webhookDeliveryStatuses,
} from '@sitedesk/shared/webhooks-api';
import { ChevronDown, RefreshCw, RotateCcw } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { useAction } from '../../../lib/use-action';
import { Alert } from '../../../ui/alert';
import { LiveRegion, useAnnouncement } from '../../../ui/live-region';
import { Loaded } from '../../../ui/loaded';
import { SelectField } from '../../../ui/select-field';
import { buttonPrimary, buttonSecondary } from '../../../ui/styles';
import { useErrorMessage } from '../../../ui/use-error-message';
import { useWebhookDeliveries } from '../api/get-webhooks';
import { replayDelivery, replayFailedDeliveries } from '../api/replay-deliveries';
import { useDeliveryStatus } from './delivery-status';
import { useEventName } from './event-name';

type Props = {
  endpoint: WebhookEndpoint;
  /** Changes when something was queued elsewhere (a test event): the log loads again. */
  refreshKey: number;
  onReplayed: (notice: string) => void;
};

/** While a delivery is on its way or due within this, the log looks again on its own. */
const watchWindowMs = 60_000;
const watchEveryMs = 2_000;

/**
 * An endpoint's deliveries, newest first, a page at a time ("Show older"; decision 241) and filtered by
 * status and by event (of those the endpoint receives), with Replay on a failed one and on all failed ones.
 */
export function DeliveryLog({ endpoint, refreshKey, onReplayed }: Props) {
  const { t, locale } = useDeskI18n();
  const texts = t.webhooks.log;
  const id = useId();
  const [status, setStatus] = useState<WebhookDeliveryStatus | ''>('');
  const [event, setEvent] = useState<WebhookEventType | ''>('');
  const eventName = useEventName();
  const log = useWebhookDeliveries(endpoint.id, { status: status || undefined, event: event || undefined });
  const deliveries = log.newest;
  const errorMessage = useErrorMessage();
  const action = useAction((run: () => Promise<string>) => run());
  const older = useAction(log.loadOlder);
  const { announcement, announce } = useAnnouncement();
  const [focusId, setFocusId] = useState<string>();
  const { reload } = deliveries;

  const firstKey = useRef(refreshKey);
  useEffect(() => {
    if (refreshKey !== firstKey.current) reload();
  }, [refreshKey, reload]);

  // The worker sends in the background: follow what is under way until it settles, so the member sees it.
  // Not while older pages are open: loading the newest again starts from the top and would close them.
  const items = deliveries.data?.items ?? [];
  const isUnderWay = !log.isOlderShown && items.some((item) => isSoon(item));
  useEffect(() => {
    if (!isUnderWay) return;
    const timer = setTimeout(reload, watchEveryMs);
    return () => clearTimeout(timer);
  }, [isUnderWay, reload]);

  const run = async (replay: () => Promise<string>) => {
    const result = await action.run(replay);
    if (!result.ok) return;
    onReplayed(result.value);
    reload();
  };
  // The first of the rows just shown takes the focus, so keyboard and screen reader users go on from there.
  useEffect(() => {
    if (focusId !== undefined) document.getElementById(`${id}-delivery-${focusId}`)?.focus();
  }, [focusId, id]);
  const showOlder = async () => {
    const result = await older.run();
    // None: the list started again from the top meanwhile (a reload, another filter); nothing to announce.
    if (!result.ok || result.value.length === 0) return;
    announce(formatPlural(locale, texts.olderShown, result.value.length));
    setFocusId(result.value[0]?.id);
  };

  const replayAll = () =>
    run(async () => {
      const { queued } = await replayFailedDeliveries(endpoint.id);
      return formatPlural(locale, texts.replayedAll, queued);
    });

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3 border-t border-steel-200 pt-3">
      <h4 id={`${id}-title`} className="break-all text-lg font-semibold text-petrol-900">
        {formatMessage(texts.title, { url: endpoint.url })}
      </h4>
      <p id={`${id}-intro`} className="text-sm text-steel-700">
        {texts.intro} {texts.replayAllHint}
      </p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonPrimary}
          aria-disabled={action.isPending}
          aria-describedby={`${id}-intro`}
          onClick={() => void replayAll()}
        >
          <RotateCcw aria-hidden="true" className="size-4" />
          {texts.replayAll}
        </button>
        <button type="button" className={buttonSecondary} onClick={reload}>
          <RefreshCw aria-hidden="true" className="size-4" />
          {texts.refresh}
        </button>
      </div>
      <SelectField
        id={`${id}-status`}
        label={texts.filterStatus}
        value={status}
        onValueChange={(value) =>
          setStatus(webhookDeliveryStatuses.find((candidate) => candidate === value) ?? '')
        }
        className="max-w-xs"
      >
        <option value="">{texts.anyStatus}</option>
        {webhookDeliveryStatuses.map((candidate) => (
          <option key={candidate} value={candidate}>
            {texts.statuses[candidate]}
          </option>
        ))}
      </SelectField>
      <SelectField
        id={`${id}-event`}
        label={texts.filterEvent}
        value={event}
        onValueChange={(value) => setEvent(endpoint.events.find((candidate) => candidate === value) ?? '')}
        className="max-w-xs"
      >
        <option value="">{texts.anyEvent}</option>
        {endpoint.events.map((candidate) => (
          <option key={candidate} value={candidate}>
            {eventName(candidate)}
          </option>
        ))}
      </SelectField>
      {action.error !== undefined && <Alert tone="error">{errorMessage(action.error)}</Alert>}
      <LiveRegion announcement={announcement} />
      <Loaded resource={deliveries}>
        {(data) =>
          data.items.length === 0 ? (
            <p>{status === '' && event === '' ? texts.empty : texts.emptyFiltered}</p>
          ) : (
            <ol className="space-y-2">
              {[...data.items, ...log.olderItems].map((delivery) => (
                <DeliveryEntry
                  key={delivery.id}
                  elementId={`${id}-delivery-${delivery.id}`}
                  delivery={delivery}
                  onReplay={() =>
                    void run(async () => {
                      await replayDelivery(endpoint.id, delivery.id);
                      return texts.replayed;
                    })
                  }
                  isPending={action.isPending}
                />
              ))}
            </ol>
          )
        }
      </Loaded>
      {older.error !== undefined && <Alert tone="error">{errorMessage(older.error)}</Alert>}
      {deliveries.data && log.hasOlder && (
        <button
          type="button"
          className={buttonSecondary}
          aria-disabled={older.isPending}
          onClick={() => void showOlder()}
        >
          <ChevronDown aria-hidden="true" className="size-4" />
          {texts.showOlder}
        </button>
      )}
    </section>
  );
}

function isSoon(delivery: WebhookDelivery): boolean {
  if (delivery.status === 'sending') return true;
  if (delivery.status !== 'pending' || !delivery.nextAttemptAt) return false;
  return new Date(delivery.nextAttemptAt).getTime() - Date.now() < watchWindowMs;
}

type EntryProps = {
  /** Where "Show older" moves the focus when this is the first row it added. */
  elementId: string;
  delivery: WebhookDelivery;
  onReplay: () => void;
  isPending: boolean;
};

function DeliveryEntry({ elementId, delivery, onReplay, isPending }: EntryProps) {
  const { t, locale } = useDeskI18n();
  const texts = t.webhooks.log;
  const eventName = useEventName();
  const deliveryStatus = useDeliveryStatus();
  const isFailing = delivery.status === 'failed' || (delivery.status === 'pending' && delivery.attempts > 0);
  const answer =
    delivery.lastStatus !== null
      ? `HTTP ${delivery.lastStatus}`
      : delivery.lastError
        ? formatMessage(texts.noAnswer, { error: delivery.lastError })
        : '—';

  return (
    <li
      id={elementId}
      tabIndex={-1}
      className="rounded-card border border-steel-200 p-3 focus:outline-2 focus:outline-offset-2 focus:outline-petrol-600"
      data-testid="webhook-delivery"
    >
      <p className="font-semibold">
        <time dateTime={delivery.lastAttemptAt ?? delivery.createdAt}>
          {formatDateTime(delivery.lastAttemptAt ?? delivery.createdAt, locale)}
        </time>
        {' · '}
        {eventName(delivery.eventType)}
      </p>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-steel-700">{texts.status}</dt>
        <dd className={isFailing ? 'font-semibold text-signal-800' : 'font-semibold'}>
          {deliveryStatus(delivery)}
        </dd>
        <dt className="text-steel-700">{texts.response}</dt>
        <dd dir="ltr" className="text-start">
          {answer}
        </dd>
        <dt className="text-steel-700">{texts.duration}</dt>
        <dd>
          {delivery.durationMs === null
            ? '—'
            : formatMessage(texts.milliseconds, { ms: formatNumber(delivery.durationMs, locale) })}
        </dd>
        <dt className="text-steel-700">{texts.attempts}</dt>
        <dd>{formatNumber(delivery.attempts, locale)}</dd>
      </dl>
      {delivery.responseExcerpt && (
        <pre
          dir="ltr"
          className="mt-2 max-h-32 overflow-hidden whitespace-pre-wrap break-all rounded-card bg-steel-100 p-2 text-start text-xs"
        >
          {delivery.responseExcerpt}
        </pre>
      )}
      {delivery.status === 'failed' && (
        <button
          type="button"
          className={`${buttonSecondary} mt-2`}
          aria-disabled={isPending}
          onClick={onReplay}
        >
          <RotateCcw aria-hidden="true" className="size-4" />
          {texts.replay}
        </button>
      )}
    </li>
  );
}
