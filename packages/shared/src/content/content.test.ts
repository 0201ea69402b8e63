import { describe, expect, it } from 'vitest';
import { type DemoLocale, demoContent, demoLocales } from './catalogs';
import { siteContentSchema } from './schema';

describe('seed content', () => {
  it.each(demoLocales)('satisfies the content schema in %s', (locale) => {
    const result = siteContentSchema.safeParse(demoContent[locale]);
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it('lists the same locations and downloads in every language', () => {
    const shape = (locale: DemoLocale) => {
      const content = demoContent[locale];
      return {
        locations: content.locations.items.map((item) => [item.id, item.phone, item.geo]),
        downloads: content.quality.downloads.map((item) => [item.href, item.sizeBytes]),
        figures: content.figures.items.map((item) => [item.id, item.value]),
      };
    };
    for (const locale of demoLocales) expect(shape(locale)).toEqual(shape('en'));
  });
});
