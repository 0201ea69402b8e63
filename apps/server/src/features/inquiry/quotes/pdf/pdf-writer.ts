import type { Font } from 'fontkit';
import PDFDocument from 'pdfkit';
import { runWidth, shapingFeatures, textDirection, visualRuns, wrapText } from './bidi-text';
import type { FontWeight, PdfFontSet } from './pdf-fonts';

/** A4 in points, and the margins every page keeps. */
export const page = { width: 595.28, height: 841.89, margin: 50, top: 48, bottom: 64 } as const;
export const contentWidth = page.width - 2 * page.margin;

export type TextStyle = { size: number; weight?: FontWeight; color?: string };

/**
 * Draws on the document in the reading direction: `x` counts from the content's start edge (the left
 * margin in a left-to-right document, the right one in Arabic) and `align: 'end'` means the far edge, so
 * one layout serves both directions and an Arabic page comes out mirrored. Text is drawn in runs of one
 * face, shaped by fontkit; `y` is the baseline.
 */
export class PdfWriter {
  readonly doc: PDFKit.PDFDocument;
  private readonly fontKeys = new Map<Font, string>();

  /** The page being drawn on, from 1. */
  pageCount = 1;

  /**
   * `isMeasuring`: a pass that only wraps and counts pages (`wrap`, `addPage`); drawing does nothing, and
   * the document is never finished.
   */
  constructor(
    private readonly fonts: PdfFontSet,
    readonly direction: 'ltr' | 'rtl',
    info: { title: string; author: string; lang: string },
    readonly isMeasuring = false,
  ) {
    const options = {
      // A face of ours from the start: pdfkit would otherwise open Helvetica, which it finds through its
      // package's own import map, and the bundled service is not that package.
      font: this.fonts[400][0],
      size: 'A4',
      margin: 0,
      // Each page is written out when the next starts: its footer is drawn before (the page count comes
      // from a measuring pass).
      bufferPages: false,
      autoFirstPage: true,
      lang: info.lang,
      displayTitle: true,
      info: { Title: info.title, Author: info.author, Creator: 'Sitedesk' },
    };
    // pdfkit takes a parsed fontkit font as a source (0.20); its types name only paths and bytes.
    this.doc = new PDFDocument(options as unknown as PDFKit.PDFDocumentOptions);
    for (const weight of [400, 700] as const) {
      this.fonts[weight].forEach((face, index) => {
        const key = `w${weight}-${index}`;
        this.fontKeys.set(face, key);
        // pdfkit takes a parsed fontkit font as a source (0.20); its types name only paths and bytes.
        this.doc.registerFont(key, face as unknown as PDFKit.Mixins.PDFFontSource);
      });
    }
  }

  addPage(): void {
    this.pageCount++;
    if (!this.isMeasuring) this.doc.addPage({ size: 'A4', margin: 0 });
  }

  faces(weight: FontWeight = 400): readonly Font[] {
    return this.fonts[weight];
  }

  wrap(text: string, style: TextStyle, width: number): string[] {
    return wrapText(this.faces(style.weight), text, style.size, width);
  }

  width(line: string, style: TextStyle): number {
    return visualRuns(this.faces(style.weight), line, 'ltr').reduce(
      (sum, run) => sum + runWidth(run, style.size),
      0,
    );
  }

  /** The left edge on the page of a box `width` wide that starts `x` from the start edge. */
  boxLeft(x: number, width: number): number {
    return this.direction === 'ltr' ? page.margin + x : page.width - page.margin - x - width;
  }

  /**
   * One line, not wrapped; returns its width. It reads in `readingDirection` (a wrapped paragraph's, so
   * every line of it reads one way), else by its own first letter; it is placed by the document's.
   */
  line(
    text: string,
    at: { x: number; y: number; width: number; align?: 'start' | 'end' },
    style: TextStyle,
    readingDirection: 'ltr' | 'rtl' = textDirection(text, this.direction),
  ): number {
    if (this.isMeasuring) return 0;
    const runs = visualRuns(this.faces(style.weight), text, readingDirection);
    const widths = runs.map((run) => runWidth(run, style.size));
    const total = widths.reduce((sum, width) => sum + width, 0);
    const left = this.boxLeft(at.x, at.width);
    const isLeftAligned = (at.align !== 'end') === (this.direction === 'ltr');
    let x = isLeftAligned ? left : left + at.width - total;
    this.doc.fillColor(style.color ?? '#1a1a1a').fontSize(style.size);
    runs.forEach((run, index) => {
      this.doc.font(this.fontKeys.get(run.face) ?? 'w400-0');
      // `features` as an object turns one off; pdfkit passes it to fontkit as it is (its types list tags).
      // Given features, pdfkit shapes the run whole, which a right-to-left run needs; without them it lays
      // out and keeps each word, which is faster for the rest (`runWidth` measures the same way).
      const options = {
        lineBreak: false,
        baseline: 'alphabetic',
        ...(run.isShapedWhole ? { features: shapingFeatures() } : {}),
      };
      this.doc.text(run.text, x, at.y, options as unknown as PDFKit.Mixins.TextOptions);
      x += widths[index] ?? 0;
    });
    return total;
  }

  rule(y: number, x = 0, width = contentWidth, color = '#b8b8b8'): void {
    if (this.isMeasuring) return;
    const left = this.boxLeft(x, width);
    this.doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .lineWidth(0.6)
      .strokeColor(color)
      .stroke();
  }

  fill(x: number, y: number, width: number, height: number, color: string): void {
    if (this.isMeasuring) return;
    this.doc.rect(this.boxLeft(x, width), y, width, height).fill(color);
  }

  link(x: number, y: number, width: number, height: number, url: string): void {
    if (this.isMeasuring) return;
    this.doc.link(this.boxLeft(x, width), y, width, height, url);
  }

  async finish(): Promise<Uint8Array> {
    const chunks: Buffer[] = [];
    this.doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    const ended = new Promise<void>((resolve, reject) => {
      this.doc.on('end', resolve);
      this.doc.on('error', reject);
    });
    this.doc.end();
    await ended;
    const pdf = Buffer.concat(chunks);
    return new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  }
}
