/**
 * The form's heavy checks, loaded when the visitor first focuses or types in the form, or sends it, not
 * with the page (decision 150): the shared zod schema with libphonenumber's parser, and the as-you-type
 * phone formatter. Load it through load-inquiry-checks.ts.
 */
// Before any schema runs: the Content-Security-Policy forbids the code Zod would compile.
import '../../../lib/zod-without-eval';

export { formatPhoneInput } from './format-phone-input';
export { validateExtraAnswers } from './validate-extra-answers';
export { validateInquiry } from './validate-inquiry';
