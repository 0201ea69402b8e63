import { type EntryDocument, entryTitle } from '@sitedesk/shared/collections/entries';
import type { EntryDetail } from '@sitedesk/shared/collections-api';
import { defaultLocale } from '@sitedesk/shared/locales';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useDeskI18n } from '../../../app/desk-i18n';
import { languageName } from '../../../lib/format';
import { useUnsavedChangesGuard } from '../../../lib/use-unsaved-changes-guard';
import { Alert } from '../../../ui/alert';
import { cardClass } from '../../../ui/styles';
import { useToasts } from '../../../ui/toasts';
import { useErrorMessage } from '../../../ui/use-error-message';
import { ConflictAlert } from '../../editing/components/conflict-alert';
import { HistoryPanel } from '../../editing/components/history-panel';
import { deleteEntry } from '../api/delete-entry';
import { useEntryVersions, versionsOf } from '../api/get-entry-versions';
import { DeleteEntryDialog } from './delete-entry-dialog';
import { EntryActions } from './entry-actions';
import { EntryErrorSummary } from './entry-error-summary';
import { EntryFields } from './entry-fields';
import { EntryFormProvider } from './entry-form-context';
import { EntryLanguagesPanel } from './entry-languages-panel';
import { ProductFieldsPanel } from './product-fields-panel';
import { ProductPricesPanel } from './product-prices-panel';
import { ScheduleDialog } from './schedule-dialog';
import { useEntryEditor } from './use-entry-editor';

/** An existing entry in one language: its form, its actions, and its history. */
export function EntryEditor({
  initial,
  initialStatus = '',
}: {
  initial: EntryDetail;
  initialStatus?: string;
}) {
  const { t, locale: deskLocale } = useDeskI18n();
  const navigate = useNavigate();
  const toasts = useToasts();
  const errorMessage = useErrorMessage();
  const { collection, id, locale } = initial;
  const versions = useEntryVersions(collection, id, locale);
  const editor = useEntryEditor(initial, versions.reload, initialStatus);
  const { detail, fieldErrors, setValue } = editor;
  const guard = useUnsavedChangesGuard(editor.isDirty, t.collections.editor.leaveWarning);
  const scheduleDialog = useRef<HTMLDialogElement>(null);
  const deleteDialog = useRef<HTMLDialogElement>(null);
  const [isDeleteOpen, setIsDeleteOpen] = useState(false);
  const [isDeleting, setIsDeleting] = useState(false);
  const [deleteFailure, setDeleteFailure] = useState<string>();
  const formId = `entry-form-${collection}-${id}-${locale}`;
  const title = entryTitle(collection, editor.document as EntryDocument) || t.collections.editor.untitled;

  const form = useMemo(
    () => ({
      collection,
      id,
      locale,
      document: editor.document,
      fallback: locale === defaultLocale ? null : detail.fallback,
      missingPaths: detail.missingTranslationPaths,
      media: detail.media,
      errors: fieldErrors,
      setValue,
    }),
    [collection, id, locale, editor.document, detail, fieldErrors, setValue],
  );

  // A refused save puts focus on the summary (ErrorSummary takes it); nothing else moves.
  useEffect(() => {
    if (editor.conflict) document.getElementById(`${formId}-conflict`)?.focus();
  }, [editor.conflict, formId]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void editor.save();
  };

  const remove = async (redirectTo: string | undefined) => {
    if (isDeleting) return;
    setIsDeleting(true);
    setDeleteFailure(undefined);
    try {
      await deleteEntry(collection, id, redirectTo);
      deleteDialog.current?.close();
      toasts.show(formatMessage(t.collections.delete.deleted, { title }));
      guard.allowNextNavigation();
      navigate(`/desk/collections/${collection}`);
    } catch (error) {
      deleteDialog.current?.close();
      setDeleteFailure(errorMessage(error));
    } finally {
      setIsDeleting(false);
    }
  };

  return (
    <div className="space-y-6">
      <EntryActions
        editor={editor}
        formId={formId}
        onScheduleClick={() => scheduleDialog.current?.showModal()}
        onDeleteClick={() => {
          setIsDeleteOpen(true);
          deleteDialog.current?.showModal();
        }}
      />
      {editor.conflict && (
        <div id={`${formId}-conflict`} tabIndex={-1}>
          <ConflictAlert
            conflict={editor.conflict}
            messages={t.collections.conflict}
            isBusy={editor.isBusy}
            onReload={() => void editor.loadTheirs()}
            onKeepMine={() => {
              editor.keepMine();
              document.getElementById(`${formId}-save`)?.focus();
            }}
          />
        </div>
      )}
      {(editor.failure ?? deleteFailure) && <Alert tone="error">{editor.failure ?? deleteFailure}</Alert>}
      {Object.keys(fieldErrors).length > 0 && <EntryErrorSummary errors={fieldErrors} formName={title} />}
      {locale !== defaultLocale && (
        <p className="text-steel-800">
          {formatMessage(t.collections.editor.translationNote, {
            language: languageName(defaultLocale, deskLocale),
          })}
        </p>
      )}
      <form
        id={formId}
        noValidate
        onSubmit={submit}
        aria-label={formatMessage(t.collections.editor.form, { title })}
        className={cardClass}
      >
        <EntryFormProvider value={form}>
          <EntryFields collection={collection} />
        </EntryFormProvider>
      </form>
      {/* Its own form: a price is one for every language and is not drafted or published (decision 233). */}
      {collection === 'products' && <ProductPricesPanel entryId={id} />}
      {collection === 'products' && <ProductFieldsPanel entryId={id} />}
      <EntryLanguagesPanel editor={editor} />
      <HistoryPanel
        id="entry-history"
        messages={t.collections.history}
        versions={versionsOf(versions.data)}
        error={versions.error}
        onRetry={versions.reload}
        liveVersion={detail.publishedVersion}
        isBusy={editor.isBusy}
        onRestore={(version) => void editor.restore(version)}
      />
      <ScheduleDialog
        dialog={scheduleDialog}
        onSchedule={(publishAt) => void editor.publish(publishAt)}
        onClose={() => document.getElementById(`${formId}-save`)?.focus()}
      />
      <DeleteEntryDialog
        dialog={deleteDialog}
        isOpen={isDeleteOpen}
        collection={collection}
        id={id}
        title={title}
        isBusy={isDeleting}
        onDelete={(redirectTo) => void remove(redirectTo)}
        onClose={() => setIsDeleteOpen(false)}
      />
    </div>
  );
}
