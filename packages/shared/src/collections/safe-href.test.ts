import { describe, expect, it } from 'vitest';
import { isSafeHref } from './rich-text';

describe('links editors may set', () => {
  it('allows site paths, web, mail and phone links', () => {
    for (const href of [
      '/en/contact',
      'https://example.com/a',
      'mailto:sales@example.com',
      'tel:+49 421 555',
    ])
      expect(isSafeHref(href), href).toBe(true);
  });

  it('refuses scripts, data, other hosts and what browsers would turn into another host', () => {
    for (const href of [
      'javascript:alert(1)',
      'data:text/html,x',
      '//evil.example',
      '/\t/evil.example',
      '/\\evil.example',
      '/\n/evil.example',
    ])
      expect(isSafeHref(href), JSON.stringify(href)).toBe(false);
  });
});
