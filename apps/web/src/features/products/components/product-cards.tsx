import { pathFor } from '@sitedesk/shared/routes';
import { useSite } from '../../../app/site-context';
import { ContentIcon } from '../../../ui/content-icon';
import { HeadedSection } from '../../../ui/headed-section';
import { phoneCardRow, phoneCardRowItem } from '../../../ui/phone-card-row';
import { shownLanguage, useSectionLanguage } from '../../../ui/shown-language';
import { SiteIcon } from '../../../ui/site-icon';

/** The home page's overview of the product lines (each linking to its page) and the services behind them. */
export function ProductCards() {
  const { locale, content, collections, messages } = useSite();
  const { products } = content;
  const language = useSectionLanguage('products');
  return (
    <HeadedSection id="products" heading={products} textLanguage={language}>
      {collections.products.length > 0 ? (
        <ul className={`mt-12 ${phoneCardRow} sm:grid-cols-2 sm:gap-6 xl:grid-cols-4`}>
          {collections.products.map((product) => (
            <li
              key={product.id}
              className={`${phoneCardRowItem} flex flex-col rounded-(--radius-card) border border-steel-200 bg-white p-6`}
            >
              <ContentIcon name={product.document.icon} className="size-10 text-petrol-600" />
              <h3 {...shownLanguage(product, locale)} className="mt-5 text-2xl">
                <a
                  href={product.paths[locale]}
                  className="underline decoration-steel-300 underline-offset-4 hover:text-petrol-700 hover:decoration-petrol-600"
                >
                  {product.document.name}
                </a>
              </h3>
              <p {...shownLanguage(product, locale)} className="mt-2 text-steel-700">
                {product.document.summary}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
      <h3 {...language} className="mt-16 text-3xl">
        {products.services.title}
      </h3>
      <ul {...language} className="mt-6 grid gap-x-8 gap-y-6 sm:grid-cols-2 xl:grid-cols-4">
        {products.services.items.map((service) => (
          <li key={service.title} className="border-t-2 border-petrol-600 pt-4">
            <p className="flex items-center gap-3 text-lg font-bold">
              <ContentIcon name={service.icon} className="size-6 shrink-0 text-petrol-600" />
              {service.title}
            </p>
            <p className="mt-2 text-steel-700">{service.text}</p>
          </li>
        ))}
      </ul>
      <a
        href={pathFor('solutions', locale)}
        className="mt-10 inline-flex min-h-11 items-center gap-2 font-bold text-petrol-700 underline decoration-2 underline-offset-4 hover:text-petrol-900"
      >
        {messages.products.moreLink}
        <SiteIcon name="arrow-right" className="size-5 rtl:-scale-x-100" />
      </a>
    </HeadedSection>
  );
}
