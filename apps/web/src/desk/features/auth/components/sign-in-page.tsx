import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useDeskI18n } from '../../../app/desk-i18n';
import { DeskApiError } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';
import { Alert } from '../../../ui/alert';
import { Field } from '../../../ui/field';
import { linkClass } from '../../../ui/styles';
import { useErrorMessage } from '../../../ui/use-error-message';
import { signIn } from '../api/sign-in';
import { AuthLayout } from './auth-layout';
import { SecondFactorForm } from './second-factor-form';
import { SubmitButton } from './submit-button';

/** Only desk paths are followed after sign-in, so a crafted link cannot send staff elsewhere. */
function safeNext(next: string | null): string {
  return next?.startsWith('/desk') && !next.startsWith('//') ? next : '/desk';
}

export function SignInPage() {
  const { t } = useDeskI18n();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const action = useAction(signIn);
  const [needsSecondFactor, setNeedsSecondFactor] = useState(false);
  const enterDesk = () => navigate(safeNext(params.get('next')), { replace: true });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await action.run({ email, password });
    if (!result.ok) return;
    setPassword('');
    if (result.value.needsSecondFactor) setNeedsSecondFactor(true);
    else enterDesk();
  };

  if (needsSecondFactor) {
    return (
      <AuthLayout title={t.account.signIn.codeTitle}>
        <SecondFactorForm onSignedIn={enterDesk} />
      </AuthLayout>
    );
  }

  const error = action.error;
  const failure =
    error instanceof DeskApiError && (error.status === 401 || error.status === 400)
      ? t.auth.signInFailed
      : error
        ? errorMessage(error)
        : undefined;

  return (
    <AuthLayout title={t.auth.signInTitle}>
      {params.get('signedOut') === 'everywhere' && <Alert tone="success">{t.auth.signedOutEverywhere}</Alert>}
      {failure && <Alert tone="error">{failure}</Alert>}
      <form onSubmit={onSubmit} className="space-y-4" noValidate>
        <Field
          label={t.auth.email}
          type="email"
          name="email"
          autoComplete="username"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Field
          label={t.auth.password}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <SubmitButton
          isPending={action.isPending}
          label={action.isPending ? t.auth.signingIn : t.auth.signIn}
        />
      </form>
      <p>
        <Link to="/desk/forgot-password" className={linkClass}>
          {t.auth.forgotLink}
        </Link>
      </p>
    </AuthLayout>
  );
}
