import type { ReactNode, SelectHTMLAttributes } from 'react';
import { inputClass, labelClass } from './styles';

type Props = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className' | 'onChange' | 'value'> & {
  id: string;
  label: ReactNode;
  value: string | number;
  /** Called with the chosen option's value, as a string. */
  onValueChange: (value: string) => void;
  /** The wrapper's classes: how the field sits in its row. */
  className?: string;
  /** The `<option>`s and `<optgroup>`s. */
  children: ReactNode;
};

/** A labelled drop-down of the desk: the label above, the select as wide as its wrapper. */
export function SelectField({ id, label, value, onValueChange, className, children, ...select }: Props) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select
        id={id}
        className={inputClass}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        {...select}
      >
        {children}
      </select>
    </div>
  );
}
