/**
 * The faces a quotation PDF draws with (decision 218), in the order a character looks for one: Noto Sans's
 * writing systems, then Noto Sans Arabic. Each is a file `<name>-400.ttf` and `<name>-700.ttf` beside this
 * one, cut by `cut-pdf-fonts.ts` from the Fontsource package's file named here.
 */
export type PdfFace = {
  name: string;
  package: string;
  from: string;
  /** Only these code points of the source (inclusive ranges); all of them when absent. */
  keep?: readonly (readonly [number, number])[];
};

const notoSans = '@fontsource-variable/noto-sans';

export const pdfFaces: readonly PdfFace[] = [
  { name: 'noto-sans-latin', package: notoSans, from: 'noto-sans-latin-wght-normal.woff2' },
  {
    name: 'noto-sans-latin-ext',
    package: notoSans,
    from: 'noto-sans-latin-ext-wght-normal.woff2',
    // Latin Extended-A and Romanian's ș ț (the site's languages, decision 217), and the currency signs.
    keep: [
      [0x0100, 0x017f],
      [0x0218, 0x021b],
      [0x20a0, 0x20c0],
    ],
  },
  { name: 'noto-sans-greek', package: notoSans, from: 'noto-sans-greek-wght-normal.woff2' },
  { name: 'noto-sans-cyrillic', package: notoSans, from: 'noto-sans-cyrillic-wght-normal.woff2' },
  {
    name: 'noto-sans-arabic',
    package: '@fontsource-variable/noto-sans-arabic',
    from: 'noto-sans-arabic-arabic-wght-normal.woff2',
    // Arabic and its supplement, its own spaces (a phrase stays one run, so a PDF reader puts its words in
    // reading order), the joiners and direction marks; shaping reaches the joining forms by GSUB.
    keep: [
      [0x0020, 0x0020],
      [0x00a0, 0x00a0],
      [0x0600, 0x06ff],
      [0x0750, 0x077f],
      [0x200c, 0x200f],
    ],
  },
];
