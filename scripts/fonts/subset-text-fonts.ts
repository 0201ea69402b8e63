/**
 * Cuts the Latin, Latin Extended, Greek and Cyrillic web fonts the site serves (decision 217) out of the
 * Fontsource packages' subset files:
 *   node --import tsx scripts/fonts/subset-text-fonts.ts
 * - Variable faces keep only the weights the site draws with (400–700 on the weight axis: body text, semibold
 *   links and buttons, bold headings); the packages ship 100–900 or 200–800, about 40% more bytes.
 * - Latin Extended faces keep only the letters the site's Latin Extended languages write
 *   (`europeanExtendedRange` in `lib/font-scripts.ts`: Latin Extended-A and Romanian's ș ț), not
 *   Extended-B, IPA or Latin Extended Additional, which no site language needs.
 * Every character a file keeps is one the package's file had; the outputs are committed, so a build needs
 * neither the tool nor this run. `font-scripts.test.ts` checks the files against every language's letters.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import fontverter from 'fontverter';
import { Blob, Face } from 'harfbuzzjs';
import subsetFont from 'subset-font';
import { cutFontWeights, europeanExtendedRanges } from '../../apps/web/src/lib/font-scripts';

const require = createRequire(import.meta.url);
const webDir = fileURLToPath(new URL('../../apps/web/', import.meta.url));

type Cut = {
  package: string;
  from: string;
  to: string;
  variable: boolean;
  /** Only these code points of the source (inclusive ranges); all of them when absent. */
  keep?: readonly (readonly [number, number])[];
};

const atkinson = '@fontsource-variable/atkinson-hyperlegible-next';
const barlow = '@fontsource/barlow-condensed';
const notoSans = '@fontsource-variable/noto-sans';

const cuts: Cut[] = [
  {
    package: atkinson,
    from: 'atkinson-hyperlegible-next-latin-wght-normal.woff2',
    to: 'atkinson-hyperlegible-next-latin-wght-400-700.woff2',
    variable: true,
  },
  {
    package: atkinson,
    from: 'atkinson-hyperlegible-next-latin-ext-wght-normal.woff2',
    to: 'atkinson-hyperlegible-next-latin-ext-europe-wght-400-700.woff2',
    variable: true,
    keep: europeanExtendedRanges,
  },
  {
    package: barlow,
    from: 'barlow-condensed-latin-ext-600-normal.woff2',
    to: 'barlow-condensed-latin-ext-europe-600-normal.woff2',
    variable: false,
    keep: europeanExtendedRanges,
  },
  {
    package: notoSans,
    from: 'noto-sans-latin-wght-normal.woff2',
    to: 'noto-sans-latin-wght-400-700.woff2',
    variable: true,
  },
  {
    package: notoSans,
    from: 'noto-sans-greek-wght-normal.woff2',
    to: 'noto-sans-greek-wght-400-700.woff2',
    variable: true,
  },
  {
    package: notoSans,
    from: 'noto-sans-cyrillic-wght-normal.woff2',
    to: 'noto-sans-cyrillic-wght-400-700.woff2',
    variable: true,
  },
];

async function codePointsOf(woff2: Buffer): Promise<number[]> {
  const sfnt = await fontverter.convert(woff2, 'sfnt');
  return [...new Face(new Blob(sfnt), 0).collectUnicodes()];
}

for (const cut of cuts) {
  const packageDir = dirname(require.resolve(`${cut.package}/package.json`, { paths: [webDir] }));
  const source = readFileSync(`${packageDir}/files/${cut.from}`);
  const kept = (await codePointsOf(source)).filter(
    (codePoint) =>
      cut.keep === undefined || cut.keep.some(([first, last]) => codePoint >= first && codePoint <= last),
  );
  const subset = await subsetFont(source, String.fromCodePoint(...kept), {
    targetFormat: 'woff2',
    ...(cut.variable ? { variationAxes: { wght: cutFontWeights } } : {}),
  });
  const outFile = `${webDir}src/assets/fonts/${cut.to}`;
  writeFileSync(outFile, subset);
  console.log(
    `${cut.from}: ${(source.byteLength / 1024).toFixed(1)} KiB → ${cut.to}: ${(subset.byteLength / 1024).toFixed(1)} KiB`,
  );
}
