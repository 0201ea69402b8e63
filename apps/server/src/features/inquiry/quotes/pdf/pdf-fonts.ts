import { readFileSync } from 'node:fs';
import { create, type Font } from 'fontkit';
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
