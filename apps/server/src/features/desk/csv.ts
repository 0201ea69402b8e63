/** Leading characters that make a spreadsheet read a cell as a formula (CSV injection). */
const formulaStart = /^[=+\-@\t\r]/;

/**
 * One RFC 4180 cell: quoted when it holds a quote, comma or line break, and with a leading `'` when a
 * spreadsheet would otherwise run it as a formula (so `+4915…` shows as `'+4915…`, on purpose).
 */
export function csvCell(value: string): string {
  const safe = formulaStart.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One record, CRLF-terminated as RFC 4180 asks. */
export function csvRecord(cells: readonly string[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** The UTF-8 byte order mark: without it, spreadsheet programs guess the encoding and break umlauts. */
export const utf8Bom = '\uFEFF';
