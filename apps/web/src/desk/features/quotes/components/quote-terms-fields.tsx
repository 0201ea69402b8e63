import type { AnswerTemplate } from '@sitedesk/shared/conversation-api';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { quoteLimits } from '@sitedesk/shared/quotes-api';
import { useDeskI18n } from '../../../app/desk-i18n';
import { TemplatePicker } from '../../../templates/template-picker';
import { Field } from '../../../ui/field';
import { FieldError } from '../../../ui/field-error';
import { inputClass, labelClass } from '../../../ui/styles';
import { fieldId, type QuoteForm, type VatKind } from '../model/quote-form';

type Props = {
  formId: string;
  form: QuoteForm;
  errors: Record<string, { message: string }>;
  onChange: (patch: Partial<QuoteForm>) => void;
};

/** VAT at a rate, the reverse-charge note or none, as the schema has it; the rate only for the first. */
export function VatFields({ formId, form, errors, onChange }: Props) {
  const { t } = useDeskI18n();
  const texts = t.quotes.editor;
  const kinds: { kind: VatKind; label: string }[] = [
    { kind: 'rate', label: texts.vatRate },
    { kind: 'reverse_charge', label: texts.reverseCharge },
    { kind: 'none', label: texts.noVat },
  ];
  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 text-xl text-petrol-900">{texts.vat}</legend>
      <div className="space-y-1">
        {kinds.map(({ kind, label }) => (
          <label key={kind} className="flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name={`${formId}-vat`}
              value={kind}
              checked={form.vatKind === kind}
              onChange={() => onChange({ vatKind: kind })}
              className="size-5 shrink-0"
            />
            {label}
          </label>
        ))}
      </div>
      {form.vatKind === 'rate' && (
        <Field
          id={fieldId(formId, 'vat.ratePercent')}
          label={texts.ratePercent}
          type="number"
          inputMode="decimal"
          min={0}
          max={100}
          step="any"
          value={form.vatRate}
          error={errors['vat.ratePercent']?.message}
          onChange={(event) => onChange({ vatRate: event.target.value })}
        />
      )}
    </fieldset>
  );
}

type TermsProps = Props & {
  /** Every template: each term offers those written for it (decision 229). */
  templates: AnswerTemplate[];
  inquiryLocale: string;
};

/**
 * Payment and delivery terms and further notes, printed on the PDF as typed; each may stay empty, and each
 * takes the words of a template written for it, after what is there already.
 */
export function TermsFields({ formId, form, errors, onChange, templates, inquiryLocale }: TermsProps) {
  const { t } = useDeskI18n();
  const texts = t.quotes.editor;
  const terms = [
    { key: 'payment', label: texts.payment },
    { key: 'delivery', label: texts.delivery },
    { key: 'notes', label: texts.notes },
  ] as const;
  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 text-xl text-petrol-900">{texts.terms}</legend>
      {terms.map(({ key, label }) => {
        const id = fieldId(formId, `terms.${key}`);
        const error = errors[`terms.${key}`]?.message;
        return (
          <div key={key}>
            <label htmlFor={id} className={labelClass}>
              {label}
            </label>
            <textarea
              id={id}
              className={`${inputClass} min-h-16`}
              maxLength={quoteLimits.termsMaxLength}
              value={form[key]}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => onChange({ [key]: event.target.value })}
            />
            <FieldError id={`${id}-error`} message={error} />
            <TemplatePicker
              templates={templates.filter((template) => template.purpose === key)}
              inquiryLocale={inquiryLocale}
              label={formatMessage(texts.fromTemplate, { term: label })}
              insertLabel={texts.useTemplate}
              onInsert={(template) => {
                const current = form[key].trimEnd();
                onChange({ [key]: current ? `${current}\n${template.body}` : template.body });
                // Where the words went, to read or change them next.
                document.getElementById(id)?.focus();
              }}
            />
          </div>
        );
      })}
    </fieldset>
  );
}
