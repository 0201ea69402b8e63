import { type FormEvent, useState } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { DeskApiError } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';
import { Alert } from '../../../ui/alert';
import { CheckboxField, Field } from '../../../ui/field';
import { buttonSecondary } from '../../../ui/styles';
import { useErrorMessage } from '../../../ui/use-error-message';
import { verifySecondFactor } from '../api/verify-second-factor';
import { SubmitButton } from './submit-button';

/** The sign-in's second step: a code of the authenticator app or a backup code, and "trust this device". */
export function SecondFactorForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useDeskI18n();
  const messages = t.account.signIn;
  const errorMessage = useErrorMessage();
  const [kind, setKind] = useState<'totp' | 'backup'>('totp');
  const [code, setCode] = useState('');
  const [trustDevice, setTrustDevice] = useState(false);
  const action = useAction(verifySecondFactor);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = kind === 'totp' ? code.replace(/\s/g, '') : code;
    const result = await action.run({ kind, code: typed, trustDevice });
    if (result.ok) onSignedIn();
  };
  const error = action.error;
  // Better Auth's codes (kept as `fields.reason`): a wrong code; an expired or used-up second step (the password must be given again).
  const reason = error instanceof DeskApiError ? error.fields.reason?.code : undefined;
  const failure =
    reason === 'INVALID_TWO_FACTOR_COOKIE' || reason === 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE'
      ? messages.expired
      : error instanceof DeskApiError && error.status === 401
        ? messages.wrong
        : error
          ? errorMessage(error)
          : undefined;

  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      <p>{kind === 'totp' ? messages.codeIntro : messages.backupIntro}</p>
      {failure && <Alert tone="error">{failure}</Alert>}
      <Field
        key={kind}
        label={kind === 'totp' ? messages.code : messages.backupCode}
        name="code"
        inputMode={kind === 'totp' ? 'numeric' : 'text'}
        autoComplete="one-time-code"
        autoFocus
        required
        dir="ltr"
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      <CheckboxField label={messages.trustDevice} checked={trustDevice} onCheckedChange={setTrustDevice} />
      <SubmitButton isPending={action.isPending} label={messages.verify} />
      <button
        type="button"
        className={`${buttonSecondary} w-full`}
        onClick={() => {
          setKind(kind === 'totp' ? 'backup' : 'totp');
          setCode('');
          action.reset();
        }}
      >
        {kind === 'totp' ? messages.useBackup : messages.useApp}
      </button>
    </form>
  );
}
