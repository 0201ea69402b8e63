import type { ReactNode } from 'react';
import type { DocumentPath } from '../../../lib/document-path';
import { type FieldControlProps, FieldFrame } from '../../../ui/field-frame';
import { useFieldState } from './content-form-context';

type Props = {
  path: DocumentPath;
  label: string;
  /** Where the field sits ("Service 2"), read after the label by screen readers only. */
  context?: string | undefined;
  hint?: string | undefined;
  noteId?: string | undefined;
  note?: ReactNode;
  children: (control: FieldControlProps) => ReactNode;
};

/** The shared field frame for a field of a section, its id and error taken from the section's form. */
export function ContentFieldFrame({ path, label, context, children, ...rest }: Props) {
  const { id, error, errorId } = useFieldState(path);
  return (
    <FieldFrame
      id={id}
      label={
        <>
          {label}
          {context && <span className="sr-only"> ({context})</span>}
        </>
      }
      error={error}
      errorId={errorId}
      {...rest}
    >
      {children}
    </FieldFrame>
  );
}
