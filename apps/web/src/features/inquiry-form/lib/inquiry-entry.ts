import { cvAttachmentExtensions } from '@sitedesk/shared/attachment-kinds';
import { entryQueryParameters } from '@sitedesk/shared/inquiry-entry-link';
import type { LocalizedTopicField } from '@sitedesk/shared/topic-fields';

/**
 * The products and open jobs of the page's language, as small as the form needs them: the contact page is
 * prerendered, so these travel in the island's props and the address (`?product=…`, `?job=…`) picks one
 * after hydration.
 */
export type InquiryFormEntries = {
  products: {
    id: string;
    slug: string;
    name: string;
    /** The product's own fields in the page's language (decision 243), asked under its line; none if absent. */
    fields?: LocalizedTopicField[];
  }[];
  jobs: { id: string; slug: string; title: string }[];
};

/** What the inquiry is about, once the visitor came from a product or job page. */
export type ChosenEntry = { id: string; collection: 'products' | 'jobs'; title: string };

/** The entry the address names, if the page knows it; an unknown slug is ignored (an old link, a typo). */
export function entryFromSearch(search: string, entries: InquiryFormEntries): ChosenEntry | undefined {
  const params = new URLSearchParams(search);
  const productSlug = params.get(entryQueryParameters.products);
  const product = entries.products.find((known) => known.slug === productSlug);
  if (product) return { id: product.id, collection: 'products', title: product.name };
  const jobSlug = params.get(entryQueryParameters.jobs);
  const job = entries.jobs.find((known) => known.slug === jobSlug);
  if (job) return { id: job.id, collection: 'jobs', title: job.title };
  return undefined;
}

/** The address without the entry's parameter, so a reload after "Remove" does not bring it back. */
export function searchWithoutEntry(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(entryQueryParameters.products);
  params.delete(entryQueryParameters.jobs);
  const rest = params.toString();
  return rest === '' ? '' : `?${rest}`;
}

/** The topic an entry suggests: a product page asks for a quote, a job page is an application. */
export function topicFor(entry: ChosenEntry): string {
  return entry.collection === 'jobs' ? 'careers' : 'quote';
}

/** Whether one of the files is a CV the server will accept (it checks the bytes; this, the name). */
export function hasCvFile(files: readonly { name: string }[]): boolean {
  return files.some((file) => {
    const name = file.name.toLowerCase();
    return cvAttachmentExtensions.some((extension) => name.endsWith(extension));
  });
}
