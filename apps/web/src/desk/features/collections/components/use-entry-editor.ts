import type { EntryDetail } from '@sitedesk/shared/collections-api';
import type { EditConflictDetails } from '@sitedesk/shared/content-api';
import { defaultLocale } from '@sitedesk/shared/locales';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { useCallback, useRef, useState } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { DeskApiError } from '../../../lib/api-client';
import { type DocumentPath, setAt } from '../../../lib/document-path';
import { formatDateTime } from '../../../lib/format';
import { useErrorMessage } from '../../../ui/use-error-message';
import { discardEntryDraft } from '../api/discard-entry-draft';
import { fetchEntry } from '../api/get-entry';
import { publishEntry } from '../api/publish-entry';
import { restoreEntryVersion } from '../api/restore-entry-version';
import { saveEntryDraft } from '../api/save-entry-draft';
import { unpublishEntry } from '../api/unpublish-entry';
import { formDocument } from '../model/entry-documents';
import { useClientFieldErrors, useFormErrors } from './use-form-errors';

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

type WriteOptions = { edits?: 'drop-edits' | 'keep-edits'; status: (next: EntryDetail) => string };

/**
 * An entry's editor state in one language: the form's document, the revision it is based on, and the outcome
 * of the last write. Every write answers with the entry as it now is, which the editor adopts.
 */
export function useEntryEditor(initial: EntryDetail, onWritten: () => void, initialStatus = '') {
  const { t, locale: deskLocale } = useDeskI18n();
  const errorMessage = useErrorMessage();
  const formErrors = useFormErrors();
  const clientErrors = useClientFieldErrors();
  const { collection, id, locale } = initial;
  const [detail, setDetail] = useState(initial);
  const [document, setDocument] = useState<unknown>(() =>
    formDocument(collection, initial.draft, initial.fallback),
  );
  const [revision, setRevision] = useState(initial.revision);
  const [isDirty, setIsDirty] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const [status, setStatus] = useState(initialStatus);
  const [failure, setFailure] = useState<string>();
  const [conflict, setConflict] = useState<EditConflictDetails>();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  // Counts edits, so an answer that arrives while the user keeps typing does not wipe what they typed since.
  const edits = useRef(0);
  const isWriting = useRef(false);

  const setValue = useCallback((path: DocumentPath, value: unknown) => {
    edits.current += 1;
    setDocument((current: unknown) => setAt(current, path, value));
    setIsDirty(true);
    setStatus('');
  }, []);

  const adopt = (next: EntryDetail, editsBefore: number | 'drop-edits' | 'keep-edits') => {
    setDetail(next);
    setRevision(next.revision);
    const replacesForm =
      editsBefore === 'drop-edits' ||
      (editsBefore === 'keep-edits' ? !isDirty : editsBefore === edits.current);
    if (replacesForm) {
      setDocument(formDocument(collection, next.draft, next.fallback));
      setIsDirty(false);
    }
  };

  const fail = (error: unknown) => {
    const errors = formErrors(error);
    if (error instanceof DeskApiError && error.code === 'edit_conflict') setConflict(conflictOf(error));
    else if (errors) setFieldErrors(errors);
    else setFailure(errorMessage(error));
  };

  const write = async (
    request: () => Promise<EntryDetail>,
    options: WriteOptions,
  ): Promise<EntryDetail | undefined> => {
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

  /** Checked here with the shared schema first, so a refused paste or block field is named at once. */
  const save = async (): Promise<EntryDetail | undefined> => {
    const invalid = clientErrors(collection, document, locale === defaultLocale ? null : detail.fallback);
    if (Object.keys(invalid).length > 0) {
      setFieldErrors(invalid);
      return undefined;
    }
    return write(() => saveEntryDraft(collection, id, locale, { revision, document }), {
      status: (next) => formatMessage(t.collections.editor.draftSaved, { revision: next.revision }),
    });
  };

  /** Publishes now, or schedules for `publishAt`; unsaved edits are saved first. */
  const publish = async (publishAt?: string) => {
    const saved = isDirty ? await save() : detail;
    if (!saved) return;
    await write(
      () =>
        publishEntry(collection, id, locale, {
          revision: saved.revision,
          ...(publishAt ? { publishAt } : {}),
        }),
      {
        status: (next) =>
          next.status === 'scheduled' && next.publishAt
            ? formatMessage(t.collections.editor.scheduled, {
                time: formatDateTime(next.publishAt, deskLocale),
              })
            : formatMessage(t.collections.editor.published, { version: next.publishedVersion }),
      },
    );
  };

  const discard = () =>
    write(() => discardEntryDraft(collection, id, locale, { revision }), {
      edits: 'drop-edits',
      status: () => t.collections.editor.discarded,
    });

  const unpublish = () =>
    write(() => unpublishEntry(collection, id, locale, { revision }), {
      edits: 'keep-edits',
      status: () => t.collections.editor.unpublished,
    });

  const restore = (version: number) =>
    write(() => restoreEntryVersion(collection, id, locale, version, { revision }), {
      edits: 'keep-edits',
      status: (next) =>
        formatMessage(t.collections.editor.restored, { version, newVersion: next.publishedVersion }),
    });

  const loadTheirs = () =>
    write(() => fetchEntry(collection, id, locale), {
      edits: 'drop-edits',
      status: () => t.collections.editor.reloaded,
    });

  /** Bases the form on the other person's revision, so the next save replaces their version knowingly. */
  const keepMine = () => {
    if (!conflict) return;
    setRevision(conflict.revision);
    setIsDirty(true);
    setConflict(undefined);
    setStatus(t.collections.editor.keptEdits);
  };

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
    unpublish,
    restore,
    loadTheirs,
    keepMine,
  };
}

export type EntryEditorState = ReturnType<typeof useEntryEditor>;
