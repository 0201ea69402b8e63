import { formatMessage } from '@sitedesk/shared/messages/format';
import { ExternalLink, Undo2 } from 'lucide-react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { linkClass } from '../../../ui/styles';
import { EditorToolbar, ToolbarButton } from '../../editing/components/editor-toolbar';
import { useFieldLabels } from './content-form-context';
import type { SectionEditor } from './use-section-editor';

type Props = { editor: SectionEditor; formId: string };

const pageIdOf = (path: string) => path.split('/').filter(Boolean).pop() ?? path;

/** The shared toolbar with a section's own parts: discard, and the other pages the section shows on. */
export function SectionToolbar({ editor, formId }: Props) {
  const { t } = useDeskI18n();
  const m = t.content.editor;
  const labels = useFieldLabels();
  const { detail, isDirty, isBusy } = editor;
  const [previewPath, ...otherPaths] = detail.previewPaths;
  const canPublish = isDirty || detail.hasDraft;
  const state = isDirty ? m.unsaved : detail.hasDraft ? m.hasDraft : m.upToDate;

  return (
    <EditorToolbar
      editor={editor}
      formId={formId}
      messages={m}
      previewPath={previewPath}
      canPublish={canPublish}
      summary={`${state} ${formatMessage(m.publishedVersion, { version: detail.publishedVersion })}`}
      footer={
        otherPaths.length > 0 && (
          <p className="flex flex-wrap items-center gap-x-3 text-sm">
            <span>{m.alsoShowsOn}</span>
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
                <span className="sr-only"> {m.newTab}</span>
              </a>
            ))}
          </p>
        )
      }
    >
      <ToolbarButton
        icon={Undo2}
        label={m.discard}
        tone="danger"
        isBlocked={isBusy || !canPublish}
        onClick={() => {
          if (window.confirm(m.discardConfirm)) void editor.discard();
        }}
      />
    </EditorToolbar>
  );
}
