import type { ProductEntry } from '@sitedesk/shared/collections/entries';
import { useSite } from '../../../app/site-context';
import { ContentIcon } from '../../../ui/content-icon';
import { shownLanguage } from '../../../ui/shown-language';

/** Links to the product lines an editor named as related; an unpublished one is left out. */
export function RelatedProducts({ product }: { product: ProductEntry }) {
  const { locale, collections, messages } = useSite();
  const related = product.related.flatMap(
    (id) => collections.products.find((candidate) => candidate.id === id) ?? [],
  );
  if (related.length === 0) return null;
  return (
    <section aria-labelledby="related-products" className="mt-16">
      <h2 id="related-products" className="text-3xl">
        {messages.products.relatedTitle}
      </h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {related.map((entry) => (
          <li key={entry.id} className="rounded-(--radius-card) border border-steel-200 bg-white p-6">
            <ContentIcon name={entry.document.icon} className="size-8 text-petrol-600" />
            <h3 {...shownLanguage(entry, locale)} className="mt-4 text-2xl">
              <a
                href={entry.paths[locale]}
                className="underline decoration-steel-300 underline-offset-4 hover:text-petrol-700"
              >
                {entry.document.name}
              </a>
            </h3>
            <p {...shownLanguage(entry, locale)} className="mt-2 text-steel-700">
              {entry.document.summary}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
