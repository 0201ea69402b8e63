import type { InquiryListItem } from '@sitedesk/shared/desk-api';
import { formatMessage } from '@sitedesk/shared/messages/format';
import type { BulkActionRequest } from '@sitedesk/shared/tags-api';
import { useCallback, useState } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { formatNumber } from '../../../lib/format';
import { useErrorMessage } from '../../../ui/use-error-message';
import { applyBulkAction, undoBulkAction } from '../api/bulk-actions';
import { BulkToolbar } from './bulk-toolbar';
import { UndoNotice } from './undo-notice';

export type RowSelection = {
  isSelected: (id: string) => boolean;
  toggle: (id: string) => void;
  /** All rows of the page: `true`, some: `'mixed'`, none: `false`. */
  pageState: boolean | 'mixed';
  togglePage: () => void;
};

/**
 * The inbox's selection, its bulk actions and their undo: the page shows the toolbar above the table and
 * the notice at the bottom. The selection holds the rows of this page that are still on it.
 */
export function useBulkInbox(items: InquiryListItem[], onChanged: () => void) {
  const { t, locale } = useDeskI18n();
  const text = t.habits.bulk;
  const errorMessage = useErrorMessage();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [isBusy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ key: number; text: string; canUndo: boolean; token?: string }>();
  const onPage = items.map((item) => item.id).filter((id) => selected.has(id));

  const selection: RowSelection = {
    isSelected: (id) => selected.has(id),
    toggle: (id) =>
      setSelected((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    pageState: onPage.length === 0 ? false : onPage.length === items.length ? true : 'mixed',
    togglePage: () =>
      setSelected(onPage.length === items.length ? new Set() : new Set(items.map((item) => item.id))),
  };

  const run = async (action: BulkActionRequest['action']) => {
    setBusy(true);
    try {
      const result = await applyBulkAction({ ids: onPage, action });
      setSelected(new Set());
      const done = formatMessage(text.done, {
        changed: formatNumber(result.changed, locale),
        skipped: formatNumber(result.skipped, locale),
      });
      setNotice({
        key: Date.now(),
        text: done,
        canUndo: result.undoToken !== null,
        ...(result.undoToken ? { token: result.undoToken } : {}),
      });
      onChanged();
    } catch (caught) {
      setNotice({ key: Date.now(), text: errorMessage(caught), canUndo: false });
    } finally {
      setBusy(false);
    }
  };

  const token = notice?.token;
  const undo = useCallback(async () => {
    if (!token) return;
    setNotice(undefined);
    try {
      const result = await undoBulkAction(token);
      setNotice({
        key: Date.now(),
        text: formatMessage(text.undone, {
          restored: formatNumber(result.restored, locale),
          kept: formatNumber(result.keptLaterChanges, locale),
        }),
        canUndo: false,
      });
      onChanged();
    } catch (caught) {
      setNotice({ key: Date.now(), text: errorMessage(caught), canUndo: false });
    }
  }, [token, text, locale, onChanged, errorMessage]);
  const close = useCallback(() => setNotice(undefined), []);

  return {
    selection,
    toolbar:
      onPage.length > 0 ? (
        <BulkToolbar
          count={onPage.length}
          isBusy={isBusy}
          onAction={(action) => void run(action)}
          onClear={() => setSelected(new Set())}
        />
      ) : null,
    notice: <UndoNotice notice={notice} onUndo={() => void undo()} onClose={close} />,
  };
}
