import { formatMessage } from '@sitedesk/shared/messages/format';
import { Trash2 } from 'lucide-react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { formatNumber } from '../../../lib/format';
import { useAction } from '../../../lib/use-action';
import { Alert } from '../../../ui/alert';
import { buttonDanger } from '../../../ui/styles';
import { useErrorMessage } from '../../../ui/use-error-message';
import { emptySpamFolder } from '../api/empty-spam-folder';

type Props = { count: number; onEmptied: (erased: number) => void };

/** "Empty spam folder": erases every inquiry held as spam, after a confirmation that says how many. */
export function EmptySpamButton({ count, onEmptied }: Props) {
  const { t, locale } = useDeskI18n();
  const errorMessage = useErrorMessage();
  const action = useAction(emptySpamFolder);

  const empty = async () => {
    if (!window.confirm(formatMessage(t.spam.emptyConfirm, { count: formatNumber(count, locale) }))) return;
    const result = await action.run();
    if (result.ok) onEmptied(result.value.erased);
  };

  return (
    <div className="space-y-2">
      <button type="button" className={buttonDanger} disabled={action.isPending} onClick={() => void empty()}>
        <Trash2 aria-hidden="true" className="size-4" />
        {t.spam.emptyFolder}
      </button>
      {action.error !== undefined && <Alert tone="error">{errorMessage(action.error)}</Alert>}
    </div>
  );
}
