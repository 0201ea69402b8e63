import { type CountryList, optionLabel } from '../lib/country-options';
import type { FieldAria } from './field-frame';
import { NativeSelect } from './native-select';

/**
 * The plain `<select>` for visitors without JavaScript. It is prerendered inside a `<noscript>`, so with
 * JavaScript its ~250 options never become elements; the combobox beside it is used instead (decision 155).
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
  options: CountryList;
  value: string;
  onChange: (code: string) => void;
  placeholder?: string;
  isRequired: boolean;
  aria: FieldAria;
}) {
  return (
    <NativeSelect name={name} isRequired={isRequired} value={value} onValueChange={onChange} aria={aria}>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.all().map((option) => (
        <option key={option.code} value={option.code}>
          {optionLabel(option)}
        </option>
      ))}
    </NativeSelect>
  );
}
