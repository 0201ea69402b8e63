import type { CollectionId } from '@sitedesk/shared/collections/entries';
import { JobEntryForm } from './job-entry-form';
import { NewsEntryForm } from './news-entry-form';
import { PageEntryForm } from './page-entry-form';
import { ProductEntryForm } from './product-entry-form';

/** The form built for the collection's entry type. */
export function EntryFields({ collection }: { collection: CollectionId }) {
  switch (collection) {
    case 'news':
      return <NewsEntryForm />;
    case 'products':
      return <ProductEntryForm />;
    case 'jobs':
      return <JobEntryForm />;
    case 'pages':
      return <PageEntryForm />;
  }
}
