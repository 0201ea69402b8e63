import { type FormEvent, useState } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { DeskApiError } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';
import { Alert } from '../../../ui/alert';
import { CheckboxField, PasswordField } from '../../../ui/field';
import { buttonPrimary, cardClass } from '../../../ui/styles';
import { useErrorMessage } from '../../../ui/use-error-message';
import { changePassword } from '../api/change-password';

/** "My account": a new password for the current one, optionally signing out every other session. */
export function ChangePasswordForm({ onChanged }: { onChanged: () => void }) {
  const { t } = useDeskI18n();
  const messages = t.account.password;
  const errorMessage = useErrorMessage();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [revokeOtherSessions, setRevokeOtherSessions] = useState(true);
  const [isChanged, setIsChanged] = useState(false);
  const action = useAction(changePassword);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setIsChanged(false);
    const result = await action.run({ currentPassword, newPassword, revokeOtherSessions });
    if (result.ok) {
      setCurrentPassword('');
      setNewPassword('');
      setIsChanged(true);
      onChanged();
    }
  };
  const error = action.error;
  const fieldError = error instanceof DeskApiError ? error.fields.newPassword?.message : undefined;
  const failure =
    error instanceof DeskApiError && error.status === 400
      ? t.account.twoFactor.wrongPassword
      : error && !fieldError
        ? errorMessage(error)
        : undefined;

  return (
    <section aria-labelledby="change-password-heading" className={cardClass}>
      <h2 id="change-password-heading" className="mb-4 text-2xl text-petrol-900">
        {messages.heading}
      </h2>
      <form onSubmit={onSubmit} className="space-y-4" noValidate>
        {isChanged && <Alert tone="success">{messages.changed}</Alert>}
        {failure && <Alert tone="error">{failure}</Alert>}
        <PasswordField
          label={messages.current}
          name="current-password"
          required
          value={currentPassword}
          onValueChange={setCurrentPassword}
        />
        <PasswordField
          label={messages.next}
          hint={messages.nextHint}
          isNew
          name="new-password"
          required
          value={newPassword}
          error={fieldError}
          onValueChange={setNewPassword}
        />
        <CheckboxField
          label={messages.revokeOthers}
          checked={revokeOtherSessions}
          onCheckedChange={setRevokeOtherSessions}
        />
        <button type="submit" className={buttonPrimary} disabled={action.isPending}>
          {messages.submit}
        </button>
      </form>
    </section>
  );
}
