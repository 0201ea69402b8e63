import {
  type AnswerTemplate,
  type AnswerTemplateInput,
  answerTemplateSchema,
  conversationLimits,
  type TemplatePurpose,
  templatePlaceholders,
  templatePurposes,
} from '@sitedesk/shared/conversation-api';
import { ltrIsolateIn } from '@sitedesk/shared/left-to-right';
import { type Locale, languageEndonym, locales } from '@sitedesk/shared/locales';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { quoteLimits } from '@sitedesk/shared/quotes-api';
import { type FormEvent, useId, useState } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { useAction } from '../../../lib/use-action';
import { Alert } from '../../../ui/alert';
import { FormActions } from '../../../ui/form-actions';
import { SelectField } from '../../../ui/select-field';
import { inputClass, labelClass } from '../../../ui/styles';
import { useErrorMessage } from '../../../ui/use-error-message';

type Props = {
  initial?: AnswerTemplate;
  defaultLocale: Locale;
  save: (input: AnswerTemplateInput) => Promise<unknown>;
  onSaved: () => void;
  onCancel?: () => void;
};

/**
 * Use, title, language and text of one template, checked with the server's schema before it is sent. The
 * placeholders are filled in answers only: a quotation's terms take the words as written.
 */
export function TemplateForm({ initial, defaultLocale, save, onSaved, onCancel }: Props) {
  const { t, locale: deskLocale } = useDeskI18n();
  const texts = t.conversation.templates;
  const id = useId();
  const errorMessage = useErrorMessage();
  const [purpose, setPurpose] = useState<TemplatePurpose>(initial?.purpose ?? 'answer');
  const [title, setTitle] = useState(initial?.title ?? '');
  const [locale, setLocale] = useState<Locale>(initial?.locale ?? defaultLocale);
  const [body, setBody] = useState(initial?.body ?? '');
  const [problem, setProblem] = useState<string>();
  const action = useAction(save);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = answerTemplateSchema.safeParse({ purpose, title, locale, body });
    if (!parsed.success) {
      setProblem(t.errors.fieldsNeedAttention);
      return;
    }
    setProblem(undefined);
    if ((await action.run(parsed.data)).ok) {
      if (!initial) {
        setTitle('');
        setBody('');
      }
      onSaved();
    }
  };

  const meanings: Record<(typeof templatePlaceholders)[number], string> = {
    '{{name}}': texts.placeholders.name,
    '{{reference}}': texts.placeholders.reference,
    '{{staff.name}}': texts.placeholders.staffName,
  };
  const placeholderHelp = formatMessage(texts.placeholderHelp, {
    placeholders: templatePlaceholders
      .map((placeholder) => `${ltrIsolateIn(deskLocale, placeholder)} (${meanings[placeholder]})`)
      .join(', '),
  });
  const isTitleMissing = problem !== undefined && title.trim() === '';
  const isBodyMissing = problem !== undefined && body.trim() === '';
  const isAnswer = purpose === 'answer';

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      {problem && <Alert tone="error">{problem}</Alert>}
      {action.error !== undefined && <Alert tone="error">{errorMessage(action.error)}</Alert>}
      <SelectField
        id={`${id}-purpose`}
        label={texts.purposeLabel}
        value={purpose}
        onValueChange={(value) => setPurpose(templatePurposes.find((known) => known === value) ?? 'answer')}
      >
        {templatePurposes.map((known) => (
          <option key={known} value={known}>
            {texts.purposes[known]}
          </option>
        ))}
      </SelectField>
      <div className="grid gap-3 sm:grid-cols-3">
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-title`} className={labelClass}>
            {texts.titleLabel}
          </label>
          <input
            id={`${id}-title`}
            className={inputClass}
            value={title}
            maxLength={conversationLimits.templateTitleMaxLength}
            aria-invalid={isTitleMissing || undefined}
            onChange={(event) => setTitle(event.target.value)}
          />
        </div>
        <SelectField
          id={`${id}-locale`}
          label={texts.localeLabel}
          value={locale}
          onValueChange={(value) => setLocale(value as Locale)}
        >
          {locales.map((code) => (
            <option key={code} value={code}>
              {languageEndonym(code)}
            </option>
          ))}
        </SelectField>
      </div>
      <div>
        <label htmlFor={`${id}-body`} className={labelClass}>
          {texts.bodyLabel}
        </label>
        {isAnswer && (
          <p id={`${id}-help`} className="mb-1 text-sm text-steel-600">
            {placeholderHelp}
          </p>
        )}
        <textarea
          id={`${id}-body`}
          className={`${inputClass} min-h-32`}
          value={body}
          maxLength={isAnswer ? undefined : quoteLimits.termsMaxLength}
          aria-describedby={isAnswer ? `${id}-help` : undefined}
          aria-invalid={isBodyMissing || undefined}
          onChange={(event) => setBody(event.target.value)}
        />
      </div>
      <FormActions submitLabel={initial ? t.save : texts.create} action={action} onCancel={onCancel} />
    </form>
  );
}
