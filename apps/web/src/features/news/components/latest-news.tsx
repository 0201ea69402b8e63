import { homeNewsCount, newsListPath } from '@sitedesk/shared/collections/paths';
import { useSite } from '../../../app/site-context';
import { phoneCardRow, phoneCardRowItem } from '../../../ui/phone-card-row';
import { Section } from '../../../ui/section';
import { SectionHeading } from '../../../ui/section-heading';
import { SiteIcon } from '../../../ui/site-icon';
import { NewsCard } from './news-card';

/** The home page's three newest news items and the way to all of them. */
export function LatestNews() {
  const { locale, collections, messages } = useSite();
  const latest = collections.news.slice(0, homeNewsCount);
  if (latest.length === 0) return null;
  return (
    <Section labelledBy="latest-news-title" tone="white">
      <SectionHeading
        id="latest-news-title"
        eyebrow={messages.news.latestEyebrow}
        title={messages.news.latestTitle}
      />
      <ul className={`mt-12 ${phoneCardRow} sm:grid-cols-2 sm:gap-6 md:grid-cols-3`}>
        {latest.map((entry) => (
          <li key={entry.id} className={phoneCardRowItem}>
            <NewsCard entry={entry} headingLevel="h3" />
          </li>
        ))}
      </ul>
      <a
        href={newsListPath(locale)}
        className="mt-10 inline-flex min-h-11 items-center gap-2 font-bold text-petrol-700 underline decoration-2 underline-offset-4 hover:text-petrol-900"
      >
        {messages.news.allNews}
        <SiteIcon name="arrow-right" className="size-5 rtl:-scale-x-100" />
      </a>
    </Section>
  );
}
