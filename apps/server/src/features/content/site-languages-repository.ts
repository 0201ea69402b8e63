import type { Database } from '@sitedesk/db/client';
import { contentEntries, siteLanguages } from '@sitedesk/db/content-schema';
import { isLocale, type Locale, locales } from '@sitedesk/shared/locales';
import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../editing/repository';

/** In the code's order (`en, de, fr, ar`), like SITE_LOCALES: the order the switch and sitemap use. */
function inCodeOrder(codes: readonly string[]): Locale[] {
  return locales.filter((locale) => codes.includes(locale));
}

/** The languages an editor chose, or `undefined` while nobody has (SITE_LOCALES decides then). */
export async function selectChosenSiteLanguages(db: Queryable): Promise<Locale[] | undefined> {
  const rows = await db.select({ locale: siteLanguages.locale }).from(siteLanguages);
  if (rows.length === 0) return undefined;
  // A code a later release dropped is ignored rather than served without catalogs.
  return inCodeOrder(rows.map((row) => row.locale).filter(isLocale));
}

export type SiteLanguageChange = { add: Locale } | { remove: Locale };

/**
 * Applies one change to the stored choice and answers the languages offered after it. The first change
 * writes the configured set first, so "add French" on a site configured `en,de` stores `en,de,fr`. The
 * table is locked meanwhile: two editors (or instances) changing languages at once take turns, and the
 * first change is written once.
 */
export async function changeSiteLanguages(
  db: Database,
  change: SiteLanguageChange,
  configured: readonly Locale[],
  staffId: string,
): Promise<Locale[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${siteLanguages} in share row exclusive mode`);
    const chosen = await selectChosenSiteLanguages(tx);
    if (!chosen) {
      await tx
        .insert(siteLanguages)
        .values(configured.map((locale) => ({ locale, addedBy: staffId })))
        .onConflictDoNothing();
    }
    if ('add' in change) {
      await tx.insert(siteLanguages).values({ locale: change.add, addedBy: staffId }).onConflictDoNothing();
    } else {
      await tx.delete(siteLanguages).where(eq(siteLanguages.locale, change.remove));
    }
    return (await selectChosenSiteLanguages(tx)) ?? [];
  });
}

/** Changes whenever an editor changes the site's languages: part of the stamp every page depends on. */
export async function selectSiteLanguagesStamp(db: Queryable): Promise<string> {
  const [row] = await db
    .select({
      digest: sql<string | null>`string_agg(${siteLanguages.locale}, ',' order by ${siteLanguages.locale})`,
    })
    .from(siteLanguages);
  return row?.digest ?? 'configured';
}

/**
 * Per language, how many entries live in the default language have a published translation there (the
 * default language: all of them), for the site languages screen (decision 202).
 */
export async function selectTranslatedEntryCounts(db: Queryable): Promise<Map<string, number>> {
  const rows = await db
    .select({ locale: contentEntries.locale, total: sql<number>`count(*)::int` })
    .from(contentEntries)
    .where(
      sql`${contentEntries.published} is not null and exists (select 1 from ${contentEntries} as base
        where base.id = ${contentEntries.id} and base.locale = 'en' and base.published is not null)`,
    )
    .groupBy(contentEntries.locale);
  return new Map(rows.map((row) => [row.locale, Number(row.total)]));
}
