import { messageCatalogs } from '@sitedesk/shared/messages/catalogs';
import { inquiryFieldErrorTexts } from '@sitedesk/shared/messages/inquiry-error-texts';
import { describe, expect, it } from 'vitest';
import { withLargeFileMessages } from './large-file-messages';

describe('withLargeFileMessages', () => {
  it('speaks of the drawings’ limits on a request for a quote, and leaves every other message alone', () => {
    const ordinary = inquiryFieldErrorTexts('en');
    const quote = withLargeFileMessages(ordinary, messageCatalogs.en.inquiryForm, 'en');
    expect(quote.byCode.too_many_files).toBe('Please attach no more than 10 files.');
    expect(quote.byCode.file_too_large).toBe('Each file may be at most 200 MB.');
    expect(quote.byCode.unsupported_file_type).toBe(messageCatalogs.en.inquiryForm.drawingUnsupported);
    expect(quote.byCode.invalid_email).toBe(ordinary.byCode.invalid_email);
    expect(quote.required).toBe(ordinary.required);
  });

  it('writes the numbers the page’s way', () => {
    const quote = withLargeFileMessages(inquiryFieldErrorTexts('ar'), messageCatalogs.ar.inquiryForm, 'ar');
    expect(quote.byCode.too_many_files).toContain('10');
    expect(quote.byCode.file_too_large).toContain('200');
  });
});
