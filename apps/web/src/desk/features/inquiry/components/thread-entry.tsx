import { type InquiryStatus, inquiryStatuses } from '@sitedesk/shared/desk-api';
import { Lock } from 'lucide-react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { formatDateTime } from '../../../lib/format';
import { MessageWithNames } from '../../../ui/message-with-names';
import { activityTextKey, type ThreadEntry } from '../model/thread-entries';
import { ThreadAttachments } from './thread-attachments';
import { ThreadMessage } from './thread-message';

type Props = { inquiryId: string; entry: ThreadEntry; canResend: boolean; onChanged: () => void };

function isStatus(value: unknown): value is InquiryStatus {
  return typeof value === 'string' && (inquiryStatuses as readonly string[]).includes(value);
}

function When({ at }: { at: string }) {
  const { locale } = useDeskI18n();
  return (
    <time dateTime={at} className="text-sm text-steel-700">
      {formatDateTime(at, locale)}
    </time>
  );
}

/** One item of the thread, drawn for its kind: the first message, an e-mail, a note or a change. */
export function ThreadEntryView({ inquiryId, entry, canResend, onChanged }: Props) {
  const { t } = useDeskI18n();
  const texts = t.conversation.thread;
  switch (entry.kind) {
    case 'original':
      return (
        <article
          className="rounded-card border border-steel-300 bg-white p-3 sm:me-8"
          aria-labelledby={entry.id}
        >
          <header className="mb-2 flex flex-wrap items-baseline gap-x-2">
            <h3 id={entry.id} className="font-semibold text-steel-900">
              <MessageWithNames template={texts.original} values={{ name: entry.detail.name }} />
            </h3>
            <When at={entry.at} />
          </header>
          <p className="whitespace-pre-wrap break-words">{entry.detail.message}</p>
          <ThreadAttachments attachments={entry.attachments} />
        </article>
      );
    case 'message':
      return (
        <ThreadMessage
          inquiryId={inquiryId}
          message={entry.message}
          canResend={canResend}
          onChanged={onChanged}
        />
      );
    case 'note':
      return (
        <article
          className="rounded-card border-2 border-dashed border-signal-700 bg-signal-300/20 p-3"
          aria-labelledby={entry.id}
          data-kind="note"
        >
          <header className="mb-2 flex flex-wrap items-baseline gap-x-2 gap-y-1">
            <h3 id={entry.id} className="font-semibold text-steel-900">
              <MessageWithNames
                template={texts.note}
                values={{ name: entry.note.author?.name ?? t.inquiry.unknownActor }}
              />
            </h3>
            <span className="inline-flex items-center gap-1 text-sm font-semibold text-signal-800">
              <Lock aria-hidden="true" className="size-4" />
              {texts.staffOnly}
            </span>
            <When at={entry.at} />
          </header>
          <p className="whitespace-pre-wrap break-words">{entry.note.body}</p>
        </article>
      );
    case 'activity': {
      const known = t.activityActions as Record<string, string>;
      const details = (entry.activity.details ?? {}) as { from?: unknown; to?: unknown };
      const change =
        entry.activity.action === 'status_changed' && isStatus(details.from) && isStatus(details.to)
          ? `: ${t.statuses[details.from]} → ${t.statuses[details.to]}`
          : '';
      return (
        <p className="border-s-2 border-petrol-200 ps-3 text-sm text-steel-700">
          <span className="font-semibold">{entry.activity.actor?.name ?? t.inquiry.unknownActor}</span>{' '}
          {known[activityTextKey(entry.activity)] ?? entry.activity.action}
          {change} · <When at={entry.at} />
        </p>
      );
    }
  }
}
