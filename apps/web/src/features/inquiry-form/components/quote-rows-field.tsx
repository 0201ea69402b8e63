import type { Locale } from '@sitedesk/shared/locales';
import { formatMessage } from '@sitedesk/shared/messages/format';
import type { Messages } from '@sitedesk/shared/messages/types';
import { productFieldInputName, quantityUnits, quoteRequestLimits } from '@sitedesk/shared/quote-request';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { SiteIcon } from '../../../ui/site-icon';
import type { InquiryFormEntries } from '../lib/inquiry-entry';
import { errorId, fieldId, hintId, type InquiryField, quoteRowField } from '../lib/inquiry-values';
import { formatQuantity, type QuoteRow, type QuoteRowPart } from '../lib/quote-rows';
import { FieldError, fieldAria, LabelText, type RequirementMarks } from './field-frame';
import { controlClass, hintClass, labelClass } from './field-styles';
import { NativeSelect } from './native-select';
import { ExtraField, lineFieldId } from './topic-extra-fields';

export type QuoteRowsFieldProps = {
  rows: readonly QuoteRow[];
  products: InquiryFormEntries['products'];
  onChange: (index: number, part: QuoteRowPart, value: string) => void;
  onBlur: (field: InquiryField, nextFocus: EventTarget | null) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
  errorText: (field: InquiryField) => string | undefined;
  /** A line's own field's error message (decision 243): `line` counts the rows with a product. */
  lineFieldError: (line: number, key: string) => string | undefined;
  labels: Messages['inquiryForm'];
  marks: RequirementMarks;
  locale: Locale;
};

const buttonClass =
  'inline-flex min-h-11 items-center gap-2 rounded-sm border border-petrol-700 bg-white px-3 py-2 font-bold text-petrol-700 hover:bg-petrol-100';

/**
 * The products of a request for a quotation: a row each (product, quantity in the page's number format,
 * unit), "Add a product" up to the limit and "Remove" per row. Focus goes to the new row's product, or
 * after a removal to the row that took its place; a polite live region says what changed.
 */
export function QuoteRowsField(props: QuoteRowsFieldProps) {
  const { rows, labels, onAdd, onRemove, errorText } = props;
  const [announcement, setAnnouncement] = useState('');
  const groupError = errorText('lines');
  const focusRow = (index: number) =>
    document.getElementById(fieldId(quoteRowField(index, 'entryId')))?.focus();

  const add = () => {
    flushSync(onAdd);
    focusRow(rows.length);
    setAnnouncement(formatMessage(labels.lineAdded, { number: rows.length + 1 }));
  };
  const remove = (index: number) => {
    flushSync(() => onRemove(index));
    focusRow(Math.min(index, rows.length - 2));
    setAnnouncement(formatMessage(labels.lineRemoved, { number: index + 1 }));
  };

  return (
    <fieldset
      id={fieldId('lines')}
      tabIndex={-1}
      aria-describedby={[hintId('lines'), groupError ? errorId('lines') : ''].filter(Boolean).join(' ')}
      className="min-w-0"
    >
      <legend className={labelClass}>
        <LabelText text={labels.lines} isRequired={false} marks={props.marks} />
      </legend>
      <p id={hintId('lines')} className={hintClass}>
        {formatMessage(labels.linesHint, { count: quoteRequestLimits.linesMaxCount })}
      </p>
      <FieldError field="lines" message={groupError} />
      <ol className="mt-4 space-y-4">
        {rows.map((row, index) => (
          <li key={row.key}>
            <QuoteRowControls
              {...props}
              row={row}
              index={index}
              line={rows.slice(0, index).filter((earlier) => earlier.entryId !== '').length}
              onRemoveRow={rows.length > 1 ? () => remove(index) : undefined}
            />
          </li>
        ))}
      </ol>
      {rows.length < quoteRequestLimits.linesMaxCount && (
        <button type="button" onClick={add} className={`${buttonClass} mt-4`}>
          {labels.addLine}
        </button>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </fieldset>
  );
}

function QuoteRowControls({
  row,
  index,
  products,
  onChange,
  onBlur,
  onRemoveRow,
  errorText,
  lineFieldError,
  labels,
  marks,
  locale,
  line,
}: QuoteRowsFieldProps & {
  row: QuoteRow;
  index: number;
  /** The row's place among the rows with a product: the server's line number. */
  line: number;
  onRemoveRow: (() => void) | undefined;
}) {
  const ownFields = products.find((product) => product.id === row.entryId)?.fields ?? [];
  const number = index + 1;
  const field = (part: QuoteRowPart) => quoteRowField(index, part);
  const aria = (part: QuoteRowPart, hasHint = false) =>
    fieldAria(field(part), { hasHint, error: errorText(field(part)) });
  return (
    <fieldset className="min-w-0 rounded-sm border border-steel-300 p-4">
      <legend className="px-1 font-bold text-steel-900">
        {formatMessage(labels.lineLegend, { number })}
      </legend>
      <div className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
        <div className="min-w-0">
          <label htmlFor={fieldId(field('entryId'))} className={labelClass}>
            <LabelText text={labels.lineEntryId} isRequired={false} marks={marks} />
          </label>
          <div className="mt-2">
            <NativeSelect
              name="lineEntryId"
              isRequired={false}
              value={row.entryId}
              onValueChange={(value) => onChange(index, 'entryId', value)}
              aria={aria('entryId')}
            >
              <option value="">{labels.choosePlaceholder}</option>
              {products.map((product) => (
                <option key={product.id} value={product.id}>
                  {product.name}
                </option>
              ))}
            </NativeSelect>
          </div>
          <FieldError field={field('entryId')} message={errorText(field('entryId'))} />
        </div>
        <div className="min-w-0">
          <label htmlFor={fieldId(field('quantity'))} className={labelClass}>
            {labels.lineQuantity}
          </label>
          <input
            {...aria('quantity', true)}
            type="text"
            name="lineQuantity"
            inputMode="decimal"
            autoComplete="off"
            value={row.quantity}
            onChange={(event) => onChange(index, 'quantity', event.target.value)}
            onBlur={(event) => onBlur(field('quantity'), event.relatedTarget)}
            className={`${controlClass} mt-2`}
          />
          <p id={hintId(field('quantity'))} className={hintClass}>
            {formatMessage(labels.lineQuantityHint, { example: formatQuantity(1.5, locale) })}
          </p>
          <FieldError field={field('quantity')} message={errorText(field('quantity'))} />
        </div>
        <div className="min-w-0">
          <label htmlFor={fieldId(field('unit'))} className={labelClass}>
            {labels.lineUnit}
          </label>
          <div className="mt-2">
            <NativeSelect
              name="lineUnit"
              // Always holds a unit; `required` would ask HTML for an empty first option.
              isRequired={false}
              value={row.unit}
              onValueChange={(value) => onChange(index, 'unit', value)}
              aria={aria('unit')}
            >
              {quantityUnits.map((unit) => (
                <option key={unit} value={unit}>
                  {labels.units[unit]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <FieldError field={field('unit')} message={errorText(field('unit'))} />
        </div>
      </div>
      {ownFields.length > 0 && (
        // The product's own fields (variants, options: decision 243), as its editor defined them. Keyed
        // by product, so another product chosen in the row starts with empty answers.
        <div key={row.entryId} className="mt-4 space-y-4" data-testid="quote-line-fields">
          {ownFields.map((field) => (
            <ExtraField
              key={field.key}
              id={lineFieldId(line, field.key)}
              name={productFieldInputName(line, field.key)}
              field={field}
              error={lineFieldError(line, field.key)}
              marks={marks}
              texts={{ yes: labels.yes, no: labels.no }}
              isRequired={field.isRequired}
            />
          ))}
        </div>
      )}
      {onRemoveRow && (
        <button type="button" onClick={onRemoveRow} className={`${buttonClass} mt-4`}>
          <SiteIcon name="x" className="size-5" />
          {formatMessage(labels.removeLine, { number })}
        </button>
      )}
    </fieldset>
  );
}
