import { useSite } from '../app/site-context';
import { CategoryFilter } from '../features/news/components/category-filter';
import { NewsCard } from '../features/news/components/news-card';
import { NewsPagination } from '../features/news/components/news-pagination';
import { newsListPage } from '../features/news/news-pages';
import { Container } from '../ui/container';
import { PageIntro } from '../ui/page-intro';

/** `/{locale}/news[/category/{category}][/page/{n}]`: twelve news items a page, newest first. */
export function NewsListPage() {
  const { route, collections, messages } = useSite();
  if (route.kind !== 'newsList') throw new Error('NewsListPage renders news list routes only.');
  const { items, pageCount } = newsListPage(collections.news, route.pageNumber, route.category);
  return (
    <>
      <PageIntro
        eyebrow={messages.news.eyebrow}
        title={route.category ? messages.news.categories[route.category] : messages.news.title}
        lead={messages.news.lead}
      />
      <Container className="py-12 sm:py-16">
        <CategoryFilter current={route.category} />
        {items.length > 0 ? (
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((entry) => (
              <li key={entry.id}>
                <NewsCard entry={entry} headingLevel="h2" />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-10 text-lg text-steel-700">{messages.news.empty}</p>
        )}
        <NewsPagination pageNumber={route.pageNumber} pageCount={pageCount} category={route.category} />
      </Container>
    </>
  );
}
