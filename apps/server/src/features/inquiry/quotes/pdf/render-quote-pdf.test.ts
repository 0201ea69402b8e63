import type { Locale } from '@sitedesk/shared/locales';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { siteLanguageFiles } from '@sitedesk/shared/messages/site-language-files';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import type { QuoteDocument } from '../quote-document';
import { type QuoteTexts, renderQuotePdfInThisThread } from './render-quote-pdf';
import { sampleQuoteDocument } from './sample-quote-document';

/** Each page's text as a reader's PDF tool extracts it (pdf.js), spaces and direction marks evened out. */
async function pagesOf(pdf: Uint8Array): Promise<string[]> {
  const { text } = await extractText(await getDocumentProxy(pdf.slice()), { mergePages: false });
  return text.map(normalized);
}

const normalized = (value: string) =>
  value
    .replace(/[\u200e\u200f\u061c\u2066-\u2069]/gu, '')
    .replace(/[\s\u00a0\u202f]+/gu, ' ')
    .trim();

/** What the document says, formatted here with `Intl` as a reader of that language expects it. */
function expectedValues(document: QuoteDocument, intl: string) {
  const money = new Intl.NumberFormat(intl, { style: 'currency', currency: document.currency });
  const format = (minor: number) => normalized(money.format(minor / 100));
  return {
    lineAmounts: document.lines.map((line) => format(line.amountMinor)),
    net: format(document.netTotalMinor),
    total: format(document.totalMinor),
    vat: document.vat.kind === 'rate' ? format(document.vat.amountMinor) : null,
    issued: normalized(
      new Intl.DateTimeFormat(intl, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date('2026-11-30')),
    ),
  };
}

/** Where on the first page (its left edge, in points) each text item starts. */
async function leftEdges(pdf: Uint8Array): Promise<Map<string, number>> {
  const page = await (await getDocumentProxy(pdf.slice())).getPage(1);
  const edges = new Map<string, number>();
  for (const item of (await page.getTextContent()).items) {
    if ('str' in item && !edges.has(item.str.trim())) edges.set(item.str.trim(), item.transform[4] as number);
  }
  return edges;
}

/** Where each value is found, in the order given: -1 for a missing one. */
const positionsIn = (text: string, values: string[]) => {
  let from = 0;
  return values.map((value) => {
    const at = text.indexOf(value, from);
    if (at >= 0) from = at + value.length;
    return at;
  });
};

/** Every font the PDF describes carries its glyphs (FontFile2: TrueType) and none is a standard font. */
function fontDescriptors(pdf: Uint8Array): { embedded: number; notEmbedded: number; names: string[] } {
  const objects = Buffer.from(pdf).toString('latin1').split('endobj');
  const descriptors = objects.filter((object) => object.includes('/Type /FontDescriptor'));
  return {
    embedded: descriptors.filter((object) => object.includes('/FontFile2')).length,
    notEmbedded: descriptors.filter((object) => !object.includes('/FontFile2')).length,
    names: objects.flatMap((object) =>
      [...object.matchAll(/\/BaseFont \/([\w+-]+)/g)].map((match) => match[1] ?? ''),
    ),
  };
}

const texts = (locale: Locale): QuoteTexts => siteLanguageFiles[locale].quote;

describe('a quotation PDF', () => {
  it('prints the numbers, line amounts and totals an English reader checks', async () => {
    const document = sampleQuoteDocument('en');
    const pdf = await renderQuotePdfInThisThread(document, texts('en'));
    const pages = await pagesOf(pdf);
    const [text = ''] = pages;
    const t = texts('en').document;
    const expected = expectedValues(document, 'en');

    expect(pages).toHaveLength(1);
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
    for (const value of [
      document.seller.name,
      'CZ12345678',
      'Q-2026-0042',
      formatMessage(t.revisionLine, { revision: 2 }),
      formatMessage(t.supersedes, { revision: 1, date: 'November 2, 2026' }),
      'November 30, 2026',
      'December 30, 2026',
      'VCS-2026-00731',
      'PO-88123',
      'Nordic Pumps AB',
      'Germany',
      '12.5 kg',
      '2 pcs',
      '€19.99',
      '€249.88',
      '5%',
      `${t.netTotalLabel} ${expected.net}`,
      `${formatMessage(t.vatLabel, { rate: '21%' })} ${expected.vat}`,
      `${t.totalLabel} ${expected.total}`,
      '30 days net',
      'FCA Ostrava, 6 weeks after order',
      formatMessage(t.acceptOnline, { url: 'https://vitkovice.example/en/requests/abc123' }),
      formatMessage(t.pageNumber, { page: 1, pages: 1 }),
    ]) {
      expect(text).toContain(value);
    }
    expect(positionsIn(text, expected.lineAmounts)).not.toContain(-1);
    expect(text).not.toContain(t.reverseCharge);
  });

  it('embeds its fonts as subsets and uses no standard font', async () => {
    const pdf = await renderQuotePdfInThisThread(sampleQuoteDocument('cs'), texts('cs'));
    const fonts = fontDescriptors(pdf);
    expect(fonts.embedded).toBeGreaterThan(0);
    expect(fonts.notEmbedded).toBe(0);
    // A subset's name starts with six capitals and a plus.
    expect(fonts.names.every((name) => /^[A-Z]{6}\+NotoSans/.test(name))).toBe(true);
  });

  it('flows a long quotation onto a second page with the table header and "Page 2 of 2"', async () => {
    const document = sampleQuoteDocument('en', {
      lineCount: 40,
      descriptions: ['Bolt M12×60, 8.8, zinc plated'],
    });
    const pages = await pagesOf(await renderQuotePdfInThisThread(document, texts('en')));
    const t = texts('en').document;
    const expected = expectedValues(document, 'en');

    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain(formatMessage(t.pageNumber, { page: 1, pages: 2 }));
    expect(pages[1]).toContain(formatMessage(t.pageNumber, { page: 2, pages: 2 }));
    expect(pages[1]).toContain(`${t.positionLabel} ${t.descriptionLabel} ${t.quantityLabel}`);
    expect(pages[1]).toContain(expected.lineAmounts.at(-1));
    expect(pages[1]).toContain(`${t.totalLabel} ${expected.total}`);
    expect(positionsIn(pages.join(' '), expected.lineAmounts)).not.toContain(-1);
  });

  it('wraps a long description inside its column and keeps every word', async () => {
    const words = Array.from({ length: 150 }, (_, index) => `word${index}`);
    const document = sampleQuoteDocument('en', { lineCount: 1, descriptions: [words.join(' ')] });
    const [text = ''] = await pagesOf(await renderQuotePdfInThisThread(document, texts('en')));
    expect(positionsIn(text, words)).not.toContain(-1);
  });

  it('prints a reverse charge note instead of a VAT line', async () => {
    const document = sampleQuoteDocument('de', { vat: { kind: 'reverse_charge' } });
    const [text = ''] = await pagesOf(await renderQuotePdfInThisThread(document, texts('de')));
    const t = texts('de').document;
    expect(text).toContain(normalized(t.reverseCharge));
    expect(text).toContain(`${t.totalLabel} ${expectedValues(document, 'de').net}`);
    expect(text).not.toContain(formatMessage(t.vatLabel, { rate: '21 %' }));
  });

  it.each([
    ['de', 'Flansch DN50 aus Edelstahl, Größe nach Zeichnung', 'Deutschland', '249,88 €'],
    ['cs', 'Příruba z nerezové oceli, obrobená podle výkresu, šrouby čtyřhranné, kůň', 'Německo', '249,88 €'],
    ['el', 'Φλάντζα από ανοξείδωτο χάλυβα, κατεργασμένη σύμφωνα με το σχέδιο', 'Γερμανία', '249,88 €'],
    ['bg', 'Фланец от неръждаема стомана, обработен по чертеж', 'Германия', '249,88 €'],
  ] as const)(
    'writes %s: its letters, its numbers and its country name',
    async (locale, description, country, amount) => {
      const document = sampleQuoteDocument(locale, { descriptions: [description] });
      const [text = ''] = await pagesOf(await renderQuotePdfInThisThread(document, texts(locale)));
      const t = texts(locale).document;
      const expected = expectedValues(document, locale);
      expect(text).toContain(description);
      expect(text).toContain(country);
      expect(text).toContain(amount);
      expect(text).toContain(expected.issued);
      expect(text).toContain(`${t.totalLabel} ${expected.total}`);
      expect(positionsIn(text, expected.lineAmounts)).not.toContain(-1);
    },
  );

  it('writes Arabic shaped and right to left, with the amounts and references left to right', async () => {
    // The catalog's Arabic may not be written yet: the labels a reader checks are given here in Arabic.
    const arabic: QuoteTexts = {
      ...texts('ar'),
      document: {
        ...texts('ar').document,
        title: 'عرض سعر',
        numberLine: 'عرض السعر {number}',
        netTotalLabel: 'المجموع الصافي',
        totalLabel: 'المجموع',
        pageNumber: 'الصفحة {page} من {pages}',
        positionLabel: 'البند',
        amountLabel: 'المبلغ',
      },
      units: { ...texts('ar').units, pcs: 'قطعة' },
    };
    const description = 'شفة فولاذية مقاس 50 من الفولاذ المقاوم للصدأ';
    const document = sampleQuoteDocument('ar', { descriptions: [description] });
    const pdf = await renderQuotePdfInThisThread(document, arabic);
    const [text = ''] = await pagesOf(pdf);
    const expected = expectedValues(document, 'ar-u-nu-latn');

    // pdf.js gives the words in reading order only when each joined letter is one glyph of that letter.
    for (const words of ['شفة فولاذية مقاس', 'من الفولاذ', 'عرض سعر', 'المجموع الصافي', 'ألمانيا']) {
      expect(text).toContain(words);
    }
    expect(text).toContain('Q-2026-0042');
    expect(text).toContain('VCS-2026-00731');
    expect(text).toContain('https://vitkovice.example/en/requests/abc123');
    expect(text).toMatch(/الصفحة 1 من 1|1 من 1 الصفحة/u);
    // An amount reads "249.88 €" in Arabic (Latin digits, decision 133); a PDF reader may give the sign on
    // either side of the number, but the number is whole and the amounts come in the lines' order.
    const numbers = [...expected.lineAmounts, expected.net, expected.total].map((amount) =>
      amount.replace(/[^\d.,]/gu, ''),
    );
    for (const number of numbers) {
      const digits = number.replace('.', '\\.');
      expect(text).toMatch(new RegExp(`€ ?${digits}(?![\\d.])|(?<![\\d.])${digits} ?€`, 'u'));
    }
    expect(positionsIn(text, numbers)).not.toContain(-1);
    expect(fontDescriptors(pdf).names.some((name) => name.includes('NotoSansArabic'))).toBe(true);

    // Mirrored: the seller and the table's first column on the right, the amounts on the left.
    const edges = await leftEdges(pdf);
    const english = await leftEdges(await renderQuotePdfInThisThread(sampleQuoteDocument('en'), texts('en')));
    const en = texts('en').document;
    expect(edges.get('البند')).toBeDefined();
    expect(edges.get('المبلغ')).toBeDefined();
    expect(edges.get('البند') ?? 0).toBeGreaterThan(edges.get('المبلغ') ?? 0);
    expect(english.get(en.positionLabel)).toBeDefined();
    expect(english.get(en.positionLabel) ?? 0).toBeLessThan(english.get(en.amountLabel) ?? 0);
    expect(edges.get(document.seller.name) ?? 0).toBeGreaterThan(300);
    expect(english.get(document.seller.name) ?? 0).toBeLessThan(100);
  });

  it.each([
    {
      locale: 'ja',
      description: 'フランジ DN50 PN16、ステンレス鋼 1.4404、図面どおり機械加工',
      company: '株式会社ヤマダ製作所',
      country: 'ドイツ',
      issued: '2026年11月30日',
    },
    {
      locale: 'zh',
      description: '法兰 DN50 PN16，不锈钢 1.4404，按图纸加工',
      company: '上海东方泵业有限公司',
      country: '德国',
      issued: '2026年11月30日',
    },
  ] as const)(
    'writes a $locale document in its own language, its letters extracting as written',
    async (sample) => {
      const base = sampleQuoteDocument(sample.locale, { descriptions: [sample.description] });
      const document = { ...base, buyer: { ...base.buyer, company: sample.company } };
      const t = texts(sample.locale).document;
      const pdf = await renderQuotePdfInThisThread(document, texts(sample.locale));
      const [text = ''] = await pagesOf(pdf);
      const expected = expectedValues(document, sample.locale === 'ja' ? 'ja-JP' : 'zh-CN');

      // The description wraps inside its column, between words or between CJK letters.
      expect(text.replaceAll(' ', '')).toContain(sample.description.replaceAll(' ', ''));
      for (const value of [
        t.title,
        t.quantityLabel,
        sample.company,
        sample.country,
        sample.issued,
        'Q-2026-0042',
        `${t.netTotalLabel} ${expected.net}`,
        `${t.totalLabel} ${expected.total}`,
        normalized(formatMessage(t.pageNumber, { page: 1, pages: 1 })),
      ]) {
        expect(text).toContain(value);
      }
      expect(positionsIn(text, expected.lineAmounts)).not.toContain(-1);
      // The CJK faces are embedded as subsets, as the others are: the text stays selectable.
      const fonts = fontDescriptors(pdf);
      expect(fonts.notEmbedded).toBe(0);
      expect(fonts.names.some((name) => /^[A-Z]{6}\+NotoSans(JP|SC)/.test(name))).toBe(true);
    },
  );

  it('writes a Japanese company name in an English document as written, not as empty boxes', async () => {
    const base = sampleQuoteDocument('en');
    const document = { ...base, buyer: { ...base.buyer, company: '株式会社ヤマダ製作所', name: '山田太郎' } };
    const [text = ''] = await pagesOf(await renderQuotePdfInThisThread(document, texts('en')));
    expect(text).toContain('株式会社ヤマダ製作所');
    expect(text).toContain('山田太郎');
    expect(text).toContain(`${texts('en').document.totalLabel} ${expectedValues(document, 'en').total}`);
  });

  it('loads no CJK face for a document without CJK letters', async () => {
    const names = fontDescriptors(
      await renderQuotePdfInThisThread(sampleQuoteDocument('ar'), texts('ar')),
    ).names;
    expect(names.length).toBeGreaterThan(0);
    expect(names.some((name) => /NotoSans(JP|SC)/.test(name))).toBe(false);
  });
});
