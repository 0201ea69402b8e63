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
    expect(items.map((item) => item.key)).toEqual(['name', 'country', 'message', 'consent']);
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

  it('lists the topic’s extra fields after the topic, each with its label, linked to its own control', () => {
    const fields = [
      { key: 'material', type: 'choice' as const, label: 'Material', isRequired: true },
      { key: 'width', type: 'number' as const, label: 'Width', isRequired: false, unit: 'mm' },
      { key: 'note', type: 'text' as const, label: 'Note', isRequired: false },
    ];
    const items = errorSummaryItems({ message: 'required', name: 'required' }, texts, labels, {
      fields,
      errors: { width: 'invalid', material: 'required' },
      idOf: (key) => `inquiry-extra-quote-${key}`,
    });
    expect(items.map((item) => item.key)).toEqual(['name', 'extra-material', 'extra-width', 'message']);
    expect(items[1]).toEqual({
      key: 'extra-material',
      targetId: 'inquiry-extra-quote-material',
      text: `Material: ${texts.byCode.required}`,
    });
    expect(items[3]?.targetId).toBe('inquiry-message');
  });

  it('is empty without errors', () => {
    expect(errorSummaryItems({}, texts, labels)).toEqual([]);
  });
});
