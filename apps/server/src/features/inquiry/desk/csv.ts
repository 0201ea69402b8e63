/** Characters that make a spreadsheet read the cell they begin as a formula (CSV injection); full-width too. */
const formulaStarts = new Set(['=', '+', '-', '@', '\uFF1D', '\uFF0B', '\uFF0D', '\uFF20']);
/**
 * Where some spreadsheet starts a new cell inside what we wrote as one: the separators of other locales
 * (a German Excel splits on `;`, and one that ignores our quotes splits inside them) and line breaks.
 */
const cellBreaks = new Set([',', ';', '\t', '\r', '\n']);
/** Skipped before a formula character by spreadsheets that trim cells or unquote them. */
const skippedBeforeFormula = new Set([' ', '\u00A0', '\u3000', '"']);

/**
 * The value with a `'` in front of every part a spreadsheet could run as a formula: the cell itself when it
 * begins (after spaces or quotes) with `=`, `+`, `-` or `@`, or with a tab or carriage return, and each part
 * after a `,`, `;`, tab or line break that does. A German Excel opening `x;=cmd|' /C calc'!A0` splits it on
 * the `;` and would run the second half; it gets `x;'=cmd|…`, which it shows as text. One pass, no regular
 * expression.
 *
 * One shape is left as typed: a phone number as people write it, `+` and digits in groups split by single
 * spaces (`+420 601 234 567`), up to the part's end. As a formula it is constants with nothing between them,
 * which no spreadsheet can run (no function, no reference, no link); Excel and LibreOffice read it as text
 * (decision 170). A list line `- item` or a bare `+4915…` still gets its `'`.
 */
export function neutraliseFormulas(value: string): string {
  let result = '';
  let copiedUpTo = 0;
  /** Where the current part began, while nothing but skipped characters followed; else `undefined`. */
  let partStart: number | undefined = 0;
  for (let index = 0; index < value.length; index++) {
    const char = value.charAt(index);
    if (partStart !== undefined) {
      const isFormula = formulaStarts.has(char) || (index === 0 && (char === '\t' || char === '\r'));
      if (isFormula && !(char === '+' && isWrittenPhoneNumber(value, index))) {
        result += `${value.slice(copiedUpTo, partStart)}'`;
        copiedUpTo = partStart;
        partStart = undefined;
      } else if (!skippedBeforeFormula.has(char) && !cellBreaks.has(char)) {
        partStart = undefined;
      }
    }
    if (cellBreaks.has(char)) partStart = index + 1;
  }
  return result + value.slice(copiedUpTo);
}

/**
 * Whether the part from `plus` (a `+`) to the next cell break is `+` and digit groups split by single spaces,
 * with at least two groups: how a phone number is written, and nothing a spreadsheet can run.
 */
function isWrittenPhoneNumber(value: string, plus: number): boolean {
  let groups = 0;
  let isInGroup = false;
  for (let index = plus + 1; index < value.length; index++) {
    const char = value.charAt(index);
    if (cellBreaks.has(char)) break;
    if (char >= '0' && char <= '9') {
      if (!isInGroup) groups++;
      isInGroup = true;
    } else if (char === ' ' && isInGroup) {
      isInGroup = false;
    } else {
      return false;
    }
  }
  return isInGroup && groups >= 2;
}

/**
 * One RFC 4180 cell, always quoted (a reader never has to guess where it ends, whatever it holds), with its
 * formulas neutralised.
 */
export function csvCell(value: string): string {
  return `"${neutraliseFormulas(value).replaceAll('"', '""')}"`;
}

/** What splits the cells of a record: `,` as RFC 4180 has it, `;` where a spreadsheet's decimal mark is `,`. */
export type CsvSeparator = ',' | ';';

/** One record, CRLF-terminated as RFC 4180 asks. */
export function csvRecord(cells: readonly string[], separator: CsvSeparator = ','): string {
  return `${cells.map(csvCell).join(separator)}\r\n`;
}

/** The UTF-8 byte order mark: without it, spreadsheet programs guess the encoding and break umlauts. */
export const utf8Bom = '\uFEFF';
