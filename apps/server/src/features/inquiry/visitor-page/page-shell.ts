import { type Locale, locales, localeTags } from '@sitedesk/shared/locales';
import type { StaticFile } from '../../site/static-file';
import { escapeHtml } from './page-html';

/** The parts of the site's own 404 page the visitor's page is built into: head, header, footer. */
type Shell = { beforeTitle: string; siteName: string; headRest: string; bodyStart: string; bodyEnd: string };

const shells = new WeakMap<StaticFile, Shell | null>();

/**
 * The site's layout around the page's `<main>`: the 404 page of the same language (its stylesheet, header,
 * language switch and footer, as the live pages keep it current) without its script and its search-engine
 * tags. A page without that structure (the service's stand-in site in tests) gives `null`; the page then
 * stands alone with the same content.
 */
function shellOf(file: StaticFile): Shell | null {
  const cached = shells.get(file);
  if (cached !== undefined) return cached;
  const html = file.body.toString('utf8');
  const title = /<title>([^<]*)<\/title>/.exec(html);
  const main = /<main id="main"[\s\S]*<\/main>/.exec(html);
  let shell: Shell | null = null;
  if (title && main) {
    const head = html.slice(title.index + title[0].length, html.indexOf('</head>'));
    shell = {
      beforeTitle: html.slice(0, title.index),
      siteName: (title[1] ?? '').split(' | ').at(-1) ?? '',
      // The site's script has nothing to do here (no islands), and the page is no one's to describe or index.
      headRest: head
        .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
        .replace(/<link rel="modulepreload"[^>]*>/g, '')
        .replace(/<link rel="(?:canonical|alternate)"[^>]*>/g, '')
        .replace(/<meta (?:name="(?:description|robots|twitter:[a-z:]+)"|property="og:[a-z:_]+")[^>]*>/g, ''),
      bodyStart: html.slice(html.indexOf('</head>'), main.index),
      bodyEnd: html.slice(main.index + main[0].length),
    };
  }
  shells.set(file, shell);
  return shell;
}

/** The switch to another language opens this same page in it, not that language's home page. */
function withLanguageLinks(html: string, pathIn: (locale: Locale) => string): string {
  return html.replace(/href="\/([a-z]{2})" hrefLang="([a-z]{2})"/g, (match, target: string, lang: string) =>
    target === lang && (locales as readonly string[]).includes(target)
      ? `href="${escapeHtml(pathIn(target as Locale))}" hrefLang="${lang}"`
      : match,
  );
}

const pageHeadTags = '<meta name="robots" content="noindex"/><meta name="referrer" content="no-referrer"/>';

/** One complete document: `main` in the site's layout of `locale`, titled `title`. */
export function pageDocument(options: {
  shellPage: StaticFile | undefined;
  locale: Locale;
  title: string;
  main: string;
  /** This page's path in another language, for the language switch. */
  pathIn?: (locale: Locale) => string;
}): string {
  const shell = options.shellPage ? shellOf(options.shellPage) : null;
  if (!shell) {
    const { dir } = localeTags[options.locale];
    return (
      `<!doctype html><html lang="${options.locale}" dir="${dir}"><head><meta charset="utf-8"/>` +
      `<meta name="viewport" content="width=device-width, initial-scale=1"/><title>${escapeHtml(options.title)}</title>` +
      `${pageHeadTags}</head><body>${options.main}</body></html>`
    );
  }
  // The site's name as its 404 page has it: already escaped there.
  const title = shell.siteName
    ? `${escapeHtml(options.title)} | ${shell.siteName}`
    : escapeHtml(options.title);
  const bodyStart = options.pathIn ? withLanguageLinks(shell.bodyStart, options.pathIn) : shell.bodyStart;
  return (
    `${shell.beforeTitle}<title>${title}</title>${pageHeadTags}${shell.headRest}` +
    `${bodyStart}${options.main}${shell.bodyEnd}`
  );
}
