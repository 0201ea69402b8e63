import { describe, expect, it } from 'vitest';
import { cleanFileName } from './clean-file-name';

describe('cleanFileName', () => {
  it('keeps a normal name, umlauts and all', () => {
    expect(cleanFileName('Angebot Ballenpresse Größe 2.pdf')).toBe('Angebot Ballenpresse Größe 2.pdf');
  });

  it('drops folders, control and reserved characters', () => {
    expect(cleanFileName('..\\..\\windows/sys\u0000tem\r\n"32".pdf')).toBe('system32.pdf');
  });

  it('keeps the end of a very long name, where the extension is', () => {
    const name = cleanFileName(`${'a'.repeat(300)}.step`);
    expect(name).toHaveLength(120);
    expect(name.endsWith('.step')).toBe(true);
  });

  it('names a file that has nothing left', () => {
    expect(cleanFileName('///')).toBe('attachment');
  });
});
