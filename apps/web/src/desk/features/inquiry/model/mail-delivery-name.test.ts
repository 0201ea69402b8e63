import { deskLocales, type Locale } from '@sitedesk/shared/locales';
import { deskMessageCatalogs } from '@sitedesk/shared/messages/desk-catalogs';
import { describe, expect, it } from 'vitest';
import { formatFileSize as formatSize } from '../../../lib/format';
import { mailDeliveryName } from './mail-delivery-name';

const templates = [
  'inquiry-confirmation',
  'inquiry-notification',
  'inquiry-reply',
  'visitor-replied',
  'job-application',
  'password-reset',
  'staff-invitation',
  'inquiry-assigned',
  'first-answer-reminder',
];

describe('the delivery panel names e-mails in words', () => {
  // Regression (issue 26): the panel showed template keys such as `inquiry-confirmation`.
  it('names every template in every desk language, never by its key', () => {
    for (const locale of deskLocales) {
      const texts = deskMessageCatalogs[locale].csvMail.deliveries;
      for (const template of templates) {
        const name = mailDeliveryName({ template, authorName: null }, texts);
        expect(name, `${locale} ${template}`).not.toBe(template);
        expect(name, `${locale} ${template}`).not.toBe(texts.other);
      }
      expect(mailDeliveryName({ template: 'inquiry-from-the-future', authorName: null }, texts)).toBe(
        texts.other,
      );
    }
    const english = deskMessageCatalogs.en.csvMail.deliveries;
    expect(mailDeliveryName({ template: 'inquiry-confirmation', authorName: null }, english)).toBe(
      'Confirmation to the visitor',
    );
    expect(mailDeliveryName({ template: 'inquiry-notification', authorName: null }, english)).toBe(
      'Notification to staff',
    );
    expect(mailDeliveryName({ template: 'inquiry-reply', authorName: 'Alice Weber' }, english)).toBe(
      'Answer from Alice Weber',
    );
    expect(
      mailDeliveryName(
        { template: 'inquiry-reply', authorName: 'Alice' },
        deskMessageCatalogs.de.csvMail.deliveries,
      ),
    ).toBe('Antwort von Alice');
  });

  // Regression (issue 26): a 193-byte file read "193 byte".
  it('writes sizes as people do, in each language', () => {
    // French puts a narrow no-break space between number and unit; what matters here is the words.
    const formatFileSize = (bytes: number, locale: Locale) =>
      formatSize(bytes, locale).replace(/[\u00a0\u202f]/g, ' ');
    expect(formatFileSize(193, 'en')).toBe('193 bytes');
    expect(formatFileSize(1, 'en')).toBe('1 byte');
    expect(formatFileSize(1_234, 'en')).toBe('1.2 kB');
    expect(formatFileSize(3_400_000, 'en')).toBe('3.4 MB');
    expect(formatFileSize(193, 'de')).toBe('193 Byte');
    expect(formatFileSize(1_234, 'de')).toBe('1,2 kB');
    expect(formatFileSize(193, 'fr')).toBe('193 octets');
    expect(formatFileSize(3_400_000, 'fr')).toBe('3,4 Mo');
    expect(formatFileSize(193, 'ar')).toBe('193 بايت');
  });
});
