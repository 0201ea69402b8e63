import { describe, expect, it } from 'vitest';
import { contentSectionKeys } from './sections';
import { type SectionsShownIn, untranslatedPagesOf } from './stored-content';

const allInEnglish: SectionsShownIn = Object.fromEntries(contentSectionKeys.map((key) => [key, 'en']));

describe('the fixed pages a language shows wholly in English (decision 213)', () => {
  it('are every page while no section is translated', () => {
    expect(untranslatedPagesOf(allInEnglish)).toEqual([
      'home',
      'solutions',
      'sustainability',
      'company',
      'contact',
      'imprint',
      'privacy',
    ]);
  });

  it('lose a page once one of its own sections is translated, but not by the header, footer and head', () => {
    const { hero: _hero, ...homeBegun } = allInEnglish;
    const { company: _company, navigation: _navigation, meta: _meta, ...siteWideTranslated } = allInEnglish;
    expect(untranslatedPagesOf(homeBegun)).not.toContain('home');
    expect(untranslatedPagesOf(homeBegun)).toContain('company');
    expect(untranslatedPagesOf(siteWideTranslated)).toHaveLength(7);
    expect(untranslatedPagesOf({})).toEqual([]);
  });
});
