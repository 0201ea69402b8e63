import type { JobEntry, NewsEntry, ProductEntry } from '@sitedesk/shared/collections/entries';
import { newsFeedPath } from '@sitedesk/shared/collections/paths';
import type { PublishedEntry } from '@sitedesk/shared/collections/published';
import { translatedPaths } from '@sitedesk/shared/collections/published';
import { richTextToPlainText } from '@sitedesk/shared/collections/rich-text';
import type { Locale } from '@sitedesk/shared/locales';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { routeAlternates } from '../../app/route-alternates';
import { routeEntry } from '../../app/route-entry';
import type { SiteState } from '../../app/site-context';
import { absoluteMediaUrl, resolvePlacedImage } from '../../ui/placed-image';
import { jobPostingJsonLd, newsArticleJsonLd, productJsonLd } from './entry-json-ld';
import { organizationJsonLd } from './organization-json-ld';
import { originPlaceholder } from './origin';

export type HeadImage = { url: string; width: number; height: number; alt: string };

/** Everything `<DocumentHead>` writes for one page. */
export type RouteHead = {
  title: string;
  description: string;
  /** `undefined`: the page has no address of its own (404) and is not indexed. */
  canonicalPath: string | undefined;
  alternates: Partial<Record<Locale, string>>;
  ogType: 'website' | 'article';
  image: HeadImage | undefined;
  jsonLd: Record<string, unknown>[];
  /** News pages point feed readers to the language's Atom feed. */
  feedPath: string | undefined;
};

const pagesWithOrganization = new Set(['home', 'company', 'contact']);
const descriptionLength = 160;

function shorten(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= descriptionLength) return flat;
  return `${flat.slice(0, descriptionLength - 1).replace(/\s+\S*$/, '')}…`;
}

export function routeHead(site: SiteState): RouteHead {
  const { route, locale, content, messages } = site;
  const { alternates, canonicalPath } = headAddresses(site);
  const url = `${originPlaceholder}${canonicalPath ?? ''}`;
  const titled = (title: string) =>
    formatMessage(messages.pageTitle, { title, company: content.company.name });
  const base = {
    canonicalPath,
    alternates,
    ogType: 'website' as const,
    image: undefined,
    feedPath: undefined,
  };
  switch (route.kind) {
    case 'page': {
      const meta = content.meta[route.page];
      const jsonLd = pagesWithOrganization.has(route.page) ? [organizationJsonLd(content, locale)] : [];
      return { ...base, title: meta.title, description: meta.description, jsonLd };
    }
    case 'newsList': {
      const name = route.category ? messages.news.categories[route.category] : messages.news.title;
      const title =
        route.pageNumber > 1
          ? formatMessage(messages.news.pageTitle, { title: name, page: String(route.pageNumber) })
          : name;
      return {
        ...base,
        title: titled(title),
        description: messages.news.description,
        jsonLd: [],
        feedPath: newsFeedPath(locale),
      };
    }
    case 'jobsList':
      return {
        ...base,
        title: titled(messages.careers.title),
        description: messages.careers.description,
        jsonLd: [],
      };
    case 'entry':
      switch (route.collection) {
        case 'news':
          return newsHead(site, routeEntry(site, 'news'), base, url, titled);
        case 'products':
          return productHead(site, routeEntry(site, 'products'), base, url, titled);
        case 'jobs':
          return jobHead(site, routeEntry(site, 'jobs'), base, url, titled);
        case 'pages': {
          const { document } = routeEntry(site, 'pages');
          // As for news: an SEO title is the whole title; the first image-and-text block's image is the preview.
          const firstImage = document.blocks.find((block) => block.type === 'imageText')?.image;
          return {
            ...base,
            title: document.seoTitle || titled(document.title),
            description: document.seoDescription,
            image: headImage(site, firstImage),
            jsonLd: [],
          };
        }
      }
  }
}

/**
 * The page's own address and its hreflang alternates. An entry's alternates are its translations only; a
 * page showing an entry in another language by an editor's choice (decision 202) keeps its address but
 * names no alternates: it is not this language's version of the entry, and hreflang would say it is. The
 * same holds for a fixed page whose sections are all shown in English (decision 213).
 */
function headAddresses(site: SiteState): Pick<RouteHead, 'alternates' | 'canonicalPath'> {
  const { route, locale } = site;
  if (route.kind === 'entry') {
    const entry = site.collections[route.collection].find((candidate) => candidate.id === route.id);
    if (!entry) return { alternates: {}, canonicalPath: undefined };
    if (entry.shownIn[locale] !== undefined) return { alternates: {}, canonicalPath: entry.paths[locale] };
    const alternates = translatedPaths(entry);
    return { alternates, canonicalPath: alternates[locale] };
  }
  const untranslated = (other: Locale) =>
    route.kind === 'page' && route.page !== 'notFound' && site.untranslatedPages[other]?.includes(route.page);
  // A fixed page shown wholly in English here (decision 213) is not this language's version of it.
  if (untranslated(locale)) return { alternates: {}, canonicalPath: routeAlternates(site)[locale] };
  const alternates = Object.fromEntries(
    Object.entries(routeAlternates(site)).filter(([other]) => !untranslated(other as Locale)),
  );
  return { alternates, canonicalPath: alternates[locale] };
}

type Base = Pick<RouteHead, 'canonicalPath' | 'alternates' | 'ogType' | 'image' | 'feedPath'>;

function headImage(site: SiteState, placed: { mediaId: string; alt?: string | undefined } | undefined) {
  const resolved = placed ? resolvePlacedImage(placed, site.media, site.locale) : undefined;
  if (!resolved?.image.width || !resolved.image.height) return undefined;
  return {
    url: absoluteMediaUrl(resolved.image.url, originPlaceholder),
    width: resolved.image.width,
    height: resolved.image.height,
    alt: resolved.alt,
  };
}

function newsHead(
  site: SiteState,
  entry: PublishedEntry<NewsEntry>,
  base: Base,
  url: string,
  titled: (title: string) => string,
): RouteHead {
  const { document } = entry;
  const image = headImage(site, document.cover);
  return {
    ...base,
    title: document.seoTitle || titled(document.title),
    description: document.seoDescription || shorten(document.teaser),
    ogType: 'article',
    image,
    jsonLd: [newsArticleJsonLd(entry, site.content, site.locale, url, image?.url)],
    feedPath: newsFeedPath(site.locale),
  };
}

function productHead(
  site: SiteState,
  entry: PublishedEntry<ProductEntry>,
  base: Base,
  url: string,
  titled: (title: string) => string,
): RouteHead {
  const { document } = entry;
  const images = document.images.flatMap((placed) => headImage(site, placed) ?? []);
  return {
    ...base,
    title: document.seoTitle || titled(document.name),
    description: document.seoDescription || shorten(document.summary),
    image: images[0],
    jsonLd: [
      productJsonLd(
        entry,
        site.content,
        url,
        images.map((image) => image.url),
      ),
    ],
  };
}

function jobHead(
  site: SiteState,
  entry: PublishedEntry<JobEntry>,
  base: Base,
  url: string,
  titled: (title: string) => string,
): RouteHead {
  const { document } = entry;
  const location = site.content.locations.items.find((item) => item.id === document.locationId);
  return {
    ...base,
    title: document.seoTitle || titled(document.title),
    description: document.seoDescription || shorten(richTextToPlainText(document.description)),
    jsonLd: [jobPostingJsonLd(entry, site.content, location, url)],
  };
}
