import { type InquiryFieldErrorCode, inquiryFieldErrorCodes } from '@sitedesk/shared/inquiry-fields';
import { productFieldErrorKey, productFieldInputName } from '@sitedesk/shared/quote-request';
import type { LocalizedTopicField } from '@sitedesk/shared/topic-fields';
import { answersOf } from './extra-answers';
import type { InquiryFormEntries } from './inquiry-entry';
import type { QuoteRow } from './quote-rows';

/*
 * A request for a quotation's answers to each product's own fields (decision 243): posted as
 * `line.<n>.extra.<key>`, `n` counting the rows with a product, and their errors kept as the server names
 * them, `lines.<n>.extra.<key>`.
 */

/**
 * The form's values posted for the lines' own fields, in the form's order: a file field's files too
 * (decision 249); an empty file control posts a nameless part, which is none.
 */
export function lineAnswerEntries(form: HTMLFormElement): [string, string | File][] {
  return [...new FormData(form)].flatMap(([name, value]) =>
    name.startsWith('line.') && (typeof value === 'string' || value.name !== '')
      ? [[name, value] as [string, string | File]]
      : [],
  );
}

/** Each line's fields as this page shows them, with its number: what to check before sending. */
export function linesWithFields(
  rows: readonly QuoteRow[],
  products: InquiryFormEntries['products'],
): { line: number; fields: readonly LocalizedTopicField[] }[] {
  return rows
    .filter((row) => row.entryId !== '')
    .flatMap((row, line) => {
      const fields = products.find((product) => product.id === row.entryId)?.fields ?? [];
      return fields.length > 0 ? [{ line, fields }] : [];
    });
}

/** Every line's errors, checked with the schema the server uses (`validate` is the lazily loaded check). */
export function checkLineAnswers(
  lines: readonly { line: number; fields: readonly LocalizedTopicField[] }[],
  entries: readonly (readonly [string, string | File])[],
  validate: (
    fields: readonly LocalizedTopicField[],
    answers: Record<string, string | string[]>,
  ) => Record<string, InquiryFieldErrorCode>,
): Record<string, InquiryFieldErrorCode> {
  const errors: Record<string, InquiryFieldErrorCode> = {};
  for (const { line, fields } of lines) {
    const prefix = productFieldInputName(line, '');
    const answers = answersOf(
      entries.filter(([name]) => name.startsWith(prefix)),
      prefix,
    );
    for (const [key, code] of Object.entries(validate(fields, answers))) {
      errors[productFieldErrorKey(line, key)] = code;
    }
  }
  return errors;
}

const lineErrorPattern = /^lines\.\d+\.extra\.[a-z][a-z0-9_]*$/;

/** The server's errors of the lines' own fields, reduced to the codes the form knows. */
export function lineErrorsFromServer(
  fields: Record<string, { code?: unknown }>,
): Record<string, InquiryFieldErrorCode> {
  const errors: Record<string, InquiryFieldErrorCode> = {};
  for (const [field, problem] of Object.entries(fields)) {
    if (!lineErrorPattern.test(field)) continue;
    const code = String(problem.code);
    errors[field] = (inquiryFieldErrorCodes as readonly string[]).includes(code)
      ? (code as InquiryFieldErrorCode)
      : 'invalid';
  }
  return errors;
}
