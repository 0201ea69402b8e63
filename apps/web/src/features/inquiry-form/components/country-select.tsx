import { SiteIcon } from '../../../ui/site-icon';
import { type CountryList, optionLabel } from '../lib/country-options';
import type { FieldAria } from './field-frame';
import { controlClass } from './field-styles';

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
        {options.all().map((option) => (
          <option key={option.code} value={option.code}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
      <SiteIcon
        name="chevron-down"
        className="pointer-events-none absolute top-3.5 end-3 size-5 text-steel-600"
      />
    </div>
  );
}
