/**
 * What the served Arabic font covers (decision 148): `scripts/fonts/subset-arabic.ts` cuts the file from
 * these ranges, and the `unicode-range` in `styles/tokens.css` must name the same ones, so the browser
 * never fetches the font for text it cannot draw. The whole Arabic block stays in, so any Arabic text an
 * editor writes renders in the font; the weights are the site's regular, semibold and bold.
 */
export const arabicFontRanges: readonly (readonly [number, number])[] = [
  [0x0600, 0x06ff],
  // Zero-width non-joiner and joiner, left-to-right and right-to-left marks.
  [0x200c, 0x200f],
];

export const arabicFontWeights = { min: 400, max: 700 } as const;

export function arabicFontCodePoints(): number[] {
  return arabicFontRanges.flatMap(([first, last]) =>
    Array.from({ length: last - first + 1 }, (_, index) => first + index),
  );
}
