import { formatMessage } from '@sitedesk/shared/messages/format';
import { isChatKind, type WebhookEndpoint } from '@sitedesk/shared/webhooks-api';
import { KeyRound, ListChecks, Pencil, Power, Send } from 'lucide-react';
import { useId, useState } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { formatDateTime } from '../../../lib/format';
import { useAction } from '../../../lib/use-action';
import { Alert } from '../../../ui/alert';
import { ConfirmedDangerButton } from '../../../ui/confirmed-danger-button';
import { buttonSecondary } from '../../../ui/styles';
import { useErrorMessage } from '../../../ui/use-error-message';
import { deleteWebhook } from '../api/delete-webhook';
import { useTeamsForFilter } from '../api/get-teams';
import { rotateWebhookSecret } from '../api/rotate-webhook-secret';
import { updateWebhook } from '../api/save-webhook';
import { sendTestEvent } from '../api/send-test-event';
import { DeliveryLog } from './delivery-log';
import { useDeliveryStatus } from './delivery-status';
import { useEventName } from './event-name';
import { WebhookForm } from './webhook-form';

type Props = {
  endpoint: WebhookEndpoint;
  /** Something changed: say `notice` and load the list again. */
  onChanged: (notice: string) => void;
  /** A rotation handed out a new secret, to be shown once. */
  onSecret: (secret: string) => void;
};

/** One endpoint: what it receives and how it fares, its actions, and its delivery log on request. */
export function WebhookItem({ endpoint, onChanged, onSecret }: Props) {
  const { t, locale } = useDeskI18n();
  const texts = t.webhooks;
  const id = useId();
  const errorMessage = useErrorMessage();
  const eventName = useEventName();
  const deliveryStatus = useDeliveryStatus();
  const [isEditing, setEditing] = useState(false);
  const [isLogOpen, setLogOpen] = useState(false);
  const [logRefreshKey, setLogRefreshKey] = useState(0);
  // One action at a time per endpoint; each resolves what to announce.
  const action = useAction((run: () => Promise<string>) => run());
  const urlValues = { url: endpoint.url };
  const isChat = isChatKind(endpoint.kind);
  const teams = useTeamsForFilter(endpoint.teamId !== null);
  const teamName = teams.data?.items.find((team) => team.id === endpoint.teamId)?.name;

  const act = async (run: () => Promise<string>) => {
    const result = await action.run(run);
    if (result.ok) onChanged(result.value);
  };
  const toggle = () =>
    act(async () => {
      const {
        id: _id,
        disabledReason: _reason,
        disabledAt: _at,
        createdAt: _created,
        lastDelivery: _last,
        url,
        ...rest
      } = endpoint;
      // A chat endpoint's listed URL is only a mask of it: sending it back would replace the real one.
      await updateWebhook(endpoint.id, {
        ...rest,
        ...(isChat ? {} : { url }),
        isEnabled: !endpoint.isEnabled,
      });
      return endpoint.isEnabled ? texts.nowDisabled : texts.nowEnabled;
    });
  const rotate = () => {
    if (!window.confirm(formatMessage(texts.rotateConfirm, urlValues))) return;
    void action
      .run(() => rotateWebhookSecret(endpoint.id).then(({ secret }) => secret))
      .then((result) => {
        if (result.ok) onSecret(result.value);
      });
  };
  const test = () =>
    act(async () => {
      await sendTestEvent(endpoint.id);
      setLogOpen(true);
      setLogRefreshKey((key) => key + 1);
      return formatMessage(texts.testQueued, urlValues);
    });

  if (isEditing)
    return (
      <li className="rounded-card border border-steel-300 p-3 sm:p-4">
        <h3 className="mb-3 break-all text-xl text-petrol-900">
          {formatMessage(texts.editTitle, urlValues)}
        </h3>
        <WebhookForm
          initial={endpoint}
          save={(request) => updateWebhook(endpoint.id, request)}
          onSaved={() => {
            setEditing(false);
            onChanged(texts.saved);
          }}
          onCancel={() => setEditing(false)}
        />
      </li>
    );

  const last = endpoint.lastDelivery;
  return (
    <li className="space-y-3 rounded-card border border-steel-300 p-3 sm:p-4">
      <div>
        <h3 id={`${id}-url`} dir="ltr" className="break-all text-start font-mono text-lg text-petrol-900">
          {endpoint.url}
        </h3>
        <p className="text-sm font-semibold text-steel-800">{texts.chat.kindNames[endpoint.kind]}</p>
        {endpoint.description && <p className="text-steel-800">{endpoint.description}</p>}
      </div>
      <p className="font-semibold">
        {endpoint.isEnabled ? (
          <span className="text-petrol-800">{texts.enabled}</span>
        ) : (
          <span className="text-signal-800">
            {texts.disabled}
            {endpoint.disabledAt && endpoint.disabledReason && (
              <>
                {' — '}
                {formatMessage(texts.disabledSince, {
                  time: formatDateTime(endpoint.disabledAt, locale),
                  reason: texts.disabledReasons[endpoint.disabledReason],
                })}
              </>
            )}
          </span>
        )}
      </p>
      <ul className="flex flex-wrap gap-2" aria-label={texts.events}>
        {endpoint.events.map((type) => (
          <li key={type} className="rounded-card bg-steel-100 px-2 py-1 text-sm">
            {eventName(type)}
          </li>
        ))}
      </ul>
      {isChat && teamName && (
        <p className="text-sm">{formatMessage(texts.chat.teamOnly, { team: teamName })}</p>
      )}
      {endpoint.includesPersonalData && (
        <p className="text-sm font-semibold">{isChat ? texts.chat.showsExcerpt : texts.sendsPersonalData}</p>
      )}
      <p className="text-sm text-steel-700">
        {last
          ? formatMessage(texts.lastDelivery, {
              time: formatDateTime(last.at, locale),
              status: deliveryStatus(last),
            })
          : texts.noDeliveries}
      </p>
      {action.error !== undefined && <Alert tone="error">{errorMessage(action.error)}</Alert>}
      <div className="flex flex-wrap gap-2">
        <button type="button" className={buttonSecondary} onClick={() => setEditing(true)}>
          <Pencil aria-hidden="true" className="size-4" />
          {texts.edit}
        </button>
        <button
          type="button"
          className={buttonSecondary}
          aria-disabled={action.isPending}
          onClick={() => void test()}
        >
          <Send aria-hidden="true" className="size-4" />
          {texts.sendTest}
        </button>
        <button
          type="button"
          className={buttonSecondary}
          aria-expanded={isLogOpen}
          aria-controls={`${id}-log`}
          onClick={() => setLogOpen(!isLogOpen)}
        >
          <ListChecks aria-hidden="true" className="size-4" />
          {texts.showLog}
        </button>
        <button
          type="button"
          className={buttonSecondary}
          aria-disabled={action.isPending}
          onClick={() => void toggle()}
        >
          <Power aria-hidden="true" className="size-4" />
          {endpoint.isEnabled ? texts.disable : texts.enable}
        </button>
        {!isChat && (
          <button type="button" className={buttonSecondary} aria-disabled={action.isPending} onClick={rotate}>
            <KeyRound aria-hidden="true" className="size-4" />
            {texts.rotate}
          </button>
        )}
        <ConfirmedDangerButton
          label={texts.delete}
          confirm={formatMessage(texts.deleteConfirm, urlValues)}
          run={() => deleteWebhook(endpoint.id)}
          onDone={() => onChanged(formatMessage(texts.deleted, urlValues))}
        />
      </div>
      <div id={`${id}-log`} hidden={!isLogOpen}>
        {isLogOpen && <DeliveryLog endpoint={endpoint} refreshKey={logRefreshKey} onReplayed={onChanged} />}
      </div>
    </li>
  );
}
