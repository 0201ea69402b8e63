/**
 * What the served Arabic font covers (decision 148): `scripts/fonts/subset-arabic.ts` cuts the file from
 * these ranges, and the `unicode-range` in `styles/tokens.css` must name the same ones, so the browser
 * never fetches the font for text it cannot draw. The Arabic language's letters, marks and digits stay in,
 * so any Arabic text an editor writes renders in the font; the weights are the site's regular, semibold
 * and bold.
 */
export const arabicFontRanges: readonly (readonly [number, number])[] = [
  // The Arabic language's punctuation (comma, semicolon, question mark), letters, tatweel, vowel marks
  // (harakat, maddah, hamza above and below), Arabic-Indic digits and signs, superscript alef and alef
  // wasla (decision 153): the Persian, Urdu and Quranic letters of the block fall back to the system font.
  [0x060c, 0x060c],
  [0x061b, 0x061b],
  [0x061f, 0x061f],
  [0x0621, 0x063a],
  [0x0640, 0x0655],
  [0x0660, 0x066d],
  [0x0670, 0x0671],
  // Letters Arabic borrows for foreign names and sounds: peh, tcheh, veh, keheh, gaf, farsi yeh.
  [0x067e, 0x067e],
  [0x0686, 0x0686],
  [0x06a4, 0x06a4],
  [0x06a9, 0x06a9],
  [0x06af, 0x06af],
  [0x06cc, 0x06cc],
  // Zero-width non-joiner and joiner, left-to-right and right-to-left marks.
  [0x200c, 0x200f],
];

export const arabicFontWeights = { min: 400, max: 700 } as const;

export function arabicFontCodePoints(): number[] {
  return arabicFontRanges.flatMap(([first, last]) =>
    Array.from({ length: last - first + 1 }, (_, index) => first + index),
  );
}
