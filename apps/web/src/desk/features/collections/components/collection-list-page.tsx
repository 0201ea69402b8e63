import { defaultLocale } from '@sitedesk/shared/locales';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { Plus, Search } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useDeskI18n } from '../../../app/desk-i18n';
import { LoadError } from '../../../ui/load-error';
import { Loading } from '../../../ui/loading';
import { PageHeading } from '../../../ui/page-heading';
import { buttonPrimary, buttonSecondary, cardClass, inputClass, labelClass } from '../../../ui/styles';
import { useEntryList } from '../api/list-entries';
import { EntryNotFound, useCollectionParam } from './entry-not-found';
import { EntryTable } from './entry-table';

/** `/desk/collections/:collection?q=`: a collection's entries, searchable, and "New entry". */
export function CollectionListPage() {
  const { t } = useDeskI18n();
  const collection = useCollectionParam();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.get('q') ?? '';
  const list = useEntryList(collection, { q: query || undefined, locale: defaultLocale });
  const searchId = useId();

  if (!collection) {
    return <EntryNotFound />;
  }

  const name = t.collections.names[collection];
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    setSearchParams(q ? { q } : {});
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-2">
          <PageHeading title={name}>{name}</PageHeading>
          <p className="max-w-prose text-steel-800">{t.collections.intros[collection]}</p>
        </div>
        <Link to={`/desk/collections/${collection}/new`} className={buttonPrimary}>
          <Plus aria-hidden="true" className="size-4" />
          {formatMessage(t.collections.list.newEntry, { item: t.collections.itemNames[collection] })}
        </Link>
      </div>
      <search>
        <form onSubmit={search} className="flex flex-wrap items-end gap-2" key={query}>
          <div className="min-w-64 flex-1">
            <label htmlFor={searchId} className={labelClass}>
              {formatMessage(t.collections.list.search, { collection: name })}
            </label>
            <input id={searchId} name="q" type="search" defaultValue={query} className={inputClass} />
          </div>
          <button type="submit" className={buttonSecondary}>
            <Search aria-hidden="true" className="size-4" />
            {t.collections.list.searchButton}
          </button>
          {query && (
            <Link to={`/desk/collections/${collection}`} className={buttonSecondary}>
              {t.collections.list.clearSearch}
            </Link>
          )}
        </form>
      </search>
      <section className={cardClass} aria-label={name}>
        {list.error && !list.data ? (
          <LoadError error={list.error} onRetry={list.reload} />
        ) : !list.data ? (
          <Loading />
        ) : list.data.entries.length === 0 ? (
          <p className="text-steel-800">
            {query ? formatMessage(t.collections.list.noMatches, { query }) : t.collections.list.empty}
          </p>
        ) : (
          <EntryTable collection={collection} entries={list.data.entries} />
        )}
      </section>
    </div>
  );
}
