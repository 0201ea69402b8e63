import { type SavedViewRequest, savedViewNameMaxLength } from '@sitedesk/shared/saved-views-api';
import { type FormEvent, type RefObject, useId, useState } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { DeskApiError } from '../../../lib/api-client';
import { Alert } from '../../../ui/alert';
import { Field } from '../../../ui/field';
import { buttonDanger, buttonPrimary, buttonSecondary } from '../../../ui/styles';
import { useErrorMessage } from '../../../ui/use-error-message';

type Props = {
  dialog: RefObject<HTMLDialogElement | null>;
  /** `undefined`: a new view of the inbox's current filters. */
  initial: { name: string; shared: boolean } | undefined;
  onSubmit: (request: Pick<SavedViewRequest, 'name' | 'shared'>) => Promise<void>;
  onDelete?: (() => Promise<void>) | undefined;
};

/** Names a view and says whether the team sees it; deletes one the member may keep (decision 186). */
export function SavedViewDialog({ dialog, initial, onSubmit, onDelete }: Props) {
  const { t } = useDeskI18n();
  const text = t.views;
  const id = useId();
  const errorMessage = useErrorMessage();
  const [name, setName] = useState(initial?.name ?? '');
  const [shared, setShared] = useState(initial?.shared ?? false);
  const [nameError, setNameError] = useState<string>();
  const [error, setError] = useState<string>();
  const [isBusy, setIsBusy] = useState(false);

  const run = async (action: () => Promise<void>) => {
    setIsBusy(true);
    setError(undefined);
    setNameError(undefined);
    try {
      await action();
      dialog.current?.close();
    } catch (caught) {
      // The server checks the name (length, characters) and how many views there are: its code says why.
      const code = caught instanceof DeskApiError ? caught.fields?.name?.code : undefined;
      if (code) setNameError(t.fieldErrors[code] ?? errorMessage(caught));
      else setError(errorMessage(caught));
    } finally {
      setIsBusy(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(() => onSubmit({ name, shared }));
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-card bg-white p-0 text-steel-900 backdrop:bg-petrol-900/60"
    >
      <form onSubmit={submit} className="space-y-4 p-5" noValidate>
        <h2 id={`${id}-title`} className="text-2xl text-petrol-900">
          {initial ? text.editTitle : text.saveTitle}
        </h2>
        {error && <Alert tone="error">{error}</Alert>}
        <Field
          label={text.name}
          hint={text.nameHint}
          value={name}
          maxLength={savedViewNameMaxLength}
          required
          error={nameError}
          onChange={(event) => setName(event.target.value)}
        />
        <div className="flex items-start gap-3">
          <input
            id={`${id}-shared`}
            type="checkbox"
            className="mt-1 size-5 shrink-0"
            checked={shared}
            aria-describedby={`${id}-shared-hint`}
            onChange={(event) => setShared(event.target.checked)}
          />
          <div>
            <label htmlFor={`${id}-shared`} className="font-semibold text-steel-800">
              {text.share}
            </label>
            <p id={`${id}-shared-hint`} className="text-sm text-steel-600">
              {text.shareHint}
            </p>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="submit" className={buttonPrimary} disabled={isBusy}>
            {initial ? text.submitEdit : text.submitNew}
          </button>
          <button type="button" className={buttonSecondary} onClick={() => dialog.current?.close()}>
            {text.cancel}
          </button>
          {onDelete && (
            <button
              type="button"
              className={buttonDanger}
              disabled={isBusy}
              onClick={() => void run(onDelete)}
            >
              {text.delete}
            </button>
          )}
        </div>
      </form>
    </dialog>
  );
}
