import { attachmentKinds } from '@sitedesk/shared/attachment-kinds';
import { type LocalizedTopicField, topicFieldInputName } from '@sitedesk/shared/topic-fields';
import { SiteIcon } from '../../../ui/site-icon';
import { LabelText, type RequirementMarks } from './field-frame';
import { controlClass, hintClass, labelClass } from './field-styles';

/** The id of an extra field's control (the first radio or checkbox of a group): errors move focus there. */
export const extraFieldId = (topic: string, key: string) => `inquiry-extra-${topic}-${key}`;

/** The id of a product line's own field's control (decision 243); `line` counts the rows with a product. */
export const lineFieldId = (line: number, key: string) => `inquiry-line-${line}-${key}`;

export type ExtraFieldTexts = { yes: string; no: string };

/**
 * One topic's extra fields as an editor defined them (decision 225), in the visitor's language. Plain,
 * uncontrolled controls posting `extra.<topic>.<key>`: the same markup works before hydration, and the
 * sending reads their values from the form.
 */
export function TopicExtraFields({
  topic,
  fields,
  errors,
  marks,
  texts,
  isNativelyChecked,
}: {
  topic: string;
  fields: readonly LocalizedTopicField[];
  /** Each field's error message, by key. */
  errors: Readonly<Record<string, string>>;
  marks: RequirementMarks;
  texts: ExtraFieldTexts;
  /** Whether the browser may check `required` itself: only when this topic is the chosen one. */
  isNativelyChecked: boolean;
}) {
  return (
    <>
      {fields.map((field) => (
        <ExtraField
          key={field.key}
          id={extraFieldId(topic, field.key)}
          name={topicFieldInputName(topic, field.key)}
          field={field}
          error={errors[field.key]}
          marks={marks}
          texts={texts}
          isRequired={isNativelyChecked && field.isRequired}
        />
      ))}
    </>
  );
}

/**
 * One editor-defined field (a topic's, decision 225, or a product line's, decision 243): `id` is its
 * control's (a group's first), `name` what it posts.
 */
export function ExtraField({
  id,
  name,
  field,
  error,
  marks,
  texts,
  isRequired,
}: {
  id: string;
  name: string;
  field: LocalizedTopicField;
  error: string | undefined;
  marks: RequirementMarks;
  texts: ExtraFieldTexts;
  isRequired: boolean;
}) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const isFile = field.type === 'file';
  const endings = isFile ? (field.fileKinds ?? []).flatMap((kind) => attachmentKinds[kind].extensions) : [];
  // A number's unit, or the endings a file field takes as its picker offers them (decision 249).
  const hint = isFile ? endings.join(' ') : field.unit;
  const aria = {
    'aria-describedby': [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined,
    'aria-invalid': Boolean(error),
  };
  const label = <LabelText text={field.label} isRequired={field.isRequired} marks={marks} />;
  const errorText = error ? (
    <p id={errorId} className="mt-2 flex items-start gap-2 font-bold text-red-800">
      <SiteIcon name="circle-alert" className="mt-0.5 size-5 shrink-0" />
      {error}
    </p>
  ) : null;

  if (field.type === 'yesNo' || field.type === 'choices' || field.type === 'choice') {
    const options =
      field.type === 'yesNo'
        ? [
            { key: 'yes', label: texts.yes },
            { key: 'no', label: texts.no },
          ]
        : (field.choices ?? []);
    const inputType = field.type === 'choices' ? 'checkbox' : 'radio';
    return (
      <fieldset aria-describedby={aria['aria-describedby']}>
        <legend className={labelClass}>{label}</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-1">
          {options.map((option, index) => (
            <label key={option.key} className="flex min-h-11 items-center gap-3">
              <input
                id={index === 0 ? id : `${id}-${option.key}`}
                type={inputType}
                name={name}
                value={option.key}
                required={isRequired && inputType === 'radio'}
                aria-invalid={aria['aria-invalid']}
                className="size-5 accent-petrol-700"
              />
              {option.label}
            </label>
          ))}
        </div>
        {errorText}
      </fieldset>
    );
  }

  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className="mt-2">
        {isFile ? (
          <input
            {...aria}
            id={id}
            name={name}
            type="file"
            multiple
            accept={endings.join(',')}
            required={isRequired}
            // The browser's own picker, as the form without JavaScript has it: it works the same before and
            // after hydration, so an uncontrolled control posts its files either way.
            className="block min-h-11 w-full text-steel-800"
          />
        ) : (
          <input
            {...aria}
            id={id}
            name={name}
            type={field.type === 'date' ? 'date' : 'text'}
            // Numbers as text: `12,5` is how half of Europe writes it, which a number input refuses.
            inputMode={field.type === 'number' ? 'decimal' : undefined}
            dir="auto"
            required={isRequired}
            className={controlClass}
          />
        )}
      </div>
      {hint && (
        // Endings read the same in every language: left to right in an Arabic page too.
        <p id={hintId} className={hintClass} dir={isFile ? 'ltr' : undefined}>
          {hint}
        </p>
      )}
      {errorText}
    </div>
  );
}
