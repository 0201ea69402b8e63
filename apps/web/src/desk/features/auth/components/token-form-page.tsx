import { type FormEvent, type ReactNode, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useDeskI18n } from '../../../app/desk-i18n';
import { DeskApiError } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';
import { Alert } from '../../../ui/alert';
import { linkClass } from '../../../ui/styles';
import { useErrorMessage } from '../../../ui/use-error-message';
import { AuthLayout } from './auth-layout';
import { SubmitButton } from './submit-button';

type TokenFormPageProps = {
  title: string;
  intro?: string;
  submitLabel: string;
  doneMessage: string;
  invalidMessage: string;
  /** The server signs the person in when the form succeeds (setup, invitation): lead them into the desk. */
  isSignedInWhenDone?: boolean;
  /** Sends the form with the link's token; the fields come from `children`'s named inputs. */
  submit: (token: string, form: FormData) => Promise<unknown>;
  children: ReactNode;
};

/**
 * The pages reached through a link with a one-time token (reset password, accept invitation, first-start
 * setup): one form, then a way to sign in, or a plain word when the link is bad.
 */
export function TokenFormPage({
  title,
  intro,
  submitLabel,
  doneMessage,
  invalidMessage,
  isSignedInWhenDone = false,
  submit,
  children,
}: TokenFormPageProps) {
  const { t } = useDeskI18n();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const errorMessage = useErrorMessage();
  const [isDone, setIsDone] = useState(false);
  const action = useAction(submit);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if ((await action.run(token, new FormData(event.currentTarget))).ok) setIsDone(true);
  };

  const error = action.error;
  const fieldErrors = error instanceof DeskApiError ? Object.values(error.fields) : [];
  const message =
    error instanceof DeskApiError &&
    (error.status === 400 || error.status === 404 || error.status === 410) &&
    fieldErrors.length === 0
      ? invalidMessage
      : error !== undefined
        ? errorMessage(error)
        : undefined;

  return (
    <AuthLayout title={title} intro={isDone || !token ? undefined : intro}>
      {!token && <Alert tone="error">{t.auth.missingToken}</Alert>}
      {isDone && <Alert tone="success">{doneMessage}</Alert>}
      {token && !isDone && (
        <form onSubmit={onSubmit} className="space-y-4" noValidate>
          {message && (
            <Alert tone="error">
              <p>{message}</p>
              {fieldErrors.length > 0 && (
                <ul className="mt-1 list-disc ps-5">
                  {fieldErrors.map((field) => (
                    <li key={field.code + field.message}>{field.message}</li>
                  ))}
                </ul>
              )}
            </Alert>
          )}
          {children}
          <SubmitButton isPending={action.isPending} label={submitLabel} />
        </form>
      )}
      <p>
        {isDone && isSignedInWhenDone ? (
          // A full load, so the desk starts with the new session.
          <a href="/desk" className={linkClass}>
            {t.auth.openInbox}
          </a>
        ) : (
          <Link to="/desk/sign-in" className={linkClass}>
            {t.auth.backToSignIn}
          </Link>
        )}
      </p>
    </AuthLayout>
  );
}
