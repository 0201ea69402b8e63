import { ChevronDown } from 'lucide-react';
import { decorativeIcon } from '../../../ui/icon-props';
import { type CountryOption, optionLabel } from '../lib/country-options';
import type { FieldAria } from './field-frame';
import { controlClass } from './field-styles';

/**
 * The plain `<select>` the page is prerendered with: it works without JavaScript and is swapped for the
 * searchable combobox once the form is hydrated.
 */
export function CountrySelect({
  name,
  options,
  value,
  onChange,
  placeholder,
  isRequired,
  aria,
}: {
  name: string;
  options: readonly CountryOption[];
  value: string;
  onChange: (code: string) => void;
  placeholder?: string;
  isRequired: boolean;
  aria: FieldAria;
}) {
  return (
    <div className="relative">
      <select
        {...aria}
        name={name}
        required={isRequired}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={`${controlClass} appearance-none pe-10`}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.code} value={option.code}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
      <ChevronDown
        {...decorativeIcon}
        className="pointer-events-none absolute top-3.5 end-3 size-5 text-steel-600"
      />
    </div>
  );
}
