import textLatinExtended from '@font-cut/atkinson-hyperlegible-next-latin-ext-europe-wght-400-700.woff2?url';
import textLatin from '@font-cut/atkinson-hyperlegible-next-latin-wght-400-700.woff2?url';
import displayLatinExtended from '@font-cut/barlow-condensed-latin-ext-europe-600-normal.woff2?url';
import arabic from '@font-cut/noto-sans-arabic-arabic-wght-400-700.woff2?url';
import cyrillicText from '@font-cut/noto-sans-cyrillic-wght-400-700.woff2?url';
import greekText from '@font-cut/noto-sans-greek-wght-400-700.woff2?url';
import greekTextLatin from '@font-cut/noto-sans-latin-wght-400-700.woff2?url';
import displayLatin from '@font-display/barlow-condensed-latin-600-normal.woff2?url';
import cyrillicDisplay from '@font-roboto-condensed/roboto-condensed-cyrillic-600-normal.woff2?url';
import greekDisplay from '@font-roboto-condensed/roboto-condensed-greek-600-normal.woff2?url';
import greekDisplayLatin from '@font-roboto-condensed/roboto-condensed-latin-600-normal.woff2?url';
import type { FontFileName } from './font-scripts';

/**
 * Vite's hashed URL of every font file `font-scripts.ts` names (a new file is a new URL, so a remembered one
 * is the very file in the cache). Only the files a page's writing system lists are ever fetched; the
 * aliases are in `vite.config.ts`. `font-scripts.test.ts` checks each import names the file the map does.
 */
export const fontUrls: Record<FontFileName, string> = {
  textLatin,
  textLatinExtended,
  displayLatin,
  displayLatinExtended,
  greekTextLatin,
  greekText,
  cyrillicText,
  greekDisplayLatin,
  greekDisplay,
  cyrillicDisplay,
  arabic,
};
