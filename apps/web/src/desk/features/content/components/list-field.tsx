import { formatMessage } from '@sitedesk/shared/messages/format';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { type DocumentPath, fieldId, moveItem } from '../../../lib/document-path';
import { buttonSecondary } from '../../../ui/styles';
import { inContext } from '../model/field-context';
import { emptyValueOf, type FieldNode } from '../model/field-tree';
import { useContentForm, useFieldLabels, useFieldState } from './content-form-context';
import { FieldError } from './field-error';
import { SchemaField } from './schema-field';

type Props = {
  node: Extract<FieldNode, { kind: 'list' }>;
  path: DocumentPath;
  fieldKey: string;
  label: string;
  context?: string | undefined;
  value: unknown;
};

const iconButton =
  'inline-flex size-11 items-center justify-center rounded-card border border-steel-400 bg-white text-petrol-900 hover:bg-steel-100 disabled:cursor-not-allowed disabled:opacity-40';

/**
 * A list whose entries can be added, removed and reordered. After each change focus goes to the control
 * that continues the task (the moved entry's button, the new entry's first field), never to the page top.
 */
export function ListField({ node, path, fieldKey, label, context, value }: Props) {
  const { t } = useDeskI18n();
  const { setValue, requestFocus } = useContentForm();
  const labels = useFieldLabels();
  const { id, error, errorId } = useFieldState(path);
  const items: unknown[] = Array.isArray(value) ? value : [];
  const entryId = (index: number) => `${fieldId(path)}-entry-${index}`;
  const canRemove = items.length > node.minItems;

  const move = (from: number, to: number) => {
    setValue(path, moveItem(items, from, to));
    const isLast = to === items.length - 1;
    const keepsDirection = to < from ? to > 0 : !isLast;
    const direction = to < from ? 'up' : 'down';
    const other = direction === 'up' ? 'down' : 'up';
    requestFocus(`${entryId(to)}-${keepsDirection ? direction : other}`);
  };
  const remove = (index: number) => {
    setValue(
      path,
      items.filter((_, position) => position !== index),
    );
    // The entry that took its place (or the new last one), so removing several in a row stays on the button.
    const remaining = items.length - 1;
    const next = entryId(Math.min(index, remaining - 1));
    if (remaining === 0) requestFocus(`${fieldId(path)}-add`);
    else requestFocus(remaining > node.minItems ? `${next}-remove` : next);
  };
  const add = () => {
    setValue(path, [...items, emptyValueOf(node.element)]);
    requestFocus(entryId(items.length));
  };

  return (
    <fieldset
      id={id}
      tabIndex={-1}
      aria-describedby={errorId}
      className="rounded-card border border-steel-300 p-3 sm:p-4"
    >
      <legend className="px-1 font-display text-xl text-petrol-900">
        {label}
        {context && <span className="sr-only"> ({context})</span>}
      </legend>
      <FieldError id={errorId} message={error} />
      {items.length === 0 && <p className="text-steel-700">{t.content.fields.empty}</p>}
      <ol className="space-y-4">
        {items.map((item, index) => {
          const itemName = labels.item(fieldKey, index);
          const itemNameInContext = inContext(itemName, context);
          return (
            // Entries have no identity of their own; their fields are controlled, so positions are enough.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            <li key={index} id={entryId(index)} className="space-y-2">
              <div className="flex flex-wrap gap-2">
                <button
                  id={`${entryId(index)}-up`}
                  type="button"
                  className={iconButton}
                  disabled={index === 0}
                  aria-label={formatMessage(t.content.fields.moveUp, { item: itemNameInContext })}
                  onClick={() => move(index, index - 1)}
                >
                  <ArrowUp aria-hidden="true" className="size-5" />
                </button>
                <button
                  id={`${entryId(index)}-down`}
                  type="button"
                  className={iconButton}
                  disabled={index === items.length - 1}
                  aria-label={formatMessage(t.content.fields.moveDown, { item: itemNameInContext })}
                  onClick={() => move(index, index + 1)}
                >
                  <ArrowDown aria-hidden="true" className="size-5" />
                </button>
                <button
                  id={`${entryId(index)}-remove`}
                  type="button"
                  className={iconButton}
                  disabled={!canRemove}
                  aria-label={formatMessage(t.content.fields.removeItem, { item: itemNameInContext })}
                  onClick={() => remove(index)}
                >
                  <Trash2 aria-hidden="true" className="size-5" />
                </button>
              </div>
              <SchemaField
                node={node.element}
                path={[...path, index]}
                fieldKey={fieldKey}
                label={itemName}
                context={context}
                value={item}
              />
            </li>
          );
        })}
      </ol>
      <button id={`${fieldId(path)}-add`} type="button" className={`${buttonSecondary} mt-4`} onClick={add}>
        <Plus aria-hidden="true" className="size-4" />
        {formatMessage(t.content.fields.addItem, { list: inContext(label, context) })}
      </button>
    </fieldset>
  );
}
