import { formatMessage } from '@sitedesk/shared/messages/format';
import { CalendarClock, ExternalLink, EyeOff, Trash2, Undo2 } from 'lucide-react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { formatDateTime } from '../../../lib/format';
import { linkClass } from '../../../ui/styles';
import { EditorToolbar, ToolbarButton } from '../../editing/components/editor-toolbar';
import type { EntryEditorState } from './use-entry-editor';

type Props = {
  editor: EntryEditorState;
  formId: string;
  onScheduleClick: () => void;
  onDeleteClick: () => void;
};

/** The shared toolbar with an entry's own actions: publish later, unpublish, discard, delete, its live page. */
export function EntryActions({ editor, formId, onScheduleClick, onDeleteClick }: Props) {
  const { t, locale } = useDeskI18n();
  const m = t.collections.editor;
  const { detail, isDirty, isBusy } = editor;
  const canPublish = isDirty || detail.hasDraft || detail.status !== 'published';
  const previewPath =
    detail.previewPath || `/desk/preview/collections/${detail.collection}/${detail.id}/${detail.locale}`;

  const state = isDirty ? m.unsaved : detail.hasDraft ? m.hasDraft : m.upToDate;
  const live =
    detail.status === 'scheduled' && detail.publishAt
      ? formatMessage(m.scheduledFor, { time: formatDateTime(detail.publishAt, locale) })
      : detail.publishedVersion > 0 && detail.status === 'published'
        ? formatMessage(m.publishedVersion, { version: detail.publishedVersion })
        : m.notPublished;

  return (
    <EditorToolbar
      editor={editor}
      formId={formId}
      messages={m}
      previewPath={previewPath}
      canPublish={canPublish}
      summary={
        <>
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
        </>
      }
    >
      <ToolbarButton
        icon={CalendarClock}
        label={m.publishLater}
        isBlocked={isBusy || !canPublish}
        onClick={onScheduleClick}
      />
      {detail.status !== 'draft' && (
        <ToolbarButton
          icon={EyeOff}
          label={m.unpublish}
          isBlocked={isBusy}
          onClick={() => {
            if (window.confirm(m.unpublishConfirm)) void editor.unpublish();
          }}
        />
      )}
      {(detail.hasDraft || isDirty) && detail.publishedVersion > 0 && (
        <ToolbarButton
          icon={Undo2}
          label={m.discard}
          tone="danger"
          isBlocked={isBusy}
          onClick={() => {
            if (window.confirm(m.discardConfirm)) void editor.discard();
          }}
        />
      )}
      <ToolbarButton
        icon={Trash2}
        label={m.delete}
        tone="danger"
        isBlocked={isBusy}
        onClick={onDeleteClick}
      />
    </EditorToolbar>
  );
}
