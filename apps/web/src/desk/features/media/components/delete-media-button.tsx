import { formatMessage } from '@sitedesk/shared/messages/format';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { useAction } from '../../../lib/use-action';
import { Alert } from '../../../ui/alert';
import { buttonDanger } from '../../../ui/styles';
import { useErrorMessage } from '../../../ui/use-error-message';
import { deleteMedia } from '../api/delete-media';
import { useUsageText } from './usage-text';

type Props = { mediaId: string; name: string; onDeleted: (message: string) => void };

/** Deletes after a confirmation; a file still in use stays, and the sections in the way are named. */
export function DeleteMediaButton({ mediaId, name, onDeleted }: Props) {
  const { t } = useDeskI18n();
  const errorMessage = useErrorMessage();
  const usageText = useUsageText();
  const action = useAction(deleteMedia);
  const [problem, setProblem] = useState<string>();

  const remove = async () => {
    if (!window.confirm(formatMessage(t.media.list.deleteConfirm, { name }))) return;
    setProblem(undefined);
    const result = await action.run(mediaId);
    if (!result.ok) return;
    if (result.value.isDeleted) {
      onDeleted(formatMessage(t.media.list.deleted, { name }));
    } else if (result.value.usage.length > 0) {
      setProblem(formatMessage(t.media.list.inUse, { places: usageText(result.value.usage) }));
    } else {
      // The usage ended between the refusal and reading it: say it was in use; deleting again will do.
      setProblem(t.apiErrors.media_in_use);
    }
  };

  const message = problem ?? (action.error !== undefined ? errorMessage(action.error) : undefined);
  return (
    <div className="space-y-2">
      <button
        type="button"
        className={buttonDanger}
        disabled={action.isPending}
        onClick={() => void remove()}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        {t.media.list.delete}
        <span className="sr-only"> {name}</span>
      </button>
      {message && <Alert tone="error">{message}</Alert>}
    </div>
  );
}
