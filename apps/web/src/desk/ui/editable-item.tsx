import type { ReactNode } from 'react';
import { buttonDanger, buttonSecondary } from './styles';

type ItemProps = {
  isEditing: boolean;
  /** The heading over the form while the item is edited in place. */
  editTitle: string;
  form: ReactNode;
  /** What the item shows when it is not edited. */
  children: ReactNode;
};

/** One item of a list whose items are edited in place: its summary, or a heading and its form. */
export function EditableItem({ isEditing, editTitle, form, children }: ItemProps) {
  return (
    <li className="rounded-card border border-steel-200 p-3">
      {isEditing ? (
        <>
          <h3 className="mb-2 font-semibold">{editTitle}</h3>
          {form}
        </>
      ) : (
        children
      )}
    </li>
  );
}

type ButtonsProps = {
  /** The item's name, which tells one item's buttons from another's. */
  name: string;
  editLabel: string;
  deleteLabel: string;
  /** Asked before deleting; nothing happens unless the user agrees. */
  deleteConfirm: string;
  onEdit: () => void;
  onDelete: () => void;
  /** Buttons that come before Edit (moving the item). */
  children?: ReactNode;
};

/** An item's Edit and Delete buttons; deleting asks first. */
export function EditDeleteButtons({
  name,
  editLabel,
  deleteLabel,
  deleteConfirm,
  onEdit,
  onDelete,
  children,
}: ButtonsProps) {
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      {children}
      <button
        type="button"
        className={buttonSecondary}
        // The visible word starts the name (WCAG 2.5.3); the item's name tells the buttons apart.
        aria-label={`${editLabel}: ${name}`}
        onClick={onEdit}
      >
        {editLabel}
      </button>
      <button
        type="button"
        className={buttonDanger}
        aria-label={`${deleteLabel}: ${name}`}
        onClick={() => {
          if (window.confirm(deleteConfirm)) onDelete();
        }}
      >
        {deleteLabel}
      </button>
    </div>
  );
}
