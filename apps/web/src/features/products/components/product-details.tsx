import { entryInquiryPath } from '@sitedesk/shared/inquiry-entry-link';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { useSite } from '../../../app/site-context';
import { Container } from '../../../ui/container';
import { ContentIcon } from '../../../ui/content-icon';
import { MediaPicture } from '../../../ui/media-picture';
import { resolvePlacedImage } from '../../../ui/placed-image';
import { SiteIcon } from '../../../ui/site-icon';

/** The solutions page's product lines: each with its picture, summary and key data, linking to its page. */
export function ProductDetails() {
  const { locale, media, collections, messages } = useSite();
  return (
    <Container className="py-16 sm:py-24">
      <ul className="space-y-16">
        {collections.products.map((product) => {
          const { document } = product;
          const picture = document.images[0]
            ? resolvePlacedImage(document.images[0], media, locale)
            : undefined;
          return (
            <li key={product.id}>
              <article
                aria-labelledby={`product-${product.id}`}
                className="grid gap-8 border-t border-steel-200 pt-10 lg:grid-cols-[1.4fr_1fr]"
              >
                <div className="min-w-0">
                  <ContentIcon name={document.icon} className="size-12 text-petrol-600" />
                  <h2 id={`product-${product.id}`} className="mt-4 text-4xl sm:text-5xl">
                    {document.name}
                  </h2>
                  <p className="mt-3 max-w-2xl text-xl text-steel-700">{document.summary}</p>
                  <div className="mt-6 flex flex-wrap items-center gap-x-8 gap-y-4">
                    <a
                      href={product.paths[locale]}
                      className="inline-flex min-h-11 items-center gap-2 font-bold text-petrol-700 underline decoration-2 underline-offset-4 hover:text-petrol-900"
                    >
                      {formatMessage(messages.products.learnMore, { name: document.name })}
                      <SiteIcon name="arrow-right" className="size-5 rtl:-scale-x-100" />
                    </a>
                    {/* As on the product's page: the request for a quotation with this product chosen. */}
                    <a
                      href={`${entryInquiryPath('products', locale, document.slug)}#inquiry`}
                      className="inline-flex min-h-11 items-center gap-2 rounded-sm bg-signal-400 px-5 py-2 font-bold text-petrol-950 hover:bg-signal-300"
                    >
                      <SiteIcon name="message-square" className="size-5 shrink-0" />
                      {/* Named as on the product's page: several of these stand on one list. */}
                      <span>
                        {messages.products.requestQuote}: {document.name}
                      </span>
                    </a>
                  </div>
                </div>
                {picture ? (
                  <MediaPicture
                    image={picture.image}
                    alt={picture.alt}
                    sizes="(min-width: 64rem) 28rem, 92vw"
                    className="h-auto w-full self-start rounded-(--radius-card)"
                  />
                ) : document.specs.length > 0 ? (
                  <dl
                    aria-label={formatMessage(messages.products.specsLabel, { name: document.name })}
                    className="self-start rounded-(--radius-card) bg-petrol-900 p-6 text-steel-50 sm:p-8"
                  >
                    {document.specs.slice(0, 3).map((spec) => (
                      <div
                        key={spec.label}
                        className="border-b border-petrol-700 py-4 first:pt-0 last:border-0 last:pb-0"
                      >
                        <dt className="text-sm tracking-wide text-steel-300 uppercase">{spec.label}</dt>
                        <dd className="mt-1 font-display text-3xl">
                          {spec.unit ? `${spec.value} ${spec.unit}` : spec.value}
                        </dd>
                      </div>
                    ))}
                  </dl>
                ) : null}
              </article>
            </li>
          );
        })}
      </ul>
    </Container>
  );
}
