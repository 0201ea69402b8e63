import { newsListPath } from '@sitedesk/shared/collections/paths';
import { routeEntry } from '../app/route-entry';
import { useSite } from '../app/site-context';
import { RichTextContent } from '../features/rich-text/components/rich-text-content';
import { formatDate } from '../lib/format-date';
import { Container } from '../ui/container';
import { MediaDownloadList } from '../ui/media-download-list';
import { MediaPicture } from '../ui/media-picture';
import { PageIntro } from '../ui/page-intro';
import { resolvePlacedImage } from '../ui/placed-image';
import { shownLanguage } from '../ui/shown-language';
import { SiteIcon } from '../ui/site-icon';

/** `/{locale}/news/{slug}`: one press release, trade fair or case study. */
export function NewsEntryPage() {
  const site = useSite();
  const { locale, media, messages } = site;
  const entry = routeEntry(site, 'news');
  const { document } = entry;
  const textLanguage = shownLanguage(entry, locale);
  const cover = document.cover ? resolvePlacedImage(document.cover, media, locale) : undefined;
  return (
    <article>
      <PageIntro
        eyebrow={messages.news.categories[document.category]}
        title={document.title}
        lead={document.teaser}
        textLanguage={textLanguage}
      />
      <Container className="py-12 sm:py-16">
        <p className="text-steel-700">
          {messages.news.published}: <time dateTime={document.date}>{formatDate(document.date, locale)}</time>
        </p>
        {cover ? (
          <MediaPicture
            image={cover.image}
            alt={cover.alt}
            sizes="(min-width: 52rem) 48rem, 92vw"
            isPriority
            className="mt-8 h-auto w-full max-w-3xl rounded-(--radius-card)"
          />
        ) : null}
        <div {...textLanguage}>
          <RichTextContent doc={document.body} headingLevel={2} />
        </div>
        {document.downloads.length > 0 ? (
          <section aria-labelledby="news-downloads" className="mt-14 max-w-3xl">
            <h2 id="news-downloads" className="text-3xl">
              {messages.news.downloadsTitle}
            </h2>
            <div {...textLanguage}>
              <MediaDownloadList downloads={document.downloads} />
            </div>
          </section>
        ) : null}
        <a
          href={newsListPath(locale)}
          className="mt-14 inline-flex min-h-11 items-center gap-2 font-bold text-petrol-700 underline decoration-2 underline-offset-4 hover:text-petrol-900"
        >
          <SiteIcon name="arrow-left" className="size-5 rtl:-scale-x-100" />
          {messages.news.backToList}
        </a>
      </Container>
    </article>
  );
}
