import type { InquiryFieldErrorCode } from '@sitedesk/shared/inquiry';
import { createInquiryRequestSchema, inquiryFieldErrors, inquiryLimits } from '@sitedesk/shared/inquiry';
import type { Locale } from '@sitedesk/shared/locales';
import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import { isAllowedAttachment } from './attachment-types';
import { type ChosenEntry, hasCvFile } from './inquiry-entry';
import { type FieldErrors, type InquiryValues, isInquiryField, quoteRowField } from './inquiry-values';
import { isPhoneMetadataReady, isPhoneRegion, phoneMetadata } from './phone-metadata';
import { checkQuoteRows, parseQuantity, quoteRowParts } from './quote-rows';

/** The shared schema with the numbering plans loaded so far (decision 146). */
const inquiryRequestSchema = createInquiryRequestSchema(
  (text, country) => parsePhoneNumberFromString(text, country ?? {}, phoneMetadata()),
  isPhoneRegion,
);

/**
 * The same checks as the server's, with the same codes: the shared schema plus the attachment limits, and
 * for a job application a CV. Whether the entry is still on offer only the server can tell, and a number
 * whose numbering plan has not loaded yet is left for later (or for the server) rather than called wrong.
 */
export function validateInquiry(
  values: InquiryValues,
  files: readonly File[],
  locale: Locale,
  entry?: ChosenEntry,
): FieldErrors {
  const result = inquiryRequestSchema.safeParse({ ...values, ...quoteFields(values, locale), locale });
  const errors: FieldErrors = {};
  if (values.topic === 'quote') {
    checkQuoteRows(values.quoteRows, locale).forEach((rowErrors, index) => {
      for (const part of quoteRowParts) {
        const code = rowErrors[part];
        if (code) errors[quoteRowField(index, part)] = code;
      }
    });
    if (values.neededBy !== '' && values.neededBy < yesterday()) errors.neededBy = 'invalid_date';
  }
  if (!result.success) {
    for (const [field, code] of Object.entries(inquiryFieldErrors(result.error))) {
      if (code && isInquiryField(field)) errors[field] = code;
    }
  }
  if (errors.phone === 'invalid_phone' && !isPhoneMetadataReady(values.phone, values.phoneCountry)) {
    delete errors.phone;
  }
  const attachmentsError =
    checkAttachments(files) ??
    (entry?.collection === 'jobs' && !hasCvFile(files) ? 'cv_required' : undefined);
  if (attachmentsError) errors.attachments = attachmentsError;
  return errors;
}

/**
 * A request for a quotation's fields as the server reads them; another topic sends none. Rows are checked
 * one by one above (each control has its own error); the schema sees the complete ones for their count.
 */
function quoteFields(values: InquiryValues, locale: Locale) {
  if (values.topic !== 'quote') {
    return { neededBy: '', deliveryCountry: '', deliveryPostcode: '', vatId: '', purchaseReference: '' };
  }
  return {
    lines: values.quoteRows.flatMap((row) => {
      const quantity = parseQuantity(row.quantity, locale);
      return row.entryId === '' || quantity === undefined ? [] : [{ ...row, quantity }];
    }),
  };
}

/** The server takes a needed-by date from yesterday on (the buyer's time zone may be behind its own). */
function yesterday(): string {
  return new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

export function checkAttachments(files: readonly File[]): InquiryFieldErrorCode | undefined {
  if (files.length > inquiryLimits.attachmentsMaxCount) return 'too_many_files';
  if (files.some((file) => file.size > inquiryLimits.attachmentMaxBytes)) return 'file_too_large';
  const total = files.reduce((sum, file) => sum + file.size, 0);
  if (total > inquiryLimits.attachmentsMaxTotalBytes) return 'files_too_large';
  if (files.some((file) => !isAllowedAttachment(file.name))) return 'unsupported_file_type';
  return undefined;
}
