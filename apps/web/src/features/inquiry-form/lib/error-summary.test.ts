import { messageCatalogs } from '@sitedesk/shared/messages/catalogs';
import { inquiryFieldErrorTexts } from '@sitedesk/shared/messages/inquiry-error-texts';
import { describe, expect, it } from 'vitest';
import { errorSummaryItems } from './error-summary';

const labels = messageCatalogs.en.inquiryForm;
const texts = inquiryFieldErrorTexts('en');

describe('errorSummaryItems', () => {
  it('lists the fields in the order of the form, whatever order the errors came in', () => {
    const items = errorSummaryItems(
      { consent: 'consent_required', message: 'required', name: 'required', country: 'invalid_country' },
      texts,
      labels,
    );
    expect(items.map((item) => item.field)).toEqual(['name', 'country', 'message', 'consent']);
  });

  it('uses the messages that name their field as they are', () => {
    const items = errorSummaryItems({ name: 'required', email: 'invalid_email' }, texts, labels);
    expect(items.map((item) => item.text)).toEqual([
      'Please enter your name.',
      'Please enter an e-mail address such as name@example.com.',
    ]);
  });

  // Regression guard: "This is too long." alone in a list of links does not say which field is meant.
  it('puts the field label in front of a message that does not name the field', () => {
    const items = errorSummaryItems(
      { company: 'too_long', message: 'too_short', phone: 'invalid' },
      texts,
      labels,
    );
    expect(items.map((item) => item.text)).toEqual([
      'Company: This is too long.',
      'Phone number: This value is not valid.',
      'Your message: Please write a little more.',
    ]);
  });

  it('is empty without errors', () => {
    expect(errorSummaryItems({}, texts, labels)).toEqual([]);
  });
});
