import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { EnrolmentRequiredPage } from '../features/account/components/enrolment-required-page';
import { twoFactorRequiredEvent } from '../lib/api-client';
import { DeskEventsProvider } from '../realtime/desk-events';
import { useMe } from '../session/get-me';
import { SessionProvider } from '../session/session-context';
import { KeyboardShortcuts } from '../shortcuts/keyboard-shortcuts';
import { LoadError } from '../ui/load-error';
import { Loading } from '../ui/loading';
import { DeskShell } from './desk-shell';

/** Everything behind sign-in: loads who is signed in, or sends the visitor to the sign-in page. */
export function SignedInDesk() {
  const me = useMe();
  const location = useLocation();
  const { reload } = me;
  // A second factor became required while the desk was open: who-am-I says so, and enrolment takes over.
  useEffect(() => {
    window.addEventListener(twoFactorRequiredEvent, reload);
    return () => window.removeEventListener(twoFactorRequiredEvent, reload);
  }, [reload]);

  if (me.error?.status === 401) {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`/desk/sign-in?next=${encodeURIComponent(next)}`} replace />;
  }
  if (!me.data) {
    return (
      <main id="main" className="mx-auto max-w-page p-6">
        {me.error ? <LoadError error={me.error} onRetry={me.reload} /> : <Loading />}
      </main>
    );
  }
  if (me.data.mustEnrolSecondFactor) return <EnrolmentRequiredPage onEnrolled={me.reload} />;
  return (
    <SessionProvider value={{ me: me.data, reload: me.reload }}>
      <DeskEventsProvider enabled={me.data.permissions.includes('inquiries:read')}>
        <KeyboardShortcuts>
          <DeskShell>
            <Outlet />
          </DeskShell>
        </KeyboardShortcuts>
      </DeskEventsProvider>
    </SessionProvider>
  );
}
