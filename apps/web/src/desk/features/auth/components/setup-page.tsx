import { useDeskI18n } from '../../../app/desk-i18n';
import { EmailField, Field, PasswordField } from '../../../ui/field';
import { setupOwner } from '../api/setup-owner';
import { TokenFormPage } from './token-form-page';

const submit = (token: string, form: FormData) =>
  setupOwner({
    token,
    name: String(form.get('name') ?? ''),
    email: String(form.get('email') ?? ''),
    password: String(form.get('password') ?? ''),
  });

export function SetupPage() {
  const { t } = useDeskI18n();
  return (
    <TokenFormPage
      title={t.auth.setupTitle}
      intro={t.auth.setupIntro}
      submitLabel={t.auth.setupSubmit}
      doneMessage={t.auth.setupDone}
      invalidMessage={t.auth.setupInvalid}
      isSignedInWhenDone
      submit={submit}
    >
      <Field label={t.auth.name} name="name" autoComplete="name" required />
      <EmailField label={t.auth.email} />
      <PasswordField label={t.auth.password} hint={t.auth.passwordHint} isNew required />
    </TokenFormPage>
  );
}
