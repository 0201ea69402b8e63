import { useState } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { DeskApiError } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';
import { useSession } from '../../../session/session-context';
import { Alert } from '../../../ui/alert';
import { PasswordField } from '../../../ui/field';
import { buttonDanger, buttonSecondary, cardClass } from '../../../ui/styles';
import { useErrorMessage } from '../../../ui/use-error-message';
import { disableTwoFactor, generateBackupCodes } from '../api/two-factor';
import { BackupCodes } from './backup-codes';
import { TwoFactorEnrolment } from './two-factor-enrolment';

/** "My account": the second factor's state, enrolment, new backup codes and turning it off (with the password). */
export function TwoFactorSection() {
  const { t } = useDeskI18n();
  const messages = t.account.twoFactor;
  const { me, reload } = useSession();
  const errorMessage = useErrorMessage();
  const [password, setPassword] = useState('');
  const [newCodes, setNewCodes] = useState<string[]>();
  const [notice, setNotice] = useState<string>();
  const regenerate = useAction(generateBackupCodes);
  const disable = useAction(disableTwoFactor);
  const error = regenerate.error ?? disable.error;
  const failure =
    error instanceof DeskApiError && error.status === 400
      ? messages.wrongPassword
      : error
        ? errorMessage(error)
        : undefined;

  return (
    <section aria-labelledby="two-factor-heading" className={`${cardClass} space-y-4`}>
      <h2 id="two-factor-heading" className="text-2xl text-petrol-900">
        {messages.heading}
      </h2>
      {notice && <Alert tone="success">{notice}</Alert>}
      <p>{me.twoFactorEnabled ? messages.on : messages.off}</p>
      {newCodes ? (
        <BackupCodes codes={newCodes} onDone={() => setNewCodes(undefined)} headingLevel={3} />
      ) : !me.twoFactorEnabled ? (
        <TwoFactorEnrolment
          headingLevel={3}
          onEnrolled={() => {
            setNotice(messages.enabled);
            reload();
          }}
        />
      ) : (
        <div className="space-y-3">
          {failure && <Alert tone="error">{failure}</Alert>}
          <PasswordField
            label={messages.password}
            name="two-factor-password"
            hint={messages.regenerateIntro}
            value={password}
            onValueChange={setPassword}
          />
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={buttonSecondary}
              disabled={regenerate.isPending}
              onClick={async () => {
                const result = await regenerate.run(password);
                if (result.ok) {
                  setPassword('');
                  setNewCodes(result.value.backupCodes);
                }
              }}
            >
              {messages.regenerate}
            </button>
            <button
              type="button"
              className={buttonDanger}
              disabled={disable.isPending}
              onClick={async () => {
                const result = await disable.run(password);
                if (result.ok) {
                  setPassword('');
                  setNotice(messages.disabled);
                  reload();
                }
              }}
            >
              {messages.disable}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
