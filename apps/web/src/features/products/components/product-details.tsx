import { formatMessage } from '@sitedesk/shared/messages/format';
import { useSite } from '../../../app/site-context';
import { Container } from '../../../ui/container';
import { ContentIcon } from '../../../ui/content-icon';

/** Each machine family in depth, with its key data, for the solutions page. */
export function ProductDetails() {
  const { content, messages } = useSite();
  return (
    <Container className="py-16 sm:py-24">
      <div className="space-y-20">
        {content.products.items.map((product) => (
          <section
            key={product.id}
            aria-labelledby={`product-${product.id}`}
            className="grid gap-8 border-t border-steel-200 pt-10 lg:grid-cols-[1.4fr_1fr]"
          >
            <div className="min-w-0">
              <ContentIcon name={product.icon} className="size-12 text-petrol-600" />
              <h2 id={`product-${product.id}`} className="mt-4 text-4xl sm:text-5xl">
                {product.name}
              </h2>
              <p className="mt-3 text-xl text-steel-700">{product.summary}</p>
              {product.description.map((paragraph) => (
                <p key={paragraph} className="mt-4 max-w-2xl text-lg leading-relaxed text-steel-700">
                  {paragraph}
                </p>
              ))}
            </div>
            <dl
              aria-label={formatMessage(messages.products.specsLabel, { name: product.name })}
              className="self-start rounded-(--radius-card) bg-petrol-900 p-6 text-steel-50 sm:p-8"
            >
              {product.specs.map((spec) => (
                <div
                  key={spec.label}
                  className="border-b border-petrol-700 py-4 first:pt-0 last:border-0 last:pb-0"
                >
                  <dt className="text-sm tracking-wide text-steel-300 uppercase">{spec.label}</dt>
                  <dd className="mt-1 font-display text-3xl">{spec.value}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
    </Container>
  );
}
