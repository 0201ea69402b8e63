import type { ApiKey } from '@sitedesk/shared/api-keys-api';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { useDeskI18n } from '../../../app/desk-i18n';
import { formatDate, formatDateTime } from '../../../lib/format';
import { ConfirmedDangerButton } from '../../../ui/confirmed-danger-button';
import { revokeApiKey } from '../api/revoke-api-key';
import { useScopeName } from './scope-name';

type Props = {
  apiKey: ApiKey;
  /** The time the list was loaded: whether the key has expired is judged against it. */
  now: number;
  /** Revoked: say `notice` and load the list again. */
  onChanged: (notice: string) => void;
};

/** One key: its name, prefix, scopes, validity and last use, and its revocation. */
export function ApiKeyItem({ apiKey, now, onChanged }: Props) {
  const { t, locale } = useDeskI18n();
  const texts = t.apiKeys;
  const scopeName = useScopeName();
  const isExpired = apiKey.expiresAt !== null && Date.parse(apiKey.expiresAt) <= now;
  const nameValues = { name: apiKey.name };
  return (
    <li className="space-y-2 rounded-card border border-steel-300 p-3 sm:p-4">
      <h3 className="break-words text-lg text-petrol-900">{apiKey.name}</h3>
      <p>
        <code dir="ltr" className="break-all font-mono text-sm">
          {apiKey.prefix}_…
        </code>
      </p>
      <ul className="flex flex-wrap gap-2" aria-label={texts.scopes}>
        {apiKey.scopes.map((scope) => (
          <li key={scope} className="rounded-card bg-steel-100 px-2 py-1 text-sm">
            {scopeName(scope)}
          </li>
        ))}
      </ul>
      {apiKey.revokedAt ? (
        <p className="font-semibold text-signal-800">
          {formatMessage(texts.revokedAt, { time: formatDateTime(apiKey.revokedAt, locale) })}
        </p>
      ) : isExpired ? (
        <p className="font-semibold text-signal-800">{texts.expired}</p>
      ) : (
        <p className="text-sm text-steel-700">
          {apiKey.expiresAt
            ? formatMessage(texts.expiresAt, { time: formatDate(apiKey.expiresAt, locale) })
            : texts.noExpiry}
        </p>
      )}
      <p className="text-sm text-steel-700">
        {apiKey.lastUsedAt
          ? formatMessage(texts.lastUsed, { time: formatDateTime(apiKey.lastUsedAt, locale) })
          : texts.neverUsed}
      </p>
      <p className="text-sm text-steel-700">
        {apiKey.createdBy
          ? formatMessage(texts.createdBy, {
              name: apiKey.createdBy.name,
              time: formatDate(apiKey.createdAt, locale),
            })
          : formatMessage(texts.createdByRemoved, { time: formatDate(apiKey.createdAt, locale) })}
      </p>
      {!apiKey.revokedAt && (
        <ConfirmedDangerButton
          label={texts.revoke}
          confirm={formatMessage(texts.revokeConfirm, nameValues)}
          run={() => revokeApiKey(apiKey.id)}
          onDone={() => onChanged(formatMessage(texts.revokedNotice, nameValues))}
        />
      )}
    </li>
  );
}
