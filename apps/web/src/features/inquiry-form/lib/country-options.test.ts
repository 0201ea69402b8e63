import { describe, expect, it } from 'vitest';
import { buildCountryOptions, countryList, findCountryByText, searchCountries } from './country-options';

const names = {
  AT: 'Österreich',
  AU: 'Australien',
  DE: 'Deutschland',
  CZ: 'Tschechien',
  US: 'Vereinigte Staaten',
};
const options = buildCountryOptions(Object.keys(names), names, 'de', { withDialCode: true });
const codes = (query: string) => searchCountries(options, query).map((option) => option.code);

describe('searchCountries', () => {
  it('sorts names as German readers expect (Ö with O)', () => {
    expect(options.map((option) => option.code)).toEqual(['AU', 'DE', 'AT', 'CZ', 'US']);
  });

  it('finds a name without its accents', () => {
    expect(codes('oster')).toEqual(['AT']);
    expect(codes('Öster')).toEqual(['AT']);
  });

  it.each([
    ['+49', ['DE']],
    ['0049', ['DE']],
    ['43', ['AT']],
    ['+1', ['US']],
  ])('finds %s by dial code', (query, expected) => {
    expect(codes(query)).toEqual(expected);
  });

  it('puts the ISO code first, then names containing it', () => {
    expect(codes('at')).toEqual(['AT', 'US']);
  });

  it('names parts of a name', () => {
    expect(codes('staaten')).toEqual(['US']);
  });
});

describe('findCountryByText', () => {
  const found = (text: string) => findCountryByText(options, text)?.code;

  it.each([
    ['Österreich', 'AT'],
    ['  osterreich ', 'AT'],
    ['de', 'DE'],
    ['Deutschland (+49)', 'DE'],
  ])('takes "%s" as naming %s exactly', (text, code) => {
    expect(found(text)).toBe(code);
  });

  // Text the visitor typed that names no country is kept and marked, never swapped for a guess.
  it.each(['Öster', 'Atlantis', '+49', ''])('finds no exact country for "%s"', (text) => {
    expect(found(text)).toBeUndefined();
  });
});

describe('countryList', () => {
  it('names the chosen country as the sorted list does, before and after the list is built', () => {
    const list = countryList(Object.keys(names), names, 'de', { withDialCode: true });
    const early = list.find('AT');
    expect(early).toEqual(options.find((option) => option.code === 'AT'));
    expect(list.all().map((option) => option.code)).toEqual(['AU', 'DE', 'AT', 'CZ', 'US']);
    expect(list.find('AT')).toEqual(early);
    // The list is built once and kept.
    expect(list.all()).toBe(list.all());
  });

  it('finds no option for a code outside its list', () => {
    const list = countryList(['DE'], names, 'de', { withDialCode: false });
    expect(list.find('AT')).toBeUndefined();
    expect(list.find('DE')?.dialCode).toBeUndefined();
  });
});
