import type { EntrySummary } from '@sitedesk/shared/collections-api';
import { defaultLocale, type Locale } from '@sitedesk/shared/locales';

/**
 * The offered languages the live site does not show the entry in (decision 202): what an editor is told at
 * publish. Nothing while the entry is not live in the default language (then it is on no page at all).
 */
export function missingLanguages(
  entry: Pick<EntrySummary, 'languages'>,
  siteLocales: readonly Locale[],
): Locale[] {
  const isLive = entry.languages.some(
    (language) => language.locale === defaultLocale && language.state === 'translated',
  );
  if (!isLive) return [];
  return entry.languages
    .filter((language) => siteLocales.includes(language.locale) && language.state === 'notShown')
    .map((language) => language.locale);
}
