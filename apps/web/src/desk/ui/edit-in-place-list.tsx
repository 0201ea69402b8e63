import { formatMessage } from '@sitedesk/shared/messages/format';
import { type ReactNode, useState } from 'react';
import { useAction } from '../lib/use-action';
import { Alert } from './alert';
import { EditableItem, EditDeleteButtons } from './editable-item';
import { useErrorMessage } from './use-error-message';

/** What the open item's form is handed: closing it when saved (with the saved notice) or cancelled. */
export type EditInPlaceFormHandlers = { onSaved: () => void; onCancel: () => void };

type Texts = {
  /** `editTitle`, `deleteConfirm` and `deleted` name the item by the placeholder `placeholder` names. */
  editTitle: string;
  edit: string;
  delete: string;
  deleteConfirm: string;
  deleted: string;
  saved: string;
  empty: string;
};

type Props<Item extends { id: string }> = {
  items: Item[];
  /** `ol` where the order means something (routing rules apply in it). */
  listTag?: 'ul' | 'ol';
  texts: Texts;
  nameOf: (item: Item) => string;
  placeholder: 'name' | 'title';
  remove: (id: string) => Promise<unknown>;
  onChanged: (notice: string) => void;
  form: (item: Item, handlers: EditInPlaceFormHandlers) => ReactNode;
  summary: (item: Item) => ReactNode;
  /** Buttons before Edit (moving the item). */
  moveButtons?: (item: Item, index: number) => ReactNode;
  /** Alerts of the list's other actions, under the deletion's. */
  alerts?: ReactNode;
};

/**
 * A list whose items are edited in place and deleted after a confirmation (teams, rules, templates): one
 * item's form open at a time, a notice when it is saved or an item deleted, and the deletion's error.
 */
export function EditInPlaceList<Item extends { id: string }>({
  items,
  listTag: List = 'ul',
  texts,
  nameOf,
  placeholder,
  remove,
  onChanged,
  form,
  summary,
  moveButtons,
  alerts,
}: Props<Item>) {
  const errorMessage = useErrorMessage();
  const [editingId, setEditingId] = useState<string>();
  const removal = useAction(remove);
  const close = () => setEditingId(undefined);
  const handlers: EditInPlaceFormHandlers = {
    onSaved: () => {
      close();
      onChanged(texts.saved);
    },
    onCancel: close,
  };
  const named = (message: string, item: Item) => formatMessage(message, { [placeholder]: nameOf(item) });
  return (
    <>
      {removal.error !== undefined && <Alert tone="error">{errorMessage(removal.error)}</Alert>}
      {alerts}
      {items.length === 0 ? (
        <p className="text-steel-700">{texts.empty}</p>
      ) : (
        <List className="space-y-4">
          {items.map((item, index) => (
            <EditableItem
              key={item.id}
              isEditing={editingId === item.id}
              editTitle={named(texts.editTitle, item)}
              form={form(item, handlers)}
            >
              {summary(item)}
              <EditDeleteButtons
                name={nameOf(item)}
                editLabel={texts.edit}
                deleteLabel={texts.delete}
                deleteConfirm={named(texts.deleteConfirm, item)}
                onEdit={() => setEditingId(item.id)}
                onDelete={async () => {
                  if ((await removal.run(item.id)).ok) onChanged(named(texts.deleted, item));
                }}
              >
                {moveButtons?.(item, index)}
              </EditDeleteButtons>
            </EditableItem>
          ))}
        </List>
      )}
    </>
  );
}
