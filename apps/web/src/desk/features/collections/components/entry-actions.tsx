import { formatMessage } from '@sitedesk/shared/messages/format';
import { CalendarClock, ExternalLink, Eye, EyeOff, Save, Send, Trash2, Undo2 } from 'lucide-react';
import type { MouseEvent } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { formatDateTime } from '../../../lib/format';
import { buttonDanger, buttonPrimary, buttonSecondary, cardClass, linkClass } from '../../../ui/styles';
import type { EntryEditorState } from './use-entry-editor';

type Props = {
  editor: EntryEditorState;
  formId: string;
  onScheduleClick: () => void;
  onDeleteClick: () => void;
};

/** Save, preview, publish now or later, unpublish, discard and delete, with the entry's state and results. */
export function EntryActions({ editor, formId, onScheduleClick, onDeleteClick }: Props) {
  const { t, locale } = useDeskI18n();
  const m = t.collections.editor;
  const { detail, isDirty, isBusy } = editor;
  const canPublish = isDirty || detail.hasDraft || detail.status !== 'published';
  const isPublishBlocked = isBusy || !canPublish;
  const previewPath =
    detail.previewPath || `/desk/preview/collections/${detail.collection}/${detail.id}/${detail.locale}`;

  // The preview shows the saved draft, so unsaved edits are saved first. The tab opens during the click
  // (popup blockers allow that) and is pointed at the preview once the save went through.
  const previewUnsaved = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isDirty) return;
    event.preventDefault();
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    void editor.save().then((saved) => {
      if (saved && tab) tab.location.href = previewPath;
      else tab?.close();
    });
  };

  const state = isDirty ? m.unsaved : detail.hasDraft ? m.hasDraft : m.upToDate;
  const live =
    detail.status === 'scheduled' && detail.publishAt
      ? formatMessage(m.scheduledFor, { time: formatDateTime(detail.publishAt, locale) })
      : detail.publishedVersion > 0 && detail.status === 'published'
        ? formatMessage(m.publishedVersion, { version: detail.publishedVersion })
        : m.notPublished;

  return (
    <section aria-label={m.actions} className={`${cardClass} space-y-3`}>
      <div className="flex flex-wrap gap-2">
        {/* aria-disabled, not disabled: the button keeps focus while its own request runs. */}
        <button
          id={`${formId}-save`}
          type="submit"
          form={formId}
          className={buttonPrimary}
          aria-disabled={isBusy || undefined}
        >
          <Save aria-hidden="true" className="size-4" />
          {m.saveDraft}
        </button>
        <a
          href={previewPath}
          target="_blank"
          rel="noopener"
          className={buttonSecondary}
          onClick={previewUnsaved}
        >
          <Eye aria-hidden="true" className="size-4" />
          {m.preview}
          <span className="sr-only"> {m.newTab}</span>
        </a>
        <button
          type="button"
          className={buttonPrimary}
          aria-disabled={isPublishBlocked || undefined}
          onClick={() => {
            if (!isPublishBlocked) void editor.publish();
          }}
        >
          <Send aria-hidden="true" className="size-4" />
          {m.publish}
        </button>
        <button
          type="button"
          className={buttonSecondary}
          aria-disabled={isPublishBlocked || undefined}
          onClick={() => {
            if (!isPublishBlocked) onScheduleClick();
          }}
        >
          <CalendarClock aria-hidden="true" className="size-4" />
          {m.publishLater}
        </button>
        {detail.status !== 'draft' && (
          <button
            type="button"
            className={buttonSecondary}
            aria-disabled={isBusy || undefined}
            onClick={() => {
              if (!isBusy && window.confirm(m.unpublishConfirm)) void editor.unpublish();
            }}
          >
            <EyeOff aria-hidden="true" className="size-4" />
            {m.unpublish}
          </button>
        )}
        {(detail.hasDraft || isDirty) && detail.publishedVersion > 0 && (
          <button
            type="button"
            className={buttonDanger}
            aria-disabled={isBusy || undefined}
            onClick={() => {
              if (!isBusy && window.confirm(m.discardConfirm)) void editor.discard();
            }}
          >
            <Undo2 aria-hidden="true" className="size-4" />
            {m.discard}
          </button>
        )}
        <button
          type="button"
          className={buttonDanger}
          aria-disabled={isBusy || undefined}
          onClick={() => {
            if (!isBusy) onDeleteClick();
          }}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {m.delete}
        </button>
      </div>
      <p className="text-steel-800">
        {state} {live} {formatMessage(m.revision, { revision: detail.revision })}
        {detail.path && detail.status === 'published' && (
          <>
            {' '}
            <a
              href={detail.path}
              target="_blank"
              rel="noopener"
              className={`${linkClass} inline-flex items-center gap-1`}
            >
              {m.livePage}
              <ExternalLink aria-hidden="true" className="size-3" />
              <span className="sr-only"> {m.newTab}</span>
            </a>
          </>
        )}
      </p>
      <p role="status" aria-live="polite" className="min-h-6 font-semibold text-petrol-900">
        {editor.status}
      </p>
    </section>
  );
}
