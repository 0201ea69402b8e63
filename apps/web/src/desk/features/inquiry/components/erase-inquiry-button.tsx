import { ltrIsolateIn } from '@sitedesk/shared/left-to-right';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { useDeskI18n } from '../../../app/desk-i18n';
import { ConfirmedDangerButton } from '../../../ui/confirmed-danger-button';
import { eraseInquiry } from '../api/erase-inquiry';

type Props = { id: string; reference: string; onErased: () => void };

/** "Delete" on a spam inquiry: erased for good after a confirmation naming it. */
export function EraseInquiryButton({ id, reference, onErased }: Props) {
  const { t, locale } = useDeskI18n();
  return (
    <ConfirmedDangerButton
      label={t.spam.delete}
      confirm={formatMessage(t.spam.deleteConfirm, { reference: ltrIsolateIn(locale, reference) })}
      run={() => eraseInquiry(id)}
      onDone={onErased}
    />
  );
}
