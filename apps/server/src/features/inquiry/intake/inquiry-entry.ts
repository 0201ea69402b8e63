import type { Database } from '@sitedesk/db/client';
import { contentEntries } from '@sitedesk/db/content-schema';
import {
  buildPublishedCollections,
  isoDay,
  type PublishedEntrySource,
} from '@sitedesk/shared/collections/published-view';
import { defaultLocale, isLocale, type Locale } from '@sitedesk/shared/locales';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';

/** The collections an inquiry can be about: a product (a quote request) or a job (an application). */
export type InquiryEntryCollection = 'products' | 'jobs';

/** A product or open job as the site shows it in one language, with what an inquiry about it needs. */
export type InquiryEntry = {
  id: string;
  collection: InquiryEntryCollection;
  /** The product's name or the job's title, in the language asked for (blank translations fall back). */
  title: string;
  /** The entry's public path in that language, e.g. `/en/solutions/ecobale-x4`. */
  path: string;
  /** A job's contact person, who is told of each application. */
  contact?: { name: string; email: string };
};

/**
 * The entry `id` names if the site shows it in `locale` today: a published product, or a published job whose
 * closing date has not passed. The site's own view decides (`buildPublishedCollections`: the translation
 * falls back per field to the default language, a document that does not fit its schema is not shown, an
 * expired job is gone), so an inquiry can only be about what a visitor could have seen.
 */
export async function findInquiryEntry(
  db: Database,
  id: string,
  locale: Locale,
  now: Date,
): Promise<InquiryEntry | undefined> {
  const rows = await db
    .select({
      locale: contentEntries.locale,
      collection: contentEntries.collection,
      published: contentEntries.published,
      publishedAt: contentEntries.publishedAt,
    })
    .from(contentEntries)
    .where(
      and(
        eq(contentEntries.id, id),
        inArray(contentEntries.collection, ['products', 'jobs']),
        isNotNull(contentEntries.published),
      ),
    );
  const first = rows[0];
  if (!first || first.collection === 'news') return undefined;
  const source: PublishedEntrySource = { id, collection: first.collection, documents: {}, publishedAt: {} };
  for (const row of rows) {
    if (!isLocale(row.locale) || row.published === null) continue;
    source.documents[row.locale] = row.published;
    if (row.publishedAt) source.publishedAt[row.locale] = row.publishedAt.toISOString();
  }
  const view = buildPublishedCollections([source], locale, isoDay(now));
  const product = view.products[0];
  if (product) {
    const path = product.paths[locale];
    return path ? { id, collection: 'products', title: product.document.name, path } : undefined;
  }
  const job = view.jobs[0];
  const path = job?.paths[locale];
  if (!job || !path) return undefined;
  // The contact is the default language's, whatever language the visitor applied in: a translation
  // cannot quietly send one language's applications elsewhere.
  const contact =
    buildPublishedCollections([source], defaultLocale, isoDay(now)).jobs[0]?.document ?? job.document;
  return {
    id,
    collection: 'jobs',
    title: job.document.title,
    path,
    contact: { name: contact.contactName, email: contact.contactEmail },
  };
}
