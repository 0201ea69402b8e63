/**
 * Which web fonts each site language's pages draw their text in (issue 29 §1, decision 207): the one place
 * that knows a language's writing system. `brand-fonts.ts` fetches a page's deferred fonts from here,
 * `features/seo/font-preloads.ts` derives the preloads, and `styles/tokens.css` names the same families in
 * the font stacks of `html:lang(…)` rules (`font-scripts.test.ts` holds the three together and checks every
 * file against its character map). Plain data, no bundler imports, so a unit test can read it; the files'
 * URLs are in `font-files.ts`.
 *
 * Keyed by the locale id as a string, not by `Locale`: it already names the languages the site is growing to,
 * so adding an id to `locales` needs no change here. An id it does not know falls back to Latin.
 */

/** A writing system the site has fonts (or a system-font stack) for. */
export type WritingSystem =
  | 'latin'
  | 'latinExtended'
  | 'greek'
  | 'cyrillic'
  | 'arabic'
  | 'japanese'
  | 'simplifiedChinese';

/**
 * Every site language's writing system. `latin` languages need nothing beyond the fonts' Latin subset
 * (U+0000–00FF and a few more, the Œ of French included); `latinExtended` ones have letters in Latin
 * Extended-A/B (č ő ł ș ħ ğ ā ų š …), so their pages fetch that subset too. Estonian and Finnish are
 * there for š and ž, which are letters of both alphabets.
 */
export const writingSystemOf: Readonly<Record<string, WritingSystem>> = {
  en: 'latin',
  de: 'latin',
  fr: 'latin',
  nl: 'latin',
  da: 'latin',
  sv: 'latin',
  es: 'latin',
  it: 'latin',
  pt: 'latin',
  ga: 'latin',
  cs: 'latinExtended',
  sk: 'latinExtended',
  pl: 'latinExtended',
  hu: 'latinExtended',
  ro: 'latinExtended',
  hr: 'latinExtended',
  sl: 'latinExtended',
  lv: 'latinExtended',
  lt: 'latinExtended',
  et: 'latinExtended',
  fi: 'latinExtended',
  mt: 'latinExtended',
  tr: 'latinExtended',
  el: 'greek',
  bg: 'cyrillic',
  ar: 'arabic',
  ja: 'japanese',
  zh: 'simplifiedChinese',
};

/** The writing system of a locale id or of a `lang` tag (`zh-Hans` → `zh`); Latin for one it does not know. */
export function writingSystemOfLanguage(language: string): WritingSystem {
  const id = language.toLowerCase().split('-')[0] ?? '';
  // Own keys only: "constructor" or "__proto__" would otherwise find the object's prototype.
  return Object.hasOwn(writingSystemOf, id) ? (writingSystemOf[id] ?? 'latin') : 'latin';
}

/** One subset file of a web font, as its npm package ships it (or as we cut it, for Arabic). */
export type FontFile = {
  family: string;
  /** The npm package whose `files/` folder holds it; `null` for our own cut in `src/assets/fonts` (decisions 148, 217). */
  package: string | null;
  file: string;
  /** The CSS `font-weight` descriptor: a range for a variable file. */
  weight: string;
  /** The package's own `unicode-range` for this subset: the browser uses the file only for these. */
  unicodeRange: string;
};

/** The Latin subset's range as Fontsource cuts it (English, German, French, Portuguese names…). */
const latinRange =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, ' +
  'U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';
/**
 * The Latin Extended letters the site's own cut keeps (decision 217): Latin Extended-A, which holds every
 * letter of the Central European, Baltic, Maltese and Turkish alphabets, and Romanian's comma-below ș ț
 * (U+0218–021B). Extended-B's rest, IPA and Latin Extended Additional are left to the local fallback face:
 * no site language writes them.
 */
export const europeanExtendedRanges: readonly (readonly [number, number])[] = [
  [0x0100, 0x017f],
  [0x0218, 0x021b],
];
const latinExtendedRange = europeanExtendedRanges
  .map(([first, last]) => `U+${hex(first)}-${hex(last)}`)
  .join(', ');

/** The weight axis our cuts of variable faces keep: regular text, semibold links and buttons, bold headings. */
export const cutFontWeights = { min: 400, max: 700 } as const;
const cutWeight = `${cutFontWeights.min} ${cutFontWeights.max}`;

function hex(codePoint: number): string {
  return codePoint.toString(16).toUpperCase().padStart(4, '0');
}
const greekRange = 'U+0370-0377, U+037A-037F, U+0384-038A, U+038C, U+038E-03A1, U+03A3-03FF';
const cyrillicRange = 'U+0301, U+0400-045F, U+0490-0491, U+04B0-04B1, U+2116';

const atkinson = 'Atkinson Hyperlegible Next';
const barlow = 'Barlow Condensed';
const barlowPackage = '@fontsource/barlow-condensed';
const notoSans = 'Noto Sans';
const robotoCondensed = 'Roboto Condensed';
const robotoCondensedPackage = '@fontsource/roboto-condensed';

/** Every web font file the site serves, by a short name. */
export const fontFiles = {
  textLatin: {
    family: atkinson,
    package: null,
    file: 'atkinson-hyperlegible-next-latin-wght-400-700.woff2',
    weight: cutWeight,
    unicodeRange: latinRange,
  },
  textLatinExtended: {
    family: atkinson,
    package: null,
    file: 'atkinson-hyperlegible-next-latin-ext-europe-wght-400-700.woff2',
    weight: cutWeight,
    unicodeRange: latinExtendedRange,
  },
  displayLatin: {
    family: barlow,
    package: barlowPackage,
    file: 'barlow-condensed-latin-600-normal.woff2',
    weight: '600',
    unicodeRange: latinRange,
  },
  displayLatinExtended: {
    family: barlow,
    package: null,
    file: 'barlow-condensed-latin-ext-europe-600-normal.woff2',
    weight: '600',
    unicodeRange: latinExtendedRange,
  },
  // Greek and Cyrillic pages: neither Latin face has these scripts (decision 199 checked Atkinson), so both
  // roles move to faces that draw Latin, Greek and Cyrillic in one design (decision 207), and the Latin
  // words and digits of those pages come from the same face as the Greek or Cyrillic ones.
  greekTextLatin: {
    family: notoSans,
    package: null,
    file: 'noto-sans-latin-wght-400-700.woff2',
    weight: cutWeight,
    unicodeRange: latinRange,
  },
  greekText: {
    family: notoSans,
    package: null,
    file: 'noto-sans-greek-wght-400-700.woff2',
    weight: cutWeight,
    unicodeRange: greekRange,
  },
  cyrillicText: {
    family: notoSans,
    package: null,
    file: 'noto-sans-cyrillic-wght-400-700.woff2',
    weight: cutWeight,
    unicodeRange: cyrillicRange,
  },
  greekDisplayLatin: {
    family: robotoCondensed,
    package: robotoCondensedPackage,
    file: 'roboto-condensed-latin-600-normal.woff2',
    weight: '600',
    unicodeRange: latinRange,
  },
  greekDisplay: {
    family: robotoCondensed,
    package: robotoCondensedPackage,
    file: 'roboto-condensed-greek-600-normal.woff2',
    weight: '600',
    unicodeRange: greekRange,
  },
  cyrillicDisplay: {
    family: robotoCondensed,
    package: robotoCondensedPackage,
    file: 'roboto-condensed-cyrillic-600-normal.woff2',
    weight: '600',
    unicodeRange: cyrillicRange,
  },
  // Our own cut (decisions 148 and 153); its @font-face and range are in tokens.css and
  // features/seo/arabic-font-coverage.ts.
  arabic: {
    family: 'Noto Sans Arabic',
    package: null,
    file: 'noto-sans-arabic-arabic-wght-400-700.woff2',
    weight: '400 700',
    unicodeRange: 'see arabic-font-coverage.ts',
  },
} as const satisfies Record<string, FontFile>;

export type FontFileName = keyof typeof fontFiles;

export type WritingSystemFonts = {
  /**
   * Fetched after the first view has painted (decision 154), over metric-matched local fallbacks, and added
   * to the page together; a returning visitor's cached files at once.
   */
  deferred: readonly FontFileName[];
  /** On the first view's path: an `@font-face` in tokens.css and a preload in the page's head (decision 154 §2). */
  preloaded: readonly FontFileName[];
  /**
   * The families the page's font stacks (`--font-sans`, `--font-display`) name first under this system's
   * `html:lang(…)` rule in tokens.css; `null` where the system's own text comes from system fonts (CJK).
   */
  text: string | null;
  display: string | null;
};

/**
 * What a page in each writing system loads. Japanese and Chinese come from the reader's system fonts (decision
 * 207 measured a web font: tens of unicode-range slices per page, hundreds of KB), with the Latin faces for
 * the Latin words among them.
 */
export const fontsOf: Readonly<Record<WritingSystem, WritingSystemFonts>> = {
  latin: { deferred: ['textLatin', 'displayLatin'], preloaded: [], text: atkinson, display: barlow },
  latinExtended: {
    deferred: ['textLatin', 'textLatinExtended', 'displayLatin', 'displayLatinExtended'],
    preloaded: [],
    text: atkinson,
    display: barlow,
  },
  greek: {
    deferred: ['greekTextLatin', 'greekText', 'greekDisplayLatin', 'greekDisplay'],
    preloaded: [],
    text: notoSans,
    display: robotoCondensed,
  },
  cyrillic: {
    deferred: ['greekTextLatin', 'cyrillicText', 'greekDisplayLatin', 'cyrillicDisplay'],
    preloaded: [],
    text: notoSans,
    display: robotoCondensed,
  },
  // One web font, Latin words from the metric-matched system fallbacks (decision 153).
  arabic: { deferred: [], preloaded: ['arabic'], text: 'Noto Sans Arabic', display: 'Noto Sans Arabic' },
  japanese: { deferred: ['textLatin', 'displayLatin'], preloaded: [], text: null, display: null },
  simplifiedChinese: { deferred: ['textLatin', 'displayLatin'], preloaded: [], text: null, display: null },
};

/** The fonts a page in this language loads. */
export function fontsForLanguage(language: string): WritingSystemFonts {
  return fontsOf[writingSystemOfLanguage(language)];
}

/** Every file some page defers, once: the desk adds them all and lets `unicode-range` pick. */
export function allDeferredFontFiles(): FontFileName[] {
  return [...new Set(Object.values(fontsOf).flatMap((fonts) => fonts.deferred))];
}
