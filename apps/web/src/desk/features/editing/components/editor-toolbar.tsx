import { Eye, type LucideIcon, Save, Send } from 'lucide-react';
import type { MouseEvent, ReactNode } from 'react';
import { buttonDanger, buttonPrimary, buttonSecondary, cardClass } from '../../../ui/styles';
import type { DocumentEditorState } from './use-document-editor';

const toneClass = { primary: buttonPrimary, secondary: buttonSecondary, danger: buttonDanger };

/**
 * One of the toolbar's buttons. aria-disabled, not disabled: the button keeps focus while its own request
 * runs; a blocked click does nothing (not even ask for confirmation).
 */
export function ToolbarButton({
  icon: Icon,
  label,
  tone = 'secondary',
  isBlocked,
  onClick,
}: {
  icon: LucideIcon;
  label: string;
  tone?: keyof typeof toneClass;
  isBlocked: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={toneClass[tone]}
      aria-disabled={isBlocked || undefined}
      onClick={() => {
        if (!isBlocked) onClick();
      }}
    >
      <Icon aria-hidden="true" className="size-4" />
      {label}
    </button>
  );
}

export type ToolbarMessages = {
  actions: string;
  saveDraft: string;
  preview: string;
  newTab: string;
  publish: string;
};

type Props = {
  editor: DocumentEditorState;
  formId: string;
  messages: ToolbarMessages;
  /** The saved draft's preview; none, no preview link. */
  previewPath: string | undefined;
  /** Whether there is anything to publish (unsaved edits, a draft, or nothing live yet). */
  canPublish: boolean;
  /** The feature's own buttons, after Publish (discard, schedule, unpublish, delete). */
  children: ReactNode;
  /** The document's state in words, under the buttons. */
  summary: ReactNode;
  /** More below the status line (the other pages a section shows on). */
  footer?: ReactNode;
};

/** Save, preview and publish, the feature's own actions, the document's state and a polite status line. */
export function EditorToolbar({
  editor,
  formId,
  messages,
  previewPath,
  canPublish,
  children,
  summary,
  footer,
}: Props) {
  const { isDirty, isBusy } = editor;
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
    <section aria-label={messages.actions} className={`${cardClass} space-y-3`}>
      <div className="flex flex-wrap gap-2">
        <button
          id={`${formId}-save`}
          type="submit"
          form={formId}
          className={buttonPrimary}
          aria-disabled={isBusy || undefined}
        >
          <Save aria-hidden="true" className="size-4" />
          {messages.saveDraft}
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
            {messages.preview}
            <span className="sr-only"> {messages.newTab}</span>
          </a>
        )}
        <ToolbarButton
          icon={Send}
          label={messages.publish}
          tone="primary"
          isBlocked={isPublishBlocked}
          onClick={() => void editor.publish()}
        />
        {children}
      </div>
      <p className="text-steel-800">{summary}</p>
      <p role="status" aria-live="polite" className="min-h-6 font-semibold text-petrol-900">
        {editor.status}
      </p>
      {footer}
    </section>
  );
}
