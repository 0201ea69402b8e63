import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { type FormEvent, useState } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { DeskApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useAction } from '../../../lib/use-action';
import { Alert } from '../../../ui/alert';
import { Field } from '../../../ui/field';
import { Loaded } from '../../../ui/loaded';
import { buttonPrimary, buttonSecondary, cardClass } from '../../../ui/styles';
import { useErrorMessage } from '../../../ui/use-error-message';
import { addPasskey, removePasskey, useMyPasskeys } from '../api/passkeys';

/** The browser said no (the member cancelled, or no authenticator answered): not a server error. */
export function isCeremonyRefused(error: unknown): boolean {
  if (error instanceof DeskApiError) return false;
  return (
    error instanceof Error && ['NotAllowedError', 'AbortError', 'InvalidStateError'].includes(error.name)
  );
}

function useAddPasskeyFailure(): (error: unknown) => string | undefined {
  const { t } = useDeskI18n();
  const errorMessage = useErrorMessage();
  return (error) => {
    if (!error) return undefined;
    if (isCeremonyRefused(error) || (error instanceof Error && error.name === 'WebAuthnError'))
      return t.account.passkeys.cancelled;
    if (error instanceof DeskApiError && error.fields.reason?.code === 'SESSION_NOT_FRESH')
      return t.account.passkeys.stale;
    return errorMessage(error);
  };
}

/** Name a new passkey and create it with the browser's authenticator. */
export function AddPasskeyForm({ onAdded }: { onAdded: () => void }) {
  const { t } = useDeskI18n();
  const messages = t.account.passkeys;
  const [name, setName] = useState('');
  const add = useAction(addPasskey);
  const failure = useAddPasskeyFailure()(add.error);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await add.run(name.trim() || messages.unnamed);
    if (result.ok) {
      setName('');
      onAdded();
    }
  };

  if (!browserSupportsWebAuthn()) return <p>{messages.unsupported}</p>;
  return (
    <form onSubmit={onSubmit} className="space-y-3" noValidate>
      {failure && <Alert tone="error">{failure}</Alert>}
      <Field
        label={messages.name}
        hint={messages.nameHint}
        name="passkey-name"
        autoComplete="off"
        maxLength={64}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <button type="submit" className={buttonPrimary} disabled={add.isPending}>
        {messages.add}
      </button>
    </form>
  );
}

/** "My account": the member's passkeys (name, when added), adding one and removing any. */
export function PasskeysSection() {
  const { t, locale } = useDeskI18n();
  const messages = t.account.passkeys;
  const passkeys = useMyPasskeys();
  const errorMessage = useErrorMessage();
  const [notice, setNotice] = useState<string>();
  const [error, setError] = useState<string>();
  const list = passkeys.data ?? [];

  const remove = async (id: string) => {
    setNotice(undefined);
    setError(undefined);
    try {
      await removePasskey(id);
      setNotice(messages.removed);
      passkeys.reload();
    } catch (caught) {
      setError(errorMessage(caught));
    }
  };

  return (
    <section aria-labelledby="passkeys-heading" className={`${cardClass} space-y-4`}>
      <h2 id="passkeys-heading" className="text-2xl text-petrol-900">
        {messages.heading}
      </h2>
      <p>{messages.intro}</p>
      {notice && <Alert tone="success">{notice}</Alert>}
      {error && <Alert tone="error">{error}</Alert>}
      <Loaded resource={passkeys}>
        {() =>
          list.length === 0 ? (
            <p>{messages.none}</p>
          ) : (
            <ul className="divide-y divide-steel-200" data-testid="passkey-list">
              {list.map((passkey) => {
                const name = passkey.name || messages.unnamed;
                return (
                  <li key={passkey.id} className="flex flex-wrap items-center gap-3 py-3">
                    <div className="min-w-0 flex-1">
                      <p className="font-semibold break-words">{name}</p>
                      {passkey.createdAt && (
                        <p className="text-sm text-steel-700">
                          {formatMessage(messages.created, {
                            time: formatDateTime(passkey.createdAt, locale),
                          })}
                        </p>
                      )}
                    </div>
                    <button
                      type="button"
                      className={buttonSecondary}
                      aria-label={formatMessage(messages.removeLabel, { name })}
                      onClick={() => void remove(passkey.id)}
                    >
                      {messages.remove}
                    </button>
                  </li>
                );
              })}
            </ul>
          )
        }
      </Loaded>
      <AddPasskeyForm
        onAdded={() => {
          setError(undefined);
          setNotice(messages.added);
          passkeys.reload();
        }}
      />
    </section>
  );
}
