import { isCollectionId } from '@sitedesk/shared/collections/entries';
import { useParams } from 'react-router';
import { useDeskI18n } from '../../../app/desk-i18n';
import { Alert } from '../../../ui/alert';
import { PageHeading } from '../../../ui/page-heading';

/** The `:collection` of the address, if it names one; an unknown one shows `EntryNotFound`. */
export function useCollectionParam() {
  const params = useParams();
  return isCollectionId(params.collection) ? params.collection : undefined;
}

/** What a collection page shows for an address that names no collection or entry. */
export function EntryNotFound() {
  const { t } = useDeskI18n();
  return (
    <div className="space-y-4">
      <PageHeading title={t.errors.notFound}>{t.errors.notFound}</PageHeading>
      <Alert tone="error">{t.collections.editor.notFound}</Alert>
    </div>
  );
}
