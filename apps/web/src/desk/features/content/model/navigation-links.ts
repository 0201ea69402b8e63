import type { PagePlacement } from '@sitedesk/shared/collections/page-blocks';
import type { NavLink, NavTarget } from '@sitedesk/shared/content/schema';
import { isPageId } from '@sitedesk/shared/routes';

/**
 * The navigation editor's model (decision 143). A list stores the links editors named; a published page
 * placed in that list (`placement`) but not named is shown after them by the site (decision 142), so the
 * editor shows it there too, marked as automatic. Moving such a row names every row as shown, which fixes
 * the automatic pages' places in the stored order.
 */

export type NavListKey = 'header' | 'footer';

/** An editor's page as the navigation needs it: its live name, whether it is live, and where it is placed. */
export type NavPage = { id: string; name: string; isPublished: boolean; placement: PagePlacement };

export type NavRow = { link: NavLink; isAutomatic: boolean };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The stored links of one list; anything that is not a link (a broken draft) is left out. */
export function linksOf(document: unknown, list: NavListKey): NavLink[] {
  const links = isRecord(document) ? document[list] : undefined;
  return Array.isArray(links)
    ? links.filter((link): link is NavLink => isRecord(link) && isRecord(link.target))
    : [];
}

/** The rows as the site will order them: the named links, then placed pages nobody named yet. */
export function navRows(links: readonly NavLink[], list: NavListKey, pages: readonly NavPage[]): NavRow[] {
  const named = new Set(links.flatMap((link) => (link.target.kind === 'entry' ? [link.target.id] : [])));
  const automatic = pages
    .filter((page) => page.isPublished && page.placement === list && !named.has(page.id))
    .map((page): NavRow => ({ link: { target: { kind: 'entry', id: page.id } }, isAutomatic: true }));
  return [...links.map((link) => ({ link, isAutomatic: false })), ...automatic];
}

/** The stored list after moving the row at `from` to `to` (an automatic row's move names every row). */
export function moveRow(
  links: readonly NavLink[],
  rows: readonly NavRow[],
  from: number,
  to: number,
): NavLink[] {
  if (from === to || from < 0 || to < 0 || from >= rows.length || to >= rows.length) return [...links];
  const touchesAutomatic = Boolean(rows[from]?.isAutomatic || rows[to]?.isAutomatic);
  const list = touchesAutomatic ? rows.map((row) => row.link) : [...links];
  const [moved] = list.splice(from, 1);
  if (moved) list.splice(to, 0, moved);
  return list;
}

/** Why a named link would not show on the site, or `visible`. */
export function linkVisibility(
  target: NavTarget,
  list: NavListKey,
  pages: readonly NavPage[],
): 'visible' | 'unknown' | 'notPublished' | 'placedElsewhere' {
  if (target.kind !== 'entry') return 'visible';
  const page = pages.find((candidate) => candidate.id === target.id);
  if (!page) return 'unknown';
  if (!page.isPublished) return 'notPublished';
  return page.placement === list ? 'visible' : 'placedElsewhere';
}

/** A target as one `<option>` value (`page:home`, `collection:news`, `entry:{id}`), and back. */
export function targetKey(target: NavTarget): string {
  switch (target.kind) {
    case 'page':
      return `page:${target.page}`;
    case 'collection':
      return `collection:${target.collection}`;
    case 'entry':
      return `entry:${target.id}`;
  }
}

export function targetOfKey(key: string): NavTarget | undefined {
  const [kind, value = ''] = key.split(/:(.*)/s);
  if (kind === 'page' && isPageId(value)) return { kind: 'page', page: value };
  if (kind === 'collection' && (value === 'news' || value === 'careers'))
    return { kind: 'collection', collection: value };
  if (kind === 'entry' && value !== '') return { kind: 'entry', id: value };
  return undefined;
}
