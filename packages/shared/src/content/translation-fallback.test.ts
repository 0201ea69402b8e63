import { describe, expect, it } from 'vitest';
import {
  isTranslationNotBegun,
  missingTranslations,
  untranslatedCopy,
  withTranslationFallback,
} from './translation-fallback';

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

describe('a translation not begun (decision 213)', () => {
  const english = {
    title: 'Our balers',
    items: [{ name: 'EcoBale X4', image: { mediaId: 'm1' } }],
    body: englishBody,
  };

  it('is what a new language starts with, and what a missing section is', () => {
    expect(isTranslationNotBegun(untranslatedCopy(english), english)).toBe(true);
    expect(isTranslationNotBegun(undefined, english)).toBe(true);
  });

  it('ends with the first text of its own, even where the rest still falls back', () => {
    const started = { ...(untranslatedCopy(english) as object), title: 'Unsere Pressen' };
    expect(isTranslationNotBegun(started, english)).toBe(false);
  });

  it('is not decided by copied ids or by list items English or the translation added', () => {
    const copied = { title: '', items: [{ name: '', image: { mediaId: 'm1' } }], code: 'EB-X4' };
    const source = { ...english, code: 'EB-X4' };
    expect(isTranslationNotBegun(copied, source)).toBe(true);
    const longerEnglish = {
      ...english,
      items: [...english.items, { name: 'EcoBale X6', image: { mediaId: 'm2' } }],
    };
    expect(isTranslationNotBegun(untranslatedCopy(english), longerEnglish)).toBe(true);
    const ownItem = { ...(untranslatedCopy(english) as object), items: [{ name: '' }, { name: 'Lis XL' }] };
    expect(isTranslationNotBegun(ownItem, english)).toBe(false);
  });

  it('is never said of a section without texts', () => {
    expect(isTranslationNotBegun({}, { items: [] })).toBe(false);
  });
});
