import { type InquiryFieldErrorCode, inquiryFieldErrorCodes } from '@sitedesk/shared/inquiry-fields';
import { type FieldErrors, isInquiryField, orderedErrorFields } from './inquiry-values';

/** The server's per-field errors (422, 413, 415), reduced to the codes the form knows. */
export function fieldErrorsFromServer(fields: Record<string, { code?: unknown }>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, problem] of Object.entries(fields)) {
    if (!isInquiryField(field)) continue;
    const code = String(problem.code);
    errors[field] = (inquiryFieldErrorCodes as readonly string[]).includes(code)
      ? (code as InquiryFieldErrorCode)
      : 'invalid';
  }
  return errors;
}

export function firstInvalidField(errors: FieldErrors) {
  return orderedErrorFields(errors)[0];
}
