import { contentEntries } from '@sitedesk/db/content-schema';
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../editing/repository';

/**
 * Whether a product entry with this id exists (in its default language, which every entry has): what a
 * product's prices (decision 233) and its own fields (decision 243) are kept beside.
 */
export async function isProductEntry(db: Queryable, entryId: string, locale: string): Promise<boolean> {
  const rows = await db
    .select({ id: contentEntries.id })
    .from(contentEntries)
    .where(
      and(
        eq(contentEntries.id, entryId),
        eq(contentEntries.collection, 'products'),
        eq(contentEntries.locale, locale),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
