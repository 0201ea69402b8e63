import { formatMessage } from '@sitedesk/shared/messages/format';
import { ExternalLink, Eye, Save, Send, Undo2 } from 'lucide-react';
import type { MouseEvent } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { buttonDanger, buttonPrimary, buttonSecondary, cardClass, linkClass } from '../../../ui/styles';
import { useFieldLabels } from './content-form-context';
import type { SectionEditor } from './use-section-editor';

type Props = { editor: SectionEditor; formId: string };

const pageIdOf = (path: string) => path.split('/').filter(Boolean).pop() ?? path;

/** Save, preview, publish and discard, with the draft's state and a polite status line for results. */
export function EditorToolbar({ editor, formId }: Props) {
  const { t } = useDeskI18n();
  const labels = useFieldLabels();
  const { detail, isDirty, isBusy } = editor;
  const [previewPath, ...otherPaths] = detail.previewPaths;
  const canPublish = isDirty || detail.hasDraft;
  const isPublishBlocked = isBusy || !canPublish;

  // The preview shows the saved draft, so unsaved edits are saved first. The tab opens during the click
  // (popup blockers allow that) and is pointed at the preview once the save went through.
  const previewUnsaved = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isDirty || !previewPath) return;
    event.preventDefault();
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    void editor.save().then((saved) => {
      if (saved && tab) tab.location.href = previewPath;
      else tab?.close();
    });
  };

  return (
    <section aria-label={t.content.editor.actions} className={`${cardClass} space-y-3`}>
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
          {t.content.editor.saveDraft}
        </button>
        {previewPath && (
          <a
            href={previewPath}
            target="_blank"
            rel="noopener"
            className={buttonSecondary}
            onClick={previewUnsaved}
          >
            <Eye aria-hidden="true" className="size-4" />
            {t.content.editor.preview}
            <span className="sr-only"> {t.content.editor.newTab}</span>
          </a>
        )}
        <button
          type="button"
          className={buttonPrimary}
          aria-disabled={isPublishBlocked || undefined}
          onClick={() => {
            if (!isPublishBlocked) void editor.publish();
          }}
        >
          <Send aria-hidden="true" className="size-4" />
          {t.content.editor.publish}
        </button>
        <button
          type="button"
          className={buttonDanger}
          aria-disabled={isPublishBlocked || undefined}
          onClick={() => {
            // Checked here too, so no confirmation is asked for a discard that would not run.
            if (isPublishBlocked) return;
            if (window.confirm(t.content.editor.discardConfirm)) void editor.discard();
          }}
        >
          <Undo2 aria-hidden="true" className="size-4" />
          {t.content.editor.discard}
        </button>
      </div>
      <p className="text-steel-800">
        {isDirty
          ? t.content.editor.unsaved
          : detail.hasDraft
            ? t.content.editor.hasDraft
            : t.content.editor.upToDate}{' '}
        {formatMessage(t.content.editor.publishedVersion, { version: detail.publishedVersion })}
      </p>
      <p role="status" aria-live="polite" className="min-h-6 font-semibold text-petrol-900">
        {editor.status}
      </p>
      {otherPaths.length > 0 && (
        <p className="flex flex-wrap items-center gap-x-3 text-sm">
          <span>{t.content.editor.alsoShowsOn}</span>
          {otherPaths.map((path) => (
            <a
              key={path}
              href={path}
              target="_blank"
              rel="noopener"
              className={`${linkClass} inline-flex min-h-11 items-center gap-1`}
            >
              {labels.field(pageIdOf(path))}
              <ExternalLink aria-hidden="true" className="size-3" />
              <span className="sr-only"> {t.content.editor.newTab}</span>
            </a>
          ))}
        </p>
      )}
    </section>
  );
}
