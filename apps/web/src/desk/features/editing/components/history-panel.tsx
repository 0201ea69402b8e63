import type { ContentVersionSummary } from '@sitedesk/shared/content-api';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { useDeskI18n } from '../../../app/desk-i18n';
import type { DeskApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { LoadError } from '../../../ui/load-error';
import { Loading } from '../../../ui/loading';
import { buttonSecondary, cardClass } from '../../../ui/styles';

/** The feature's words for its history (`t.content.history`, `t.collections.history`). */
export type HistoryMessages = {
  title: string;
  empty: string;
  version: string;
  by: string;
  initial: string;
  restoredFrom: string;
  live: string;
  restore: string;
  restoreLabel: string;
  restoreConfirm: string;
};

type Props = {
  /** The heading's id, unique on the page. */
  id: string;
  messages: HistoryMessages;
  versions: ContentVersionSummary[] | undefined;
  error: DeskApiError | undefined;
  onRetry: () => void;
  liveVersion: number;
  isBusy: boolean;
  onRestore: (version: number) => void;
};

/** Published versions, newest first; any but the live one can be published again. */
export function HistoryPanel({
  id,
  messages: m,
  versions,
  error,
  onRetry,
  liveVersion,
  isBusy,
  onRestore,
}: Props) {
  const { locale } = useDeskI18n();
  return (
    <section aria-labelledby={id} className={cardClass}>
      <h2 id={id} className="mb-4 text-2xl text-petrol-900">
        {m.title}
      </h2>
      {error && !versions ? (
        <LoadError error={error} onRetry={onRetry} />
      ) : !versions ? (
        <Loading />
      ) : versions.length === 0 ? (
        <p className="text-steel-700">{m.empty}</p>
      ) : (
        <ol className="divide-y divide-steel-200">
          {versions.map((entry) => (
            <li key={entry.version} className="flex flex-wrap items-center gap-3 py-3">
              <div className="min-w-0 flex-1">
                <p className="font-semibold">{formatMessage(m.version, { version: entry.version })}</p>
                <p className="text-sm text-steel-700">
                  {formatDateTime(entry.publishedAt, locale)} ·{' '}
                  {entry.publishedBy ? formatMessage(m.by, { name: entry.publishedBy.name }) : m.initial}
                  {entry.restoredFrom !== null &&
                    ` · ${formatMessage(m.restoredFrom, { version: entry.restoredFrom })}`}
                </p>
              </div>
              {entry.version === liveVersion ? (
                <span className="rounded-card bg-petrol-50 px-3 py-1 font-semibold text-petrol-900">
                  {m.live}
                </span>
              ) : (
                <button
                  type="button"
                  className={buttonSecondary}
                  aria-disabled={isBusy || undefined}
                  aria-label={formatMessage(m.restoreLabel, { version: entry.version })}
                  onClick={() => {
                    if (isBusy) return;
                    if (window.confirm(formatMessage(m.restoreConfirm, { version: entry.version })))
                      onRestore(entry.version);
                  }}
                >
                  {m.restore}
                </button>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
