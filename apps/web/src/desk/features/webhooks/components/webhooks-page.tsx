import { useId, useState } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { Loaded } from '../../../ui/loaded';
import { PageHeadWithNotice } from '../../../ui/page-head-with-notice';
import { SecretShownOnce } from '../../../ui/secret-shown-once';
import { cardClass } from '../../../ui/styles';
import { useWebhooks } from '../api/get-webhooks';
import { createWebhook } from '../api/save-webhook';
import { WebhookForm } from './webhook-form';
import { WebhookItem } from './webhook-item';

/**
 * Settings → Webhooks (webhooks:manage, decision 227): the endpoints Sitedesk signs events for, a new one,
 * and the secret the server hands out once. The secret lives only in this page's state: leaving the page
 * forgets it, as the server has.
 */
export function WebhooksPage() {
  const { t } = useDeskI18n();
  const texts = t.webhooks;
  const id = useId();
  const webhooks = useWebhooks();
  const [notice, setNotice] = useState('');
  const [shownSecret, setShownSecret] = useState<{ url: string; secret: string }>();

  const changed = (text: string) => {
    setNotice(text);
    webhooks.reload();
  };

  return (
    <div className="space-y-6">
      <PageHeadWithNotice title={texts.title} intro={texts.intro} notice={notice} />
      {shownSecret && (
        <SecretShownOnce
          texts={texts}
          subject={
            <p dir="ltr" className="break-all text-start text-sm text-steel-700">
              {shownSecret.url}
            </p>
          }
          secret={shownSecret.secret}
          testId="webhook-secret"
          onDone={() => setShownSecret(undefined)}
        />
      )}
      <section aria-labelledby={`${id}-list`} className={cardClass}>
        <h2 id={`${id}-list`} className="mb-4 text-2xl text-petrol-900">
          {texts.listTitle}
        </h2>
        <Loaded resource={webhooks}>
          {(data) =>
            data.items.length === 0 ? (
              <p>{texts.empty}</p>
            ) : (
              <ul className="space-y-4">
                {data.items.map((endpoint) => (
                  <WebhookItem
                    key={endpoint.id}
                    endpoint={endpoint}
                    onChanged={changed}
                    onSecret={(secret) => setShownSecret({ url: endpoint.url, secret })}
                  />
                ))}
              </ul>
            )
          }
        </Loaded>
      </section>
      <section aria-labelledby={`${id}-new`} className={cardClass}>
        <h2 id={`${id}-new`} className="mb-4 text-2xl text-petrol-900">
          {texts.add}
        </h2>
        <WebhookForm
          save={async (request) => ({ url: request.url ?? '', ...(await createWebhook(request)) })}
          onSaved={({ url, secret }) => {
            // A Slack or Teams endpoint has no signing secret to show (decision 230).
            if (secret) setShownSecret({ url, secret });
            changed(secret ? texts.created : texts.chat.chatCreated);
          }}
        />
      </section>
    </div>
  );
}
