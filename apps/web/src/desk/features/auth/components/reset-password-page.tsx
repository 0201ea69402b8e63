import { useDeskI18n } from '../../../app/desk-i18n';
import { PasswordField } from '../../../ui/field';
import { resetPassword } from '../api/reset-password';
import { TokenFormPage } from './token-form-page';

const submit = (token: string, form: FormData) =>
  resetPassword({ token, newPassword: String(form.get('newPassword') ?? '') });

export function ResetPasswordPage() {
  const { t } = useDeskI18n();
  return (
    <TokenFormPage
      title={t.auth.resetTitle}
      submitLabel={t.auth.resetSubmit}
      doneMessage={t.auth.resetDone}
      invalidMessage={t.auth.resetInvalid}
      submit={submit}
    >
      <PasswordField
        label={t.auth.newPassword}
        hint={t.auth.passwordHint}
        isNew
        name="newPassword"
        required
      />
    </TokenFormPage>
  );
}
