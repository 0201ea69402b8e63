import type { InquiryDetail, InquiryStatus } from '@sitedesk/shared/desk-api';
import { inquiryStatuses } from '@sitedesk/shared/desk-api';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { useDeskI18n } from '../../../app/desk-i18n';
import { formatDateTime } from '../../../lib/format';
import { activityTextKey } from '../model/thread-entries';
import { SectionCard } from './section-card';

type Entry = InquiryDetail['activity'][number];

function isStatus(value: unknown): value is InquiryStatus {
  return typeof value === 'string' && (inquiryStatuses as readonly string[]).includes(value);
}

/** Who did what, when: the inquiry's history, oldest first. */
export function ActivityLog({ activity }: { activity: Entry[] }) {
  const { t, locale } = useDeskI18n();

  const describe = (entry: Entry): string => {
    const known = t.activityActions as Record<string, string>;
    const text =
      known[activityTextKey(entry)] ?? formatMessage(t.activityActions.other, { action: entry.action });
    const details = (entry.details ?? {}) as { from?: unknown; to?: unknown };
    if (entry.action === 'status_changed' && isStatus(details.from) && isStatus(details.to)) {
      return `${text}: ${t.statuses[details.from]} → ${t.statuses[details.to]}`;
    }
    // The tag as it was named then: a later rename or deletion does not rewrite the history.
    const { name } = (entry.details ?? {}) as { name?: unknown };
    if ((entry.action === 'tag_added' || entry.action === 'tag_removed') && typeof name === 'string') {
      return `${text}: ${name}`;
    }
    return text;
  };

  return (
    <SectionCard id="inquiry-activity" title={t.inquiry.activity}>
      {activity.length === 0 ? (
        <p className="text-steel-700">{t.inquiry.noActivity}</p>
      ) : (
        <ol className="space-y-3 border-s-2 border-petrol-200 ps-4">
          {activity.map((entry) => (
            <li key={entry.id}>
              <p>
                <span className="font-semibold">{entry.actor?.name ?? t.inquiry.unknownActor}</span>{' '}
                {describe(entry)}
              </p>
              <time dateTime={entry.createdAt} className="text-sm text-steel-700">
                {formatDateTime(entry.createdAt, locale)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </SectionCard>
  );
}
