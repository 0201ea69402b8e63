import { formatMessage, formatPlural } from '@sitedesk/shared/messages/format';
import type { WebhookDelivery, WebhookEndpoint } from '@sitedesk/shared/webhooks-api';
import { RefreshCw, RotateCcw } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { useAction } from '../../../lib/use-action';
import { Alert } from '../../../ui/alert';
import { Loaded } from '../../../ui/loaded';
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

/** An endpoint's latest deliveries, newest first, with Replay on a failed one and on all failed ones. */
export function DeliveryLog({ endpoint, refreshKey, onReplayed }: Props) {
  const { t, locale } = useDeskI18n();
  const texts = t.webhooks.log;
  const id = useId();
  const deliveries = useWebhookDeliveries(endpoint.id);
  const errorMessage = useErrorMessage();
  const action = useAction((run: () => Promise<string>) => run());
  const { reload } = deliveries;

  const firstKey = useRef(refreshKey);
  useEffect(() => {
    if (refreshKey !== firstKey.current) reload();
  }, [refreshKey, reload]);

  // The worker sends in the background: follow what is under way until it settles, so the member sees it.
  const items = deliveries.data?.items ?? [];
  const isUnderWay = items.some((item) => isSoon(item));
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
      {action.error !== undefined && <Alert tone="error">{errorMessage(action.error)}</Alert>}
      <Loaded resource={deliveries}>
        {(data) =>
          data.items.length === 0 ? (
            <p>{texts.empty}</p>
          ) : (
            <ol className="space-y-2">
              {data.items.map((delivery) => (
                <DeliveryEntry
                  key={delivery.id}
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
    </section>
  );
}

function isSoon(delivery: WebhookDelivery): boolean {
  if (delivery.status === 'sending') return true;
  if (delivery.status !== 'pending' || !delivery.nextAttemptAt) return false;
  return new Date(delivery.nextAttemptAt).getTime() - Date.now() < watchWindowMs;
}

type EntryProps = { delivery: WebhookDelivery; onReplay: () => void; isPending: boolean };

function DeliveryEntry({ delivery, onReplay, isPending }: EntryProps) {
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
    <li className="rounded-card border border-steel-200 p-3" data-testid="webhook-delivery">
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
