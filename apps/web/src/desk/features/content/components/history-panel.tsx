import type { ContentVersionList } from '@sitedesk/shared/content-api';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { useDeskI18n } from '../../../app/desk-i18n';
import { formatDateTime } from '../../../lib/format';
import type { Resource } from '../../../lib/use-resource';
import { LoadError } from '../../../ui/load-error';
import { Loading } from '../../../ui/loading';
import { buttonSecondary, cardClass } from '../../../ui/styles';

type Props = {
  versions: Resource<ContentVersionList>;
  liveVersion: number;
  isBusy: boolean;
  onRestore: (version: number) => void;
};

/** Published versions, newest first; any but the live one can be published again. */
export function HistoryPanel({ versions, liveVersion, isBusy, onRestore }: Props) {
  const { t, locale } = useDeskI18n();
  const history = t.content.history;
  return (
    <section aria-labelledby="content-history" className={cardClass}>
      <h2 id="content-history" className="mb-4 text-2xl text-petrol-900">
        {history.title}
      </h2>
      {versions.error && !versions.data ? (
        <LoadError error={versions.error} onRetry={versions.reload} />
      ) : !versions.data ? (
        <Loading />
      ) : versions.data.versions.length === 0 ? (
        <p className="text-steel-700">{history.empty}</p>
      ) : (
        <ol className="divide-y divide-steel-200">
          {versions.data.versions.map((entry) => (
            <li key={entry.version} className="flex flex-wrap items-center gap-3 py-3">
              <div className="min-w-0 flex-1">
                <p className="font-semibold">{formatMessage(history.version, { version: entry.version })}</p>
                <p className="text-sm text-steel-700">
                  {formatDateTime(entry.publishedAt, locale)} ·{' '}
                  {entry.publishedBy
                    ? formatMessage(history.by, { name: entry.publishedBy.name })
                    : history.initial}
                  {entry.restoredFrom !== null &&
                    ` · ${formatMessage(history.restoredFrom, { version: entry.restoredFrom })}`}
                </p>
              </div>
              {entry.version === liveVersion ? (
                <span className="rounded-card bg-petrol-50 px-3 py-1 font-semibold text-petrol-900">
                  {history.live}
                </span>
              ) : (
                <button
                  type="button"
                  className={buttonSecondary}
                  aria-disabled={isBusy || undefined}
                  aria-label={formatMessage(history.restoreLabel, { version: entry.version })}
                  onClick={() => {
                    if (isBusy) return;
                    if (window.confirm(formatMessage(history.restoreConfirm, { version: entry.version }))) {
                      onRestore(entry.version);
                    }
                  }}
                >
                  {history.restore}
                </button>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
