import type { CollectionId } from '@sitedesk/shared/collections/entries';
import { defaultLocale } from '@sitedesk/shared/locales';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { type FormEvent, type RefObject, useId, useState } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { FormDialog } from '../../../ui/form-dialog';
import { buttonDanger, inputClass, labelClass } from '../../../ui/styles';
import { useEntryList } from '../api/list-entries';

type Target = 'none' | 'entry' | 'page';

type Props = {
  dialog: RefObject<HTMLDialogElement | null>;
  isOpen: boolean;
  collection: CollectionId;
  id: string;
  title: string;
  isBusy: boolean;
  onDelete: (redirectTo: string | undefined) => void;
  onClose: () => void;
};

/**
 * Deleting asks where the entry's old addresses should lead: another published entry, a page of the site, or
 * nowhere (they then answer 410 Gone).
 */
export function DeleteEntryDialog({
  dialog,
  isOpen,
  collection,
  id,
  title,
  isBusy,
  onDelete,
  onClose,
}: Props) {
  const { t } = useDeskI18n();
  const m = t.collections.delete;
  const formId = useId();
  const [target, setTarget] = useState<Target>('none');
  const [error, setError] = useState<string>();
  const list = useEntryList(isOpen ? collection : undefined, { locale: defaultLocale });
  const others = (list.data?.entries ?? []).filter((entry) => entry.id !== id && entry.path);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    if (target === 'none') return onDelete(undefined);
    const value = String(data.get(target) ?? '').trim();
    if (target === 'entry' && !value) return setError(m.entryRequired);
    if (target === 'page' && !/^\/(?!\/)\S*$/.test(value)) return setError(m.pageInvalid);
    setError(undefined);
    onDelete(value);
  };
  const errorId = error ? `${formId}-error` : undefined;

  return (
    <FormDialog
      dialog={dialog}
      id={formId}
      title={formatMessage(m.title, { title })}
      intro={m.intro}
      widthRem={36}
      error={error}
      onSubmit={submit}
      onClose={onClose}
      submit={
        <button type="submit" className={buttonDanger} aria-disabled={isBusy || undefined}>
          {m.confirm}
        </button>
      }
      cancel={m.cancel}
    >
      <fieldset className="space-y-2">
        <legend className="font-semibold">{m.legend}</legend>
        {(['none', 'entry', 'page'] as const).map((option) => (
          <label key={option} className="flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name="target"
              value={option}
              className="size-5"
              checked={target === option}
              onChange={() => {
                setTarget(option);
                setError(undefined);
              }}
            />
            {m[option]}
          </label>
        ))}
      </fieldset>
      {target === 'entry' && (
        <div>
          <label htmlFor={`${formId}-entry`} className={labelClass}>
            {m.entryLabel}
          </label>
          <select
            id={`${formId}-entry`}
            name="entry"
            className={inputClass}
            aria-describedby={errorId}
            aria-invalid={error ? true : undefined}
          >
            <option value="">—</option>
            {others.map((entry) => (
              <option key={entry.id} value={entry.path ?? ''}>
                {entry.title}
              </option>
            ))}
          </select>
        </div>
      )}
      {target === 'page' && (
        <div>
          <label htmlFor={`${formId}-page`} className={labelClass}>
            {m.pageLabel}
          </label>
          <input
            id={`${formId}-page`}
            name="page"
            className={inputClass}
            autoComplete="off"
            aria-describedby={errorId}
            aria-invalid={error ? true : undefined}
          />
        </div>
      )}
    </FormDialog>
  );
}
