import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SearchExcerpt } from './search-excerpt';

describe('the search excerpt in the inbox', () => {
  it('marks the matching words and shows the inquiry text as text, never as HTML', () => {
    const html = renderToStaticMarkup(
      <SearchExcerpt
        segments={[
          { text: 'Wir suchen eine ', isMatch: false },
          { text: 'Ballenpresse', isMatch: true },
          { text: ' <img src=x onerror=alert(1)>', isMatch: false },
        ]}
      />,
    );
    expect(html).toContain(
      '<mark class="rounded-sm bg-signal-300 px-0.5 text-steel-900">Ballenpresse</mark>',
    );
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img');
    expect(html).toContain('dir="auto"');
  });
});
