import type { QuoteStatus } from '@sitedesk/shared/quotes-api';
import { useDeskI18n } from '../../../app/desk-i18n';

const tones: Record<QuoteStatus, string> = {
  draft: 'border-steel-400 bg-steel-100 text-steel-800',
  sent: 'border-petrol-600 bg-petrol-100 text-petrol-900',
  accepted: 'border-petrol-700 bg-petrol-800 text-white',
  declined: 'border-signal-700 bg-signal-300/30 text-signal-800',
  expired: 'border-steel-500 bg-steel-200 text-steel-800',
  superseded: 'border-steel-400 bg-white text-steel-700',
};

/** A quotation's status in words; the colour only repeats it. */
export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  const { t } = useDeskI18n();
  return (
    <span
      className={`inline-block rounded-full border px-2 py-0.5 text-sm font-semibold whitespace-nowrap ${tones[status]}`}
    >
      {t.quotes.statuses[status]}
    </span>
  );
}
