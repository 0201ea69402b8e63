import { formatMessage } from '@sitedesk/shared/messages/format';
import { type ReactNode, useEffect, useState } from 'react';
import { useDeskI18n } from '../../../../app/desk-i18n';
import type { DocumentPath } from '../../../../lib/document-path';
import { ReorderableList } from '../../../editing/components/reorderable-list';
import { useEntryField } from '../entry-form-context';

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

/** A list in an entry's form: the shared list field, each entry named above its fields. */
export function RepeatableField({ path, label, itemName, newItemName, max, newItem, children }: Props) {
  const { t } = useDeskI18n();
  const m = t.collections.fields;
  const field = useEntryField(path);
  const [focusTarget, setFocusTarget] = useState<string>();

  // Runs after the list has rendered the change that asked for focus.
  useEffect(() => {
    if (!focusTarget) return;
    const target = document.getElementById(focusTarget);
    const inside = target?.matches('button, input, select, textarea')
      ? target
      : target?.querySelector<HTMLElement>('input, select, textarea, button');
    inside?.focus();
    setFocusTarget(undefined);
  }, [focusTarget]);

  return (
    <ReorderableList
      id={field.id}
      legend={label}
      error={field.error}
      errorId={field.errorId}
      items={Array.isArray(field.value) ? field.value : []}
      onChange={field.set}
      newItem={newItem}
      maxItems={max}
      messages={{ ...m, add: formatMessage(m.add, { item: newItemName }) }}
      itemName={itemName}
      isItemNameShown
      requestFocus={setFocusTarget}
    >
      {(index) => children(index, itemName(index))}
    </ReorderableList>
  );
}
