import { SiteIcon } from '../../../ui/site-icon';
import { FieldError, fieldAria } from './field-frame';

export type ConsentTexts = { before: string; link: string; after: string };

/**
 * A real checkbox (it stays the focusable, clickable element and what screen readers report), drawn with
 * lucide's square icons on top of it.
 */
export function ConsentField({
  checked,
  onChange,
  error,
  texts,
  privacyHref,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error: string | undefined;
  texts: ConsentTexts;
  privacyHref: string;
}) {
  const aria = fieldAria('consent', { hasHint: false, error });
  return (
    <div>
      <div className="flex items-start gap-3">
        <span className="relative mt-0.5 inline-flex size-6 shrink-0">
          <input
            {...aria}
            type="checkbox"
            name="consent"
            required
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            className="peer size-6 cursor-pointer appearance-none rounded-sm"
          />
          <SiteIcon
            name="square"
            className="pointer-events-none absolute inset-0 size-6 text-steel-700 peer-checked:hidden peer-aria-[invalid=true]:text-red-700"
          />
          <SiteIcon
            name="square-check"
            className="pointer-events-none absolute inset-0 hidden size-6 text-petrol-700 peer-checked:block"
          />
        </span>
        <label htmlFor={aria.id} className="cursor-pointer">
          {texts.before}
          <a href={privacyHref} className="font-bold text-petrol-700 underline hover:text-petrol-900">
            {texts.link}
          </a>
          {texts.after}{' '}
          <span aria-hidden="true" className="text-red-800">
            *
          </span>
        </label>
      </div>
      <FieldError field="consent" message={error} />
    </div>
  );
}
