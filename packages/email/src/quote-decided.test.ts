import { deskLocales } from '@sitedesk/shared/locales';
import { describe, expect, it } from 'vitest';
import { renderMail } from './render-mail';

const props = {
  locale: 'en' as const,
  decision: 'accepted' as const,
  reference: 'SD-26-4F7K2',
  visitorName: 'Jana Nováková',
  quoteNumber: 'Q-2026-0007',
  revision: 1,
  total: '€98,294.00',
  acceptedName: 'Jana Nováková',
  deskUrl: 'https://www.veltrum.example/desk/inquiries/3f0c0000-0000-4000-8000-000000000000',
  companyName: 'Veltrum Circular Systems',
  siteUrl: 'https://www.veltrum.example',
  reason: 'assignee' as const,
};

describe('the notice of a decision on a quotation', () => {
  it('says who accepted which quotation for how much, and links the inquiry', async () => {
    const mail = await renderMail('quote-decided', props);
    expect(mail.subject).toBe('Quotation Q-2026-0007 accepted [SD-26-4F7K2]');
    expect(mail.text).toContain('The inquiry is marked as won');
    expect(mail.text).toContain('€98,294.00');
    expect(mail.html).toContain(`href="${props.deskUrl}"`);
  });

  it('quotes the reason of a decline, but never shows a name typed for something else', async () => {
    const mail = await renderMail('quote-decided', {
      ...props,
      decision: 'declined',
      revision: 2,
      declineReason: 'Budget moved to next year',
    });
    expect(mail.subject).toBe('Quotation Q-2026-0007 declined [SD-26-4F7K2]');
    expect(mail.text).toContain('Budget moved to next year');
    expect(mail.text).toContain('Q-2026-0007, revision 2');
    expect(mail.text).not.toContain('Signed as');
  });

  it('is written in every desk language, right to left in Arabic with the numbers kept left to right', async () => {
    const subjects = new Set<string>();
    for (const locale of deskLocales) {
      const mail = await renderMail('quote-decided', { ...props, locale, decision: 'expired' });
      expect(mail.subject).toContain('Q-2026-0007');
      subjects.add(mail.subject);
    }
    expect(subjects.size).toBe(deskLocales.length);
    const arabic = await renderMail('quote-decided', { ...props, locale: 'ar' });
    expect(arabic.html).toContain('dir="rtl"');
    expect(arabic.html).toContain('dir="ltr"');
    expect(arabic.text).toContain('قبِل Jana Nováková عرض السعر');
  });
});
