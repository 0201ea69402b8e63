import type { JobEntry, JobType, NewsEntry, ProductEntry } from '@sitedesk/shared/collections/entries';
import type { PublishedEntry } from '@sitedesk/shared/collections/published';
import { richTextToPlainText } from '@sitedesk/shared/collections/rich-text';
import type { CompanyLocation, SiteContent } from '@sitedesk/shared/content/schema';
import { type Locale, localeTags } from '@sitedesk/shared/locales';
import { originPlaceholder } from './origin';

type JsonLd = Record<string, unknown>;

const organizationRef = { '@id': `${originPlaceholder}/#organization` };

function publisher(content: SiteContent): JsonLd {
  return {
    '@type': 'Organization',
    ...organizationRef,
    name: content.company.name,
    logo: `${originPlaceholder}/favicon.svg`,
  };
}

/** schema.org NewsArticle: search engines show the headline, date and picture of a press release. */
export function newsArticleJsonLd(
  entry: PublishedEntry<NewsEntry>,
  content: SiteContent,
  locale: Locale,
  url: string,
  imageUrl: string | undefined,
): JsonLd {
  const { document } = entry;
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: document.title,
    description: document.teaser,
    datePublished: document.date,
    dateModified: entry.publishedAt,
    // The language of the article's words: another one where an editor chose to show it so (decision 202).
    inLanguage: localeTags[entry.shownIn[locale] ?? locale].hreflang,
    mainEntityOfPage: url,
    ...(imageUrl ? { image: [imageUrl] } : {}),
    author: publisher(content),
    publisher: publisher(content),
  };
}

/** schema.org Product with its specifications as properties. */
export function productJsonLd(
  entry: PublishedEntry<ProductEntry>,
  content: SiteContent,
  url: string,
  imageUrls: string[],
): JsonLd {
  const { document } = entry;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: document.name,
    description: document.summary,
    url,
    ...(imageUrls.length > 0 ? { image: imageUrls } : {}),
    brand: { '@type': 'Brand', name: content.company.name },
    manufacturer: organizationRef,
    additionalProperty: document.specs.map((spec) => ({
      '@type': 'PropertyValue',
      name: spec.label,
      value: spec.value,
      ...(spec.unit ? { unitText: spec.unit } : {}),
    })),
  };
}

const employmentTypes: Record<JobType, string> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  apprenticeship: 'INTERN',
};

/** schema.org JobPosting: job search engines list the ad until its closing date. */
export function jobPostingJsonLd(
  entry: PublishedEntry<JobEntry>,
  content: SiteContent,
  location: CompanyLocation | undefined,
  url: string,
): JsonLd {
  const { document } = entry;
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: document.title,
    description: [richTextToPlainText(document.description), richTextToPlainText(document.offer)]
      .filter(Boolean)
      .join('\n\n'),
    url,
    datePosted: entry.publishedAt.slice(0, 10),
    validThrough: `${document.closingDate}T23:59:59Z`,
    employmentType: employmentTypes[document.type],
    ...(document.startDate ? { jobStartDate: document.startDate } : {}),
    hiringOrganization: { '@type': 'Organization', ...organizationRef, name: content.company.name },
    ...(location
      ? {
          jobLocation: {
            '@type': 'Place',
            name: location.name,
            address: {
              '@type': 'PostalAddress',
              streetAddress: location.address.street,
              postalCode: location.address.postalCode,
              addressLocality: location.address.locality,
              addressCountry: location.address.countryCode,
            },
          },
        }
      : {}),
  };
}
