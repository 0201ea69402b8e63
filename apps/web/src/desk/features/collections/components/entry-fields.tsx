import type { CollectionId } from '@sitedesk/shared/collections/entries';
import { useDeskI18n } from '../../../app/desk-i18n';
import { SeoFields } from './fields/seo-fields';
import { SlugField } from './fields/slug-field';
import { TextInputField } from './fields/text-input-field';
import { JobEntryForm } from './job-entry-form';
import { NewsEntryForm } from './news-entry-form';
import { PageEntryForm } from './page-entry-form';
import { ProductEntryForm } from './product-entry-form';

/** Every entry starts with its title and address and ends with its search-engine fields; between, its type's. */
export function EntryFields({ collection }: { collection: CollectionId }) {
  const { t } = useDeskI18n();
  const m = t.collections.fields;
  // A product line is known by its name; the other types by a title.
  const isNamed = collection === 'products';
  return (
    <div className="space-y-5">
      {isNamed ? (
        <TextInputField path={['name']} label={m.name} maxLength={120} />
      ) : (
        <TextInputField path={['title']} label={m.title} maxLength={160} />
      )}
      <SlugField titleKey={isNamed ? 'name' : 'title'} />
      <TypeFields collection={collection} />
      <SeoFields />
    </div>
  );
}

/** The fields of the collection's entry type. */
function TypeFields({ collection }: { collection: CollectionId }) {
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
