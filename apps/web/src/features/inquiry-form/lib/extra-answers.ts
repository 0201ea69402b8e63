import { type InquiryFieldErrorCode, inquiryFieldErrorCodes } from '@sitedesk/shared/inquiry-fields';

/**
 * The extra fields' answers as the schema takes them: by key, several choices as a list, a file field's
 * files by their names (decision 249).
 */
export function answersOf(
  entries: readonly (readonly [string, string | File])[],
  prefix: string,
): Record<string, string | string[]> {
  const answers: Record<string, string | string[]> = {};
  for (const [name, part] of entries) {
    const value = typeof part === 'string' ? part : part.name;
    const key = name.slice(prefix.length);
    const earlier = answers[key];
    answers[key] = earlier === undefined ? value : [...(Array.isArray(earlier) ? earlier : [earlier]), value];
  }
  return answers;
}

/** The server's errors of extra fields (`extra.<key>`), by key, reduced to the codes the form knows. */
export function extraErrorsFromServer(
  fields: Record<string, { code?: unknown }>,
): Record<string, InquiryFieldErrorCode> {
  const errors: Record<string, InquiryFieldErrorCode> = {};
  for (const [field, problem] of Object.entries(fields)) {
    if (!field.startsWith('extra.')) continue;
    const code = String(problem.code);
    errors[field.slice('extra.'.length)] = (inquiryFieldErrorCodes as readonly string[]).includes(code)
      ? (code as InquiryFieldErrorCode)
      : 'invalid';
  }
  return errors;
}
