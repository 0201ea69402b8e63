import { formatMessage } from '@sitedesk/shared/messages/format';
import { useDeskI18n } from '../../../app/desk-i18n';
import { formatNumber } from '../../../lib/format';
import { ConfirmedDangerButton } from '../../../ui/confirmed-danger-button';
import { emptySpamFolder } from '../api/empty-spam-folder';

type Props = { count: number; onEmptied: (erased: number) => void };

/** "Empty spam folder": erases every inquiry held as spam, after a confirmation that says how many. */
export function EmptySpamButton({ count, onEmptied }: Props) {
  const { t, locale } = useDeskI18n();
  return (
    <ConfirmedDangerButton
      label={t.spam.emptyFolder}
      confirm={formatMessage(t.spam.emptyConfirm, { count: formatNumber(count, locale) })}
      run={emptySpamFolder}
      onDone={(result) => onEmptied(result.erased)}
    />
  );
}
