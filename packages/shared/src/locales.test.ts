import { describe, expect, it } from 'vitest';
import { languageEndonym, locales } from './locales';

describe('languageEndonym', () => {
  it('names each language in itself, as a chooser lists it', () => {
    expect(locales.map(languageEndonym)).toEqual(['English', 'Deutsch', 'Français', 'العربية']);
  });
});
