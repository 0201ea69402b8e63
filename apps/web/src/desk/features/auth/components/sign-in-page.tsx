import { browserSupportsWebAuthn, browserSupportsWebAuthnAutofill } from '@simplewebauthn/browser';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useDeskI18n } from '../../../app/desk-i18n';
import { DeskApiError } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';
import { Alert } from '../../../ui/alert';
import { EmailField, PasswordField } from '../../../ui/field';
import { buttonSecondary, linkClass } from '../../../ui/styles';
import { useErrorMessage } from '../../../ui/use-error-message';
import { cancelPasskeyRequest, signInWithPasskey } from '../../account/api/passkeys';
import { isCeremonyRefused } from '../../account/components/passkeys-section';
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
  const withPasskey = useAction(signInWithPasskey);
  const [passkeyFailed, setPasskeyFailed] = useState(false);
  const enterDeskRef = useRef(enterDesk);
  enterDeskRef.current = enterDesk;

  // Browser autofill: the e-mail field's suggestions offer this site's passkeys (conditional mediation).
  // The request waits in the background until one is chosen; the button below replaces it.
  useEffect(() => {
    let isLeft = false;
    void (async () => {
      if (!(await browserSupportsWebAuthnAutofill()) || isLeft) return;
      try {
        await signInWithPasskey(true);
        if (!isLeft) enterDeskRef.current();
      } catch {
        // Aborted (the button or leaving the page) or refused: the page offers the other ways.
      }
    })();
    return () => {
      isLeft = true;
      cancelPasskeyRequest();
    };
  }, []);

  const onPasskey = async () => {
    setPasskeyFailed(false);
    action.reset();
    const result = await withPasskey.run();
    if (result.ok) enterDesk();
    else setPasskeyFailed(true);
  };

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

  const passkeyError = passkeyFailed ? withPasskey.error : undefined;
  const error = action.error ?? (passkeyError && !isCeremonyRefused(passkeyError) ? passkeyError : undefined);
  const failure =
    error instanceof DeskApiError && (error.status === 401 || error.status === 400)
      ? passkeyError
        ? t.account.passkeys.signInFailed
        : t.auth.signInFailed
      : error
        ? errorMessage(error)
        : undefined;

  return (
    <AuthLayout title={t.auth.signInTitle}>
      {params.get('signedOut') === 'everywhere' && <Alert tone="success">{t.auth.signedOutEverywhere}</Alert>}
      {failure && <Alert tone="error">{failure}</Alert>}
      <form onSubmit={onSubmit} className="space-y-4" noValidate>
        <EmailField
          label={t.auth.email}
          autoComplete="username webauthn"
          value={email}
          onValueChange={setEmail}
        />
        <PasswordField label={t.auth.password} required value={password} onValueChange={setPassword} />
        <SubmitButton
          isPending={action.isPending}
          label={action.isPending ? t.auth.signingIn : t.auth.signIn}
        />
      </form>
      {browserSupportsWebAuthn() && (
        <button
          type="button"
          className={`${buttonSecondary} w-full`}
          disabled={withPasskey.isPending}
          onClick={() => void onPasskey()}
        >
          {t.account.passkeys.signIn}
        </button>
      )}
      <p>
        <Link to="/desk/forgot-password" className={linkClass}>
          {t.auth.forgotLink}
        </Link>
      </p>
    </AuthLayout>
  );
}
