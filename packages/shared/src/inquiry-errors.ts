import type { InquiryFieldErrorCode } from './inquiry';

/** The fields the schema reports as `required` when they are empty. */
export const inquiryRequiredFields = ['name', 'email', 'country', 'message'] as const;
export type InquiryRequiredField = (typeof inquiryRequiredFields)[number];

/** One language's field error texts: by code, and `required` by field. */
export type InquiryFieldErrorTexts = {
  byCode: Record<InquiryFieldErrorCode, string>;
  required: Record<InquiryRequiredField, string>;
};

function isRequiredField(field: string): field is InquiryRequiredField {
  return (inquiryRequiredFields as readonly string[]).includes(field);
}

/** What one field's error says: a required field's own message, otherwise the code's. */
export function inquiryFieldErrorMessage(
  texts: InquiryFieldErrorTexts,
  field: string,
  code: InquiryFieldErrorCode,
): string {
  return code === 'required' && isRequiredField(field) ? texts.required[field] : texts.byCode[code];
}
