import { describe, expect, it } from 'vitest';
import { cleanFileName } from './clean-file-name';

const pdf = 'application/pdf';

describe('cleanFileName', () => {
  it('keeps a normal name, umlauts and all', () => {
    expect(cleanFileName('Angebot Ballenpresse Größe 2.pdf', pdf)).toBe('Angebot Ballenpresse Größe 2.pdf');
  });

  it('drops folders, control and reserved characters', () => {
    expect(cleanFileName('..\\..\\windows/sys\u0000tem\r\n"32".pdf', pdf)).toBe('system32.pdf');
  });

  it('keeps at most 120 characters, the extension always', () => {
    const name = cleanFileName(`${'a'.repeat(300)}.step`, 'model/step');
    expect(name).toHaveLength(120);
    expect(name.endsWith('.step')).toBe(true);
  });

  it('names a file that has nothing left', () => {
    expect(cleanFileName('///', pdf)).toBe('attachment.pdf');
  });

  // Regression: the uploader's extension was kept, so a PDF named `quote.hta` downloaded as an HTML application.
  it('ends in the extension of the type detected from the bytes', () => {
    expect(cleanFileName('quote.hta', pdf)).toBe('quote.pdf');
    expect(cleanFileName('x.html', pdf)).toBe('x.pdf');
    expect(cleanFileName('C:\\Users\\ana\\drawing.dwg.exe', 'image/vnd.dwg')).toBe('drawing.dwg.dwg');
  });

  // Regression (review): a right-to-left override made `invoice\u202Efdp.exe` show as `invoiceexe.pdf`.
  it('drops direction controls that would make the name lie about its ending', () => {
    expect(cleanFileName('invoice\u202Efdp.pdf', pdf)).toBe('invoicefdp.pdf');
    expect(cleanFileName('a\u2066b\u2069c\u200f.pdf', pdf)).toBe('abc.pdf');
  });
});
