import { formatMessage } from '@sitedesk/shared/messages/format';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { moveItem } from '../../../lib/document-path';
import { FieldError } from '../../../ui/field-error';
import { FieldGroup } from '../../../ui/field-group';
import { buttonSecondary } from '../../../ui/styles';

/** The feature's words: `moveUp`, `moveDown` and `remove` take `{item}`; `add` is the Add button's text. */
export type ListMessages = { empty: string; moveUp: string; moveDown: string; remove: string; add: string };

type Props = {
  /** The field's id; its entries are `{id}-entry-{index}`, their buttons `…-up`, `…-down`, `…-remove`. */
  id: string;
  legend: ReactNode;
  error: string | undefined;
  errorId: string | undefined;
  items: unknown[];
  onChange: (items: unknown[]) => void;
  newItem: () => unknown;
  minItems?: number;
  maxItems?: number;
  messages: ListMessages;
  /** "Image 2": an entry's name, for its buttons' accessible names. */
  itemName: (index: number) => string;
  /** Shows each entry's name above its fields. */
  isItemNameShown?: boolean;
  /** Moves focus to the element with this id once the list has rendered the change. */
  requestFocus: (id: string) => void;
  children: (index: number) => ReactNode;
};

const iconButton =
  'inline-flex size-11 items-center justify-center rounded-card border border-steel-400 bg-white text-petrol-900 hover:bg-steel-100 disabled:cursor-not-allowed disabled:opacity-40';

/**
 * The one list field of both editors: entries can be added, removed and reordered. After each change focus
 * goes to the control that continues the task (the moved entry's button, the new entry), never to the page top.
 */
export function ReorderableList(props: Props) {
  const { id, items, onChange, requestFocus, messages, itemName, minItems = 0, maxItems = Infinity } = props;
  const entryId = (index: number) => `${id}-entry-${index}`;
  const canRemove = items.length > minItems;

  const move = (from: number, to: number) => {
    onChange(moveItem(items, from, to));
    const direction = to < from ? 'up' : 'down';
    // At either end the button for the same direction is disabled: focus goes to the other one.
    const isEdge = to === 0 || to === items.length - 1;
    requestFocus(`${entryId(to)}-${isEdge ? (direction === 'up' ? 'down' : 'up') : direction}`);
  };
  const remove = (index: number) => {
    onChange(items.filter((_, position) => position !== index));
    // The entry that took its place (or the new last one), so removing several in a row stays on the button.
    const remaining = items.length - 1;
    const next = entryId(Math.min(index, remaining - 1));
    if (remaining === 0) requestFocus(`${id}-add`);
    else requestFocus(remaining > minItems ? `${next}-remove` : next);
  };
  const add = () => {
    onChange([...items, props.newItem()]);
    requestFocus(entryId(items.length));
  };

  return (
    <FieldGroup id={id} describedBy={props.errorId} legend={props.legend}>
      <FieldError id={props.errorId} message={props.error} />
      {items.length === 0 && <p className="text-steel-700">{messages.empty}</p>}
      <ol className="space-y-4">
        {items.map((_, index) => {
          const name = itemName(index);
          return (
            // Entries have no identity of their own; their fields are controlled, so positions are enough.
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: see above.
              key={index}
              id={entryId(index)}
              className={props.isItemNameShown ? 'space-y-2 rounded-card bg-steel-50 p-3' : 'space-y-2'}
            >
              <div className="flex flex-wrap items-center gap-2">
                {props.isItemNameShown && <span className="me-auto font-semibold">{name}</span>}
                <button
                  id={`${entryId(index)}-up`}
                  type="button"
                  className={iconButton}
                  disabled={index === 0}
                  aria-label={formatMessage(messages.moveUp, { item: name })}
                  onClick={() => move(index, index - 1)}
                >
                  <ArrowUp aria-hidden="true" className="size-5" />
                </button>
                <button
                  id={`${entryId(index)}-down`}
                  type="button"
                  className={iconButton}
                  disabled={index === items.length - 1}
                  aria-label={formatMessage(messages.moveDown, { item: name })}
                  onClick={() => move(index, index + 1)}
                >
                  <ArrowDown aria-hidden="true" className="size-5" />
                </button>
                <button
                  id={`${entryId(index)}-remove`}
                  type="button"
                  className={iconButton}
                  disabled={!canRemove}
                  aria-label={formatMessage(messages.remove, { item: name })}
                  onClick={() => remove(index)}
                >
                  <Trash2 aria-hidden="true" className="size-5" />
                </button>
              </div>
              {props.children(index)}
            </li>
          );
        })}
      </ol>
      {items.length < maxItems && (
        <button id={`${id}-add`} type="button" className={`${buttonSecondary} mt-4`} onClick={add}>
          <Plus aria-hidden="true" className="size-4" />
          {messages.add}
        </button>
      )}
    </FieldGroup>
  );
}
