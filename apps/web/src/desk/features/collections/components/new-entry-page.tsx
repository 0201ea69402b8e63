import { isCollectionId } from '@sitedesk/shared/collections/entries';
import { defaultLocale } from '@sitedesk/shared/locales';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { useParams } from 'react-router';
import { useDeskI18n } from '../../../app/desk-i18n';
import { Alert } from '../../../ui/alert';
import { PageHeading } from '../../../ui/page-heading';
import { EntryPageNav } from './entry-page-nav';
import { NewEntryEditor } from './new-entry-editor';

/** `/desk/collections/:collection/new`: a new entry, written in the default language first. */
export function NewEntryPage() {
  const { t } = useDeskI18n();
  const params = useParams();
  const collection = isCollectionId(params.collection) ? params.collection : undefined;
  if (!collection) {
    return (
      <div className="space-y-4">
        <PageHeading title={t.errors.notFound}>{t.errors.notFound}</PageHeading>
        <Alert tone="error">{t.collections.editor.notFound}</Alert>
      </div>
    );
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
