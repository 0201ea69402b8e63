import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { iconSpriteFile, renderIconSprite } from '../../scripts/icon-sprite';
import { SiteIcon } from './site-icon';
import { siteIconNames } from './site-icon-names';

describe('the site’s icon sprite (decision 201)', () => {
  it('is the file the script writes from the list of names', () => {
    // Run `node --import tsx apps/web/scripts/icon-sprite.ts` after changing the list or lucide.
    expect(readFileSync(iconSpriteFile, 'utf8')).toBe(renderIconSprite());
  });

  it('has one symbol per name, each with a stroke of its own, since `<use>` clones only the symbol', () => {
    const sprite = renderIconSprite();
    const symbols = [...sprite.matchAll(/<symbol id="([^"]+)"([^>]*)>/g)];
    expect(symbols.map(([, id]) => id)).toEqual([...siteIconNames]);
    for (const [, , attributes] of symbols) {
      expect(attributes).toContain('viewBox="0 0 24 24"');
      expect(attributes).toContain('stroke="currentColor"');
      expect(attributes).not.toContain('fill=');
    }
    expect(sprite).not.toMatch(/<script|\son\w+=/i);
  });
});

describe('SiteIcon', () => {
  it('draws decoration hidden from assistive technology, line art even without a stylesheet', () => {
    const markup = renderToStaticMarkup(<SiteIcon name="arrow-right" className="size-5 rtl:-scale-x-100" />);
    expect(markup).toMatch(
      /^<svg aria-hidden="true" width="24" height="24" fill="none" class="size-5 rtl:-scale-x-100"><use href="[^"#]*icons[^"#]*\.svg#arrow-right"><\/use><\/svg>$/,
    );
  });

  it('names an icon that says something by itself, as an image with a title', () => {
    const markup = renderToStaticMarkup(<SiteIcon name="circle-alert" label="Warning" />);
    expect(markup).toContain('role="img"');
    expect(markup).toContain('<title>Warning</title>');
    expect(markup).not.toContain('aria-hidden');
  });
});
