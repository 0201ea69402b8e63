import { type FormEvent, useState } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { DeskApiError } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';
import { Alert } from '../../../ui/alert';
import { Field, PasswordField } from '../../../ui/field';
import { buttonPrimary } from '../../../ui/styles';
import { useErrorMessage } from '../../../ui/use-error-message';
import { enableTwoFactor, verifyTotp } from '../api/two-factor';
import { BackupCodes } from './backup-codes';
import { QrCode } from './qr-code';

type Step =
  | { name: 'password' }
  | { name: 'scan'; totpURI: string; backupCodes: string[] }
  | { name: 'codes'; backupCodes: string[] };

const secretOf = (totpURI: string) => new URL(totpURI).searchParams.get('secret') ?? '';

/** The secret in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * Enrolling an authenticator app: the password, then the QR code (and the key to type) and a code from the
 * app to prove it works, then the backup codes, once. `onEnrolled` runs when the member has kept them.
 */
export function TwoFactorEnrolment({
  onEnrolled,
  headingLevel,
}: {
  onEnrolled: () => void;
  headingLevel: 2 | 3;
}) {
  const { t } = useDeskI18n();
  const messages = t.account.twoFactor;
  const errorMessage = useErrorMessage();
  const [step, setStep] = useState<Step>({ name: 'password' });
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const enable = useAction(enableTwoFactor);
  const verify = useAction(verifyTotp);

  const start = async (event: FormEvent) => {
    event.preventDefault();
    const result = await enable.run(password);
    setPassword('');
    if (result.ok) setStep({ name: 'scan', ...result.value });
  };
  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (step.name !== 'scan') return;
    const result = await verify.run(code.replace(/\s/g, ''));
    if (result.ok) setStep({ name: 'codes', backupCodes: step.backupCodes });
  };

  if (step.name === 'codes')
    return <BackupCodes codes={step.backupCodes} onDone={onEnrolled} headingLevel={headingLevel} />;
  if (step.name === 'scan') {
    const verifyError =
      verify.error instanceof DeskApiError && verify.error.status === 401
        ? messages.wrongCode
        : verify.error
          ? errorMessage(verify.error)
          : undefined;
    return (
      <form onSubmit={confirm} className="space-y-4" noValidate>
        <p>{messages.scan}</p>
        <QrCode text={step.totpURI} label={messages.qrLabel} />
        <div>
          <p className="font-semibold text-steel-800">{messages.secret}</p>
          <p className="font-mono break-all" dir="ltr" data-testid="totp-secret">
            {grouped(secretOf(step.totpURI))}
          </p>
        </div>
        <Field
          label={messages.code}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={verifyError}
          dir="ltr"
        />
        <button type="submit" className={buttonPrimary} disabled={verify.isPending}>
          {messages.confirm}
        </button>
      </form>
    );
  }
  const enableError =
    enable.error instanceof DeskApiError && enable.error.status === 400
      ? messages.wrongPassword
      : enable.error
        ? errorMessage(enable.error)
        : undefined;
  return (
    <form onSubmit={start} className="space-y-4" noValidate>
      {enableError && <Alert tone="error">{enableError}</Alert>}
      <PasswordField label={messages.password} required value={password} onValueChange={setPassword} />
      <button type="submit" className={buttonPrimary} disabled={enable.isPending}>
        {messages.start}
      </button>
    </form>
  );
}
