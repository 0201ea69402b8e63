import type { CollectionId } from '@sitedesk/shared/collections/entries';
import { defaultLocale } from '@sitedesk/shared/locales';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { type FormEvent, type RefObject, useId, useState } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { buttonDanger, buttonSecondary, inputClass, labelClass } from '../../../ui/styles';
import { FieldError } from '../../editing/components/field-error';
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
    <dialog
      ref={dialog}
      aria-labelledby={`${formId}-title`}
      onClose={onClose}
      className="m-auto w-[min(36rem,calc(100vw-2rem))] rounded-card bg-white p-0 text-steel-900 backdrop:bg-petrol-900/60"
    >
      <form onSubmit={submit} noValidate className="space-y-4 p-5">
        <h2 id={`${formId}-title`} className="text-2xl text-petrol-900">
          {formatMessage(m.title, { title })}
        </h2>
        <p className="text-steel-800">{m.intro}</p>
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
        <FieldError id={errorId} message={error} />
        <div className="flex flex-wrap gap-2">
          <button type="submit" className={buttonDanger} aria-disabled={isBusy || undefined}>
            {m.confirm}
          </button>
          <button type="button" className={buttonSecondary} onClick={() => dialog.current?.close()}>
            {m.cancel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
