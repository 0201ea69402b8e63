import { FieldError } from './field-error';
import { FieldGroup } from './field-group';

type Props<Option extends string> = {
  /** The group's id (the error summary links here); hint and error ids are made from it. */
  id: string;
  legend: string;
  hint: string;
  error: string | undefined;
  options: readonly Option[];
  checked: readonly Option[];
  onChange: (checked: Option[]) => void;
  /** The option in the member's words; its code stands beside it, as integrations name it. */
  nameOf: (option: Option) => string;
};

/**
 * A framed group of checkboxes, each an option's name and its code (an API key's scopes, a webhook's
 * events). What is checked is kept in the options' order, so a saved list does not depend on click order.
 */
export function ChecklistGroup<Option extends string>({
  id,
  legend,
  hint,
  error,
  options,
  checked,
  onChange,
  nameOf,
}: Props<Option>) {
  const hintId = `${id}-hint`;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <FieldGroup id={id} legend={legend} describedBy={[hintId, errorId ?? ''].join(' ').trim()}>
      <p id={hintId} className="mb-2 text-sm text-steel-700">
        {hint}
      </p>
      <ul className="space-y-1">
        {options.map((option) => (
          <li key={option}>
            <label className="flex min-h-11 items-center gap-2">
              <input
                type="checkbox"
                className="size-5 shrink-0"
                checked={checked.includes(option)}
                onChange={(event) =>
                  onChange(
                    event.target.checked
                      ? options.filter((known) => known === option || checked.includes(known))
                      : checked.filter((known) => known !== option),
                  )
                }
              />
              <span>
                {nameOf(option)}{' '}
                <code dir="ltr" className="text-sm text-steel-700">
                  {option}
                </code>
              </span>
            </label>
          </li>
        ))}
      </ul>
      <FieldError id={errorId} message={error} />
    </FieldGroup>
  );
}
