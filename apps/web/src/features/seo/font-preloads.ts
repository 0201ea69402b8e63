import arabicFont from '@font-arabic/noto-sans-arabic-arabic-wght-400-700.woff2?url';
import displayFont from '@font-display/barlow-condensed-latin-600-normal.woff2?url';
import textFont from '@font-text/atkinson-hyperlegible-next-latin-wght-normal.woff2?url';
import type { Locale } from '@sitedesk/shared/locales';

const latinFonts = [textFont, displayFont] as const;

/**
 * The fonts each language's pages preload, so their text does not wait for the stylesheet to ask for
 * them: the site's two Latin fonts, or on Arabic pages only the Arabic one (its font stacks use no Latin
 * web font, decision 153). A page never preloads a font its stacks do not name.
 */
export const fontPreloads: Record<Locale, readonly string[]> = {
  en: latinFonts,
  de: latinFonts,
  fr: latinFonts,
  ar: [arabicFont],
};
