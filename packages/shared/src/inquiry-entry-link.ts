import type { Locale } from './locales';
import { pathFor } from './routes';

/**
 * How a product or job page opens the contact form about itself: `/en/contact?product=ecobale-x4`,
 * `/de/kontakt?job=servicetechniker`, with the entry's slug in that language. The form (an island on the
 * prerendered contact page) reads the parameter after hydration and sends the entry's id (decision 130).
 */
export const entryQueryParameters = { products: 'product', jobs: 'job' } as const;

export function entryInquiryPath(collection: 'products' | 'jobs', locale: Locale, slug: string): string {
  const query = new URLSearchParams({ [entryQueryParameters[collection]]: slug });
  return `${pathFor('contact', locale)}?${query.toString()}`;
}
