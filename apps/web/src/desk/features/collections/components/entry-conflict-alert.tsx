import type { EditConflictDetails } from '@sitedesk/shared/content-api';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { useDeskI18n } from '../../../app/desk-i18n';
import { formatDateTime } from '../../../lib/format';
import { Alert } from '../../../ui/alert';
import { buttonPrimary, buttonSecondary } from '../../../ui/styles';

type Props = {
  conflict: EditConflictDetails;
  isBusy: boolean;
  onReload: () => void;
  onKeepMine: () => void;
};

/** Someone saved the entry since it was loaded: who and when, and the choice to reload or keep one's edits. */
export function EntryConflictAlert({ conflict, isBusy, onReload, onKeepMine }: Props) {
  const { t, locale } = useDeskI18n();
  const m = t.collections.conflict;
  return (
    <Alert tone="error">
      <p className="font-semibold">
        {formatMessage(m.message, {
          name: conflict.updatedBy?.name ?? m.someone,
          time: conflict.updatedAt ? formatDateTime(conflict.updatedAt, locale) : t.none,
        })}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonSecondary}
          disabled={isBusy}
          onClick={() => {
            if (window.confirm(m.reloadConfirm)) onReload();
          }}
        >
          {m.reload}
        </button>
        <button type="button" className={buttonPrimary} disabled={isBusy} onClick={onKeepMine}>
          {m.keepMine}
        </button>
      </div>
    </Alert>
  );
}
