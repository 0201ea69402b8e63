import { inquiryLimits } from '@sitedesk/shared/inquiry-fields';
import type { CountryCode } from 'libphonenumber-js';
import { type ChangeEvent, useLayoutEffect, useRef } from 'react';
import { WithoutScript } from '../../../ui/without-script';
import type { CountryList } from '../lib/country-options';
import type { FormattedPhone } from '../lib/format-phone-input';
import { errorId, fieldId, hintId } from '../lib/inquiry-values';
import { inquiryChecks } from '../lib/load-inquiry-checks';
import { deleteDigitBeforeCaret, digitsOf } from '../lib/phone-input';
import { CountryCombobox } from './country-combobox';
import { CountrySelect } from './country-select';
import { FieldError, fieldAria, LabelText, type RequirementMarks } from './field-frame';
import { controlClass, hintClass } from './field-styles';

export type PhoneFieldTexts = {
  legend: string;
  country: string;
  countryHint: string;
  number: string;
  noResults: string;
  selected: string;
};

/**
 * Country code and number as one group. The number is formatted as it is typed while the caret stays after
 * the digit it followed; an international number (`+44 …`, `0044 …`) picks its own country.
 */
export function PhoneField({
  options,
  phone,
  phoneCountry,
  onChange,
  onBlur,
  errors,
  texts,
  marks,
  isEnhanced,
}: {
  options: CountryList;
  phone: string;
  phoneCountry: string;
  onChange: (phone: string, phoneCountry?: string) => void;
  onBlur: (field: 'phone' | 'phoneCountry', nextFocus: EventTarget | null) => void;
  errors: { phone: string | undefined; phoneCountry: string | undefined };
  texts: PhoneFieldTexts;
  marks: RequirementMarks;
  isEnhanced: boolean;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const pendingCaret = useRef<number | null>(null);

  // After React wrote the formatted text, put the caret back where the visitor's digit is.
  useLayoutEffect(() => {
    const input = inputRef.current;
    const caret = pendingCaret.current;
    pendingCaret.current = null;
    if (input && caret !== null && document.activeElement === input) input.setSelectionRange(caret, caret);
  });

  const onNumberChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    let text = input.value;
    let caret = input.selectionStart ?? text.length;
    const inputType = event.nativeEvent instanceof InputEvent ? event.nativeEvent.inputType : '';
    if (inputType === 'deleteContentBackward' && digitsOf(text) === digitsOf(phone)) {
      ({ text, caret } = deleteDigitBeforeCaret(text, caret));
    }
    // The formatter loads on the form's first focus (decision 150); a keystroke before it arrives is taken
    // as typed, and the form formats the number once it is here, as it does when a numbering plan is late.
    const formatted: FormattedPhone = inquiryChecks()?.formatPhoneInput(
      text,
      caret,
      phoneCountry as CountryCode,
    ) ?? {
      text,
      caret,
    };
    pendingCaret.current = formatted.caret;
    const detected = formatted.detectedCountry;
    onChange(formatted.text, detected && detected !== phoneCountry ? detected : undefined);
  };

  const onCountryChange = (code: string) => {
    // A national number is re-read in the new country's format.
    const checks = inquiryChecks();
    const reformatted =
      phone === '' || !checks
        ? phone
        : checks.formatPhoneInput(phone, phone.length, code as CountryCode).text;
    onChange(reformatted, code);
  };

  const countryAria = {
    ...fieldAria('phoneCountry', { hasHint: true, error: errors.phoneCountry }),
    'aria-describedby': [hintId('phoneCountry'), errors.phoneCountry ? errorId('phoneCountry') : '']
      .filter(Boolean)
      .join(' '),
  };
  const numberAria = fieldAria('phone', { hasHint: false, error: errors.phone });

  return (
    <fieldset>
      <legend className="font-bold text-steel-900">
        <LabelText text={texts.legend} isRequired={false} marks={marks} />
      </legend>
      <div className="mt-2 grid gap-4 sm:grid-cols-[minmax(0,16rem)_minmax(0,1fr)]">
        <div>
          <label htmlFor={fieldId('phoneCountry')} className="block text-sm font-bold text-steel-800">
            {texts.country}
          </label>
          <div className="mt-1">
            <WithoutScript>
              <CountrySelect
                name="phoneCountry"
                options={options}
                value={phoneCountry}
                onChange={onCountryChange}
                isRequired={false}
                aria={countryAria}
              />
            </WithoutScript>
            <CountryCombobox
              id={countryAria.id}
              options={options}
              value={phoneCountry}
              onChange={onCountryChange}
              onBlur={(nextFocus) => onBlur('phoneCountry', nextFocus)}
              listLabel={texts.country}
              describedBy={countryAria['aria-describedby']}
              isInvalid={countryAria['aria-invalid']}
              isRequired={false}
              texts={{ noResults: texts.noResults, selected: texts.selected }}
              isEnhanced={isEnhanced}
            />
          </div>
        </div>
        <div>
          <label htmlFor={numberAria.id} className="block text-sm font-bold text-steel-800">
            {texts.number}
          </label>
          <input
            {...numberAria}
            ref={inputRef}
            type="tel"
            name="phone"
            inputMode="tel"
            autoComplete="tel"
            // A number reads left to right in every language; on an Arabic page the `+` would otherwise
            // jump to the far end.
            dir="ltr"
            maxLength={inquiryLimits.phoneMaxLength}
            value={phone}
            onChange={onNumberChange}
            onBlur={(event) => onBlur('phone', event.relatedTarget)}
            className={`${controlClass} mt-1 tabular-nums`}
          />
        </div>
      </div>
      <p id={hintId('phoneCountry')} className={hintClass}>
        {texts.countryHint}
      </p>
      <FieldError field="phoneCountry" message={errors.phoneCountry} />
      <FieldError field="phone" message={errors.phone} />
    </fieldset>
  );
}
