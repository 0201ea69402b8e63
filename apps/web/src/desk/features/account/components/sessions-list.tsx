import type { DeskSession } from '@sitedesk/shared/account-security-api';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { useState } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { formatDateTime } from '../../../lib/format';
import { Alert } from '../../../ui/alert';
import { Loaded } from '../../../ui/loaded';
import { buttonSecondary, cardClass } from '../../../ui/styles';
import { useErrorMessage } from '../../../ui/use-error-message';
import type { useMySessions } from '../api/sessions';
import { endOtherSessions, endSession } from '../api/sessions';

/** "My account": where the member is signed in (browser, system, last active; no address), ending any. */
export function SessionsList({ sessions }: { sessions: ReturnType<typeof useMySessions> }) {
  const { t, locale } = useDeskI18n();
  const messages = t.account.sessions;
  const errorMessage = useErrorMessage();
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();

  const deviceOf = (session: DeskSession) =>
    formatMessage(messages.device, {
      browser: session.browser === 'other' ? messages.other : session.browser,
      system: session.system === 'other' ? messages.other : session.system,
    });
  const run = async (work: () => Promise<void>) => {
    setError(undefined);
    setNotice(undefined);
    try {
      await work();
      setNotice(messages.ended);
      sessions.reload();
    } catch (caught) {
      setError(errorMessage(caught));
    }
  };
  const list = sessions.data?.sessions ?? [];

  return (
    <section aria-labelledby="sessions-heading" className={`${cardClass} space-y-4`}>
      <h2 id="sessions-heading" className="text-2xl text-petrol-900">
        {messages.heading}
      </h2>
      {notice && <Alert tone="success">{notice}</Alert>}
      {error && <Alert tone="error">{error}</Alert>}
      <Loaded resource={sessions}>
        {() => (
          <ul className="divide-y divide-steel-200" data-testid="session-list">
            {list.map((session) => {
              const time = formatDateTime(session.lastActiveAt, locale);
              return (
                <li key={session.id} className="flex flex-wrap items-center gap-3 py-3">
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold">
                      {deviceOf(session)}{' '}
                      {session.isCurrent && (
                        <span className="font-normal text-steel-700">({messages.current})</span>
                      )}
                    </p>
                    <p className="text-sm text-steel-700">{formatMessage(messages.lastActive, { time })}</p>
                  </div>
                  {!session.isCurrent && (
                    <button
                      type="button"
                      className={buttonSecondary}
                      aria-label={formatMessage(messages.endLabel, { device: deviceOf(session), time })}
                      onClick={() => void run(() => endSession(session.id))}
                    >
                      {messages.end}
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </Loaded>
      {list.some((session) => !session.isCurrent) && (
        <button type="button" className={buttonSecondary} onClick={() => void run(endOtherSessions)}>
          {messages.endOthers}
        </button>
      )}
    </section>
  );
}
