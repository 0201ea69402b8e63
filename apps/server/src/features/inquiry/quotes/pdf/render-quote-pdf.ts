import { localeTags } from '@sitedesk/shared/locales';
import { formatMessage } from '@sitedesk/shared/messages/format';
import type { SiteLanguageFiles } from '@sitedesk/shared/messages/site-language-files';
import type { QuoteDocument, QuoteDocumentLine } from '../quote-document';
import { textDirection } from './bidi-text';
import { pdfFontsFor } from './pdf-fonts';
import { contentWidth, PdfWriter, page, type TextStyle } from './pdf-writer';
import { type QuoteFormatter, quoteFormatter } from './quote-pdf-format';

/** The quotation texts of one site language (`messages/<locale>/quote.json`). */
export type QuoteTexts = SiteLanguageFiles['quote'];

/**
 * Every string the PDF may print, so the faces for its letters are loaded before layout starts (layout is
 * synchronous, loading a CJK slice is not). Formatted values are included: a Japanese date writes 年月日 and
 * a country's name is in the document's language.
 */
function printedText(document: QuoteDocument, labels: QuoteTexts, format: QuoteFormatter): string {
  const formatted = [
    format.date(document.issuedOn),
    format.date(document.validUntil),
    document.supersedes ? format.date(document.supersedes.issuedOn) : '',
    document.buyer.countryCode ? format.country(document.buyer.countryCode) : '',
    format.money(document.totalMinor),
    format.percent(12.5),
    format.quantity(1234.5),
  ];
  return [JSON.stringify(document), JSON.stringify(labels), ...formatted].join('\n');
}

const text: TextStyle = { size: 9 };
const small: TextStyle = { size: 8, color: '#4a4a4a' };
const bold: TextStyle = { size: 9, weight: 700 };
const tableText: TextStyle = { size: 8.5 };
const tableHead: TextStyle = { size: 8, weight: 700 };
const leading = (style: TextStyle) => style.size * 1.35;

// An address, a number or a URL inside Arabic text reads left to right as a whole (decision 208).
const isolated = (value: string) => `\u2066${value}\u2069`;

/** The lines table's columns, from the start edge; the description takes what the others leave. */
const columns = (() => {
  const position = 26;
  const quantity = 66;
  const unitPrice = 74;
  const discount = 48;
  const amount = 82;
  const gap = 6;
  const description = contentWidth - position - quantity - unitPrice - discount - amount - 5 * gap;
  let x = 0;
  const at = (width: number) => {
    const column = { x, width };
    x += width + gap;
    return column;
  };
  return {
    position: at(position),
    description: at(description),
    quantity: at(quantity),
    unitPrice: at(unitPrice),
    discount: at(discount),
    amount: at(amount),
  };
})();

/**
 * Renders a quotation as an A4 PDF (issue 27 §3): letterhead, the quotation's number and dates, the buyer,
 * the lines (the header repeated on every page they flow onto), totals with VAT or the reverse-charge note,
 * terms, the link to the visitor's page and "Page x of y" on every page. Fonts are embedded as subsets;
 * the text is real text, selectable and extractable. Runs on the calling thread: the service calls it
 * through `index.ts`, which runs it in a worker with a time limit.
 */
export async function renderQuotePdfInThisThread(
  document: QuoteDocument,
  texts: QuoteTexts,
): Promise<Uint8Array> {
  const language = document.locale;
  const labels = texts;
  const t = labels.document;
  const format = quoteFormatter(language, document.currency);
  const title = formatMessage(t.numberLine, { number: isolated(document.number) });
  const fonts = await pdfFontsFor(language, printedText(document, labels, format));
  const writerFor = (isMeasuring: boolean) =>
    new PdfWriter(
      fonts,
      localeTags[language].dir,
      {
        title: formatMessage(t.numberLine, { number: document.number }),
        author: document.seller.name,
        lang: localeTags[language].hreflang,
      },
      isMeasuring,
    );
  // Laid out twice: first only to count the pages, so that each page gets its "Page x of y" while it is
  // drawn and is then written out. Kept until the end instead, a long CJK quotation's pages (many runs,
  // each its own operators) filled the thread's heap (decision 239). Wrapping is measured once for both.
  const measuring = writerFor(true);
  layOut(measuring, 0);
  const writer = writerFor(false);
  layOut(writer, measuring.pageCount);
  return writer.finish();

  function layOut(writer: PdfWriter, pageCount: number): void {
    let y: number = page.top;

    const bottom = page.height - page.bottom;
    const newPage = () => {
      footer();
      writer.addPage();
      y = page.top;
    };
    const ensureRoom = (height: number) => {
      if (y + height > bottom) newPage();
    };
    /** Wrapped text across the content width (or a part of it), moving `y` down. */
    const paragraph = (value: string, style: TextStyle, x = 0, width = contentWidth - x) => {
      const reading = textDirection(value, writer.direction);
      for (const line of writer.wrap(value, style, width)) {
        ensureRoom(leading(style));
        y += leading(style);
        writer.line(line, { x, y: y - style.size * 0.3, width }, style, reading);
      }
    };

    // Letterhead: the seller at the start edge, the document's title at the end edge.
    const seller = document.seller;
    const letterheadWidth = contentWidth * 0.58;
    const titleWidth = contentWidth - letterheadWidth - 12;
    const titleX = contentWidth - titleWidth;
    const top = y;
    paragraph(seller.name, { size: 14, weight: 700 }, 0, letterheadWidth);
    for (const addressLine of seller.addressLines) paragraph(addressLine, small, 0, letterheadWidth);
    const contacts = [seller.phone, seller.email, seller.website].filter((value) => value !== null);
    for (const contact of contacts) paragraph(isolated(contact), small, 0, letterheadWidth);
    if (seller.vatId) paragraph(`${t.vatIdLabel}: ${isolated(seller.vatId)}`, small, 0, letterheadWidth);
    const letterheadBottom = y;
    y = top;
    paragraph(t.title, { size: 18, weight: 700 }, titleX, titleWidth);
    paragraph(title, bold, titleX, titleWidth);
    paragraph(
      formatMessage(t.revisionLine, { revision: format.quantity(document.revision) }),
      text,
      titleX,
      titleWidth,
    );
    y = Math.max(y, letterheadBottom) + 10;
    writer.rule(y);
    y += 6;

    // The buyer at the start edge, the dates and references at the end edge.
    const blockTop = y;
    const buyer = document.buyer;
    paragraph(t.customerLabel, { ...small, weight: 700 }, 0, letterheadWidth);
    if (buyer.company) paragraph(buyer.company, bold, 0, letterheadWidth);
    paragraph(buyer.name, text, 0, letterheadWidth);
    paragraph(isolated(buyer.email), text, 0, letterheadWidth);
    if (buyer.countryCode) paragraph(format.country(buyer.countryCode), text, 0, letterheadWidth);
    if (buyer.vatId) paragraph(`${t.vatIdLabel}: ${isolated(buyer.vatId)}`, text, 0, letterheadWidth);
    const buyerBottom = y;
    y = blockTop;
    const facts: [string, string][] = [
      [t.issuedLabel, format.date(document.issuedOn)],
      [t.validUntilLabel, format.date(document.validUntil)],
      [t.ourReferenceLabel, isolated(document.inquiryReference)],
    ];
    if (document.purchaseReference) facts.push([t.yourReferenceLabel, isolated(document.purchaseReference)]);
    for (const [label, value] of facts) {
      y += leading(text);
      writer.line(label, { x: titleX, y, width: titleWidth }, small);
      writer.line(value, { x: titleX, y, width: titleWidth, align: 'end' }, text);
    }
    y = Math.max(y, buyerBottom) + 8;
    if (document.supersedes) {
      const supersedes = formatMessage(t.supersedes, {
        revision: format.quantity(document.supersedes.revision),
        date: format.date(document.supersedes.issuedOn),
      });
      paragraph(supersedes, small);
      y += 4;
    }
    y += 8;

    // The lines: the header on the first page they are on and on every page they flow onto.
    const tableHeader = () => {
      writer.fill(0, y, contentWidth, 16, '#ececec');
      const baseline = y + 11;
      writer.line(t.positionLabel, { ...columns.position, y: baseline }, tableHead);
      writer.line(t.descriptionLabel, { ...columns.description, y: baseline }, tableHead);
      for (const [column, label] of [
        [columns.quantity, t.quantityLabel],
        [columns.unitPrice, t.unitPriceLabel],
        [columns.discount, t.discountLabel],
        [columns.amount, t.amountLabel],
      ] as const) {
        writer.line(label, { ...column, y: baseline, align: 'end' }, tableHead);
      }
      y += 16;
    };
    const lineRow = (line: QuoteDocumentLine) => {
      const description = writer.wrap(line.description, tableText, columns.description.width);
      const reading = textDirection(line.description, writer.direction);
      const height = description.length * leading(tableText) + 6;
      if (y + height > bottom) {
        newPage();
        tableHeader();
      }
      const baseline = y + leading(tableText);
      const unit = line.unit ? ` ${labels.units[line.unit]}` : '';
      writer.line(format.quantity(line.position), { ...columns.position, y: baseline }, tableText);
      description.forEach((descriptionLine, index) => {
        const lineY = baseline + index * leading(tableText);
        writer.line(descriptionLine, { ...columns.description, y: lineY }, tableText, reading);
      });
      const cells: [{ x: number; width: number }, string][] = [
        [columns.quantity, `${format.quantity(line.quantity)}${unit}`],
        [columns.unitPrice, format.money(line.unitPriceMinor)],
        [columns.discount, line.discountPercent > 0 ? format.percent(line.discountPercent) : ''],
        [columns.amount, format.money(line.amountMinor)],
      ];
      for (const [column, value] of cells) {
        writer.line(value, { ...column, y: baseline, align: 'end' }, tableText);
      }
      y += height;
      writer.rule(y - 2, 0, contentWidth, '#dcdcdc');
    };
    tableHeader();
    for (const line of document.lines) lineRow(line);

    // Totals, under the amounts.
    const totalsWidth = 240;
    const totalsX = contentWidth - totalsWidth;
    const totalRow = (label: string, value: string, style: TextStyle) => {
      ensureRoom(leading(style) + 2);
      y += leading(style) + 2;
      writer.line(label, { x: totalsX, y, width: totalsWidth }, style);
      writer.line(value, { x: totalsX, y, width: totalsWidth, align: 'end' }, style);
    };
    y += 4;
    totalRow(t.netTotalLabel, format.money(document.netTotalMinor), text);
    if (document.vat.kind === 'rate') {
      const vatLabel = formatMessage(t.vatLabel, { rate: format.percent(document.vat.ratePercent) });
      totalRow(vatLabel, format.money(document.vat.amountMinor), text);
    }
    ensureRoom(8);
    y += 5;
    writer.rule(y, totalsX, totalsWidth, '#1a1a1a');
    totalRow(t.totalLabel, format.money(document.totalMinor), { size: 10.5, weight: 700 });
    y += 10;
    if (document.vat.kind === 'reverse_charge') {
      paragraph(t.reverseCharge, small);
      y += 6;
    }

    // Terms and notes, then where to accept.
    const terms: [string, string | null][] = [
      [t.paymentTermsLabel, document.terms.payment],
      [t.deliveryTermsLabel, document.terms.delivery],
      [t.notesLabel, document.terms.notes],
    ];
    for (const [label, value] of terms) {
      if (!value) continue;
      ensureRoom(2 * leading(text));
      paragraph(label, bold);
      paragraph(value, text);
      y += 4;
    }
    y += 6;
    const accept = formatMessage(t.acceptOnline, { url: isolated(document.pageUrl) });
    ensureRoom(writer.wrap(accept, bold, contentWidth).length * leading(bold));
    const linkTop = y;
    paragraph(accept, bold);
    writer.link(0, linkTop, contentWidth, y - linkTop + 3, document.pageUrl);

    footer();

    // "Page x of y", with the seller and the number on the other side.
    function footer(): void {
      if (writer.isMeasuring) return;
      const footerY = page.height - 30;
      writer.rule(footerY - 12);
      const pageLine = formatMessage(t.pageNumber, {
        page: format.quantity(writer.pageCount),
        pages: format.quantity(pageCount),
      });
      writer.line(`${seller.name} · ${title}`, { x: 0, y: footerY, width: contentWidth * 0.7 }, small);
      writer.line(pageLine, { x: 0, y: footerY, width: contentWidth, align: 'end' }, small);
    }
  }
}
