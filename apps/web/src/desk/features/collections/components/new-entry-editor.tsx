import type { CollectionId } from '@sitedesk/shared/collections/entries';
import type { Locale } from '@sitedesk/shared/locales';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { Save } from 'lucide-react';
import { type FormEvent, useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useDeskI18n } from '../../../app/desk-i18n';
import { type DocumentPath, setAt } from '../../../lib/document-path';
import { useUnsavedChangesGuard } from '../../../lib/use-unsaved-changes-guard';
import { Alert } from '../../../ui/alert';
import { buttonPrimary, cardClass } from '../../../ui/styles';
import { useErrorMessage } from '../../../ui/use-error-message';
import { createEntry } from '../api/create-entry';
import { newEntryDocument } from '../model/entry-documents';
import { EntryErrorSummary } from './entry-error-summary';
import { EntryFields } from './entry-fields';
import { EntryFormProvider } from './entry-form-context';
import { useClientFieldErrors, useFormErrors } from './use-form-errors';

type Props = { collection: CollectionId; locale: Locale };

/** The form of an entry not yet created; "Create draft" stores it and opens its own editor. */
export function NewEntryEditor({ collection, locale }: Props) {
  const { t } = useDeskI18n();
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const formErrors = useFormErrors();
  const clientErrors = useClientFieldErrors();
  const [document, setDocument] = useState<unknown>(() => newEntryDocument(collection));
  const [isDirty, setIsDirty] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const guard = useUnsavedChangesGuard(isDirty, t.collections.editor.leaveWarning);
  const formId = `entry-form-${collection}-new`;

  const setValue = useCallback((path: DocumentPath, value: unknown) => {
    setDocument((current: unknown) => setAt(current, path, value));
    setIsDirty(true);
  }, []);

  const form = useMemo(
    () => ({
      collection,
      id: undefined,
      locale,
      document,
      fallback: null,
      missingPaths: [],
      media: [],
      errors: fieldErrors,
      setValue,
    }),
    [collection, locale, document, fieldErrors, setValue],
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isBusy) return;
    const invalid = clientErrors(collection, document, null);
    if (Object.keys(invalid).length > 0) {
      setFieldErrors(invalid);
      return;
    }
    setIsBusy(true);
    setFailure(undefined);
    setFieldErrors({});
    try {
      const created = await createEntry(collection, { document });
      guard.allowNextNavigation();
      navigate(`/desk/collections/${collection}/${created.id}/${created.locale}`, {
        replace: true,
        state: { status: t.collections.editor.created },
      });
    } catch (error) {
      const errors = formErrors(error);
      if (errors) setFieldErrors(errors);
      else setFailure(errorMessage(error));
    } finally {
      setIsBusy(false);
    }
  };

  const title = formatMessage(t.collections.editor.newTitle, { item: t.collections.itemNames[collection] });
  return (
    <div className="space-y-6">
      {failure && <Alert tone="error">{failure}</Alert>}
      {Object.keys(fieldErrors).length > 0 && <EntryErrorSummary errors={fieldErrors} formName={title} />}
      <form
        id={formId}
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-label={formatMessage(t.collections.editor.form, { title })}
        className={`${cardClass} space-y-6`}
      >
        <EntryFormProvider value={form}>
          <EntryFields collection={collection} />
        </EntryFormProvider>
        <button type="submit" className={buttonPrimary} aria-disabled={isBusy || undefined}>
          <Save aria-hidden="true" className="size-4" />
          {t.collections.editor.create}
        </button>
      </form>
    </div>
  );
}
