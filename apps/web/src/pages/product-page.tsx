import { entryInquiryPath } from '@sitedesk/shared/inquiry-entry-link';
import { routeEntry } from '../app/route-entry';
import { useSite } from '../app/site-context';
import { ProductGallery } from '../features/products/components/product-gallery';
import { RelatedProducts } from '../features/products/components/related-products';
import { SpecTable } from '../features/products/components/spec-table';
import { RichTextContent } from '../features/rich-text/components/rich-text-content';
import { Container } from '../ui/container';
import { ContentIcon } from '../ui/content-icon';
import { MediaDownloadList } from '../ui/media-download-list';
import { PageIntro } from '../ui/page-intro';
import { shownLanguage } from '../ui/shown-language';
import { SiteIcon } from '../ui/site-icon';

/** `/{locale}/solutions/{slug}`: one product line with pictures, data and the way to a quote. */
export function ProductPage() {
  const site = useSite();
  const { locale, messages } = site;
  const entry = routeEntry(site, 'products');
  const { document } = entry;
  const textLanguage = shownLanguage(entry, locale);
  const quoteHref = `${entryInquiryPath('products', locale, document.slug)}#inquiry`;
  return (
    <article>
      <PageIntro
        eyebrow={messages.products.eyebrow}
        title={document.name}
        lead={document.summary}
        textLanguage={textLanguage}
      />
      <Container className="py-12 sm:py-16">
        <a
          href={quoteHref}
          className="inline-flex min-h-12 items-center gap-3 rounded-sm bg-signal-400 px-6 py-3 font-bold text-petrol-950 hover:bg-signal-300"
        >
          <SiteIcon name="message-square" className="size-5" />
          {messages.products.requestQuote}
        </a>
        {/* From a desktop's width the facts and the way to a quote stand beside the pictures and the text,
            so the page uses the screen instead of a column on its left. */}
        <div className="mt-10 grid gap-x-12 gap-y-14 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)] lg:items-start">
          <div className="min-w-0">
            <ProductGallery product={document} />
            <div {...textLanguage}>
              <RichTextContent doc={document.description} headingLevel={2} />
            </div>
          </div>
          <div className="grid min-w-0 gap-14">
            {document.specs.length > 0 ? (
              <section aria-labelledby="product-specs">
                <h2 id="product-specs" className="text-3xl">
                  {messages.products.specsTitle}
                </h2>
                <div {...textLanguage}>
                  <SpecTable product={document} />
                </div>
              </section>
            ) : null}
            {document.dataSheets.length > 0 ? (
              <section aria-labelledby="product-data-sheets">
                <h2 id="product-data-sheets" className="text-3xl">
                  {messages.products.dataSheetsTitle}
                </h2>
                <div {...textLanguage}>
                  <MediaDownloadList downloads={document.dataSheets} />
                </div>
              </section>
            ) : null}
            <section
              aria-labelledby="product-quote"
              className="rounded-(--radius-card) bg-petrol-900 p-8 text-steel-50 surface-dark"
            >
              <ContentIcon name={document.icon} className="size-10 text-signal-300" />
              <h2 id="product-quote" className="mt-4 text-3xl">
                {messages.products.requestQuote}
              </h2>
              <p className="mt-3 text-lg text-steel-200">{messages.products.quoteHint}</p>
              <a
                href={quoteHref}
                className="mt-6 inline-flex min-h-12 items-center gap-3 rounded-sm bg-signal-400 px-6 py-3 font-bold text-petrol-950 hover:bg-signal-300"
              >
                <SiteIcon name="message-square" className="size-5 shrink-0" />
                {messages.products.requestQuote}: <span {...textLanguage}>{document.name}</span>
              </a>
            </section>
          </div>
        </div>
        <RelatedProducts product={document} />
      </Container>
    </article>
  );
}
