import { useDeskI18n } from '../../../app/desk-i18n';
import { Field, PasswordField } from '../../../ui/field';
import { acceptInvitation } from '../api/accept-invitation';
import { TokenFormPage } from './token-form-page';

const submit = (token: string, form: FormData) =>
  acceptInvitation({
    token,
    name: String(form.get('name') ?? ''),
    password: String(form.get('password') ?? ''),
  });

export function AcceptInvitationPage() {
  const { t } = useDeskI18n();
  return (
    <TokenFormPage
      title={t.auth.acceptTitle}
      intro={t.auth.acceptIntro}
      submitLabel={t.auth.acceptSubmit}
      doneMessage={t.auth.acceptDone}
      invalidMessage={t.auth.acceptInvalid}
      isSignedInWhenDone
      submit={submit}
    >
      <Field label={t.auth.name} name="name" autoComplete="name" required />
      <PasswordField label={t.auth.password} hint={t.auth.passwordHint} isNew required />
    </TokenFormPage>
  );
}
