import { inquiries } from '@sitedesk/db/schema';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { submitInquiry } from '../../../testing/desk-fixtures';
import { signInAs } from '../../../testing/staff-sessions';
import { startTestSitedesk, type TestSitedesk } from '../../../testing/test-sitedesk';

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

/** A strict RFC 4180 reader (quoted cells only, as we write them) for one record split by `separator`. */
function readRecord(record: string, separator = ','): string[] {
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
      expect(record[index]).toBe(separator);
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
      // The one shape left as typed: a spaced phone number, constants no spreadsheet can run (decision 170).
      if (/^\+\d+( \d+)+"?$/.test(piece)) continue;
      expect(formulaStart.has(piece.charAt(0)), piece).toBe(false);
    }

    const [headerRecord, ...rest] = text.split(/\r\n(?=")/);
    expect(headerRecord?.startsWith('"Reference","Received (UTC)","Status","Name",')).toBe(true);
    const row = readRecord((rest[0] ?? '').replace(/\r\n$/, ''));
    expect(row[0]).toBe(reference);
    expect(row[3]).toBe(`Jana;'=cmd|' /C calc'!A0`);
    expect(row[6]).toBe('+49 1512 3456789');
    expect(row[11]).toBe(
      `Please quote;'-2+3+cmd|' /C calc'!A0\tand\t'=HYPERLINK("http://evil.example") and,' "+1"\n'=1+1 and ;' "＝1+1"`,
    );
  });
});

/** Reads a whole export: the byte order mark checked and taken off, then one array of cells per record. */
async function readExport(response: Response, separator: string): Promise<string[][]> {
  expect(response.status).toBe(200);
  const bytes = new Uint8Array(await response.arrayBuffer());
  // Without the byte order mark Excel reads the file as the system's code page: "Nováková" breaks.
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = new TextDecoder().decode(bytes.slice(3));
  return text
    .split(/\r\n(?=")/)
    .map((record) => readRecord(record.replace(/\r\n$/, ''), separator))
    .filter((cells) => cells.length > 0);
}

describe("GET /api/desk/inquiries/export.csv in the member's language", () => {
  // Regression (issue 26): a German Excel opened the export as one column of commas and internal codes.
  it("writes a German member's file with `;`, German words and headers, a decimal comma and a date Excel reads", async () => {
    desk = await startTestSitedesk({ INQUIRY_RATE_LIMIT: '0' });
    const sales = await signInAs(desk, 'sales');
    const { id, reference } = await submitInquiry(desk, { phone: '+420 601 234 567', phoneCountry: 'CZ' });
    const createdAt = new Date('2026-03-02T08:15:00Z');
    await desk.database.db
      .update(inquiries)
      .set({ status: 'in_progress', createdAt, firstAnsweredAt: new Date('2026-03-02T10:45:00Z') })
      .where(eq(inquiries.id, id));

    const [header, row] = await readExport(
      await desk.app.request('/api/desk/inquiries/export.csv?locale=de', {
        headers: { cookie: sales.cookie },
      }),
      ';',
    );
    expect(header?.slice(0, 4)).toEqual(['Referenz', 'Eingegangen (UTC)', 'Status', 'Name']);
    expect(row?.[0]).toBe(reference);
    expect(row?.[1]).toBe('2026-03-02 08:15:00');
    expect(row?.[2]).toBe('In Bearbeitung');
    // A phone number as typed: no apostrophe in front, and spaced so no spreadsheet takes it for a number.
    expect(row?.[6]).toBe('+420 601 234 567');
    expect(row?.[7]).toBe('Tschechien');
    expect(row?.[8]).toBe('Tschechien');
    expect(row?.[9]).toBe('Angebotsanfrage');
    // The first-answer hours, the four columns of a request for a quotation and the form fields (empty here).
    expect(row?.at(-6)).toBe('2,5');
    expect(row?.slice(-5)).toEqual(['', '', '', '', '']);
    expect(header?.at(-1)).toBe('Formularfelder');
  });

  it("writes an English member's file with `,` and a decimal point, the language from Accept-Language", async () => {
    desk = await startTestSitedesk({ INQUIRY_RATE_LIMIT: '0' });
    const sales = await signInAs(desk, 'sales');
    const { id } = await submitInquiry(desk);
    await desk.database.db
      .update(inquiries)
      .set({
        createdAt: new Date('2026-03-02T08:15:00Z'),
        firstAnsweredAt: new Date('2026-03-02T10:45:00Z'),
      })
      .where(eq(inquiries.id, id));

    const [header, row] = await readExport(
      await desk.app.request('/api/desk/inquiries/export.csv', {
        headers: { cookie: sales.cookie, 'accept-language': 'en-GB,en;q=0.8' },
      }),
      ',',
    );
    expect(header?.[2]).toBe('Status');
    expect(row?.[2]).toBe('New');
    expect(row?.[8]).toBe('Czechia');
    expect(row?.at(-6)).toBe('2.5');
  });

  it('splits by the separator the member chose over the one usual in the language', async () => {
    desk = await startTestSitedesk({ INQUIRY_RATE_LIMIT: '0' });
    const sales = await signInAs(desk, 'sales');
    await submitInquiry(desk);
    const request = (query: string) =>
      desk?.app.request(`/api/desk/inquiries/export.csv?${query}`, { headers: { cookie: sales.cookie } });

    const [germanWithCommas] = await readExport(
      (await request('locale=de&separator=comma')) as Response,
      ',',
    );
    expect(germanWithCommas?.[0]).toBe('Referenz');
    const [englishWithSemicolons] = await readExport(
      (await request('locale=en&separator=semicolon')) as Response,
      ';',
    );
    expect(englishWithSemicolons?.[0]).toBe('Reference');
    // Arabic: Excel on an Arabic Windows splits on `;` (decision 170); labels in Arabic, Latin digits.
    const [arabicHeader, arabicRow] = await readExport((await request('locale=ar')) as Response, ';');
    expect(arabicHeader?.[0]).toBe('المرجع');
    expect(arabicRow?.[2]).toBe('جديد');
  });

  it('answers a separator or language it does not know with a localized 422, not a file', async () => {
    desk = await startTestSitedesk({ INQUIRY_RATE_LIMIT: '0' });
    const sales = await signInAs(desk, 'sales');
    for (const query of ['separator=tab', 'locale=xx']) {
      const response = await desk.app.request(`/api/desk/inquiries/export.csv?${query}`, {
        headers: { cookie: sales.cookie, 'accept-language': 'de' },
      });
      expect(response.status, query).toBe(422);
      const body = (await response.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe('validation_failed');
      expect(body.error.message).not.toMatch(/validation/i);
    }
  });

  // Regression (issue 26): an apostrophe shown in front of harmless values; only a real formula keeps one.
  it('neutralises a formula in a German file but leaves phone numbers in a message as written', async () => {
    desk = await startTestSitedesk({ INQUIRY_RATE_LIMIT: '0' });
    const sales = await signInAs(desk, 'sales');
    await submitInquiry(desk, {
      company: '=HYPERLINK("http://evil.example";"Angebot")',
      message: 'Call me on\n+420 601 234 567\n+4915123456789',
    });
    const [, row] = await readExport(
      await desk.app.request('/api/desk/inquiries/export.csv?locale=de', {
        headers: { cookie: sales.cookie },
      }),
      ';',
    );
    expect(row?.[4]).toBe(`'=HYPERLINK("http://evil.example";"Angebot")`);
    // A bare `+4915…` is a number to a spreadsheet (it drops the `+`), so it keeps its apostrophe.
    expect(row?.[11]).toBe("Call me on\n+420 601 234 567\n'+4915123456789");
  });
});
