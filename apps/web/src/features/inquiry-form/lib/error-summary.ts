import type { InquiryFieldErrorCode } from '@sitedesk/shared/inquiry';
import {
  type InquiryFieldErrorTexts,
  inquiryFieldErrorMessage,
  inquiryRequiredFields,
} from '@sitedesk/shared/inquiry-errors';
import { formatMessage } from '@sitedesk/shared/messages/format';
import type { Messages } from '@sitedesk/shared/messages/types';
import {
  type FieldErrors,
  type InquiryField,
  type NamedInquiryField,
  orderedErrorFields,
  quoteRowFieldOf,
} from './inquiry-values';

/** The label that names each field in the summary, where its message alone does not. */
function fieldLabel(field: InquiryField, labels: Messages['inquiryForm']): string {
  const row = quoteRowFieldOf(field);
  if (row) {
    const parts = { entryId: labels.lineEntryId, quantity: labels.lineQuantity, unit: labels.lineUnit };
    return formatMessage(labels.lineField, { number: row.index + 1, field: parts[row.part] });
  }
  const named = field as NamedInquiryField;
  switch (named) {
    case 'phone':
      return labels.phoneNumber;
    case 'consent':
      return labels.consentLink;
    default:
      return labels[named];
  }
}

/** Codes whose message says which field it is about ("Please choose a country from the list."). */
const codesNamingTheirField: readonly InquiryFieldErrorCode[] = [
  'invalid_email',
  'invalid_phone',
  'invalid_phone_country',
  'invalid_country',
  'invalid_topic',
  'consent_required',
  'too_many_files',
  'file_too_large',
  'files_too_large',
  'unsupported_file_type',
  'invalid_entry',
  'cv_required',
];

function namesItsField(field: InquiryField, code: InquiryFieldErrorCode): boolean {
  if (code === 'required') return (inquiryRequiredFields as readonly string[]).includes(field);
  return codesNamingTheirField.includes(code);
}

/** The summary's element id: it receives focus after a failed sending. */
export const errorSummaryId = 'inquiry-error-summary';

export type ErrorSummaryItem = { field: InquiryField; text: string };

/**
 * One line per field with an error, in the form's order, for the summary above the form. Each line must
 * make sense out of context, so a message that does not name its field ("This is too long.") gets the
 * field's label in front.
 */
export function errorSummaryItems(
  errors: FieldErrors,
  texts: InquiryFieldErrorTexts,
  labels: Messages['inquiryForm'],
): ErrorSummaryItem[] {
  return orderedErrorFields(errors).flatMap((field) => {
    const code = errors[field];
    if (code === undefined) return [];
    const message = inquiryFieldErrorMessage(texts, field, code);
    const text = namesItsField(field, code)
      ? message
      : formatMessage(labels.errorSummaryItem, { field: fieldLabel(field, labels), message });
    return [{ field, text }];
  });
}
