import type { EditConflictDetails } from '@sitedesk/shared/content-api';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { useDeskI18n } from '../../../app/desk-i18n';
import { formatDateTime } from '../../../lib/format';
import { Alert } from '../../../ui/alert';
import { buttonPrimary, buttonSecondary } from '../../../ui/styles';

type Props = {
  conflict: EditConflictDetails;
  isBusy: boolean;
  onLoadTheirs: () => void;
  onKeepMine: () => void;
};

/** Someone saved the section since it was loaded: the user's edits stay until they choose what to keep. */
export function ConflictAlert({ conflict, isBusy, onLoadTheirs, onKeepMine }: Props) {
  const { t, locale } = useDeskI18n();
  const message = formatMessage(t.content.conflict.message, {
    name: conflict.updatedBy?.name ?? t.content.conflict.someone,
    time: conflict.updatedAt ? formatDateTime(conflict.updatedAt, locale) : t.none,
  });
  return (
    <Alert tone="error">
      <p className="font-semibold">{message}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonSecondary}
          disabled={isBusy}
          onClick={() => {
            if (window.confirm(t.content.conflict.loadTheirsConfirm)) onLoadTheirs();
          }}
        >
          {t.content.conflict.loadTheirs}
        </button>
        <button type="button" className={buttonPrimary} disabled={isBusy} onClick={onKeepMine}>
          {t.content.conflict.keepMine}
        </button>
      </div>
    </Alert>
  );
}
