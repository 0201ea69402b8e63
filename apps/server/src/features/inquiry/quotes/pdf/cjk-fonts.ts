import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { create, type Font } from 'fontkit';
import type { CjkFamily } from './fonts/cjk-faces';

type FontWeight = 400 | 700;
type Slice = { family: CjkFamily; name: string; ranges: readonly (readonly [number, number])[] };
type Woff2Decompress = (woff2: Uint8Array) => Promise<Uint8Array>;

// Resolved at run time from node_modules, bundled or not: the packages are runtime packages (decision 190).
const require = createRequire(import.meta.url);

const slicesByFamily = new Map<CjkFamily, readonly Slice[]>();

/** A family's slices and the code points each holds (`unicode.json`: `"[12]": "U+4e00,U+4e03-4e05"`). */
function slicesOf(family: CjkFamily): readonly Slice[] {
  const known = slicesByFamily.get(family);
  if (known) return known;
  const ranges = JSON.parse(
    readFileSync(require.resolve(`${family.package}/unicode.json`), 'utf8'),
  ) as Record<string, string>;
  const slices = Object.entries(ranges).map(([key, value]) => ({
    family,
    name: key.replace(/^\[(\d+)\]$/u, '$1'),
    ranges: value.split(',').map((range) => {
      const [first = '0', last = first] = range.trim().replace(/^U\+/iu, '').split('-');
      return [Number.parseInt(first, 16), Number.parseInt(last, 16)] as const;
    }),
  }));
  slicesByFamily.set(family, slices);
  return slices;
}

const holds = (slice: Slice, codePoint: number) =>
  slice.ranges.some(([first, last]) => codePoint >= first && codePoint <= last);

let decompress: Woff2Decompress | undefined;
const loaded = new Map<string, Font>();
/**
 * Decompressed slices kept for the next document: about 100–200 KiB each with fontkit's tables. A document
 * needing more keeps them all for its render; older ones it does not use are dropped past this.
 */
const keptSlices = 120;

async function sliceFont(slice: Slice, weight: FontWeight): Promise<Font> {
  const file = `${slice.family.file}-${slice.name}-${weight}-normal.woff2`;
  const known = loaded.get(file);
  if (known) return known;
  // Loaded on the first document with such letters: a Latin or Arabic PDF never starts the WebAssembly.
  decompress ??= require('wawoff2/decompress') as Woff2Decompress;
  const packageFolder = dirname(require.resolve(`${slice.family.package}/package.json`));
  // fontkit subsets TrueType, not WOFF2's transformed glyph tables (decision 218): decompressed first.
  const sfnt = await decompress(readFileSync(join(packageFolder, 'files', file)));
  // A copy: the result may be a view of the WebAssembly memory the next call writes over.
  const font = create(Buffer.from(sfnt));
  if (!('layout' in font)) throw new Error(`${file} is a font collection`);
  loaded.set(file, font);
  return font;
}

/**
 * The slices of `families` that draw `codePoints`, each code point from the first family that has it, for
 * both weights, in the families' order (the order a character looks for a face in).
 */
export async function cjkFacesFor(
  codePoints: Iterable<number>,
  families: readonly CjkFamily[],
): Promise<Record<FontWeight, Font[]>> {
  const needed = new Set<Slice>();
  for (const codePoint of codePoints) {
    for (const family of families) {
      const slice = slicesOf(family).find((candidate) => holds(candidate, codePoint));
      if (slice) {
        needed.add(slice);
        break;
      }
    }
  }
  const ordered = families.flatMap((family) => [...needed].filter((slice) => slice.family === family));
  const faces: Record<FontWeight, Font[]> = { 400: [], 700: [] };
  for (const slice of ordered) {
    faces[400].push(await sliceFont(slice, 400));
    faces[700].push(await sliceFont(slice, 700));
  }
  const inUse = new Set([...faces[400], ...faces[700]]);
  for (const [file, font] of loaded) {
    if (loaded.size <= keptSlices) break;
    if (!inUse.has(font)) loaded.delete(file);
  }
  return faces;
}
