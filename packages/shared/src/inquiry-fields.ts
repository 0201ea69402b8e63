/**
 * The inquiry form's topics, limits and error codes: plain data, no zod, so the browser can render and
 * hydrate the form before it loads the schema (decision 150). `inquiry.ts` builds the schema from them and
 * re-exports them.
 */
import { emailMaxLength } from './text-limits';

export const inquiryTopics = [
  'product',
  'quote',
  'service',
  'partnership',
  'press',
  'careers',
  'other',
] as const;
export type InquiryTopic = (typeof inquiryTopics)[number];

export const inquiryLimits = {
  nameMaxLength: 200,
  companyMaxLength: 200,
  emailMaxLength: emailMaxLength,
  phoneMaxLength: 40,
  messageMinLength: 10,
  messageMaxLength: 5000,
  attachmentsMaxCount: 5,
  attachmentMaxBytes: 10 * 1024 * 1024,
  attachmentsMaxTotalBytes: 25 * 1024 * 1024,
  /**
   * Drawings and CAD files on a request for a quote, uploaded resumably (decision 215): each up to this size,
   * this many per request. The operator may set less (LARGE_FILE_MAX_BYTES, LARGE_FILES_MAX_COUNT).
   */
  largeFileMaxBytes: 200 * 1024 * 1024,
  largeFilesMaxCount: 10,
} as const;

export const inquiryFieldErrorCodes = [
  'required',
  'too_short',
  'too_long',
  'invalid',
  'invalid_characters',
  'invalid_email',
  'invalid_phone',
  'invalid_phone_country',
  'invalid_country',
  'invalid_topic',
  'invalid_locale',
  'consent_required',
  'too_many_files',
  'file_too_large',
  'files_too_large',
  'unsupported_file_type',
  'invalid_entry',
  'cv_required',
  'upload_missing',
  'invalid_quantity',
  'invalid_unit',
  'invalid_date',
  'invalid_vat_id',
  'too_many_products',
  'invalid_number',
  'invalid_choice',
] as const;
export type InquiryFieldErrorCode = (typeof inquiryFieldErrorCodes)[number];
