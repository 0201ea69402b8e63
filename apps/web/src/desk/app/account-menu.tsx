import { ltrIsolateIn } from '@sitedesk/shared/left-to-right';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { CircleUser, LogOut, Mail } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useSession } from '../session/session-context';
import { signOut, signOutEverywhere } from '../session/sign-out';
import { useErrorMessage } from '../ui/use-error-message';
import { useDeskI18n } from './desk-i18n';

/** Who is signed in, and the two ways out. A native disclosure keeps it keyboard- and reader-friendly. */
export function AccountMenu() {
  const { t, locale } = useDeskI18n();
  const { me } = useSession();
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const [error, setError] = useState<string>();

  const leave = async (everywhere: boolean) => {
    try {
      await (everywhere ? signOutEverywhere() : signOut());
      navigate(`/desk/sign-in${everywhere ? '?signedOut=everywhere' : ''}`, { replace: true });
    } catch (caught) {
      setError(errorMessage(caught));
    }
  };

  return (
    <details className="relative">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-card px-2 hover:bg-petrol-800">
        <CircleUser aria-hidden="true" className="size-5" />
        <span className="max-w-40 truncate">{me.name}</span>
        <span className="sr-only">{t.nav.account}</span>
      </summary>
      <div className="absolute end-0 z-40 mt-2 w-72 rounded-card border border-steel-200 bg-white p-4 text-steel-900 shadow-lg">
        <p className="mb-3 text-sm text-steel-700">
          {formatMessage(t.nav.signedInAs, { name: ltrIsolateIn(locale, me.email), role: t.roles[me.role] })}
        </p>
        <div className="flex flex-col gap-2">
          <Link
            to="/desk/preferences"
            className="inline-flex min-h-11 items-center gap-2 rounded-card px-2 font-semibold text-petrol-800 hover:bg-steel-100"
          >
            <Mail aria-hidden="true" className="size-4" />
            {t.conversation.preferences.link}
          </Link>
          <button
            type="button"
            onClick={() => void leave(false)}
            className="inline-flex min-h-11 items-center gap-2 rounded-card px-2 text-start font-semibold text-petrol-800 hover:bg-steel-100"
          >
            <LogOut aria-hidden="true" className="size-4" />
            {t.nav.signOut}
          </button>
          <button
            type="button"
            onClick={() => void leave(true)}
            className="inline-flex min-h-11 items-center gap-2 rounded-card px-2 text-start font-semibold text-petrol-800 hover:bg-steel-100"
          >
            <LogOut aria-hidden="true" className="size-4" />
            {t.nav.signOutEverywhere}
          </button>
        </div>
        {error && (
          <p role="alert" className="mt-2 text-sm font-semibold text-signal-800">
            {error}
          </p>
        )}
      </div>
    </details>
  );
}
