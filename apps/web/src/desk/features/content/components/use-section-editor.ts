import type { ContentSectionKey } from '@sitedesk/shared/content/sections';
import type { ContentSectionDetail } from '@sitedesk/shared/content-api';
import type { Locale } from '@sitedesk/shared/locales';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { useDeskI18n } from '../../../app/desk-i18n';
import { DeskApiError } from '../../../lib/api-client';
import { useUnsavedChangesGuard } from '../../../lib/use-unsaved-changes-guard';
import { useDocumentEditor } from '../../editing/components/use-document-editor';
import { discardDraft } from '../api/discard-draft';
import { fetchContentSection } from '../api/get-content-section';
import { publishSection } from '../api/publish-section';
import { restoreVersion } from '../api/restore-version';
import { saveDraft } from '../api/save-draft';

const sectionDraft = (detail: ContentSectionDetail) => detail.draft;

/**
 * A site section's editor: the shared editor state (`useDocumentEditor`) with the section's own endpoints
 * and messages.
 */
export function useSectionEditor(initial: ContentSectionDetail, onWritten: () => void) {
  const { t } = useDeskI18n();
  const locale: Locale = initial.locale;
  const section: ContentSectionKey = initial.section;
  const fieldErrorsOf = (error: unknown) => {
    if (!(error instanceof DeskApiError) || error.code !== 'validation_failed') return undefined;
    const codes: Partial<Record<string, string>> = t.content.validation.codes;
    return Object.fromEntries(
      // The server names a problem with the whole section `document`; the form keys it by the empty path.
      Object.entries(error.fields).map(([path, field]) => [
        path === 'document' ? '' : path,
        codes[field.code] ?? field.message,
      ]),
    );
  };
  const editor = useDocumentEditor({ initial, formDocument: sectionDraft, fieldErrorsOf, onWritten });
  const { detail, document, revision, isDirty, write } = editor;

  const save = () =>
    write(() => saveDraft(locale, section, { revision, document }), {
      status: () => t.content.editor.draftSaved,
    });

  const publish = async () => {
    const saved = isDirty ? await save() : detail;
    if (!saved) return;
    await write(() => publishSection(locale, section, { revision: saved.revision }), {
      status: (next) => formatMessage(t.content.editor.published, { version: next.publishedVersion }),
    });
  };

  const discard = () =>
    write(() => discardDraft(locale, section, { revision }), {
      edits: 'drop-edits',
      status: () => t.content.editor.discarded,
    });

  const restore = (version: number) =>
    write(() => restoreVersion(locale, section, version, { revision }), {
      edits: 'keep-edits',
      status: (next) =>
        formatMessage(t.content.editor.restored, { version, newVersion: next.publishedVersion }),
    });

  const loadTheirs = () =>
    write(() => fetchContentSection(locale, section), {
      edits: 'drop-edits',
      status: () => t.content.editor.reloaded,
    });

  // Asks before unsaved edits are lost: desk links, Back and Forward, closing the tab.
  useUnsavedChangesGuard(isDirty, t.content.editor.leaveWarning);

  return {
    ...editor,
    save,
    publish,
    discard,
    restore,
    loadTheirs,
    keepMine: () => editor.keepMine(t.content.editor.keptEdits),
  };
}

export type SectionEditor = ReturnType<typeof useSectionEditor>;
