import { type NewsCategory, newsCategories } from '@sitedesk/shared/collections/entries';
import { newsListPath } from '@sitedesk/shared/collections/paths';
import { useSite } from '../../../app/site-context';

/** Plain links, one per category: filtering works without JavaScript and each filter has an address. */
export function CategoryFilter({ current }: { current: NewsCategory | undefined }) {
  const { locale, messages } = useSite();
  const options = [undefined, ...newsCategories];
  return (
    <nav aria-label={messages.news.categoryFilter}>
      <ul className="flex flex-wrap gap-3">
        {options.map((category) => {
          const isCurrent = category === current;
          return (
            <li key={category ?? 'all'}>
              <a
                href={newsListPath(locale, 1, category)}
                aria-current={isCurrent ? 'page' : undefined}
                className={`inline-flex min-h-11 items-center rounded-full border-2 px-5 font-semibold ${
                  isCurrent
                    ? 'border-petrol-700 bg-petrol-700 text-white'
                    : 'border-steel-300 text-petrol-800 hover:border-petrol-700'
                }`}
              >
                {category ? messages.news.categories[category] : messages.news.allCategories}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
