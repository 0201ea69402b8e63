import { describe, expect, it } from 'vitest';
import { missingTranslations, withTranslationFallback } from './translation-fallback';

const englishBody = {
  type: 'doc',
  content: [
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'See our balers', marks: [{ type: 'link', attrs: { href: '/en/solutions' } }] },
      ],
    },
  ],
};

describe('rich text in a translation', () => {
  it('is taken whole: a translated paragraph never inherits the English link', () => {
    const german = {
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Unsere Pressen' }] }],
    };
    const merged = withTranslationFallback(
      { title: 'Titel', body: german },
      { title: 'Title', body: englishBody },
    );
    expect(merged).toEqual({ title: 'Titel', body: german });
  });

  it('falls back to the English text, and counts as one missing translation, while empty', () => {
    const blank = { type: 'doc', content: [] };
    expect(withTranslationFallback({ body: blank }, { body: englishBody })).toEqual({ body: englishBody });
    expect(missingTranslations({ body: blank }, { body: englishBody })).toEqual(['body']);
    expect(missingTranslations({}, { title: 'Title', body: englishBody })).toEqual(['title', 'body']);
  });
});
