import type { ApiKeyCreated } from '@sitedesk/shared/api-keys-api';
import { useId, useState } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { Loaded } from '../../../ui/loaded';
import { PageHeadWithNotice } from '../../../ui/page-head-with-notice';
import { SecretShownOnce } from '../../../ui/secret-shown-once';
import { cardClass } from '../../../ui/styles';
import { useApiKeys } from '../api/get-api-keys';
import { ApiKeyForm } from './api-key-form';
import { ApiKeyItem } from './api-key-item';

/**
 * Settings → API keys (apikeys:manage, decision 231): the keys with their prefix and last use, a new one,
 * and revocation. A new key's text lives only in this page's state: leaving the page forgets it, as the
 * server has (it keeps only a hash).
 */
export function ApiKeysPage() {
  const { t } = useDeskI18n();
  const texts = t.apiKeys;
  const id = useId();
  const keys = useApiKeys();
  const [notice, setNotice] = useState('');
  const [created, setCreated] = useState<ApiKeyCreated>();
  const [loadedAt, setLoadedAt] = useState(() => Date.now());

  const changed = (text: string) => {
    setNotice(text);
    setLoadedAt(Date.now());
    keys.reload();
  };

  return (
    <div className="space-y-6">
      <PageHeadWithNotice title={texts.title} intro={texts.intro} notice={notice} />
      {created && (
        <SecretShownOnce
          texts={texts}
          subject={<p className="break-words text-steel-700">{created.name}</p>}
          secret={created.key}
          testId="api-key-secret"
          onDone={() => setCreated(undefined)}
        />
      )}
      <section aria-labelledby={`${id}-list`} className={cardClass}>
        <h2 id={`${id}-list`} className="mb-4 text-2xl text-petrol-900">
          {texts.listTitle}
        </h2>
        <Loaded resource={keys}>
          {(data) =>
            data.items.length === 0 ? (
              <p>{texts.empty}</p>
            ) : (
              <ul className="space-y-4">
                {data.items.map((apiKey) => (
                  <ApiKeyItem key={apiKey.id} apiKey={apiKey} now={loadedAt} onChanged={changed} />
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
        <ApiKeyForm
          onCreated={(key) => {
            setCreated(key);
            changed(texts.created);
          }}
        />
      </section>
    </div>
  );
}
