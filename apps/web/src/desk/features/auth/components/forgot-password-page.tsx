import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { useDeskI18n } from '../../../app/desk-i18n';
import { useAction } from '../../../lib/use-action';
import { Alert } from '../../../ui/alert';
import { EmailField } from '../../../ui/field';
import { linkClass } from '../../../ui/styles';
import { useErrorMessage } from '../../../ui/use-error-message';
import { requestPasswordReset } from '../api/request-password-reset';
import { AuthLayout } from './auth-layout';
import { SubmitButton } from './submit-button';

export function ForgotPasswordPage() {
  const { t } = useDeskI18n();
  const errorMessage = useErrorMessage();
  const [email, setEmail] = useState('');
  const [isSent, setIsSent] = useState(false);
  const action = useAction(requestPasswordReset);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // The answer is the same whether or not the address has an account, so nobody can probe for staff.
    if ((await action.run(email)).ok) setIsSent(true);
  };

  return (
    <AuthLayout title={t.auth.forgotTitle} intro={isSent ? undefined : t.auth.forgotIntro}>
      {isSent ? (
        <Alert tone="success">{t.auth.forgotSent}</Alert>
      ) : (
        <form onSubmit={onSubmit} className="space-y-4" noValidate>
          {action.error !== undefined && <Alert tone="error">{errorMessage(action.error)}</Alert>}
          <EmailField label={t.auth.email} value={email} onValueChange={setEmail} />
          <SubmitButton isPending={action.isPending} label={t.auth.forgotSubmit} />
        </form>
      )}
      <p>
        <Link to="/desk/sign-in" className={linkClass}>
          {t.auth.backToSignIn}
        </Link>
      </p>
    </AuthLayout>
  );
}
