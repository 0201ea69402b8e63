import { contentEntryLanguageChoices } from '@sitedesk/db/content-schema';
import type { EntryLanguageState } from '@sitedesk/shared/collections-api';
import { defaultLocale, isLocale, type Locale, locales } from '@sitedesk/shared/locales';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../editing/repository';
import type { EntryRow } from './repository';

/** An entry's languages shown in another language by an editor's choice (decision 202). */
export type LanguageChoices = Partial<Record<Locale, Locale>>;

export async function selectLanguageChoices(db: Queryable, entryId: string): Promise<LanguageChoices> {
  const rows = await db
    .select({ locale: contentEntryLanguageChoices.locale, shownIn: contentEntryLanguageChoices.shownIn })
    .from(contentEntryLanguageChoices)
    .where(eq(contentEntryLanguageChoices.entryId, entryId));
  return Object.fromEntries(
    rows.flatMap((row) => (isLocale(row.locale) && isLocale(row.shownIn) ? [[row.locale, row.shownIn]] : [])),
  );
}

/**
 * What the live site shows of the entry in each language, as `buildPublishedCollections` decides it: its
 * own published text, or the chosen language's when that one is published, or nothing.
 */
export function entryLanguagesOf(rows: readonly EntryRow[], choices: LanguageChoices): EntryLanguageState[] {
  const isLive = (locale: Locale) => rows.some((row) => row.locale === locale && row.published !== null);
  const isBaseLive = isLive(defaultLocale);
  return locales.map((locale): EntryLanguageState => {
    if (isBaseLive && isLive(locale)) return { locale, state: 'translated', shownIn: null };
    const chosen = choices[locale];
    if (isBaseLive && chosen !== undefined && chosen !== locale && isLive(chosen)) {
      return { locale, state: 'shownIn', shownIn: chosen };
    }
    return { locale, state: 'notShown', shownIn: null };
  });
}
