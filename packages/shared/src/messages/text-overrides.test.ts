import { describe, expect, it } from 'vitest';
import { locales } from '../locales';
import { overridableCatalogs } from './overridable-catalogs';
import { applyOverrides, flattenCatalog, textAt, textProblems } from './text-overrides';

describe('corrections of shipped texts (decision 206)', () => {
  it('addresses every text of every correctable catalog by its key path, in every language', () => {
    for (const catalogs of Object.values(overridableCatalogs)) {
      for (const locale of locales) {
        for (const [key, value] of flattenCatalog(catalogs[locale])) {
          expect(textAt(catalogs[locale], key)).toEqual(value);
        }
      }
    }
  });

  it('replaces one text in a copy and leaves the shipped catalog alone', () => {
    const shipped = { nav: { contact: 'Kontakt', home: 'Start' } };
    const corrected = applyOverrides(shipped, [
      { key: 'nav.contact', value: 'Schreiben Sie uns' },
      // Keys a release removed and values of the wrong shape are skipped, never thrown over.
      { key: 'nav.gone', value: 'x' },
      { key: 'nav.home', value: { one: 'x', other: 'y' } },
      { key: '__proto__.polluted', value: 'x' },
    ]);
    expect(corrected).toEqual({ nav: { contact: 'Schreiben Sie uns', home: 'Start' } });
    expect(shipped.nav.contact).toBe('Kontakt');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('keeps the shipped placeholders: exactly, in a string and in each plural form', () => {
    expect(textProblems('Mehr über {name}', 'Learn about {name}')).toEqual([]);
    expect(textProblems('Mehr', 'Mehr über {name}')).toEqual([
      { code: 'placeholders_changed', expected: ['{name}'] },
    ]);
    expect(textProblems('{name} {secret}', '{name}')).toHaveLength(1);
    const shipped = { one: 'ein Text', other: '{count} Texte' };
    expect(textProblems({ one: 'genau ein Text', other: '{count} Einträge' }, shipped)).toEqual([]);
    expect(textProblems({ one: 'ein Text', other: 'Texte' }, shipped)).toEqual([
      { code: 'placeholders_changed', form: 'other', expected: ['{count}'] },
    ]);
    expect(textProblems({ other: '{count} Texte' }, shipped)).toEqual([
      { code: 'plural_forms_changed', expected: ['one', 'other'] },
    ]);
    expect(textProblems('{count} Texte', shipped)).toEqual([{ code: 'wrong_shape' }]);
  });
});
