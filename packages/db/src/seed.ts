import type { Locale } from '@sitedesk/shared/locales';
import type { Database } from './client';
import { siteContent } from './schema';

/**
 * Fills an empty database with the site's content, one document per locale. Existing rows are kept, so a
 * second start, or an instance starting beside another, never overwrites what is there.
 *
 * @returns whether anything was written.
 */
export async function seedSiteContent(db: Database, documents: Record<Locale, unknown>): Promise<boolean> {
  const rows = Object.entries(documents).map(([locale, document]) => ({ locale, document }));
  const inserted = await db
    .insert(siteContent)
    .values(rows)
    .onConflictDoNothing({ target: siteContent.locale })
    .returning({ locale: siteContent.locale });
  return inserted.length > 0;
}
