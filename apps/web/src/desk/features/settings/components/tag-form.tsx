import { type TagColor, type TagRequest, tagColors, tagNameMaxLength } from '@sitedesk/shared/tags-api';
import { type FormEvent, useId, useState } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { DeskApiError } from '../../../lib/api-client';
import { tagChipClass, tagColorClasses } from '../../../tags/tag-chip';
import { Alert } from '../../../ui/alert';
import { Field } from '../../../ui/field';
import { buttonPrimary, buttonSecondary } from '../../../ui/styles';
import { useErrorMessage } from '../../../ui/use-error-message';

/** A tag's name and colour (radio buttons, each showing the colour as a chip), for a new tag or an edit. */
export function TagForm({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial: TagRequest;
  submitLabel: string;
  onSubmit: (request: TagRequest) => Promise<void>;
  onCancel?: () => void;
}) {
  const { t } = useDeskI18n();
  const text = t.habits.tags;
  const id = useId();
  const errorMessage = useErrorMessage();
  const [name, setName] = useState(initial.name);
  const [color, setColor] = useState<TagColor>(initial.color);
  const [nameError, setNameError] = useState<string>();
  const [error, setError] = useState<string>();
  const [isSaving, setIsSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setIsSaving(true);
    setError(undefined);
    setNameError(undefined);
    try {
      await onSubmit({ name, color });
    } catch (caught) {
      // The server checks the name (unique whatever its case, length, characters): its code says why.
      const code = caught instanceof DeskApiError ? caught.fields?.name?.code : undefined;
      if (code) setNameError(t.fieldErrors[code] ?? errorMessage(caught));
      else setError(errorMessage(caught));
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <form onSubmit={submit} className="space-y-3" noValidate>
      {error && <Alert tone="error">{error}</Alert>}
      <Field
        label={text.name}
        value={name}
        maxLength={tagNameMaxLength}
        required
        error={nameError}
        onChange={(event) => setName(event.target.value)}
      />
      <fieldset>
        <legend className="mb-1 font-semibold text-steel-800">{text.color}</legend>
        <div className="flex flex-wrap gap-2">
          {tagColors.map((option) => (
            <label key={option} className="inline-flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name={`${id}-color`}
                value={option}
                checked={color === option}
                onChange={() => setColor(option)}
                className="size-5"
              />
              <span className={`${tagChipClass} ${tagColorClasses[option]}`}>{text.colors[option]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonPrimary} disabled={isSaving}>
          {submitLabel}
        </button>
        {onCancel && (
          <button type="button" className={buttonSecondary} onClick={onCancel}>
            {text.cancel}
          </button>
        )}
      </div>
    </form>
  );
}
