import type { NavLink } from '@sitedesk/shared/content/schema';
import { describe, expect, it } from 'vitest';
import {
  linksOf,
  linkVisibility,
  moveRow,
  type NavPage,
  navRows,
  targetKey,
  targetOfKey,
} from './navigation-links';

const porto: NavPage = {
  id: '6b1f7c1e-0d5a-4d4e-9b8e-1f2a3b4c5d6e',
  name: 'Porto',
  isPublished: true,
  placement: 'header',
};
const lisbon: NavPage = {
  id: '7c2a8d2f-1e6b-4e5f-8c9f-2a3b4c5d6e7f',
  name: 'Lisbon',
  isPublished: true,
  placement: 'footer',
};
const draft: NavPage = {
  id: '8d3b9e3a-2f7c-4f6a-9d0a-3b4c5d6e7f8a',
  name: 'Draft',
  isPublished: false,
  placement: 'header',
};
const solutions: NavLink = { target: { kind: 'page', page: 'solutions' } };
const news: NavLink = { target: { kind: 'collection', collection: 'news' } };

describe('the navigation editor’s rows', () => {
  it('shows a live page placed in the list after the named links, and no unpublished or elsewhere-placed one', () => {
    const rows = navRows([solutions, news], 'header', [porto, lisbon, draft]);
    expect(rows.map((row) => [targetKey(row.link.target), row.isAutomatic])).toEqual([
      ['page:solutions', false],
      ['collection:news', false],
      [`entry:${porto.id}`, true],
    ]);
  });

  it('does not repeat a placed page the list already names', () => {
    const named: NavLink = { target: { kind: 'entry', id: porto.id }, label: 'Plant' };
    expect(navRows([named, solutions], 'header', [porto])).toEqual([
      { link: named, isAutomatic: false },
      { link: solutions, isAutomatic: false },
    ]);
  });

  it('moves named links among themselves, leaving the automatic pages automatic', () => {
    const rows = navRows([solutions, news], 'header', [porto]);
    expect(moveRow([solutions, news], rows, 1, 0)).toEqual([news, solutions]);
  });

  it('names every row when an automatic page is moved, so its place is kept', () => {
    const rows = navRows([solutions, news], 'header', [porto]);
    const moved = moveRow([solutions, news], rows, 2, 0);
    expect(moved.map((link) => targetKey(link.target))).toEqual([
      `entry:${porto.id}`,
      'page:solutions',
      'collection:news',
    ]);
    // Past either end nothing changes.
    expect(moveRow([solutions, news], rows, 0, -1)).toEqual([solutions, news]);
  });

  it('says why a named link would not show', () => {
    expect(linkVisibility(solutions.target, 'header', [])).toBe('visible');
    expect(linkVisibility({ kind: 'entry', id: porto.id }, 'header', [porto])).toBe('visible');
    expect(linkVisibility({ kind: 'entry', id: lisbon.id }, 'header', [lisbon])).toBe('placedElsewhere');
    expect(linkVisibility({ kind: 'entry', id: draft.id }, 'header', [draft])).toBe('notPublished');
    expect(linkVisibility({ kind: 'entry', id: porto.id }, 'header', [])).toBe('unknown');
  });

  it('reads the stored lists and turns targets into option values and back', () => {
    expect(linksOf({ header: [solutions, 'junk'], footer: [] }, 'header')).toEqual([solutions]);
    expect(linksOf(null, 'footer')).toEqual([]);
    for (const link of [solutions, news, { target: { kind: 'entry', id: porto.id } } as NavLink]) {
      expect(targetOfKey(targetKey(link.target))).toEqual(link.target);
    }
    expect(targetOfKey('page:nowhere')).toBeUndefined();
  });
});
