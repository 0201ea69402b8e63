import { describe, expect, it } from 'vitest';
import { languageEndonym, locales } from './locales';

describe('languageEndonym', () => {
  it('names each language in itself, as a chooser lists it', () => {
    expect(locales.map(languageEndonym)).toEqual([
      ...['English', 'Deutsch', 'Français', 'العربية', 'Български', 'Čeština', 'Dansk', 'Ελληνικά'],
      ...['Español', 'Eesti', 'Suomi', 'Gaeilge', 'Hrvatski', 'Magyar', 'Italiano', '日本語', 'Lietuvių'],
      ...['Latviešu', 'Malti', 'Nederlands', 'Polski', 'Português', 'Română', 'Slovenčina', 'Slovenščina'],
      ...['Svenska', 'Türkçe', '中文'],
    ]);
  });
});
