import { describe, expect, it } from 'vitest';
import { type InquiryMailProps, renderMail } from './render-mail';

const inquiry: InquiryMailProps = {
  reference: 'SD-26-4F7K2',
  locale: 'en',
  name: 'Ana Ribeiro',
  company: 'Lusorecicla Lda.',
  email: 'ana.ribeiro@lusorecicla.example',
  phone: { e164: '+351912345678', country: 'PT' },
  country: 'PT',
  topic: 'quote',
  message: 'We need a quote for two balers.\nDelivery to Porto, please.',
  createdAt: '2026-11-20T09:15:00.000Z',
  attachments: [
    { fileName: 'hall-layout.pdf', sizeBytes: 1_258_291 },
    { fileName: 'photo.jpg', sizeBytes: 800 },
  ],
  deskUrl: 'https://www.veltrum.example/desk/inquiries/0b6f2c1e',
  companyName: 'Veltrum Circular Systems',
  siteUrl: 'https://www.veltrum.example',
};

/** What a reader sees: the HTML without tags, entities decoded, whitespace collapsed. */
function visibleText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

describe('the notification to staff', () => {
  it('names the topic, reference, sender and company in the subject', async () => {
    const mail = await renderMail('inquiry-notification', inquiry);
    expect(mail.subject).toBe('New quote request SD-26-4F7K2 from Ana Ribeiro (Lusorecicla Lda.)');
  });

  it('leaves the company out of the subject when none was given', async () => {
    const mail = await renderMail('inquiry-notification', { ...inquiry, company: '', topic: 'product' });
    expect(mail.subject).toBe('New product inquiry SD-26-4F7K2 from Ana Ribeiro');
  });

  it('shows every field in English in both parts', async () => {
    const mail = await renderMail('inquiry-notification', { ...inquiry, locale: 'de' });
    const html = visibleText(mail.html);
    for (const part of [html, mail.text]) {
      expect(part).toContain('SD-26-4F7K2');
      expect(part).toContain('Quote request');
      expect(part).toContain('Ana Ribeiro');
      expect(part).toContain('Lusorecicla Lda.');
      expect(part).toContain('ana.ribeiro@lusorecicla.example');
      expect(part).toContain('+351 912 345 678 (Portugal)');
      expect(part).toMatch(/Country:?\s+Portugal/);
      expect(part).toMatch(/Language:?\s+German/);
      expect(part).toContain('20 November 2026 at 09:15 UTC');
      expect(part).toContain('hall-layout.pdf (1.2 MB)');
      expect(part).toContain('photo.jpg (800 bytes)');
    }
    expect(mail.html).toContain('lang="en"');
    expect(mail.text).toContain('We need a quote for two balers.\nDelivery to Porto, please.');
    expect(mail.html).toContain('We need a quote for two balers.<br/>Delivery to Porto, please.');
  });

  it('links to the inquiry in the desk instead of to the files', async () => {
    const mail = await renderMail('inquiry-notification', inquiry);
    expect(mail.html).toContain(`href="${inquiry.deskUrl}"`);
    expect(mail.text).toContain(inquiry.deskUrl);
    expect(mail.html).not.toMatch(/href="[^"]*hall-layout\.pdf/);
  });

  it('says a phone number was not given rather than leaving a gap', async () => {
    const mail = await renderMail('inquiry-notification', { ...inquiry, phone: null, attachments: [] });
    expect(mail.text).toMatch(/Phone:\s+not given/);
    expect(mail.text).not.toContain('Attachments');
  });

  it('escapes markup in every value a visitor typed', async () => {
    const script = '<script>alert("x")</script>';
    const mail = await renderMail('inquiry-notification', {
      ...inquiry,
      name: `Eve ${script}`,
      company: '<b>ACME</b>',
      message: `Hello\n${script}`,
      attachments: [{ fileName: '<img src=x onerror=alert(1)>.pdf', sizeBytes: 10 }],
    });
    expect(mail.html).not.toContain('<script');
    expect(mail.html).not.toContain('<b>ACME');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    // The plain-text part is not HTML: it shows what was typed, as typed.
    expect(mail.text).toContain(script);
  });
});

const requestAndAnswers = {
  quoteRequest: {
    lines: [
      { entryId: 'a1', title: 'EcoBale X4', quantity: 2, unit: 'pcs' as const },
      { entryId: 'b2', title: 'PET flakes', quantity: 1500.5, unit: 'kg' as const },
    ],
    neededBy: '2027-03-15',
    deliveryCountry: 'PT',
    deliveryPostcode: '4000-123',
    vatId: 'PT123456789',
    purchaseReference: 'PO-7731',
  },
  extraFields: [
    { key: 'material', type: 'choice' as const, label: 'Werkstoff', value: 'steel', valueLabels: ['Stahl'] },
    { key: 'width', type: 'number' as const, label: 'Breite', value: '1250', unit: 'mm' },
    { key: 'atex', type: 'yesNo' as const, label: 'ATEX-Zone', value: 'yes' },
    { key: 'note', type: 'text' as const, label: 'Hinweis', value: 'Hall door\n4 m wide <b>only</b>' },
  ],
};

describe('a request for a quotation with the topic’s extra fields (decision 232)', () => {
  it('shows the staff every product, the date, the delivery, the references and each answer', async () => {
    const mail = await renderMail('inquiry-notification', { ...inquiry, locale: 'de', ...requestAndAnswers });
    for (const part of [visibleText(mail.html), mail.text]) {
      expect(part).toMatch(/Product 1:?\s+2 pcs EcoBale X4/);
      expect(part).toMatch(/Product 2:?\s+1,500.5 kg PET flakes/);
      expect(part).toMatch(/Needed by:?\s+15 March 2027/);
      expect(part).toMatch(/Delivery to:?\s+4000-123, Portugal/);
      expect(part).toContain('PT123456789');
      expect(part).toMatch(/Purchase reference:?\s+PO-7731/);
      expect(part).toMatch(/Werkstoff:?\s+Stahl/);
      expect(part).toMatch(/Breite:?\s+1250 mm/);
      expect(part).toMatch(/ATEX-Zone:?\s+Yes/);
      // A text answer stays on its line: the fact table does not break apart.
      expect(part).toMatch(/Hinweis:?\s+Hall door 4 m wide <b>only<\/b>/);
    }
    expect(mail.html).not.toContain('<b>only');
  });

  it('keeps them out of the confirmation: the typed-in address is unverified', async () => {
    const mail = await renderMail('inquiry-confirmation', { ...inquiry, ...requestAndAnswers });
    for (const part of [visibleText(mail.html), mail.text]) {
      expect(part).not.toMatch(/EcoBale|PO-7731|Werkstoff|Hall door|PT123456789/);
    }
  });

  it('renders a notification queued before without them', async () => {
    const mail = await renderMail('inquiry-notification', inquiry);
    expect(mail.text).not.toMatch(/Product 1|Needed by|Purchase reference/);
  });
});

describe('an inquiry about a product or job', () => {
  it('names it in the staff notification and in the visitor’s confirmation, in the visitor’s language', async () => {
    const entry = { collection: 'products' as const, title: 'EcoBale X4' };
    const notification = await renderMail('inquiry-notification', { ...inquiry, entry });
    expect(notification.text).toMatch(/About:?\s+EcoBale X4 \(product\)/);
    const confirmation = await renderMail('inquiry-confirmation', { ...inquiry, locale: 'de', entry });
    expect(confirmation.text).toMatch(/Angebotsanfrage für:?\s+EcoBale X4/);
  });
});

describe('the confirmation to the visitor', () => {
  it('thanks the visitor in English and quotes the reference', async () => {
    const mail = await renderMail('inquiry-confirmation', inquiry);
    expect(mail.subject).toBe('Your inquiry to Veltrum Circular Systems [SD-26-4F7K2]');
    expect(mail.html).toContain('lang="en"');
    for (const part of [visibleText(mail.html), mail.text]) {
      expect(part).toContain('Thank you for your inquiry');
      expect(part).toContain('Your reference');
      expect(part).toContain('SD-26-4F7K2');
      expect(part).toContain('Quote request');
      expect(part).toContain('What happens next');
      expect(part).toContain('ana.ribeiro@lusorecicla.example');
      expect(part).toContain('Kind regards');
      expect(part).toContain('Veltrum Circular Systems');
      expect(part).toContain('Hello Ana Ribeiro,');
      expect(part).toContain('2 files received');
    }
  });

  it('writes to a German-speaking visitor in German', async () => {
    const mail = await renderMail('inquiry-confirmation', {
      ...inquiry,
      locale: 'de',
      topic: 'service',
      message: 'Unsere Ballenpresse braucht Ersatzteile.\nSeriennummer VB-4410.',
    });
    expect(mail.subject).toBe('Ihre Anfrage bei Veltrum Circular Systems [SD-26-4F7K2]');
    expect(mail.html).toContain('lang="de"');
    for (const part of [visibleText(mail.html), mail.text]) {
      expect(part).toContain('Vielen Dank für Ihre Anfrage');
      expect(part).toContain('Guten Tag Ana Ribeiro,');
      expect(part).toContain('Ihre Vorgangsnummer');
      expect(part).toContain('SD-26-4F7K2');
      expect(part).toContain('Service und Ersatzteile');
      expect(part).toContain('Wie es weitergeht');
      expect(part).toContain('2 Dateien erhalten');
      expect(part).toContain('Mit freundlichen Grüßen');
      expect(part).not.toContain('Thank you');
    }
  });

  it('escapes markup the visitor typed', async () => {
    const mail = await renderMail('inquiry-confirmation', {
      ...inquiry,
      name: 'Ana <img src=x onerror=alert(1)>',
    });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('Hello Ana &lt;img src=x onerror=alert(1)&gt;,');
  });

  // Regression: the form's address is unverified, so the confirmation carried anyone's text to anyone.
  it('does not carry the sender’s words to the typed-in address', async () => {
    const mail = await renderMail('inquiry-confirmation', {
      ...inquiry,
      name: 'You won a prize! Claim it at https://prize.example/claim or www.prize.example now, hurry up please',
      company: 'Visit prize.example',
      message: 'Your account is locked. Log in at https://phish.example/login to unlock it.',
      attachments: [{ fileName: 'open-me-at-phish.example.pdf', sizeBytes: 10 }],
    });
    for (const part of [visibleText(mail.html), mail.text, mail.subject]) {
      expect(part).not.toMatch(/prize\.example|phish\.example|locked|open-me/);
    }
    expect(mail.text).toContain('Hello You won a prize! Claim it at or now,');
    expect(mail.text).toContain('1 file received');
  });

  it('greets without a name when nothing of it is safe to repeat', async () => {
    const mail = await renderMail('inquiry-confirmation', { ...inquiry, name: 'https://evil.example' });
    expect(mail.text).toContain('Hello,');
    expect(mail.text).not.toContain('evil');
  });
});

describe('renderMail', () => {
  it('names a template it does not know', async () => {
    const template = 'inquiry-reminder' as Parameters<typeof renderMail>[0];
    await expect(renderMail(template, inquiry)).rejects.toThrow(
      'There is no e-mail template named "inquiry-reminder".',
    );
  });
});

describe('the answer from the desk', () => {
  const answer = {
    locale: 'de' as const,
    reference: 'SD-26-4F7K2',
    body: 'Guten Tag,\n\nunser Angebot: https://www.veltrum.example/angebot.\nMehr <b>bald</b> & "gern".\n\n-- \nKim',
    companyName: 'Veltrum Circular Systems',
    siteUrl: 'https://www.veltrum.example',
  };

  it('keeps the inquiry’s subject with "Re:", in the inquiry’s language', async () => {
    const mail = await renderMail('inquiry-reply', answer);
    expect(mail.subject).toBe('Re: Ihre Anfrage bei Veltrum Circular Systems [SD-26-4F7K2]');
    expect(mail.html).toContain('lang="de"');
    expect(mail.text).toContain('Vorgangsnummer SD-26-4F7K2');
  });

  it('writes paragraphs with line breaks, web links as links, and every tag the writer typed as text', async () => {
    const mail = await renderMail('inquiry-reply', answer);
    expect(mail.html).toContain('<a href="https://www.veltrum.example/angebot"');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain('&lt;b&gt;bald&lt;/b&gt; &amp; ');
    expect(mail.html).toContain('<br/>');
    expect(mail.text.startsWith('Guten Tag,\n\nunser Angebot: https://www.veltrum.example/angebot.\n')).toBe(
      true,
    );
    expect(mail.text).toContain('-- \nKim');
  });

  it('turns no other scheme into a link', async () => {
    const mail = await renderMail('inquiry-reply', {
      ...answer,
      body: 'javascript:alert(1) and data:text/html,x',
    });
    expect(mail.html).not.toContain('<a ');
  });
});

describe('the confirmation in French and Arabic', () => {
  it('writes to a French visitor in French', async () => {
    const mail = await renderMail('inquiry-confirmation', { ...inquiry, locale: 'fr' });
    expect(mail.subject).toBe('Votre demande à Veltrum Circular Systems [SD-26-4F7K2]');
    expect(mail.html).toContain(`<html dir="ltr" lang="fr">`);
    expect(visibleText(mail.html)).toContain('Demande de devis');
  });

  it('writes to an Arabic visitor right to left, with the reference in Latin letters', async () => {
    const mail = await renderMail('inquiry-confirmation', { ...inquiry, locale: 'ar' });
    expect(mail.subject).toBe('استفسارك إلى Veltrum Circular Systems [SD-26-4F7K2]');
    expect(mail.html).toContain(`<html dir="rtl" lang="ar">`);
    expect(mail.html).toContain(`<body lang="ar" dir="rtl"`);
    expect(mail.html).toContain(`border-right:4px solid`);
    expect(visibleText(mail.html)).toContain('طلب عرض سعر');
    expect(mail.text).toContain('SD-26-4F7K2');
  });

  it('keeps the reference and the address left to right inside the Arabic text (decision 208)', async () => {
    const mail = await renderMail('inquiry-confirmation', { ...inquiry, locale: 'ar' });
    expect(mail.html).toContain('<span dir="ltr">SD-26-4F7K2</span>');
    expect(mail.text).toContain('\u2066SD-26-4F7K2\u2069');
    expect(mail.text).toContain('\u2066ana.ribeiro@lusorecicla.example\u2069');
    // English mails stay free of invisible characters.
    const english = await renderMail('inquiry-confirmation', inquiry);
    expect(english.text).not.toMatch(/[\u2066-\u2069]/);
  });
});
