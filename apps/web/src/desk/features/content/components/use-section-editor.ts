import type { ContentSectionKey } from '@sitedesk/shared/content/sections';
import type { ContentSectionDetail, EditConflictDetails } from '@sitedesk/shared/content-api';
import type { Locale } from '@sitedesk/shared/locales';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { useCallback, useRef, useState } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { DeskApiError } from '../../../lib/api-client';
import { type DocumentPath, setAt } from '../../../lib/document-path';
import { useUnsavedChangesGuard } from '../../../lib/use-unsaved-changes-guard';
import { useErrorMessage } from '../../../ui/use-error-message';
import { discardDraft } from '../api/discard-draft';
import { fetchContentSection } from '../api/get-content-section';
import { publishSection } from '../api/publish-section';
import { restoreVersion } from '../api/restore-version';
import { saveDraft } from '../api/save-draft';

function conflictOf(error: DeskApiError): EditConflictDetails {
  const { revision, updatedAt, updatedBy } = error.details;
  return {
    revision: typeof revision === 'number' ? revision : 0,
    updatedAt: typeof updatedAt === 'string' ? updatedAt : null,
    updatedBy:
      typeof updatedBy === 'object' && updatedBy !== null && 'name' in updatedBy
        ? (updatedBy as EditConflictDetails['updatedBy'])
        : null,
  };
}

/**
 * The editor's state: the form's document, the revision it is based on and the outcome of the last write.
 * Every write answers with the section as it now is, which the editor adopts (new revision included).
 */
export function useSectionEditor(initial: ContentSectionDetail, onWritten: () => void) {
  const { t } = useDeskI18n();
  const errorMessage = useErrorMessage();
  const locale: Locale = initial.locale;
  const section: ContentSectionKey = initial.section;
  const [detail, setDetail] = useState(initial);
  const [document, setDocument] = useState<unknown>(initial.draft);
  const [revision, setRevision] = useState(initial.revision);
  const [isDirty, setIsDirty] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState<string>();
  const [conflict, setConflict] = useState<EditConflictDetails>();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  // Counts edits, so an answer that arrives while the user keeps typing does not wipe what they typed since.
  const edits = useRef(0);
  // One write at a time: a second click before React re-renders must not start another request.
  const isWriting = useRef(false);

  const setValue = useCallback((path: DocumentPath, value: unknown) => {
    edits.current += 1;
    setDocument((current: unknown) => setAt(current, path, value));
    setIsDirty(true);
    setStatus('');
  }, []);

  /**
   * Takes the server's answer. `drop-edits` replaces the form; `keep-edits` keeps unsaved edits (a restore
   * changes what is live, not the draft); a count replaces the form only if nobody typed since the request.
   */
  const adopt = (next: ContentSectionDetail, editsBefore: number | 'drop-edits' | 'keep-edits') => {
    setDetail(next);
    setRevision(next.revision);
    const replacesForm =
      editsBefore === 'drop-edits' ||
      (editsBefore === 'keep-edits' ? !isDirty : editsBefore === edits.current);
    if (replacesForm) {
      setDocument(next.draft);
      setIsDirty(false);
    }
  };

  const fail = (error: unknown) => {
    if (error instanceof DeskApiError && error.code === 'edit_conflict') {
      setConflict(conflictOf(error));
    } else if (error instanceof DeskApiError && error.code === 'validation_failed') {
      const codes: Partial<Record<string, string>> = t.content.validation.codes;
      setFieldErrors(
        Object.fromEntries(
          // The server names a problem with the whole section `document`; the form keys it by the empty path.
          Object.entries(error.fields).map(([path, field]) => [
            path === 'document' ? '' : path,
            codes[field.code] ?? field.message,
          ]),
        ),
      );
    } else {
      setFailure(errorMessage(error));
    }
  };

  /** Runs one write; `undefined` when it failed (the reason is then on screen). */
  const write = async (
    request: () => Promise<ContentSectionDetail>,
    options: { edits?: 'drop-edits' | 'keep-edits'; status: (next: ContentSectionDetail) => string },
  ): Promise<ContentSectionDetail | undefined> => {
    if (isWriting.current) return undefined;
    isWriting.current = true;
    setIsBusy(true);
    setFailure(undefined);
    setConflict(undefined);
    setFieldErrors({});
    const editsBefore = edits.current;
    try {
      const next = await request();
      adopt(next, options.edits ?? editsBefore);
      setStatus(options.status(next));
      onWritten();
      return next;
    } catch (error) {
      fail(error);
      return undefined;
    } finally {
      isWriting.current = false;
      setIsBusy(false);
    }
  };

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

  /**
   * Bases the form on the other person's revision, so the next save replaces their version knowingly. The
   * form counts as edited, so publishing saves it first instead of publishing their draft.
   */
  const keepMine = () => {
    if (!conflict) return;
    setRevision(conflict.revision);
    setIsDirty(true);
    setConflict(undefined);
    setStatus(t.content.editor.keptEdits);
  };

  // Asks before unsaved edits are lost: desk links, Back and Forward, closing the tab.
  useUnsavedChangesGuard(isDirty, t.content.editor.leaveWarning);

  return {
    detail,
    document,
    isDirty,
    isBusy,
    status,
    failure,
    conflict,
    fieldErrors,
    setValue,
    save,
    publish,
    discard,
    restore,
    loadTheirs,
    keepMine,
  };
}

export type SectionEditor = ReturnType<typeof useSectionEditor>;
