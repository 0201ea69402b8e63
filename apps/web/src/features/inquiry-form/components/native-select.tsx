import type { ReactNode } from 'react';
import { SiteIcon } from '../../../ui/site-icon';
import type { FieldAria } from './field-frame';
import { controlClass } from './field-styles';

/** The form's native drop-down: the control's look with the chevron at its end, the options given. */
export function NativeSelect({
  name,
  isRequired,
  value,
  onValueChange,
  aria,
  children,
}: {
  name: string;
  isRequired: boolean;
  value: string;
  onValueChange: (value: string) => void;
  aria: FieldAria;
  children: ReactNode;
}) {
  return (
    <div className="relative">
      <select
        {...aria}
        name={name}
        required={isRequired}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        className={`${controlClass} appearance-none pe-10`}
      >
        {children}
      </select>
      <SiteIcon
        name="chevron-down"
        className="pointer-events-none absolute top-3.5 end-3 size-5 text-steel-600"
      />
    </div>
  );
}
