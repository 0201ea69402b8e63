import { formatMessage } from '@sitedesk/shared/messages/format';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useDeskI18n } from '../../../../app/desk-i18n';
import { type DocumentPath, moveItem } from '../../../../lib/document-path';
import { buttonSecondary } from '../../../../ui/styles';
import { useEntryField } from '../entry-form-context';
import { FieldError } from './field-message';

type Props = {
  path: DocumentPath;
  label: string;
  /** "Image 2": an entry's name, for its buttons' accessible names. */
  itemName: (index: number) => string;
  /** The entry's name without a number, for the Add button ("Add download"). */
  newItemName: string;
  max: number;
  newItem: () => unknown;
  children: (index: number, itemName: string) => ReactNode;
};

const iconButton =
  'inline-flex size-11 items-center justify-center rounded-card border border-steel-400 bg-white text-petrol-900 hover:bg-steel-100 disabled:cursor-not-allowed disabled:opacity-40';

/**
 * A list whose entries can be added, removed and reordered. After each change focus goes to the control that
 * continues the task (the moved entry's button, the new entry's first field), never to the page's top.
 */
export function RepeatableField({ path, label, itemName, newItemName, max, newItem, children }: Props) {
  const { t } = useDeskI18n();
  const field = useEntryField(path);
  const items: unknown[] = Array.isArray(field.value) ? field.value : [];
  const entryId = (index: number) => `${field.id}-entry-${index}`;
  const [focusTarget, setFocusTarget] = useState<string>();

  useEffect(() => {
    if (!focusTarget) return;
    const target = document.getElementById(focusTarget);
    const inside = target?.matches('button, input, select, textarea')
      ? target
      : target?.querySelector<HTMLElement>('input, select, textarea, button');
    inside?.focus();
    setFocusTarget(undefined);
  }, [focusTarget]);

  const move = (from: number, to: number) => {
    field.set(moveItem(items, from, to));
    const direction = to < from ? 'up' : 'down';
    const isEdge = to === 0 || to === items.length - 1;
    setFocusTarget(`${entryId(to)}-${isEdge ? (direction === 'up' ? 'down' : 'up') : direction}`);
  };
  const remove = (index: number) => {
    field.set(items.filter((_, position) => position !== index));
    const remaining = items.length - 1;
    setFocusTarget(remaining === 0 ? `${field.id}-add` : `${entryId(Math.min(index, remaining - 1))}-remove`);
  };
  const add = () => {
    field.set([...items, newItem()]);
    setFocusTarget(entryId(items.length));
  };

  return (
    <fieldset
      id={field.id}
      tabIndex={-1}
      aria-describedby={field.errorId}
      className="rounded-card border border-steel-300 p-3 sm:p-4"
    >
      <legend className="px-1 font-display text-xl text-petrol-900">{label}</legend>
      <FieldError id={field.errorId} message={field.error} />
      {items.length === 0 && <p className="text-steel-700">{t.collections.fields.empty}</p>}
      <ol className="space-y-4">
        {items.map((_, index) => {
          const name = itemName(index);
          return (
            // Entries have no identity of their own; their fields are controlled, so positions are enough.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            <li key={index} id={entryId(index)} className="space-y-2 rounded-card bg-steel-50 p-3">
              <div className="flex flex-wrap items-center gap-2">
                <span className="me-auto font-semibold">{name}</span>
                <button
                  id={`${entryId(index)}-up`}
                  type="button"
                  className={iconButton}
                  disabled={index === 0}
                  aria-label={formatMessage(t.collections.fields.moveUp, { item: name })}
                  onClick={() => move(index, index - 1)}
                >
                  <ArrowUp aria-hidden="true" className="size-5" />
                </button>
                <button
                  id={`${entryId(index)}-down`}
                  type="button"
                  className={iconButton}
                  disabled={index === items.length - 1}
                  aria-label={formatMessage(t.collections.fields.moveDown, { item: name })}
                  onClick={() => move(index, index + 1)}
                >
                  <ArrowDown aria-hidden="true" className="size-5" />
                </button>
                <button
                  id={`${entryId(index)}-remove`}
                  type="button"
                  className={iconButton}
                  aria-label={formatMessage(t.collections.fields.remove, { item: name })}
                  onClick={() => remove(index)}
                >
                  <Trash2 aria-hidden="true" className="size-5" />
                </button>
              </div>
              {children(index, name)}
            </li>
          );
        })}
      </ol>
      {items.length < max && (
        <button id={`${field.id}-add`} type="button" className={`${buttonSecondary} mt-4`} onClick={add}>
          <Plus aria-hidden="true" className="size-4" />
          {formatMessage(t.collections.fields.add, { item: newItemName })}
        </button>
      )}
    </fieldset>
  );
}
