import {
  type FieldErrors,
  type InquiryField,
  type InquiryValues,
  quoteRowField,
  quoteRowFieldOf,
  quoteTextFields,
} from './inquiry-values';
import { type QuoteRow, quoteRowParts } from './quote-rows';

/*
 * The form's errors around a request for a quotation's fields: which belong to it, which follow a row.
 */

/** What a field holds, to tell an untouched empty one (no error on leaving it) from one the visitor filled. */
export function fieldValue(
  values: InquiryValues,
  field: InquiryField,
  outside: { files: number; entryId: string | undefined },
): unknown {
  const row = quoteRowFieldOf(field);
  if (row) return row.part === 'unit' ? '' : values.quoteRows[row.index]?.[row.part];
  switch (field) {
    case 'attachments':
      return outside.files;
    case 'entryId':
      return outside.entryId;
    case 'lines':
      return values.quoteRows.length;
    default:
      return values[
        field as Exclude<InquiryField, 'attachments' | 'entryId' | 'lines' | `line-${number}-${string}`>
      ];
  }
}

export function withoutRowErrors(errors: FieldErrors): FieldErrors {
  const kept: FieldErrors = {};
  for (const [field, code] of Object.entries(errors) as [InquiryField, FieldErrors[InquiryField]][]) {
    if (!quoteRowFieldOf(field)) kept[field] = code;
  }
  return kept;
}

export function withoutQuoteErrors(errors: FieldErrors): FieldErrors {
  const kept: FieldErrors = {};
  for (const [field, code] of Object.entries(errors) as [InquiryField, FieldErrors[InquiryField]][]) {
    if (!isQuoteField(field)) kept[field] = code;
  }
  return kept;
}

function isQuoteField(field: InquiryField): boolean {
  return (
    field === 'lines' ||
    quoteRowFieldOf(field) !== undefined ||
    (quoteTextFields as readonly string[]).includes(field)
  );
}

/** The rows that show an error now, by key: their errors follow them when a row above is removed. */
export function rowKeysWithErrors(rows: readonly QuoteRow[], errors: FieldErrors): string[] {
  return rows.flatMap((row, index) =>
    quoteRowParts.some((part) => errors[quoteRowField(index, part)] !== undefined) ? [row.key] : [],
  );
}
