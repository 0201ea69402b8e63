import arabicFont from '@font-arabic/noto-sans-arabic-arabic-wght-400-700.woff2?url';
import type { Locale } from '@sitedesk/shared/locales';

/**
 * The fonts each language's pages preload, so their text does not wait for the stylesheet to ask for
 * them. Only Arabic pages preload theirs: the Latin fonts follow the first paint, swapping in for
 * metric-matched fallbacks, while no system font matches the Arabic one's metrics, so it stays on the first
 * view's path (decisions 153 and 154).
 */
export const fontPreloads: Record<Locale, readonly string[]> = {
  en: [],
  de: [],
  fr: [],
  ar: [arabicFont],
};
