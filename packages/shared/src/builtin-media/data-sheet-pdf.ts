/**
 * A one-page PDF data sheet (PDF 1.4, the standard Helvetica font, no images): small, valid in every
 * reader, and the same bytes on every run, so the build's prerender can state its size before a seed wrote
 * it. Texts are encoded as WinAnsi; a character outside it prints as `?`.
 */
export type DataSheet = {
  title: string;
  summary: string;
  rows: readonly { label: string; value: string }[];
  footer: string;
};

const winAnsiExtras: Record<string, number> = {
  '€': 0x80,
  '…': 0x85,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
};

function winAnsi(text: string): string {
  return [...text]
    .map((character) => {
      const code = character.codePointAt(0) ?? 63;
      const extra = winAnsiExtras[character];
      if (extra !== undefined) return String.fromCharCode(extra);
      return code < 256 ? character : '?';
    })
    .join('');
}

const pdfString = (text: string): string => `(${winAnsi(text).replace(/[\\()]/g, (match) => `\\${match}`)})`;

/** Breaks `text` into lines of at most `width` characters at spaces. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

function pageContent(sheet: DataSheet): string {
  const text = (font: string, size: number, x: number, y: number, value: string) =>
    `BT /${font} ${size} Tf ${x} ${y} Td ${pdfString(value)} Tj ET`;
  const parts = ['0.07 0.29 0.31 rg 0 770 595 72 re f', '1 0.67 0.3 rg 0 766 595 4 re f', '1 1 1 rg'];
  parts.push(text('F2', 22, 50, 795, sheet.title), '0.1 0.1 0.1 rg');
  let y = 730;
  for (const line of wrap(sheet.summary, 88)) {
    parts.push(text('F1', 11, 50, y, line));
    y -= 16;
  }
  y -= 14;
  for (const row of sheet.rows) {
    parts.push('0.85 0.88 0.9 RG 0.5 w', `50 ${y - 6} m 545 ${y - 6} l S`);
    parts.push(text('F2', 11, 50, y, row.label), text('F1', 11, 260, y, row.value));
    y -= 24;
  }
  parts.push('0.4 0.4 0.4 rg', text('F1', 9, 50, 40, sheet.footer));
  return parts.join('\n');
}

/** The sheet as PDF bytes. */
export function dataSheetPdf(sheet: DataSheet): Uint8Array {
  const content = pageContent(sheet);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    `<< /Title ${pdfString(sheet.title)} /Producer (Sitedesk) >>`,
  ];
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  // Every character is one byte (WinAnsi), so string offsets are byte offsets.
  return Uint8Array.from(body, (character) => character.charCodeAt(0));
}
