import { describe, expect, it } from 'vitest';
import { wrapText } from './bidi-text';
import { pdfFontsFor } from './pdf-fonts';

const notes =
  '本見積書の有効期限内にご注文いただいた場合、記載の納期にて出荷いたします。材料費の変動により、価格を見直す場合がございます。' +
  '詳細は担当営業（山田）までお問い合わせください。';

describe('wrapping Japanese and Chinese text', () => {
  it('breaks between letters, which have no spaces, and keeps every letter', async () => {
    const faces = (await pdfFontsFor('ja', notes))[400];
    const lines = wrapText(faces, notes, 9, 160);
    expect(lines.length).toBeGreaterThan(3);
    expect(lines.join('')).toBe(notes);
  });

  it('starts no line with closing punctuation and ends none with an opening bracket', async () => {
    const faces = (await pdfFontsFor('ja', notes))[400];
    // Every width from narrow to wide puts the breaks somewhere else.
    for (let width = 40; width <= 200; width += 7) {
      for (const line of wrapText(faces, notes, 9, width).slice(1)) {
        expect(line).not.toMatch(/^[、。）]/u);
      }
      for (const line of wrapText(faces, notes, 9, width)) expect(line).not.toMatch(/（$/u);
    }
  });

  it('still breaks a Chinese sentence with a Latin part number only between words or letters', async () => {
    const text = '法兰 DN50 PN16，不锈钢 1.4404，按图纸加工，交货期六周';
    const faces = (await pdfFontsFor('zh', text))[400];
    const lines = wrapText(faces, text, 9, 60);
    expect(lines.some((line) => line.includes('1.4404'))).toBe(true);
    expect(lines.join('').replaceAll(' ', '')).toBe(text.replaceAll(' ', ''));
  });
});
