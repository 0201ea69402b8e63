import type { PublishedEntry } from '@sitedesk/shared/collections/published';
import type { ContentSectionKey } from '@sitedesk/shared/content/sections';
import { type Locale, localeTags } from '@sitedesk/shared/locales';
import { useSite } from '../app/site-context';

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
  return attributesOf(entry.shownIn[locale]);
}

/**
 * The same for a section of the site's content whose translation into the page's language is not begun
 * (decision 213): the site shows it whole in English, and says so on the element around it.
 */
export function useSectionLanguage(section: ContentSectionKey): ShownLanguageAttributes {
  return attributesOf(useSite().sectionsShownIn[section]);
}

function attributesOf(shown: Locale | undefined): ShownLanguageAttributes {
  if (shown === undefined) return {};
  return { lang: localeTags[shown].hreflang, dir: localeTags[shown].dir };
}
