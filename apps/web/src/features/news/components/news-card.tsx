import type { NewsEntry } from '@sitedesk/shared/collections/entries';
import type { PublishedEntry } from '@sitedesk/shared/collections/published';
import { useSite } from '../../../app/site-context';
import { formatDate } from '../../../lib/format-date';
import { MediaPicture } from '../../../ui/media-picture';
import { resolvePlacedImage } from '../../../ui/placed-image';
import { shownLanguage } from '../../../ui/shown-language';

/** One news item in a list: cover, date and category, the title as the link, the teaser. */
export function NewsCard({
  entry,
  headingLevel,
}: {
  entry: PublishedEntry<NewsEntry>;
  headingLevel: 'h2' | 'h3';
}) {
  const { locale, media, messages } = useSite();
  const { document } = entry;
  const cover = document.cover ? resolvePlacedImage(document.cover, media, locale) : undefined;
  const Heading = headingLevel;
  const textLanguage = shownLanguage(entry, locale);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-(--radius-card) border border-steel-200 bg-white">
      {cover ? (
        <MediaPicture
          image={cover.image}
          alt={cover.alt}
          sizes="(min-width: 64rem) 24rem, (min-width: 40rem) 45vw, 92vw"
          className="aspect-[3/2] h-auto w-full object-cover"
        />
      ) : null}
      <div className="flex grow flex-col p-6">
        <p className="text-sm text-steel-600">
          <time dateTime={document.date}>{formatDate(document.date, locale)}</time>
          <span aria-hidden="true"> · </span>
          <span>{messages.news.categories[document.category]}</span>
        </p>
        <Heading {...textLanguage} className="mt-3 text-2xl">
          <a
            href={entry.paths[locale]}
            className="underline decoration-steel-300 underline-offset-4 hover:text-petrol-700 hover:decoration-petrol-600"
          >
            {document.title}
          </a>
        </Heading>
        <p {...textLanguage} className="mt-3 text-steel-700">
          {document.teaser}
        </p>
      </div>
    </article>
  );
}
