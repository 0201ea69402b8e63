import type { NewsCategory } from '@sitedesk/shared/collections/entries';
import { newsListPath } from '@sitedesk/shared/collections/paths';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { useSite } from '../../../app/site-context';

const linkClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-sm border-2 px-3 font-semibold';

/** Newer, the numbered pages and older, as links; nothing when everything fits on one page. */
export function NewsPagination({
  pageNumber,
  pageCount,
  category,
}: {
  pageNumber: number;
  pageCount: number;
  category: NewsCategory | undefined;
}) {
  const { locale, messages } = useSite();
  if (pageCount <= 1) return null;
  const href = (page: number) => newsListPath(locale, page, category);
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <nav aria-label={messages.news.pagination} className="mt-12">
      <ul className="flex flex-wrap items-center gap-2">
        {pageNumber > 1 ? (
          <li>
            <a
              href={href(pageNumber - 1)}
              rel="prev"
              className={`${linkClass} border-steel-300 text-petrol-800`}
            >
              {messages.news.newer}
            </a>
          </li>
        ) : null}
        {pages.map((page) => (
          <li key={page}>
            <a
              href={href(page)}
              aria-current={page === pageNumber ? 'page' : undefined}
              aria-label={formatMessage(messages.news.pageLink, { page: String(page) })}
              className={`${linkClass} ${
                page === pageNumber
                  ? 'border-petrol-700 bg-petrol-700 text-white'
                  : 'border-steel-300 text-petrol-800 hover:border-petrol-700'
              }`}
            >
              {page}
            </a>
          </li>
        ))}
        {pageNumber < pageCount ? (
          <li>
            <a
              href={href(pageNumber + 1)}
              rel="next"
              className={`${linkClass} border-steel-300 text-petrol-800`}
            >
              {messages.news.older}
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
