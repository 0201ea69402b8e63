import type { Locale } from '@sitedesk/shared/locales';
import type { QuoteDocument, QuoteDocumentLine } from '../quote-document';

/**
 * A quotation to render in tests and the bench: `lineCount` lines whose amounts and totals add up, with
 * descriptions in `description` (one per line, cycled) so a test can look for its language's words.
 */
export function sampleQuoteDocument(
  locale: Locale,
  options: { lineCount?: number; descriptions?: string[]; vat?: QuoteDocument['vat'] } = {},
): QuoteDocument {
  const descriptions = options.descriptions ?? [
    'Flange DN50 PN16, stainless steel 1.4404, machined to drawing',
  ];
  const lines: QuoteDocumentLine[] = Array.from({ length: options.lineCount ?? 3 }, (_, index) => {
    const quantity = index % 3 === 0 ? 12.5 : index + 1;
    const unitPriceMinor = 1_999 + index * 1_000;
    const discountPercent = index % 2 === 1 ? 5 : 0;
    const gross = quantity * unitPriceMinor;
    return {
      position: index + 1,
      description: descriptions[index % descriptions.length] ?? '',
      quantity,
      unit: index % 3 === 0 ? 'kg' : 'pcs',
      unitPriceMinor,
      discountPercent,
      amountMinor: Math.round(gross - (gross * discountPercent) / 100),
    };
  });
  const netTotalMinor = lines.reduce((sum, line) => sum + line.amountMinor, 0);
  const vat = options.vat ?? { kind: 'rate', ratePercent: 21, amountMinor: Math.round(netTotalMinor * 0.21) };
  return {
    locale,
    number: 'Q-2026-0042',
    revision: 2,
    supersedes: { revision: 1, issuedOn: '2026-11-02' },
    issuedOn: '2026-11-30',
    validUntil: '2026-12-30',
    currency: 'EUR',
    inquiryReference: 'VCS-2026-00731',
    purchaseReference: 'PO-88123',
    seller: {
      name: 'Vítkovice Castings s.r.o.',
      addressLines: ['Ruská 1162/101', '703 00 Ostrava', 'Czech Republic'],
      email: 'sales@vitkovice.example',
      phone: '+420 595 111 222',
      vatId: 'CZ12345678',
      website: 'https://vitkovice.example',
    },
    buyer: {
      name: 'Anna Novák',
      company: 'Nordic Pumps AB',
      email: 'anna@nordicpumps.example',
      countryCode: 'DE',
      vatId: 'DE123456789',
    },
    lines,
    netTotalMinor,
    vat,
    totalMinor: netTotalMinor + (vat.kind === 'rate' ? vat.amountMinor : 0),
    terms: {
      payment: '30 days net',
      delivery: 'FCA Ostrava, 6 weeks after order',
      notes: null,
    },
    pageUrl: 'https://vitkovice.example/en/requests/abc123',
  };
}
