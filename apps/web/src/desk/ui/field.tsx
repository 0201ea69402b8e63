import { type ChangeEvent, type InputHTMLAttributes, useId } from 'react';
import { FieldFrame } from './field-frame';
import { inputClass } from './styles';

type FieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string; hint?: string; error?: string };

/** Input kinds whose values read left to right in every language: addresses and numbers (decision 208). */
const leftToRightTypes = new Set(['email', 'tel', 'url', 'number']);

/**
 * A labelled input whose hint and error are tied to it for screen readers. An e-mail, phone, web address or
 * number field is `dir="ltr"` unless told otherwise, so "+420 596 123 456" keeps its "+" in front on an
 * Arabic desk.
 */
export function Field({ label, hint, error, id, ...input }: FieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <FieldFrame
      id={inputId}
      label={label}
      hint={hint}
      error={error}
      errorId={error ? `${inputId}-error` : undefined}
    >
      {(control) => (
        <input
          {...control}
          className={inputClass}
          dir={leftToRightTypes.has(input.type ?? '') ? 'ltr' : undefined}
          {...input}
        />
      )}
    </FieldFrame>
  );
}

type TypedFieldProps = Omit<FieldProps, 'type' | 'onChange'> & {
  /** Called with the new text; the field is uncontrolled without it (a form read with FormData). */
  onValueChange?: (value: string) => void;
};

const changeHandler = (onValueChange: ((value: string) => void) | undefined) =>
  onValueChange && ((event: ChangeEvent<HTMLInputElement>) => onValueChange(event.target.value));

/**
 * A password field. A new password asks the browser to suggest one and says the server's least length
 * (`newPassword` in desk-api: 12); a current one lets the browser fill in the saved one.
 */
export function PasswordField({
  isNew,
  name = 'password',
  onValueChange,
  ...field
}: TypedFieldProps & { isNew?: boolean }) {
  return (
    <Field
      type="password"
      name={name}
      autoComplete={isNew ? 'new-password' : 'current-password'}
      minLength={isNew ? 12 : undefined}
      onChange={changeHandler(onValueChange)}
      {...field}
    />
  );
}

/** The e-mail address that names a desk account (the browser's `username`). */
export function EmailField({ autoComplete = 'username', onValueChange, ...field }: TypedFieldProps) {
  return (
    <Field
      type="email"
      name="email"
      autoComplete={autoComplete}
      required
      onChange={changeHandler(onValueChange)}
      {...field}
    />
  );
}

type CheckboxProps = {
  label: string;
  checked: boolean;
  isDisabled?: boolean;
  onCheckedChange: (checked: boolean) => void;
};

/** A checkbox named by the words beside it (the whole line is clickable). */
export function CheckboxField({ label, checked, isDisabled, onCheckedChange }: CheckboxProps) {
  return (
    <label className="flex items-center gap-2">
      <input
        type="checkbox"
        disabled={isDisabled}
        checked={checked}
        onChange={(event) => onCheckedChange(event.target.checked)}
      />
      {label}
    </label>
  );
}
