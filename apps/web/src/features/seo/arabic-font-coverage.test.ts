import { readFileSync } from 'node:fs';
import { builtinImages } from '@sitedesk/shared/builtin-media/image-catalog';
import { arContent } from '@sitedesk/shared/content/ar';
import arMessages from '@sitedesk/shared/messages/ar/site.json';
import { deskMessageCatalogs } from '@sitedesk/shared/messages/desk-catalogs';
import fontverter from 'fontverter';
import { Blob, Face } from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';
import { arabicFontCodePoints, arabicFontRanges } from './arabic-font-coverage';

const fontUrl = new URL('../../assets/fonts/noto-sans-arabic-arabic-wght-400-700.woff2', import.meta.url);
const tokensCss = readFileSync(new URL('../../styles/tokens.css', import.meta.url), 'utf8');

async function codePointsInServedFont(): Promise<Set<number>> {
  const sfnt = await fontverter.convert(readFileSync(fontUrl), 'sfnt');
  return new Set(new Face(new Blob(sfnt), 0).collectUnicodes());
}

function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(stringsIn);
  return [];
}

/** Every Arabic-script character (letters, marks, the Arabic comma and question mark) in the given texts. */
function arabicCharactersIn(texts: string[]): number[] {
  const found = new Set<number>();
  for (const text of texts) {
    for (const character of text.match(/\p{Script_Extensions=Arabic}/gu) ?? []) {
      found.add(character.codePointAt(0) ?? 0);
    }
  }
  return [...found].sort((a, b) => a - b);
}

const hex = (codePoint: number) => `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;

describe('the Arabic web font the site serves (decision 148)', () => {
  it('draws every Arabic character of the Arabic site, desk and built-in picture descriptions', async () => {
    const inFont = await codePointsInServedFont();
    const used = arabicCharactersIn([
      ...stringsIn(arMessages),
      ...stringsIn(deskMessageCatalogs.ar),
      ...stringsIn(arContent),
      ...builtinImages.map((image) => image.alt.ar ?? ''),
    ]);

    expect(used.length).toBeGreaterThan(30);
    expect(used.filter((codePoint) => !inFont.has(codePoint)).map(hex)).toEqual([]);
  });

  it('draws every character it names in the Arabic block (the Arabic language’s), so whatever an editor types in Arabic renders in it', async () => {
    const inFont = await codePointsInServedFont();
    const arabicBlock = arabicFontCodePoints().filter(
      (codePoint) => codePoint <= 0x06ff && /\p{Assigned}/u.test(String.fromCodePoint(codePoint)),
    );

    expect(arabicBlock.filter((codePoint) => !inFont.has(codePoint)).map(hex)).toEqual([]);
  });

  it('is asked for by the stylesheet exactly for the characters it covers', () => {
    const face = tokensCss.slice(tokensCss.indexOf('font-family: "Noto Sans Arabic"'));
    const declaration = face.slice(face.indexOf('unicode-range:'));
    const unicodeRange = declaration.slice(0, declaration.indexOf(';')).replace(/\s+/g, ' ');
    const expected = arabicFontRanges
      .map(([first, last]) => `${hex(first)}-${hex(last).slice(2)}`)
      .join(', ');

    expect(unicodeRange).toBe(`unicode-range: ${expected}`);
  });
});
