import { isLocale } from '@sitedesk/shared/locales';
import { formatMessage, formatPlural } from '@sitedesk/shared/messages/format';
import { Link, useSearchParams } from 'react-router';
import { useDeskI18n } from '../../../app/desk-i18n';
import { languageName } from '../../../lib/format';
import { LoadError } from '../../../ui/load-error';
import { Loading } from '../../../ui/loading';
import { PageHeading } from '../../../ui/page-heading';
import { cardClass, linkClass } from '../../../ui/styles';
import { type ContentSearchResult, useContentSearch } from '../api/search-content';

/** Where the desk edits a result: the entry's editor, or the section's. */
function editorPathOf(result: ContentSearchResult): string | undefined {
  if (!isLocale(result.locale)) return undefined;
  if (result.kind === 'entry' && result.collection && result.id)
    return `/desk/collections/${result.collection}/${result.id}/${result.locale}`;
  if (result.kind === 'section' && result.section) return `/desk/content/${result.locale}/${result.section}`;
  return undefined;
}

/** `/desk/search?q=`: entries and sections found by title and text (the box in the desk's header asks). */
export function ContentSearchPage() {
  const { t, locale: deskLocale } = useDeskI18n();
  const messages = t.collections.search;
  const [searchParams] = useSearchParams();
  const query = (searchParams.get('q') ?? '').trim();
  const search = useContentSearch(query);
  const results = search.data?.results ?? [];

  return (
    <div className="space-y-6">
      <PageHeading title={messages.title}>{messages.title}</PageHeading>
      <p className="text-steel-800">{messages.intro}</p>
      {query && (
        <section aria-label={messages.resultsLabel} className={cardClass}>
          {search.error && !search.data ? (
            <LoadError error={search.error} onRetry={search.reload} />
          ) : !search.data ? (
            <Loading />
          ) : (
            <>
              <p role="status" className="mb-3 font-semibold">
                {results.length === 0
                  ? formatMessage(messages.none, { query })
                  : formatPlural(deskLocale, messages.results, results.length, { query })}
              </p>
              <ul className="divide-y divide-steel-200">
                {results.map((result) => {
                  const to = editorPathOf(result);
                  const kind =
                    result.kind === 'entry' && result.collection
                      ? t.collections.names[result.collection]
                      : messages.kinds[result.kind];
                  return (
                    <li
                      key={`${result.kind}/${result.collection ?? result.section}/${result.id}/${result.locale}`}
                      className="py-3"
                    >
                      {to ? (
                        <Link to={to} className={linkClass}>
                          {result.title}
                        </Link>
                      ) : (
                        <span className="font-semibold">{result.title}</span>
                      )}
                      <p className="text-sm text-steel-700">
                        {kind} · {languageName(result.locale, deskLocale)} · {result.path}
                      </p>
                    </li>
                  );
                })}
              </ul>
            </>
          )}
        </section>
      )}
    </div>
  );
}
