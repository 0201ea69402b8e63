import type { ReactNode } from 'react';
import { SiteIcon } from '../../../ui/site-icon';
import { errorId, fieldId, hintId, type InquiryField } from '../lib/inquiry-values';
import { hintClass, labelClass } from './field-styles';

/** What a control needs to be tied to its label, hint and error. */
export type FieldAria = {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': boolean;
};

export function fieldAria(field: InquiryField, { hasHint, error }: { hasHint: boolean; error?: string }) {
  const describedBy = [hasHint ? hintId(field) : '', error ? errorId(field) : ''].filter(Boolean).join(' ');
  return { id: fieldId(field), 'aria-describedby': describedBy || undefined, 'aria-invalid': Boolean(error) };
}

/** The error next to its field: an icon and words, never colour alone. */
export function FieldError({ field, message }: { field: InquiryField; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={errorId(field)} className="mt-2 flex items-start gap-2 font-bold text-red-800">
      <SiteIcon name="circle-alert" className="mt-0.5 size-5 shrink-0" />
      {message}
    </p>
  );
}

export type RequirementMarks = { required: string; optional: string };

/** `Name *` for required fields (the `*` is explained above the form), `Company (optional)` otherwise. */
export function LabelText({
  text,
  isRequired,
  marks,
}: {
  text: string;
  isRequired: boolean;
  marks: RequirementMarks;
}) {
  return isRequired ? (
    <>
      {text}{' '}
      <span aria-hidden="true" className="text-red-800">
        *
      </span>
    </>
  ) : (
    <>
      {text} <span className="font-normal text-steel-700">({marks.optional})</span>
    </>
  );
}

/** Label above, control, hint and error below. */
export function FieldFrame({
  field,
  label,
  isRequired,
  marks,
  hint,
  error,
  children,
}: {
  field: InquiryField;
  label: string;
  isRequired: boolean;
  marks: RequirementMarks;
  hint?: string;
  error: string | undefined;
  children: (aria: FieldAria) => ReactNode;
}) {
  return (
    <div>
      <label htmlFor={fieldId(field)} className={labelClass}>
        <LabelText text={label} isRequired={isRequired} marks={marks} />
      </label>
      <div className="mt-2">{children(fieldAria(field, { hasHint: Boolean(hint), error }))}</div>
      {hint && (
        <p id={hintId(field)} className={hintClass}>
          {hint}
        </p>
      )}
      <FieldError field={field} message={error} />
    </div>
  );
}
