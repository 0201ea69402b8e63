import type { InquiryFieldErrorCode } from '@sitedesk/shared/inquiry';
import {
  type InquiryFieldErrorTexts,
  inquiryFieldErrorMessage,
  inquiryRequiredFields,
} from '@sitedesk/shared/inquiry-errors';
import { formatMessage } from '@sitedesk/shared/messages/format';
import type { Messages } from '@sitedesk/shared/messages/types';
import type { LocalizedTopicField } from '@sitedesk/shared/topic-fields';
import {
  type FieldErrors,
  fieldId,
  type InquiryField,
  inquiryFieldOrder,
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

/** One line of the summary: `key` tells lines apart, `targetId` is the control its link focuses. */
export type ErrorSummaryItem = { key: string; targetId: string; text: string };

/** The chosen topic's extra fields (decision 225) with their errors by key, and their controls' ids. */
export type ExtraFieldErrors = {
  fields: readonly LocalizedTopicField[];
  errors: Readonly<Record<string, InquiryFieldErrorCode>>;
  idOf: (key: string) => string;
};

/** The extra fields stand right after the topic in the form, so their lines do in the summary. */
const lastFieldBeforeExtras = inquiryFieldOrder.indexOf('topic');

/**
 * One line per field with an error, in the form's order, for the summary above the form. Each line must
 * make sense out of context, so a message that does not name its field ("This is too long.") gets the
 * field's label in front.
 */
export function errorSummaryItems(
  errors: FieldErrors,
  texts: InquiryFieldErrorTexts,
  labels: Messages['inquiryForm'],
  extra?: ExtraFieldErrors,
): ErrorSummaryItem[] {
  const fixed = orderedErrorFields(errors).flatMap((field) => {
    const code = errors[field];
    if (code === undefined) return [];
    const message = inquiryFieldErrorMessage(texts, field, code);
    const text = namesItsField(field, code)
      ? message
      : formatMessage(labels.errorSummaryItem, { field: fieldLabel(field, labels), message });
    return [{ key: field, targetId: fieldId(field), text }];
  });
  if (!extra) return fixed;
  // An editor's question is never named by a generic message: its label always goes in front.
  const extraItems = extra.fields.flatMap((field): ErrorSummaryItem[] => {
    const code = extra.errors[field.key];
    if (code === undefined) return [];
    const message = texts.byCode[code];
    const text = formatMessage(labels.errorSummaryItem, { field: field.label, message });
    return [{ key: `extra-${field.key}`, targetId: extra.idOf(field.key), text }];
  });
  const before = fixed.filter((item) => {
    const place = inquiryFieldOrder.indexOf(item.key as NamedInquiryField);
    return place !== -1 && place <= lastFieldBeforeExtras;
  });
  return [...before, ...extraItems, ...fixed.slice(before.length)];
}
