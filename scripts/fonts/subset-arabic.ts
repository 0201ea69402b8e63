/**
 * Cuts the Arabic web font the site serves (decision 148) out of the full Noto Sans Arabic variable font:
 *   node --import tsx scripts/fonts/subset-arabic.ts
 * Keeps every character of the Arabic block (U+0600–06FF, so whatever an editor types in Arabic renders in
 * the font) plus the joiners and direction marks, and only the weights the site uses (400–700 on the
 * weight axis). Supplement, Extended and presentation-form code points are dropped; their text falls back
 * to the system's Arabic font. The output is committed, so a build needs neither the tool nor this run.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import {
  arabicFontCodePoints,
  arabicFontWeights,
} from '../../apps/web/src/features/seo/arabic-font-coverage';

const require = createRequire(import.meta.url);
const sourceDir = dirname(
  require.resolve('@fontsource-variable/noto-sans-arabic/package.json', {
    paths: [fileURLToPath(new URL('../../apps/web/', import.meta.url))],
  }),
);
const source = readFileSync(`${sourceDir}/files/noto-sans-arabic-arabic-wght-normal.woff2`);
const text = arabicFontCodePoints()
  .map((codePoint) => String.fromCodePoint(codePoint))
  .join('');
const subset = await subsetFont(source, text, {
  targetFormat: 'woff2',
  variationAxes: { wght: { min: arabicFontWeights.min, max: arabicFontWeights.max } },
});
const outFile = fileURLToPath(
  new URL('../../apps/web/src/assets/fonts/noto-sans-arabic-arabic-wght-400-700.woff2', import.meta.url),
);
writeFileSync(outFile, subset);
console.log(
  `Noto Sans Arabic: ${Math.round(source.byteLength / 1024)} KiB → ${Math.round(subset.byteLength / 1024)} KiB (${outFile}).`,
);
