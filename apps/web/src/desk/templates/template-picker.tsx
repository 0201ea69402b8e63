import type { AnswerTemplate } from '@sitedesk/shared/conversation-api';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { useId, useState } from 'react';
import { useDeskI18n } from '../app/desk-i18n';
import { languageName } from '../lib/format';
import { SelectField } from '../ui/select-field';
import { buttonSecondary } from '../ui/styles';

type Props = {
  /** Those of the one purpose offered here (answers in the composer, payment terms on a quotation…). */
  templates: AnswerTemplate[];
  inquiryLocale: string;
  /** The list's label and the button's words; the composer's by default. */
  label?: string;
  insertLabel?: string;
  onInsert: (template: AnswerTemplate) => void;
};

/**
 * A choice of templates, the ones in the inquiry's language first, and a button that puts the chosen one
 * in: the composer inserts an answer, a quotation's terms take payment, delivery or notes words. Nothing
 * happens on choosing alone (WCAG 3.2.2).
 */
export function TemplatePicker({ templates, inquiryLocale, label, insertLabel, onInsert }: Props) {
  const { t, locale } = useDeskI18n();
  const id = useId();
  const [chosenId, setChosenId] = useState('');
  if (templates.length === 0) return null;
  const texts = t.conversation.composer;
  const byTitle = (a: AnswerTemplate, b: AnswerTemplate) => a.title.localeCompare(b.title, locale);
  const sameLanguage = templates.filter((template) => template.locale === inquiryLocale).sort(byTitle);
  const others = templates.filter((template) => template.locale !== inquiryLocale).sort(byTitle);
  const chosen = templates.find((template) => template.id === chosenId);

  return (
    <div className="flex flex-wrap items-end gap-2">
      <SelectField
        id={`${id}-template`}
        label={label ?? texts.templates}
        value={chosenId}
        onValueChange={setChosenId}
        className="min-w-60 flex-1"
      >
        <option value="">{texts.chooseTemplate}</option>
        {sameLanguage.length > 0 && (
          <optgroup
            label={formatMessage(texts.sameLanguage, { language: languageName(inquiryLocale, locale) })}
          >
            {sameLanguage.map((template) => (
              <option key={template.id} value={template.id}>
                {template.title}
              </option>
            ))}
          </optgroup>
        )}
        {others.length > 0 && (
          <optgroup label={texts.otherLanguages}>
            {others.map((template) => (
              <option key={template.id} value={template.id}>
                {template.title} ({languageName(template.locale, locale)})
              </option>
            ))}
          </optgroup>
        )}
      </SelectField>
      <button
        type="button"
        className={buttonSecondary}
        aria-disabled={!chosen}
        onClick={() => {
          if (!chosen) return;
          onInsert(chosen);
          setChosenId('');
        }}
      >
        {insertLabel ?? texts.insertTemplate}
      </button>
    </div>
  );
}
