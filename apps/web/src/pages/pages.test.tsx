import {
  type ContentSectionKey,
  pageContentSections,
  siteWideSections,
} from '@sitedesk/shared/content/sections';
import { pageIds } from '@sitedesk/shared/routes';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { loadPage } from '../app/load-page';
import { SiteProvider } from '../app/site-context';

// Whether a page counts as translated follows the sections it shows (decision 213): a section missing from
// the map would let an English page into hreflang and the sitemap, or keep a translated one out.
describe('the sections each fixed page shows', () => {
  it.each(pageIds)('%s reads exactly the sections the map names', async (page) => {
    const { site, Page } = await loadPage(page, 'en');
    const read = new Set<string>();
    const content = new Proxy(site.content, {
      get(target, key, receiver) {
        if (typeof key === 'string') read.add(key);
        return Reflect.get(target, key, receiver);
      },
    });
    renderToStaticMarkup(
      <SiteProvider value={{ ...site, content }}>
        <Page />
      </SiteProvider>,
    );
    const own = [...read].filter((key) => !siteWideSections.includes(key as ContentSectionKey));
    expect(own.sort()).toEqual([...pageContentSections[page]].sort());
  });
});

describe('a section shown in English on an Arabic page (decision 213)', () => {
  it('marks its words left to right in English, and nothing else', async () => {
    const { site, Page } = await loadPage('home', 'ar');
    const html = renderToStaticMarkup(
      <SiteProvider value={{ ...site, sectionsShownIn: { hero: 'en' } }}>
        <Page />
      </SiteProvider>,
    );
    const marked = html.match(/<[a-z0-9]+ lang="en" dir="ltr"[^>]*>/g) ?? [];
    expect(marked).toHaveLength(1);
    const hero = html.slice(html.indexOf(marked[0] ?? '<none>'));
    expect(hero.indexOf('<h1')).toBeLessThan(hero.indexOf('</div>'));
    // The call to action's arrow follows the English text's direction, not the page's.
    expect(hero).toContain('[&amp;:dir(rtl)]:-scale-x-100');
  });
});
