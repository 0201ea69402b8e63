/**
 * Cuts the quotation PDF's fonts (decision 218) out of the Fontsource packages the site already uses:
 *   node --import tsx apps/server/src/features/inquiry/quotes/pdf/fonts/cut-pdf-fonts.ts
 * PDF writers read TrueType, not the packages' variable WOFF2: each face is pinned to one weight (400 for
 * text, 700 for headings and totals) as a static TrueType file. fontkit, which pdfkit embeds fonts with,
 * fails on the packages' WOFF2 files when it subsets them (composite glyphs), so the cuts are `.ttf`.
 * Latin Extended keeps the letters the site's languages write (as decision 217's web cut) plus the
 * currency signs block (₺, ₴, ₹). The outputs are committed; the run needs HarfBuzz, the service does not.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import fontverter from 'fontverter';
import { Blob, Face } from 'harfbuzzjs';
import subsetFont from 'subset-font';
import { pdfFaces } from './pdf-faces';

const require = createRequire(import.meta.url);

async function codePointsOf(woff2: Buffer): Promise<number[]> {
  const sfnt = await fontverter.convert(woff2, 'sfnt');
  return [...new Face(new Blob(sfnt), 0).collectUnicodes()];
}

for (const face of pdfFaces) {
  const packageDir = dirname(require.resolve(`${face.package}/package.json`));
  const source = readFileSync(`${packageDir}/files/${face.from}`);
  const kept = (await codePointsOf(source)).filter(
    (codePoint) =>
      face.keep === undefined || face.keep.some(([first, last]) => codePoint >= first && codePoint <= last),
  );
  for (const weight of [400, 700] as const) {
    const cut = await subsetFont(source, String.fromCodePoint(...kept), {
      targetFormat: 'truetype',
      variationAxes: { wght: weight },
    });
    const file = new URL(`./${face.name}-${weight}.ttf`, import.meta.url);
    writeFileSync(file, cut);
    console.log(`${face.from} at ${weight}: ${(cut.byteLength / 1024).toFixed(1)} KiB`);
  }
}
