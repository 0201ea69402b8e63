import type { PageEntry } from '@sitedesk/shared/collections/entries';
import { emptyCollections, type PublishedCollections } from '@sitedesk/shared/collections/published';
import type { Locale } from '@sitedesk/shared/locales';
import { describe, expect, it } from 'vitest';
import { type PlannedPage, planPages } from './route-plan';

const headerId = 'a0000000-0000-4000-8000-000000000001';
const landingId = 'a0000000-0000-4000-8000-000000000002';

function pageEntry(id: string, slug: string, change: Partial<PageEntry> = {}) {
  const document: PageEntry = {
    title: `Page ${slug}`,
    slug,
    placement: 'none',
    blocks: [{ type: 'intro', id: 'intro', title: 'Hello', text: 'Words.' }],
    seoDescription: 'About it.',
    ...change,
  };
  return { id, document, paths: { en: `/en/${slug}` }, shownIn: {}, publishedAt: '2026-06-01T08:00:00.000Z' };
}

function plan(pages: ReturnType<typeof pageEntry>[], signatures: Record<string, string>) {
  const collections: Record<Locale, PublishedCollections> = {
    en: { ...emptyCollections, pages },
  } as Record<Locale, PublishedCollections>;
  return planPages({
    sectionsStamp: 'sections-1',
    siteLocales: ['en'],
    collections,
    entrySignatures: new Map(Object.entries(signatures)),
  });
}

/** The paths whose signature differs between two plans: what a sync renders again. */
function rerendered(before: PlannedPage[], after: PlannedPage[]): string[] {
  const old = new Map(before.map((page) => [page.path ?? '404', page.signature]));
  return after
    .filter((page) => old.get(page.path ?? '404') !== page.signature)
    .map((page) => page.path ?? '404');
}

describe('planning editors’ pages', () => {
  it('serves each published page at /{locale}/{slug}', () => {
    const planned = plan([pageEntry(headerId, 'porto-plant'), pageEntry(landingId, 'spring-offer')], {});
    expect(planned.filter((page) => page.route.kind === 'entry').map((page) => page.path)).toEqual([
      '/en/porto-plant',
      '/en/spring-offer',
    ]);
  });

  it('renders only its own page when a page placed nowhere changes', () => {
    const header = pageEntry(headerId, 'porto-plant', { placement: 'header' });
    const before = plan([header, pageEntry(landingId, 'spring-offer')], {
      [headerId]: 'v1',
      [landingId]: 'v1',
    });
    const after = plan([header, pageEntry(landingId, 'spring-offer', { title: 'Spring offer 2026' })], {
      [headerId]: 'v1',
      [landingId]: 'v2',
    });
    expect(rerendered(before, after)).toEqual(['/en/spring-offer']);
  });

  it('renders every page again when a page in the header or footer is renamed, moved or placed elsewhere', () => {
    const header = pageEntry(headerId, 'porto-plant', { placement: 'header' });
    const before = plan([header], { [headerId]: 'v1' });
    const everyPage = before.map((page) => page.path ?? '404');
    for (const change of [
      { title: 'The Porto plant' },
      { navLabel: 'Porto' },
      { placement: 'footer' as const },
      { placement: 'none' as const },
    ]) {
      const after = plan([pageEntry(headerId, 'porto-plant', { placement: 'header', ...change })], {
        [headerId]: 'v2',
      });
      expect(rerendered(before, after).sort(), JSON.stringify(change)).toEqual(everyPage.sort());
    }
    const moved = plan([pageEntry(headerId, 'porto', { placement: 'header' })], { [headerId]: 'v2' });
    expect(rerendered(before, moved)).toContain('/en/company');
    // The header shows the link only: new blocks on the page itself leave the other pages as they are.
    const reworded = plan(
      [
        pageEntry(headerId, 'porto-plant', {
          placement: 'header',
          blocks: [{ type: 'quote', id: 'q', quote: 'Quiet and fast.', name: 'Ana' }],
        }),
      ],
      { [headerId]: 'v2' },
    );
    expect(rerendered(before, reworded)).toEqual(['/en/porto-plant']);
  });
});
