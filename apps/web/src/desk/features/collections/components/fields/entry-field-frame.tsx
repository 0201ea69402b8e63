import type { ReactNode } from 'react';
import type { DocumentPath } from '../../../../lib/document-path';
import { type FieldControlProps, FieldFrame } from '../../../../ui/field-frame';
import { useEntryField } from '../entry-form-context';

type EntryField = ReturnType<typeof useEntryField>;

type Props = {
  path: DocumentPath;
  label: string;
  hint?: string | undefined;
  noteId?: string | undefined;
  note?: (field: EntryField) => ReactNode;
  children: (control: FieldControlProps, field: EntryField) => ReactNode;
};

/** The shared field frame for a field of an entry, its value, id and error taken from the entry's form. */
export function EntryFieldFrame({ path, label, hint, noteId, note, children }: Props) {
  const field = useEntryField(path);
  return (
    <FieldFrame
      id={field.id}
      label={label}
      hint={hint}
      error={field.error}
      errorId={field.errorId}
      noteId={noteId}
      note={note?.(field)}
    >
      {(control) => children(control, field)}
    </FieldFrame>
  );
}
