import type { InquiryEntryRef } from '@sitedesk/shared/desk-api';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { BriefcaseBusiness, Package } from 'lucide-react';
import { useDeskI18n } from '../../../app/desk-i18n';

/** The product (a quote request) or job (an application) an inquiry is about, as a small tag in its row. */
export function EntryTag({ entry }: { entry: InquiryEntryRef }) {
  const { t } = useDeskI18n();
  const Icon = entry.collection === 'jobs' ? BriefcaseBusiness : Package;
  return (
    <p className="mt-1">
      <span
        data-testid="inquiry-entry-tag"
        className="inline-flex max-w-full items-center gap-1 rounded-full border border-petrol-600 bg-petrol-50 px-2 py-0.5 text-sm text-petrol-900"
      >
        <Icon aria-hidden="true" className="size-4 shrink-0" />
        <span className="truncate">
          {formatMessage(t.inbox.entryTag[entry.collection], { title: entry.title })}
        </span>
      </span>
    </p>
  );
}
