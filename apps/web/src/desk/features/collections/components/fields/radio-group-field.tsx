import type { DocumentPath } from '../../../../lib/document-path';
import { FieldError } from '../../../../ui/field-error';
import { useEntryField } from '../entry-form-context';

type Props = {
  path: DocumentPath;
  legend: string;
  options: readonly { value: string; label: string }[];
  hint?: string;
  /** Shown in a row where the choices are short words. */
  isInline?: boolean;
};

/** One of a few choices, all visible at once (a page's placement, an image's side). */
export function RadioGroupField({ path, legend, options, hint, isInline }: Props) {
  const field = useEntryField(path);
  const hintId = hint ? `${field.id}-hint` : undefined;
  return (
    <fieldset
      id={field.id}
      tabIndex={-1}
      aria-describedby={[hintId, field.errorId].filter(Boolean).join(' ') || undefined}
    >
      <legend className="mb-1 font-semibold text-steel-800">{legend}</legend>
      {hintId && (
        <p id={hintId} className="mb-1 text-sm text-steel-700">
          {hint}
        </p>
      )}
      <div className={isInline ? 'flex flex-wrap gap-x-6' : 'space-y-1'}>
        {options.map((option) => (
          <label key={option.value} className="flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name={field.id}
              value={option.value}
              checked={field.value === option.value}
              onChange={() => field.set(option.value)}
              className="size-5 accent-petrol-700"
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={field.errorId} message={field.error} />
    </fieldset>
  );
}
