import type { EntrySummary } from '@sitedesk/shared/collections-api';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { useDeskI18n } from '../../../app/desk-i18n';
import { formatDateTime } from '../../../lib/format';

const tones: Record<EntrySummary['status'], string> = {
  draft: 'border-steel-400 bg-steel-100 text-steel-800',
  published: 'border-petrol-700 bg-petrol-800 text-white',
  scheduled: 'border-signal-700 bg-signal-300/30 text-signal-800',
};

/** Draft, published or scheduled in words (the colour only repeats it), and when a scheduled one goes live. */
export function EntryStatus({ entry }: { entry: Pick<EntrySummary, 'status' | 'publishAt' | 'hasDraft'> }) {
  const { t, locale } = useDeskI18n();
  const messages = t.collections;
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <span
        className={`inline-block rounded-full border px-2 py-0.5 text-sm font-semibold whitespace-nowrap ${tones[entry.status]}`}
      >
        {messages.status[entry.status]}
      </span>
      {entry.status === 'scheduled' && entry.publishAt && (
        <span className="text-sm text-steel-800">
          {formatMessage(messages.status.scheduledFor, { time: formatDateTime(entry.publishAt, locale) })}
        </span>
      )}
      {entry.status === 'published' && entry.hasDraft && (
        <span className="text-sm text-steel-800">{messages.list.hasDraft}</span>
      )}
    </span>
  );
}
