import { describe, expect, it } from 'vitest';
import { inquiryFieldErrors, inquiryRequestSchema } from './inquiry';
import { inquiryFieldErrorMessage, inquiryRequiredFields } from './inquiry-errors';
import { locales } from './locales';
import { messageCatalogs } from './messages/catalogs';
import { inquiryFieldErrorMessages, inquiryFieldErrorTexts } from './messages/inquiry-error-texts';

/** The fields an empty request leaves `required`, as the schema itself reports them. */
function fieldsReportedRequired(): string[] {
  const result = inquiryRequestSchema.safeParse({
    name: '',
    email: '',
    country: '',
    message: '',
    consent: true,
    locale: 'en',
  });
  if (result.success) throw new Error('An empty inquiry must not pass the schema.');
  return Object.entries(inquiryFieldErrors(result.error))
    .filter(([, code]) => code === 'required')
    .map(([field]) => field)
    .sort();
}

describe('required-field messages', () => {
  it('cover every field the schema can report as required', () => {
    expect([...inquiryRequiredFields].sort()).toEqual(fieldsReportedRequired());
  });

  // Regression: "Please fill in this field." did not say which field, in the error summary or read alone.
  it.each(locales)('name their field by its form label in %s', (locale) => {
    const labels = messageCatalogs[locale].inquiryForm;
    const texts = inquiryFieldErrorTexts(locale);
    for (const field of inquiryRequiredFields) {
      const message = inquiryFieldErrorMessage(texts, field, 'required');
      expect(message.toLowerCase(), field).toContain(labels[field].toLowerCase());
      expect(message, field).not.toBe(inquiryFieldErrorMessages[locale].required);
    }
  });

  it.each(locales)('leave the other codes and fields to the per-code messages in %s', (locale) => {
    const texts = inquiryFieldErrorTexts(locale);
    expect(inquiryFieldErrorMessage(texts, 'message', 'too_short')).toBe(
      inquiryFieldErrorMessages[locale].too_short,
    );
    expect(inquiryFieldErrorMessage(texts, 'website', 'required')).toBe(
      inquiryFieldErrorMessages[locale].required,
    );
  });
});
