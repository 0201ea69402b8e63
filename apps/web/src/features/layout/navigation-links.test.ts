import type { PageEntry } from '@sitedesk/shared/collections/entries';
import { emptyCollections, type SiteRoute } from '@sitedesk/shared/collections/published';
import { demoContent } from '@sitedesk/shared/content/catalogs';
import type { NavLink } from '@sitedesk/shared/content/schema';
import { locales } from '@sitedesk/shared/locales';
import { messageCatalogs } from '@sitedesk/shared/messages/catalogs';
import { describe, expect, it } from 'vitest';
import type { SiteState } from '../../app/site-context';
import { navigationLinks } from './navigation-links';

const plant = 'b0000000-0000-4000-8000-000000000001';
const offer = 'b0000000-0000-4000-8000-000000000002';
const events = 'b0000000-0000-4000-8000-000000000003';
const draftOnly = 'b0000000-0000-4000-8000-000000000004';

function page(id: string, slug: string, change: Partial<PageEntry>) {
  const document: PageEntry = {
    title: slug,
    slug,
    placement: 'header',
    blocks: [{ type: 'intro', id: 'intro', title: 'Hello', text: 'Words.' }],
    seoDescription: 'About it.',
    ...change,
  };
  return { id, document, paths: { de: `/de/${slug}` }, shownIn: {}, publishedAt: '2026-06-01T08:00:00.000Z' };
}

function site(header: NavLink[], route: SiteRoute = { kind: 'page', page: 'company' }): SiteState {
  return {
    content: { ...demoContent.de, navigation: { header, footer: [] } },
    sectionsShownIn: {},
    untranslatedPages: {},
    messages: messageCatalogs.de,
    locale: 'de',
    route,
    media: {},
    collections: {
      ...emptyCollections,
      pages: [
        page(plant, 'werk-porto', { title: 'Unser Werk in Porto', navLabel: 'Porto' }),
        page(offer, 'fruehjahr', { title: 'Frühjahrsangebot', placement: 'footer' }),
        page(events, 'termine', { title: 'Termine' }),
      ],
    },
    siteLocales: locales,
  };
}

describe('the header’s links', () => {
  const header: NavLink[] = [
    { target: { kind: 'page', page: 'contact' } },
    { target: { kind: 'entry', id: plant } },
    { target: { kind: 'collection', collection: 'news' }, label: 'Presse' },
    // Placed in the footer, and not published: neither is shown in the header.
    { target: { kind: 'entry', id: offer } },
    { target: { kind: 'entry', id: draftOnly } },
  ];

  it('follows the navigation section, then adds the pages placed there it does not name', () => {
    expect(navigationLinks(site(header), 'header').map(({ href, label }) => [href, label])).toEqual([
      ['/de/kontakt', messageCatalogs.de.nav.contact],
      ['/de/werk-porto', 'Porto'],
      ['/de/aktuelles', 'Presse'],
      ['/de/termine', 'Termine'],
    ]);
    expect(navigationLinks(site(header), 'footer').map(({ label }) => label)).toEqual(['Frühjahrsangebot']);
  });

  it('shows no more than twelve links in the header, however many pages are placed there', () => {
    const many = Array.from({ length: 40 }, (_, index) =>
      page(`c0000000-0000-4000-8000-${String(index).padStart(12, '0')}`, `seite-${index}`, {}),
    );
    const crowded = site(header);
    crowded.collections = { ...crowded.collections, pages: many };
    expect(navigationLinks(crowded, 'header')).toHaveLength(12);
  });

  it('marks an editor’s page as the current page on itself', () => {
    const onPlant = site(header, { kind: 'entry', collection: 'pages', id: plant });
    const current = navigationLinks(onPlant, 'header').filter((link) => link.current === 'page');
    expect(current.map((link) => link.href)).toEqual(['/de/werk-porto']);
  });
});
