import type { PagePlacement } from '@sitedesk/shared/collections/page-blocks';
import type { NavLink } from '@sitedesk/shared/content/schema';
import type { SiteState } from '../../app/site-context';
import { type ShownLanguageAttributes, shownLanguage } from '../../ui/shown-language';
import { ariaCurrentOf, navHref } from './nav-items';

export type NavigationArea = Exclude<PagePlacement, 'none'>;

/** One link of the header or footer as it is drawn. */
export type NavigationLink = {
  key: string;
  href: string;
  label: string;
  current: 'page' | 'true' | undefined;
  /** The label's language where it is an entry's text shown in another language (decision 202). */
  textLanguage: ShownLanguageAttributes;
};

/**
 * The header's or footer's links (decision 142): the navigation section's list in its order, with each
 * fixed page's and collection's own name unless the editor gave a label, then the editors' pages placed in
 * this area that the list does not name, by title. A named page that is not published in this language, or
 * is placed elsewhere, is left out, so a page taken out of the header leaves it at once.
 */
export function navigationLinks(site: SiteState, area: NavigationArea): NavigationLink[] {
  const { locale, route, messages, collections, content } = site;
  const placed = collections.pages.filter((entry) => entry.document.placement === area);
  const pageLink = (entry: (typeof placed)[number], label: string | undefined): NavigationLink[] => {
    const href = entry.paths[locale];
    if (!href) return [];
    const isCurrent = route.kind === 'entry' && route.collection === 'pages' && route.id === entry.id;
    return [
      {
        key: `entry:${entry.id}`,
        href,
        label: label || entry.document.navLabel || entry.document.title,
        current: isCurrent ? 'page' : undefined,
        // A label the navigation section gives is in the page's language.
        textLanguage: label ? {} : shownLanguage(entry, locale),
      },
    ];
  };
  const linkOf = ({ target, label }: NavLink): NavigationLink[] => {
    switch (target.kind) {
      case 'page':
      case 'collection': {
        const item = target.kind === 'page' ? target.page : target.collection;
        return [
          {
            key: `${target.kind}:${item}`,
            href: navHref(item, locale),
            label: label || messages.nav[item],
            current: ariaCurrentOf(item, route),
            textLanguage: {},
          },
        ];
      }
      case 'entry': {
        const entry = placed.find((candidate) => candidate.id === target.id);
        return entry ? pageLink(entry, label) : [];
      }
    }
  };
  const named = content.navigation[area].flatMap(linkOf);
  const namedKeys = new Set(named.map((link) => link.key));
  const rest = placed
    .flatMap((entry) => pageLink(entry, undefined))
    .filter((link) => !namedKeys.has(link.key));
  // A list that names a link twice shows it once: two links with one name would only confuse.
  const seen = new Set<string>();
  return [...named, ...rest]
    .filter((link) => !seen.has(link.key) && Boolean(seen.add(link.key)))
    .slice(0, maxNavigationLinks[area]);
}

/**
 * As many links as the navigation section may name (`content/schema.ts`): pages placed in the header or
 * footer beyond that are not shown, so no number of pages can bloat every page of the site.
 */
const maxNavigationLinks = { header: 12, footer: 24 } as const;
