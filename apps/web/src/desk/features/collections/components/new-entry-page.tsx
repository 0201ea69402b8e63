import { defaultLocale } from '@sitedesk/shared/locales';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { useDeskI18n } from '../../../app/desk-i18n';
import { PageHeading } from '../../../ui/page-heading';
import { EntryNotFound, useCollectionParam } from './entry-not-found';
import { EntryPageNav } from './entry-page-nav';
import { NewEntryEditor } from './new-entry-editor';

/** `/desk/collections/:collection/new`: a new entry, written in the default language first. */
export function NewEntryPage() {
  const { t } = useDeskI18n();
  const collection = useCollectionParam();
  if (!collection) {
    return <EntryNotFound />;
  }
  const title = formatMessage(t.collections.editor.newTitle, { item: t.collections.itemNames[collection] });
  return (
    <div className="space-y-6">
      <EntryPageNav collection={collection} />
      <PageHeading title={title}>{title}</PageHeading>
      <NewEntryEditor key={collection} collection={collection} locale={defaultLocale} />
    </div>
  );
}
