import { type Locale, localeTags } from '@sitedesk/shared/locales';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { pathFor } from '@sitedesk/shared/routes';
import type { SiteState } from '../../../app/site-context';
import { fontPreloadsFor } from '../font-preloads';
import { ogImage, originPlaceholder } from '../origin';
import { routeHead } from '../route-head';

/** JSON for a `<script>` element: `<` is escaped so no text can close the element early. */
function jsonForScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** Title, description, canonical and alternate links, Open Graph and JSON-LD for one page. */
export function DocumentHead({ site }: { site: SiteState }) {
  const { locale, content, messages } = site;
  const head = routeHead(site);
  const url = (path: string) => `${originPlaceholder}${path}`;
  const isIndexed = head.canonicalPath !== undefined && !site.preview;
  const alternateLocales = site.siteLocales.filter((other) => head.alternates[other] !== undefined);
  const image = head.image ?? {
    url: url(ogImage.path),
    width: ogImage.width,
    height: ogImage.height,
    alt: content.company.tagline,
  };
  return (
    <>
      {fontPreloadsFor(locale).map((font) => (
        <link key={font} rel="preload" href={font} as="font" type="font/woff2" crossOrigin="" />
      ))}
      <title>{head.title}</title>
      <meta name="description" content={head.description} />
      {head.canonicalPath && isIndexed ? (
        <>
          <link rel="canonical" href={url(head.canonicalPath)} />
          {alternateLocales.map((other: Locale) => (
            <link
              key={other}
              rel="alternate"
              hrefLang={localeTags[other].hreflang}
              href={url(head.alternates[other] ?? pathFor('home', other))}
            />
          ))}
          {/* A page in no hreflang set (an entry shown in another language, decision 202) names no default. */}
          {alternateLocales.length > 0 ? <link rel="alternate" hrefLang="x-default" href={url('/')} /> : null}
        </>
      ) : (
        <meta name="robots" content="noindex" />
      )}
      {head.feedPath ? (
        <link
          rel="alternate"
          type="application/atom+xml"
          title={formatMessage(messages.news.feedTitle, { company: content.company.name })}
          href={url(head.feedPath)}
        />
      ) : null}
      <meta property="og:type" content={head.ogType} />
      <meta property="og:site_name" content={content.company.name} />
      <meta property="og:title" content={head.title} />
      <meta property="og:description" content={head.description} />
      {head.canonicalPath ? <meta property="og:url" content={url(head.canonicalPath)} /> : null}
      <meta property="og:locale" content={localeTags[locale].ogLocale} />
      {alternateLocales
        .filter((other) => other !== locale)
        .map((other) => (
          <meta key={other} property="og:locale:alternate" content={localeTags[other].ogLocale} />
        ))}
      <meta property="og:image" content={image.url} />
      <meta property="og:image:width" content={String(image.width)} />
      <meta property="og:image:height" content={String(image.height)} />
      <meta property="og:image:alt" content={image.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      {head.jsonLd.map((data) => (
        <script
          key={String(data['@type'])}
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD is data, escaped by jsonForScript.
          dangerouslySetInnerHTML={{ __html: jsonForScript(data) }}
        />
      ))}
    </>
  );
}
