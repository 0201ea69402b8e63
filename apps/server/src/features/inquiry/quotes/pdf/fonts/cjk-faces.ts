import type { Locale } from '@sitedesk/shared/locales';

/**
 * The Japanese and Chinese faces a quotation PDF draws with (decision 239). Unlike `pdf-faces.ts`, they are
 * not cut into the repository: each Fontsource package ships a family as about a hundred static WOFF2
 * slices per weight, one per `unicode.json` range, and the renderer decompresses only the slices whose
 * characters a document writes (`cjk-fonts.ts`). A slice file is `<file>-<slice>-<weight>-normal.woff2`.
 */
export type CjkFamily = { package: string; file: string };

export const notoSansJp: CjkFamily = { package: '@fontsource/noto-sans-jp', file: 'noto-sans-jp' };
export const notoSansSc: CjkFamily = { package: '@fontsource/noto-sans-sc', file: 'noto-sans-sc' };

// Kana are Japanese; a text with them is Japanese whatever the document's language is.
const kana = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;

/**
 * Which family a character looks in first. Both write the shared ideographs, in their own country's
 * shapes: a Chinese document takes Chinese ones, a Japanese document or Japanese text elsewhere (a buyer's
 * company name with kana) Japanese ones; each family then fills what the other lacks (Simplified forms,
 * kana).
 */
export function cjkFamiliesFor(locale: Locale, text: string): readonly CjkFamily[] {
  if (locale === 'zh') return [notoSansSc, notoSansJp];
  if (locale === 'ja' || kana.test(text)) return [notoSansJp, notoSansSc];
  return [notoSansSc, notoSansJp];
}
