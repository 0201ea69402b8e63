import arabicFont from '@font-arabic/noto-sans-arabic-arabic-wght-400-700.woff2?url';
import type { Locale } from '@sitedesk/shared/locales';

/**
 * Fonts a language needs beyond the Latin ones every page template preloads: its pages preload these too,
 * so the text does not wait for the stylesheet to ask for them. Other languages' pages never load them.
 */
export const scriptFontPreloads: Partial<Record<Locale, string>> = { ar: arabicFont };
