import { afterEach, describe, expect, it } from 'vitest';
import { submitInquiry } from '../../testing/desk-fixtures';
import { signInAs } from '../../testing/staff-sessions';
import { startTestSitedesk, type TestSitedesk } from '../../testing/test-sitedesk';

let desk: TestSitedesk | undefined;
afterEach(async () => {
  await desk?.dispose();
  desk = undefined;
});

/** Cells a visitor can type into the contact form that a spreadsheet of some locale would run. */
const hostile = {
  name: `Jana;=cmd|' /C calc'!A0`,
  company: ` @SUM(1+1)*cmd|' /C calc'!A0`,
  message: `Please quote;-2+3+cmd|' /C calc'!A0\tand\t=HYPERLINK("http://evil.example") and, "+1"\n=1+1 and ; "＝1+1"`,
};

/** Formula characters, full-width ones included. */
const formulaStart = new Set(['=', '+', '-', '@', '＝', '＋', '－', '＠']);

/**
 * Every piece a spreadsheet could make a cell of, whatever separator its locale splits on and whether or
 * not it honours our quotes: the text cut at every `,`, `;`, tab and line break, with the spaces and quotes
 * a spreadsheet trims or unquotes taken off its front.
 */
function piecesAnySpreadsheetSees(text: string): string[] {
  return text.split(/[,;\t\r\n]/).map((piece) => piece.replace(/^[ "\u00A0]+/, ''));
}

/** A strict RFC 4180 reader (quoted cells only, as we write them) for one record. */
function readRecord(record: string): string[] {
  const cells: string[] = [];
  let index = 0;
  while (index < record.length) {
    expect(record[index]).toBe('"');
    let cell = '';
    index++;
    for (;;) {
      const quote = record.indexOf('"', index);
      expect(quote).toBeGreaterThanOrEqual(0);
      cell += record.slice(index, quote);
      if (record[quote + 1] === '"') {
        cell += '"';
        index = quote + 2;
      } else {
        index = quote + 1;
        break;
      }
    }
    cells.push(cell);
    if (index < record.length) {
      expect(record[index]).toBe(',');
      index++;
    }
  }
  return cells;
}

describe('GET /api/desk/inquiries/export.csv with hostile cells', () => {
  // Regression (probe 11a): a cell like `x;=cmd|…` became a formula in a German (semicolon) spreadsheet.
  it('leaves no formula for a spreadsheet of any locale, quotes every cell, and keeps the text readable', async () => {
    desk = await startTestSitedesk({ INQUIRY_RATE_LIMIT: '0' });
    const sales = await signInAs(desk, 'sales');
    const { reference } = await submitInquiry(desk, hostile);
    const response = await desk.app.request('/api/desk/inquiries/export.csv', {
      headers: { cookie: sales.cookie },
    });
    expect(response.status).toBe(200);
    const text = (await response.text()).replace(/^\uFEFF/, '');

    for (const piece of piecesAnySpreadsheetSees(text)) {
      expect(formulaStart.has(piece.charAt(0)), piece).toBe(false);
    }

    const [headerRecord, ...rest] = text.split(/\r\n(?=")/);
    expect(headerRecord?.startsWith('"reference","created_at","status","name",')).toBe(true);
    const row = readRecord((rest[0] ?? '').replace(/\r\n$/, ''));
    expect(row[0]).toBe(reference);
    expect(row[3]).toBe(`Jana;'=cmd|' /C calc'!A0`);
    expect(row[6]).toBe(`'+4915123456789`);
    expect(row[11]).toBe(
      `Please quote;'-2+3+cmd|' /C calc'!A0\tand\t'=HYPERLINK("http://evil.example") and,' "+1"\n'=1+1 and ;' "＝1+1"`,
    );
  });
});
