import { type EntryDocument, entryTitle, isCollectionId } from '@sitedesk/shared/collections/entries';
import { isLocale } from '@sitedesk/shared/locales';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { useLocation, useParams } from 'react-router';
import { useDeskI18n } from '../../../app/desk-i18n';
import { languageName } from '../../../lib/format';
import { LoadError } from '../../../ui/load-error';
import { Loading } from '../../../ui/loading';
import { PageHeading } from '../../../ui/page-heading';
import { useEntry } from '../api/get-entry';
import { EntryEditor } from './entry-editor';
import { EntryNotFound } from './entry-not-found';
import { EntryPageNav } from './entry-page-nav';

/** `/desk/collections/:collection/:id/:locale`: one entry in one language. */
export function EntryEditorPage() {
  const { t, locale: deskLocale } = useDeskI18n();
  const params = useParams();
  const collection = isCollectionId(params.collection) ? params.collection : undefined;
  const locale = isLocale(params.locale) ? params.locale : undefined;
  const detail = useEntry(collection, params.id, locale);
  // A just-created entry arrives with "Draft created." for its status line.
  const state: unknown = useLocation().state;
  const initialStatus =
    typeof state === 'object' && state !== null && 'status' in state && typeof state.status === 'string'
      ? state.status
      : '';

  if (!collection || !locale || !params.id) {
    return <EntryNotFound />;
  }

  const draftTitle = detail.data ? entryTitle(collection, (detail.data.draft ?? {}) as EntryDocument) : '';
  const fallbackTitle = detail.data?.fallback
    ? entryTitle(collection, detail.data.fallback as EntryDocument)
    : '';
  const title = formatMessage(t.collections.editor.title, {
    title: draftTitle || detail.data?.title || fallbackTitle || t.collections.editor.untitled,
    language: languageName(locale, deskLocale),
  });

  return (
    <div className="space-y-6">
      <EntryPageNav collection={collection} id={params.id} locale={locale} />
      {detail.data ? (
        <PageHeading title={title}>{title}</PageHeading>
      ) : (
        <PageHeading title={t.collections.names[collection]}>{t.collections.names[collection]}</PageHeading>
      )}
      {detail.error && !detail.data ? (
        <LoadError error={detail.error} onRetry={detail.reload} />
      ) : !detail.data ? (
        <Loading />
      ) : (
        // Another entry or language starts a fresh editor, never one holding another's edits.
        <EntryEditor
          key={`${collection}/${params.id}/${locale}`}
          initial={detail.data}
          initialStatus={initialStatus}
        />
      )}
    </div>
  );
}
