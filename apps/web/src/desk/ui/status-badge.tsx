import type { InquiryStatus } from '@sitedesk/shared/desk-api';
import { useDeskI18n } from '../app/desk-i18n';

const tones: Record<InquiryStatus, string> = {
  new: 'border-signal-700 bg-signal-300/30 text-signal-800',
  in_progress: 'border-petrol-600 bg-petrol-100 text-petrol-900',
  answered: 'border-petrol-700 bg-petrol-800 text-white',
  closed: 'border-steel-400 bg-steel-100 text-steel-700',
  spam: 'border-steel-500 bg-steel-200 text-steel-800',
};

/** The status in words; the colour only repeats it. */
export function StatusBadge({ status }: { status: InquiryStatus }) {
  const { t } = useDeskI18n();
  return (
    <span
      className={`inline-block rounded-full border px-2 py-0.5 text-sm font-semibold whitespace-nowrap ${tones[status]}`}
    >
      {t.statuses[status]}
    </span>
  );
}
