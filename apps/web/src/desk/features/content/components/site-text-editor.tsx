import { type Locale, localeTags } from '@sitedesk/shared/locales';
import type { PluralForms } from '@sitedesk/shared/messages/format';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { placeholdersOf, type TextValue } from '@sitedesk/shared/messages/text-overrides';
import type { SiteText } from '@sitedesk/shared/site-texts-api';
import { useId, useState } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { DeskApiError } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';
import { Alert } from '../../../ui/alert';
import { FieldError } from '../../../ui/field-error';
import { buttonPrimary, buttonSecondary, inputClass, labelClass } from '../../../ui/styles';
import { useErrorMessage } from '../../../ui/use-error-message';
import { saveSiteText } from '../api/site-texts';

type Props = {
  locale: Locale;
  text: SiteText;
  onSaved: (text: SiteText) => void;
  onCancel: () => void;
};

/** The value the editor starts from: the draft, else what is live, else the shipped text. */
function startingValue(text: SiteText): TextValue {
  return text.draft ?? text.published ?? text.shipped;
}

/**
 * One text's correction: a field for a text, one per form for a plural message, each labelled with the
 * placeholders it must keep. The server checks them too and answers a broken one with a 422 per field.
 */
export function SiteTextEditor({ locale, text, onSaved, onCancel }: Props) {
  const { t } = useDeskI18n();
  const texts = t.siteTexts;
  const id = useId();
  const [value, setValue] = useState<TextValue>(() => startingValue(text));
  const action = useAction((next: TextValue) => saveSiteText(locale, text, next));
  const errorMessage = useErrorMessage();
  const { dir, hreflang } = localeTags[locale];
  const fieldErrors = action.error instanceof DeskApiError ? action.error.fields : {};

  const forms: [string | undefined, string][] =
    typeof value === 'string' ? [[undefined, value]] : Object.entries(value);
  const shippedOf = (form: string | undefined): string =>
    typeof text.shipped === 'string' ? text.shipped : (text.shipped[form as keyof PluralForms] ?? '');

  const change = (form: string | undefined, next: string) =>
    setValue((current) =>
      typeof current === 'string' || form === undefined ? next : { ...current, [form]: next },
    );

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const result = await action.run(value);
    if (result.ok) onSaved(result.value);
  };

  // A problem of the whole message (a plural form missing) has no one field to stand beside.
  const wholeProblem = typeof value === 'string' ? undefined : fieldErrors.value;
  const hasFieldErrors = Object.keys(fieldErrors).length > 0;
  return (
    <form className="mt-3 space-y-3" onSubmit={(event) => void submit(event)} noValidate>
      {action.error !== undefined && !hasFieldErrors && (
        <Alert tone="error">{errorMessage(action.error)}</Alert>
      )}
      {wholeProblem && <Alert tone="error">{wholeProblem.message}</Alert>}
      {forms.map(([form, formText]) => {
        const fieldId = `${id}-${form ?? 'text'}`;
        const hintId = `${fieldId}-hint`;
        const errorId = `${fieldId}-error`;
        const error = fieldErrors[form ? `value.${form}` : 'value'];
        const placeholders = placeholdersOf(shippedOf(form));
        return (
          <div key={form ?? 'text'}>
            <label htmlFor={fieldId} className={labelClass}>
              {form ? formatMessage(texts.form, { form }) : texts.yourText}
            </label>
            {placeholders.length > 0 && (
              <p id={hintId} className="mb-1 text-sm text-steel-700">
                {formatMessage(texts.keepPlaceholders, { placeholders: '' })}
                <code dir="ltr">{placeholders.join(' ')}</code>
              </p>
            )}
            <textarea
              id={fieldId}
              className={inputClass}
              lang={hreflang}
              dir={dir}
              rows={Math.min(6, Math.max(2, Math.ceil(formText.length / 60)))}
              value={formText}
              onChange={(event) => change(form, event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={
                [placeholders.length > 0 ? hintId : '', error ? errorId : ''].join(' ').trim() || undefined
              }
            />
            <FieldError id={errorId} message={error?.message} />
          </div>
        );
      })}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonPrimary} aria-disabled={action.isPending}>
          {texts.saveDraft}
        </button>
        <button type="button" className={buttonSecondary} onClick={onCancel}>
          {texts.cancel}
        </button>
      </div>
    </form>
  );
}
