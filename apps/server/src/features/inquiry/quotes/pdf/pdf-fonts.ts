import { readFileSync } from 'node:fs';
import type { Locale } from '@sitedesk/shared/locales';
import { create, type Font } from 'fontkit';
import { cjkFacesFor } from './cjk-fonts';
import { cjkFamiliesFor } from './fonts/cjk-faces';
import { pdfFaces } from './fonts/pdf-faces';

export type FontWeight = 400 | 700;

/** The faces of one weight, in the order a character looks for one (`pdf-faces.ts`). */
export type PdfFontSet = Record<FontWeight, readonly Font[]>;

/**
 * The cuts beside `fonts/pdf-faces.ts` as source (`src/features/inquiry/quotes/pdf/fonts`). Bundled, this module is
 * part of `dist/quote-pdf-worker.js`, so the same folder is reached from `apps/server/dist` (decision 218).
 */
function fontsFolder(): URL {
  return import.meta.url.endsWith('.ts')
    ? new URL('./fonts/', import.meta.url)
    : new URL('../src/features/inquiry/quotes/pdf/fonts/', import.meta.url);
}

let loaded: PdfFontSet | undefined;

/**
 * Every face, parsed once per thread: fontkit keeps the tables it has read, and Arabic's shaping tables
 * take longer to read than a page takes to lay out.
 */
export function loadPdfFonts(): PdfFontSet {
  if (loaded) return loaded;
  const folder = fontsFolder();
  const facesOf = (weight: FontWeight) =>
    pdfFaces.map((face) => {
      const font = create(readFileSync(new URL(`${face.name}-${weight}.ttf`, folder)));
      if (!('layout' in font)) throw new Error(`${face.name}-${weight}.ttf is a font collection`);
      return font;
    });
  loaded = { 400: facesOf(400), 700: facesOf(700) };
  return loaded;
}

// Invisible (bidi controls, joiners), spaces and controls: no face draws them, so none is looked for.
const drawsNothing = /[\p{C}\p{Z}\s]/u;

/**
 * The faces for a document whose text is `text` (every string it prints): the embedded ones, and after
 * them the Japanese and Chinese slices (decision 239) for the characters none of those has. A document
 * whose letters they all have gets the embedded set as it is, with nothing read or decompressed.
 */
export async function pdfFontsFor(locale: Locale, text: string): Promise<PdfFontSet> {
  const embedded = loadPdfFonts();
  const seen = new Set<number>();
  const missing = new Set<number>();
  // Each distinct character once: the largest document repeats a few hundred in 200,000.
  for (const character of text) {
    const codePoint = character.codePointAt(0) ?? 0;
    if (seen.has(codePoint)) continue;
    seen.add(codePoint);
    if (drawsNothing.test(character)) continue;
    if (!embedded[400].some((face) => face.hasGlyphForCodePoint(codePoint))) missing.add(codePoint);
  }
  if (missing.size === 0) return embedded;
  const cjk = await cjkFacesFor(missing, cjkFamiliesFor(locale, text));
  if (cjk[400].length === 0) return embedded;
  return { 400: [...embedded[400], ...cjk[400]], 700: [...embedded[700], ...cjk[700]] };
}
