import type { EditConflictDetails } from '@sitedesk/shared/content-api';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { useDeskI18n } from '../../../app/desk-i18n';
import { formatDateTime } from '../../../lib/format';
import { Alert } from '../../../ui/alert';
import { buttonPrimary, buttonSecondary } from '../../../ui/styles';

/** The feature's words: "{name} saved this section/entry at {time}", and the two choices. */
export type ConflictMessages = {
  message: string;
  someone: string;
  reload: string;
  reloadConfirm: string;
  keepMine: string;
};

type Props = {
  conflict: EditConflictDetails;
  messages: ConflictMessages;
  isBusy: boolean;
  onReload: () => void;
  onKeepMine: () => void;
};

/** Someone saved the document since it was loaded: the user's edits stay until they choose what to keep. */
export function ConflictAlert({ conflict, messages, isBusy, onReload, onKeepMine }: Props) {
  const { t, locale } = useDeskI18n();
  const message = formatMessage(messages.message, {
    name: conflict.updatedBy?.name ?? messages.someone,
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
            if (window.confirm(messages.reloadConfirm)) onReload();
          }}
        >
          {messages.reload}
        </button>
        <button type="button" className={buttonPrimary} disabled={isBusy} onClick={onKeepMine}>
          {messages.keepMine}
        </button>
      </div>
    </Alert>
  );
}
