import type { EditConflictDetails } from '@sitedesk/shared/content-api';
import { useCallback, useRef, useState } from 'react';
import { DeskApiError } from '../../../lib/api-client';
import { type DocumentPath, setAt } from '../../../lib/document-path';
import { useErrorMessage } from '../../../ui/use-error-message';

/** What every edited document (a site section, a collection entry) answers each write with. */
export type EditedDetail = { revision: number; draft: unknown };

/** Whether an answer replaces the form: always, only if nothing is unsaved, or only if nobody typed since. */
export type FormReplacement = 'drop-edits' | 'keep-edits';

export type WriteOptions<Detail> = {
  edits?: FormReplacement;
  status: (next: Detail) => string;
};

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
 * The one editor state the section and entry editors share: the form's document, the revision it is based
 * on and the outcome of the last write. Every write answers with the document as it now is, which the
 * editor adopts (new revision included). What a feature writes, and how it names the results, stays with
 * the feature (`useSectionEditor`, `useEntryEditor`).
 */
export function useDocumentEditor<Detail extends EditedDetail>(options: {
  initial: Detail;
  /** The form's document for a detail: the draft, or (an entry) the draft with its blanks shaped. */
  formDocument: (detail: Detail) => unknown;
  /** A refused write's field messages, keyed by path; `undefined` when the error is not about fields. */
  fieldErrorsOf: (error: unknown) => Record<string, string> | undefined;
  onWritten: () => void;
  initialStatus?: string;
}) {
  const { initial, formDocument, fieldErrorsOf, onWritten } = options;
  const errorMessage = useErrorMessage();
  const [detail, setDetail] = useState(initial);
  const [document, setDocument] = useState<unknown>(() => formDocument(initial));
  const [revision, setRevision] = useState(initial.revision);
  const [isDirty, setIsDirty] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const [status, setStatus] = useState(options.initialStatus ?? '');
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
  const adopt = (next: Detail, editsBefore: number | FormReplacement) => {
    setDetail(next);
    setRevision(next.revision);
    const replacesForm =
      editsBefore === 'drop-edits' ||
      (editsBefore === 'keep-edits' ? !isDirty : editsBefore === edits.current);
    if (replacesForm) {
      setDocument(formDocument(next));
      setIsDirty(false);
    }
  };

  const fail = (error: unknown) => {
    if (error instanceof DeskApiError && error.code === 'edit_conflict') {
      setConflict(conflictOf(error));
      return;
    }
    const errors = fieldErrorsOf(error);
    if (errors) setFieldErrors(errors);
    else setFailure(errorMessage(error));
  };

  /** Runs one write; `undefined` when it failed (the reason is then on screen). */
  const write = async (
    request: () => Promise<Detail>,
    writeOptions: WriteOptions<Detail>,
  ): Promise<Detail | undefined> => {
    if (isWriting.current) return undefined;
    isWriting.current = true;
    setIsBusy(true);
    setFailure(undefined);
    setConflict(undefined);
    setFieldErrors({});
    const editsBefore = edits.current;
    try {
      const next = await request();
      adopt(next, writeOptions.edits ?? editsBefore);
      setStatus(writeOptions.status(next));
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

  /**
   * Bases the form on the other person's revision, so the next save replaces their version knowingly. The
   * form counts as edited, so publishing saves it first instead of publishing their draft.
   */
  const keepMine = (keptMessage: string) => {
    if (!conflict) return;
    setRevision(conflict.revision);
    setIsDirty(true);
    setConflict(undefined);
    setStatus(keptMessage);
  };

  return {
    detail,
    document,
    revision,
    isDirty,
    isBusy,
    status,
    failure,
    conflict,
    fieldErrors,
    setFieldErrors,
    setValue,
    write,
    keepMine,
  };
}

/** What the shared toolbar, conflict alert and history panel need of an editor. */
export type DocumentEditorState = {
  isDirty: boolean;
  isBusy: boolean;
  status: string;
  save: () => Promise<unknown>;
  publish: () => Promise<void>;
};
