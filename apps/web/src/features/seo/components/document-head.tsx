import { type Locale, localeTags } from '@sitedesk/shared/locales';
import { pathFor } from '@sitedesk/shared/routes';
import type { SiteState } from '../../../app/site-context';
import { organizationJsonLd } from '../organization-json-ld';
import { ogImage, originPlaceholder } from '../origin';
import { scriptFontPreloads } from '../script-fonts';

const pagesWithOrganization = new Set(['home', 'company', 'contact']);

/** JSON for a `<script>` element: `<` is escaped so no text can close the element early. */
function jsonForScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** Title, description, canonical and alternate links, Open Graph and JSON-LD for one page. */
export function DocumentHead({ site }: { site: SiteState }) {
  const { page, locale, content, siteLocales } = site;
  const meta = content.meta[page];
  const url = (path: string) => `${originPlaceholder}${path}`;
  const canonicalPath = page === 'notFound' ? undefined : pathFor(page, locale);
  const pageUrl = (other: Locale) => (page === 'notFound' ? undefined : url(pathFor(page, other)));
  const scriptFont = scriptFontPreloads[locale];
  return (
    <>
      {scriptFont && <link rel="preload" href={scriptFont} as="font" type="font/woff2" crossOrigin="" />}
      <title>{meta.title}</title>
      <meta name="description" content={meta.description} />
      {canonicalPath ? (
        <>
          <link rel="canonical" href={url(canonicalPath)} />
          {siteLocales.map((other) => (
            <link key={other} rel="alternate" hrefLang={localeTags[other].hreflang} href={pageUrl(other)} />
          ))}
          <link rel="alternate" hrefLang="x-default" href={url('/')} />
        </>
      ) : (
        <meta name="robots" content="noindex" />
      )}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={content.company.name} />
      <meta property="og:title" content={meta.title} />
      <meta property="og:description" content={meta.description} />
      {canonicalPath ? <meta property="og:url" content={url(canonicalPath)} /> : null}
      <meta property="og:locale" content={localeTags[locale].ogLocale} />
      {siteLocales
        .filter((other) => other !== locale)
        .map((other) => (
          <meta key={other} property="og:locale:alternate" content={localeTags[other].ogLocale} />
        ))}
      <meta property="og:image" content={url(ogImage.path)} />
      <meta property="og:image:width" content={String(ogImage.width)} />
      <meta property="og:image:height" content={String(ogImage.height)} />
      <meta property="og:image:alt" content={content.company.tagline} />
      <meta name="twitter:card" content="summary_large_image" />
      {pagesWithOrganization.has(page) ? (
        <script
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD is data, escaped by jsonForScript.
          dangerouslySetInnerHTML={{ __html: jsonForScript(organizationJsonLd(content, locale)) }}
        />
      ) : null}
    </>
  );
}
