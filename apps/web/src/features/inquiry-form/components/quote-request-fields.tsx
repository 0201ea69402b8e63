import type { Locale } from '@sitedesk/shared/locales';
import type { Messages } from '@sitedesk/shared/messages/types';
import { quoteRequestLimits } from '@sitedesk/shared/quote-request';
import { vatIdMaxLength } from '@sitedesk/shared/vat-id';
import type { InquiryFormState } from '../hooks/use-inquiry-form';
import type { CountryList } from '../lib/country-options';
import type { InquiryFormEntries } from '../lib/inquiry-entry';
import type { InquiryField } from '../lib/inquiry-values';
import { CountryCombobox } from './country-combobox';
import { FieldFrame, type RequirementMarks } from './field-frame';
import { controlClass } from './field-styles';
import { QuoteRowsField } from './quote-rows-field';

export type QuoteRequestFieldsProps = {
  form: InquiryFormState;
  products: InquiryFormEntries['products'];
  countries: CountryList;
  errorText: (field: InquiryField) => string | undefined;
  /** A product line's own field's error message (decision 243). */
  lineFieldError: (line: number, key: string) => string | undefined;
  labels: Messages['inquiryForm'];
  marks: RequirementMarks;
  locale: Locale;
};

/** Today in the visitor's time zone, `YYYY-MM-DD`: the earliest needed-by date the picker offers. */
function today(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/**
 * What a request for a quotation asks beyond an inquiry (issue 27 §2): the products with quantity and
 * unit, then when and where to deliver, the VAT number and a purchase reference. Loaded when the topic
 * first becomes a quote, not with the page: other inquiries never need it.
 */
export function QuoteRequestFields({
  form,
  products,
  countries,
  errorText,
  lineFieldError,
  labels,
  marks,
  locale,
}: QuoteRequestFieldsProps) {
  const { values } = form;
  const text = (
    field: 'deliveryPostcode' | 'vatId' | 'purchaseReference',
    maxLength: number,
    extra: { autoComplete: string; hint?: string },
  ) => (
    <FieldFrame
      field={field}
      label={labels[field]}
      isRequired={false}
      marks={marks}
      hint={extra.hint}
      error={errorText(field)}
    >
      {(aria) => (
        <input
          {...aria}
          type="text"
          name={field}
          // Postcodes and VAT numbers read left to right on an Arabic page too.
          dir={field === 'purchaseReference' ? 'auto' : 'ltr'}
          maxLength={maxLength}
          autoComplete={extra.autoComplete}
          value={values[field]}
          onChange={(event) => form.setField(field, event.target.value)}
          onBlur={(event) => form.blurField(field, event.relatedTarget)}
          className={controlClass}
        />
      )}
    </FieldFrame>
  );
  return (
    <div className="space-y-7" data-testid="quote-request">
      <QuoteRowsField
        rows={values.quoteRows}
        products={products}
        onChange={form.setRow}
        onBlur={form.blurField}
        onAdd={form.addRow}
        onRemove={form.removeRow}
        errorText={errorText}
        lineFieldError={lineFieldError}
        labels={labels}
        marks={marks}
        locale={locale}
      />
      <div className="grid gap-7 sm:grid-cols-2">
        <FieldFrame
          field="neededBy"
          label={labels.neededBy}
          isRequired={false}
          marks={marks}
          error={errorText('neededBy')}
        >
          {(aria) => (
            <input
              {...aria}
              type="date"
              name="neededBy"
              min={today()}
              value={values.neededBy}
              onChange={(event) => form.setField('neededBy', event.target.value)}
              onBlur={(event) => form.blurField('neededBy', event.relatedTarget)}
              className={controlClass}
            />
          )}
        </FieldFrame>
        <FieldFrame
          field="deliveryCountry"
          label={labels.deliveryCountry}
          isRequired={false}
          marks={marks}
          hint={labels.countryHint}
          error={errorText('deliveryCountry')}
        >
          {(aria) => (
            <CountryCombobox
              id={aria.id}
              options={countries}
              value={values.deliveryCountry}
              onChange={(code) => form.setField('deliveryCountry', code)}
              onBlur={(nextFocus) => form.blurField('deliveryCountry', nextFocus)}
              listLabel={labels.deliveryCountry}
              describedBy={aria['aria-describedby']}
              isInvalid={aria['aria-invalid']}
              isRequired={false}
              placeholder={labels.choosePlaceholder}
              texts={{ noResults: labels.noCountryFound, selected: labels.countrySelected }}
              isEnhanced
            />
          )}
        </FieldFrame>
      </div>
      <div className="grid gap-7 sm:grid-cols-2">
        {text('deliveryPostcode', quoteRequestLimits.postcodeMaxLength, { autoComplete: 'postal-code' })}
        {text('vatId', vatIdMaxLength, { autoComplete: 'off', hint: labels.vatIdHint })}
      </div>
      {text('purchaseReference', quoteRequestLimits.purchaseReferenceMaxLength, { autoComplete: 'off' })}
    </div>
  );
}
