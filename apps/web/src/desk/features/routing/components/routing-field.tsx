import type { ReactNode } from 'react';
import { type FieldControlProps, FieldFrame } from '../../../ui/field-frame';

type Props = {
  /** The control's id; its hint and error are `{id}-hint` and `{id}-error`. */
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  children: (control: FieldControlProps) => ReactNode;
};

/** One field of the team and rule forms: label, hint, the control and its error, read together. */
export function RoutingField({ id, label, hint, error, children }: Props) {
  return (
    <FieldFrame
      id={id}
      label={label}
      hint={hint}
      hintTone="lighter"
      error={error}
      errorId={error ? `${id}-error` : undefined}
    >
      {children}
    </FieldFrame>
  );
}
