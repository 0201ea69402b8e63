import type { PublishedEntry } from '@sitedesk/shared/collections/published';
import { type Locale, localeTags } from '@sitedesk/shared/locales';

/** `lang` and `dir` for an element holding an entry's own texts; nothing when they are in the page's language. */
export type ShownLanguageAttributes = { lang?: string; dir?: 'ltr' | 'rtl' };

/**
 * An entry an editor chose to show in another language where it is not translated (decision 202) has its
 * texts marked with that language and direction, so a screen reader reads them in the right voice
 * (WCAG 3.1.2) and an English paragraph on an Arabic page keeps its full stop at its end. The HTML `dir`
 * attribute also isolates the text (`unicode-bidi: isolate` in every browser's own style sheet).
 */
export function shownLanguage(
  entry: Pick<PublishedEntry<unknown>, 'shownIn'>,
  locale: Locale,
): ShownLanguageAttributes {
  const shown = entry.shownIn[locale];
  if (shown === undefined) return {};
  return { lang: localeTags[shown].hreflang, dir: localeTags[shown].dir };
}
