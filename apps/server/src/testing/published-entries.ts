import { randomUUID } from 'node:crypto';
import type { Database } from '@sitedesk/db/client';
import { contentEntries, contentEntryVersions } from '@sitedesk/db/content-schema';
import type { JobEntry, ProductEntry } from '@sitedesk/shared/collections/entries';
import { isoDay } from '@sitedesk/shared/collections/published-view';
import type { Locale } from '@sitedesk/shared/locales';

const paragraph = (text: string) => ({
  type: 'doc' as const,
  content: [{ type: 'paragraph' as const, content: [{ type: 'text' as const, text }] }],
});

/** A product line as an editor publishes it; `overrides` change the English document. */
export function productDocument(overrides: Partial<ProductEntry> = {}): ProductEntry {
  return {
    name: 'EcoBale X4',
    slug: `ecobale-x4-${randomUUID().slice(0, 8)}`,
    icon: 'factory',
    summary: 'A fully automatic channel baler for cardboard and film.',
    description: paragraph('Up to 40 tonnes of cardboard a day.'),
    images: [],
    specs: [],
    dataSheets: [],
    related: [],
    position: 0,
    ...overrides,
  };
}

/** The day `days` from today (UTC), `YYYY-MM-DD`: before today for a negative number. */
export function dayFromToday(days: number): string {
  return isoDay(new Date(Date.now() + days * 86_400_000));
}

/** A job ad, open for another month unless `overrides` say otherwise. */
export function jobDocument(overrides: Partial<JobEntry> = {}): JobEntry {
  return {
    title: 'Service technician (m/f/d)',
    slug: `service-technician-${randomUUID().slice(0, 8)}`,
    locationId: 'hq',
    type: 'full-time',
    description: paragraph('You keep our balers running at customers across Europe.'),
    offer: paragraph('A company car and 30 days of holiday.'),
    closingDate: dayFromToday(30),
    contactName: 'Petra Hartmann',
    contactEmail: 'petra.hartmann@veltrum.example',
    ...overrides,
  };
}

/**
 * Stores an entry as the content editor publishes it: one row per language with the document both as draft
 * and live. `published: false` stores a draft that was never published.
 */
export async function insertEntry(
  db: Database,
  collection: 'news' | 'products' | 'jobs',
  documents: Partial<Record<Locale, { slug: string }>>,
  options: { id?: string; published?: boolean } = {},
): Promise<string> {
  const id = options.id ?? randomUUID();
  const isPublished = options.published ?? true;
  const now = new Date();
  for (const [locale, document] of Object.entries(documents)) {
    if (!document) continue;
    await db.insert(contentEntries).values({
      id,
      locale,
      collection,
      slug: document.slug,
      publishedSlug: isPublished ? document.slug : null,
      draft: document,
      published: isPublished ? document : null,
      publishedVersion: isPublished ? 1 : 0,
      publishedAt: isPublished ? now : null,
    });
    if (isPublished) {
      await db
        .insert(contentEntryVersions)
        .values({ entryId: id, locale, version: 1, document, publishedAt: now });
    }
  }
  return id;
}
