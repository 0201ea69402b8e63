import { attachmentKindNames } from '@sitedesk/shared/attachment-kinds';
import type { Locale } from '@sitedesk/shared/locales';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { type TopicFieldType, topicFieldTypes } from '@sitedesk/shared/topic-fields';
import { useDeskI18n } from '../app/desk-i18n';
import { languageName } from '../lib/format';
import { Field } from '../ui/field';
import { SelectField } from '../ui/select-field';
import { buttonSecondary, cardClass } from '../ui/styles';
import { draftId, type FieldDraft } from './topic-field-drafts';

type Texts = Record<Locale, string> | Partial<Record<Locale, string>>;

/** One extra field on the editor screen: key, type, required, a label per site language, unit or options. */
export function TopicFieldCard({
  draft,
  index,
  count,
  languages,
  errorAt,
  onChange,
  onMove,
  onRemove,
}: {
  draft: FieldDraft;
  index: number;
  count: number;
  languages: readonly Locale[];
  /** The server's error for a path under this field (`labels.en`, `choices.0.key`), if any. */
  errorAt: (path: string) => string | undefined;
  onChange: (draft: FieldDraft) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { t, locale: deskLocale } = useDeskI18n();
  const texts = t.topicFields;
  const number = index + 1;
  const idOf = (part: string) => `${draft.id}-${part}`;
  const perLanguage = (
    part: 'labels' | 'unit',
    template: string,
    values: Texts,
    change: (values: Texts) => void,
  ) =>
    languages.map((language) => (
      <Field
        key={language}
        id={idOf(`${part}-${language}`)}
        label={formatMessage(template, { language: languageName(language, deskLocale) })}
        lang={language}
        dir="auto"
        value={values[language] ?? ''}
        error={errorAt(`${part}.${language}`)}
        onChange={(event) => change({ ...values, [language]: event.target.value })}
      />
    ));
  const hasChoices = draft.type === 'choice' || draft.type === 'choices';
  return (
    <fieldset className={`${cardClass} min-w-0 space-y-4`}>
      <legend className="px-1 text-lg font-semibold">{formatMessage(texts.field, { number })}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id={idOf('key')}
          label={texts.key}
          hint={texts.keyHint}
          dir="ltr"
          value={draft.key}
          error={errorAt('key')}
          onChange={(event) => onChange({ ...draft, key: event.target.value })}
        />
        <SelectField
          id={idOf('type')}
          label={texts.type}
          value={draft.type}
          onValueChange={(type) => onChange({ ...draft, type: type as TopicFieldType })}
        >
          {topicFieldTypes.map((type) => (
            <option key={type} value={type}>
              {texts.types[type]}
            </option>
          ))}
        </SelectField>
      </div>
      <label className="flex min-h-11 items-center gap-3 font-semibold">
        <input
          type="checkbox"
          className="size-5"
          checked={draft.isRequired}
          onChange={(event) => onChange({ ...draft, isRequired: event.target.checked })}
        />
        {texts.required}
      </label>
      <p className="text-sm text-steel-700">{texts.fallbackNote}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {perLanguage('labels', texts.label, draft.labels, (labels) => onChange({ ...draft, labels }))}
      </div>
      {draft.type === 'number' && (
        <div className="grid gap-4 sm:grid-cols-2">
          {perLanguage('unit', texts.unit, draft.unit, (unit) => onChange({ ...draft, unit }))}
        </div>
      )}
      {draft.type === 'file' && (
        <fieldset className="min-w-0">
          <legend className="font-semibold">{texts.fileKinds}</legend>
          {errorAt('fileKinds') && <p className="font-semibold text-signal-700">{errorAt('fileKinds')}</p>}
          <div className="mt-2 flex flex-wrap gap-x-6 gap-y-1">
            {attachmentKindNames.map((kind) => (
              <label key={kind} className="flex min-h-11 items-center gap-3" dir="ltr">
                <input
                  type="checkbox"
                  className="size-5"
                  checked={draft.fileKinds.includes(kind)}
                  onChange={(event) =>
                    onChange({
                      ...draft,
                      fileKinds: event.target.checked
                        ? [...draft.fileKinds, kind]
                        : draft.fileKinds.filter((item) => item !== kind),
                    })
                  }
                />
                {kind.toUpperCase()}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {hasChoices && (
        <fieldset className="min-w-0 space-y-4">
          <legend className="font-semibold">{texts.options}</legend>
          {errorAt('choices') && <p className="font-semibold text-signal-700">{errorAt('choices')}</p>}
          {draft.choices.map((choice, choiceIndex) => {
            const choiceNumber = choiceIndex + 1;
            const setChoice = (next: FieldDraft['choices'][number]) =>
              onChange({
                ...draft,
                choices: draft.choices.map((item) => (item.id === choice.id ? next : item)),
              });
            return (
              <div key={choice.id} className="grid gap-4 border-s-4 border-steel-200 ps-4 sm:grid-cols-2">
                <Field
                  id={`${choice.id}-key`}
                  label={formatMessage(texts.optionKey, { number: choiceNumber })}
                  dir="ltr"
                  value={choice.key}
                  error={errorAt(`choices.${choiceIndex}.key`)}
                  onChange={(event) => setChoice({ ...choice, key: event.target.value })}
                />
                {languages.map((language) => (
                  <Field
                    key={language}
                    id={`${choice.id}-${language}`}
                    label={`${formatMessage(texts.option, { number: choiceNumber })}: ${languageName(language, deskLocale)}`}
                    lang={language}
                    dir="auto"
                    value={choice.labels[language] ?? ''}
                    error={errorAt(`choices.${choiceIndex}.labels.${language}`)}
                    onChange={(event) =>
                      setChoice({ ...choice, labels: { ...choice.labels, [language]: event.target.value } })
                    }
                  />
                ))}
                <div className="sm:col-span-2">
                  <button
                    type="button"
                    className={buttonSecondary}
                    onClick={() =>
                      onChange({ ...draft, choices: draft.choices.filter((item) => item.id !== choice.id) })
                    }
                  >
                    {formatMessage(texts.removeOption, { number: choiceNumber })}
                  </button>
                </div>
              </div>
            );
          })}
          <button
            type="button"
            className={buttonSecondary}
            onClick={() =>
              onChange({ ...draft, choices: [...draft.choices, { id: draftId(), key: '', labels: {} }] })
            }
          >
            {texts.addOption}
          </button>
        </fieldset>
      )}
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className={buttonSecondary}
          aria-disabled={index === 0}
          onClick={() => onMove(-1)}
        >
          {texts.moveUp}
        </button>
        <button
          type="button"
          className={buttonSecondary}
          aria-disabled={index === count - 1}
          onClick={() => onMove(1)}
        >
          {texts.moveDown}
        </button>
        <button type="button" className={buttonSecondary} onClick={onRemove}>
          {formatMessage(texts.removeField, { number })}
        </button>
      </div>
    </fieldset>
  );
}
