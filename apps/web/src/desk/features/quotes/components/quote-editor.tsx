import type { InquiryDetail } from '@sitedesk/shared/desk-api';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { type QuoteDetail, quoteLimits } from '@sitedesk/shared/quotes-api';
import { Plus } from 'lucide-react';
import { useId } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { useUnsavedChangesGuard } from '../../../lib/use-unsaved-changes-guard';
import { useAnswerTemplates } from '../../../templates/get-templates';
import { Alert } from '../../../ui/alert';
import { ErrorSummary } from '../../../ui/error-summary';
import { Field } from '../../../ui/field';
import { LiveRegion } from '../../../ui/live-region';
import { buttonPrimary, buttonSecondary, cardClass, inputClass } from '../../../ui/styles';
import type { CreatedQuote } from '../api/create-quote';
import { useQuoteCatalogue } from '../api/get-quote-catalogue';
import { fieldId, type QuoteForm } from '../model/quote-form';
import { QuoteLineFields } from './quote-line-fields';
import { TermsFields, VatFields } from './quote-terms-fields';
import { QuoteTotals } from './quote-totals';
import { SendPanel } from './send-panel';
import { useQuoteEditor } from './use-quote-editor';

type Props = {
  inquiry: InquiryDetail;
  quote: QuoteDetail | undefined;
  initial: QuoteForm;
  onCreated: (created: CreatedQuote, notice: string) => void;
  onSaved: (quote: QuoteDetail) => void;
  onSent: (quote: QuoteDetail) => void;
};

/**
 * A draft quotation's form (decision 221): currency and validity, the items, VAT, terms, the totals as the
 * server computes them, and saving; once saved, its PDF preview and sending.
 */
export function QuoteEditor({ inquiry, quote, initial, onCreated, onSaved, onSent }: Props) {
  const { t } = useDeskI18n();
  const texts = t.quotes.editor;
  const formId = useId();
  const templates = useAnswerTemplates();
  // Without the catalogue (not loaded, or refused) lines are typed by hand as before.
  const catalogue = useQuoteCatalogue();
  const editor = useQuoteEditor({
    inquiryId: inquiry.id,
    quote,
    initial,
    catalogue: catalogue.data?.items,
    // The new draft's own page follows: its edits are saved, so leaving needs no question.
    onCreated: (created, notice) => {
      guard.allowNextNavigation();
      onCreated(created, notice);
    },
    onSaved,
  });
  const { form, fieldErrors } = editor;
  const guard = useUnsavedChangesGuard(editor.isDirty && !editor.isSaving, texts.leaveWarning);
  const errorOf = (path: string) => fieldErrors[path]?.message;

  const labelOf = (path: string): string => {
    const [head, index, field] = path.split('.');
    const lineFields: Record<string, string> = {
      entryId: texts.product,
      description: texts.description,
      quantity: texts.quantity,
      unit: texts.unit,
      unitPrice: texts.unitPrice,
      discountPercent: texts.discount,
    };
    if (head === 'lines' && index !== undefined) {
      const line = formatMessage(texts.line, { position: Number(index) + 1 });
      return field ? `${line}: ${lineFields[field] ?? field}` : line;
    }
    const named: Record<string, string> = {
      currency: texts.currency,
      validUntil: texts.validUntil,
      lines: texts.lines,
      vat: texts.vat,
      'vat.ratePercent': texts.ratePercent,
      'terms.payment': texts.payment,
      'terms.delivery': texts.delivery,
      'terms.notes': texts.notes,
    };
    return named[path] ?? path;
  };
  // A field the form has no control for (the whole list of lines) points at the first item's description.
  const targetOf = (path: string) =>
    path === 'lines' || path === 'vat' ? fieldId(formId, 'lines.0.description') : fieldId(formId, path);

  const addLine = () => {
    const index = editor.addLine();
    requestAnimationFrame(() =>
      document.getElementById(fieldId(formId, `lines.${index}.description`))?.focus(),
    );
  };
  const removeLine = (index: number) => {
    editor.removeLine(index);
    requestAnimationFrame(() => document.getElementById(`${formId}-add-line`)?.focus());
  };

  return (
    <div className="space-y-6">
      <form
        noValidate
        onSubmit={(event) => void editor.submit(event)}
        aria-busy={editor.isSaving}
        className={`${cardClass} min-w-0 space-y-5`}
        data-testid="quote-editor"
      >
        <ErrorSummary
          title={texts.errorSummary}
          items={Object.entries(fieldErrors).map(([path, error]) => ({
            fieldId: targetOf(path),
            label: labelOf(path),
            message: error.message,
          }))}
        />
        {editor.generalError && <Alert tone="error">{editor.generalError}</Alert>}
        <fieldset className="space-y-3">
          <legend className="mb-2 text-xl text-petrol-900">{texts.general}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            <Field
              id={fieldId(formId, 'currency')}
              label={texts.currency}
              hint={texts.currencyHint}
              dir="ltr"
              autoComplete="off"
              maxLength={3}
              className={`${inputClass} uppercase`}
              value={form.currency}
              error={errorOf('currency')}
              onChange={(event) => editor.change({ currency: event.target.value.toUpperCase() })}
            />
            <Field
              id={fieldId(formId, 'validUntil')}
              label={texts.validUntil}
              type="date"
              value={form.validUntil}
              error={errorOf('validUntil')}
              onChange={(event) => editor.change({ validUntil: event.target.value })}
            />
          </div>
        </fieldset>
        <fieldset className="space-y-3">
          <legend className="mb-2 text-xl text-petrol-900">{texts.lines}</legend>
          {form.lines.map((line, index) => (
            <QuoteLineFields
              key={line.key}
              formId={formId}
              index={index}
              line={line}
              currency={form.currency}
              amount={editor.totals?.lineAmounts[index]}
              errors={fieldErrors}
              canRemove={form.lines.length > 1}
              products={catalogue.data?.items ?? []}
              onChange={(patch) => editor.changeLine(index, patch)}
              onChooseProduct={(product) => editor.chooseProduct(index, product)}
              onRemove={() => removeLine(index)}
            />
          ))}
          {form.lines.length < quoteLimits.linesMaxCount && (
            <button id={`${formId}-add-line`} type="button" className={buttonSecondary} onClick={addLine}>
              <Plus aria-hidden="true" className="size-4" />
              {texts.addLine}
            </button>
          )}
        </fieldset>
        <VatFields formId={formId} form={form} errors={fieldErrors} onChange={editor.change} />
        <TermsFields
          formId={formId}
          form={form}
          errors={fieldErrors}
          onChange={editor.change}
          templates={templates.data?.items ?? []}
          inquiryLocale={inquiry.locale}
        />
        <section aria-labelledby={`${formId}-totals`} className="space-y-2">
          <h2 id={`${formId}-totals`} className="text-xl text-petrol-900">
            {texts.totals}
          </h2>
          <QuoteTotals
            totals={editor.totals}
            currency={form.currency}
            vat={
              form.vatKind === 'rate'
                ? { kind: 'rate', ratePercent: Number(form.vatRate) || 0 }
                : { kind: form.vatKind }
            }
          />
        </section>
        {editor.notice && <Alert tone="success">{editor.notice}</Alert>}
        <button type="submit" className={buttonPrimary} aria-disabled={editor.isSaving}>
          {texts.save}
        </button>
        <LiveRegion announcement={editor.announcement} />
      </form>
      {quote && (
        <SendPanel
          quote={quote}
          seenVersion={editor.seenVersion ?? quote.updatedAt}
          isDirty={editor.isDirty}
          onSent={onSent}
        />
      )}
    </div>
  );
}
