import { Inbox, ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { useDeskI18n } from '../../../app/desk-i18n';
import { formatNumber } from '../../../lib/format';

type Props = { isSpam: boolean; spamCount: number | undefined };

const entryClass = 'inline-flex min-h-11 items-center gap-2 rounded-card border px-3 py-2 font-semibold';
// Each its own hover colour: a shared light one would put white text on a light ground under the pointer.
const currentClass = 'border-petrol-800 bg-petrol-800 text-white hover:bg-petrol-700';
const otherClass = 'border-steel-400 bg-white text-petrol-900 hover:bg-steel-100';

/** The inbox and the spam folder, side by side; the spam folder says how much it holds. */
export function FolderNav({ isSpam, spamCount }: Props) {
  const { t, locale } = useDeskI18n();
  return (
    <nav aria-label={t.spam.folders}>
      <ul className="flex flex-wrap gap-2">
        <li>
          <Link
            to="/desk"
            aria-current={isSpam ? undefined : 'page'}
            className={`${entryClass} ${isSpam ? otherClass : currentClass}`}
          >
            <Inbox aria-hidden="true" className="size-4" />
            {t.inbox.title}
          </Link>
        </li>
        <li>
          <Link
            to="/desk?status=spam"
            aria-current={isSpam ? 'page' : undefined}
            className={`${entryClass} ${isSpam ? currentClass : otherClass}`}
            data-testid="spam-folder-link"
          >
            <ShieldAlert aria-hidden="true" className="size-4" />
            {t.statuses.spam}
            {/* A space, so a screen reader says "Spam 3" rather than "Spam3". */}
            {spamCount !== undefined && ' '}
            {spamCount !== undefined && (
              <span className="rounded-full bg-steel-200 px-2 text-sm text-steel-900">
                {formatNumber(spamCount, locale)}
              </span>
            )}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
