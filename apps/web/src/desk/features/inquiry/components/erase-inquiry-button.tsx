import { formatMessage } from '@sitedesk/shared/messages/format';
import { Trash2 } from 'lucide-react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { useAction } from '../../../lib/use-action';
import { Alert } from '../../../ui/alert';
import { buttonDanger } from '../../../ui/styles';
import { useErrorMessage } from '../../../ui/use-error-message';
import { eraseInquiry } from '../api/erase-inquiry';

type Props = { id: string; reference: string; onErased: () => void };

/** "Delete" on a spam inquiry: erased for good after a confirmation naming it. */
export function EraseInquiryButton({ id, reference, onErased }: Props) {
  const { t } = useDeskI18n();
  const errorMessage = useErrorMessage();
  const action = useAction(eraseInquiry);

  const erase = async () => {
    if (!window.confirm(formatMessage(t.spam.deleteConfirm, { reference }))) return;
    const result = await action.run(id);
    if (result.ok) onErased();
  };

  return (
    <div className="space-y-2">
      <button type="button" className={buttonDanger} disabled={action.isPending} onClick={() => void erase()}>
        <Trash2 aria-hidden="true" className="size-4" />
        {t.spam.delete}
      </button>
      {action.error !== undefined && <Alert tone="error">{errorMessage(action.error)}</Alert>}
    </div>
  );
}
