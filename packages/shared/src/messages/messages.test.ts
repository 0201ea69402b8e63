import { describe, expect, it } from 'vitest';
import { inquiryTopicLabels } from '../inquiry-labels';
import { deskLocales, intlLocale, locales, perLocale } from '../locales';
import { apiErrorMessages, genericFieldMessages } from './api-error-texts';
import { messageCatalogs } from './catalogs';
import { deskMessageCatalogs } from './desk-catalogs';
import { formatMessage, formatPlural, type PluralForms } from './format';
import { inquiryFieldErrorMessages, inquiryRequiredFieldMessages } from './inquiry-error-texts';
import { siteLanguageFiles } from './site-language-files';
import { visitorPageMessageCatalogs } from './visitor-page-catalogs';

const pluralCategories = new Set<string>(['zero', 'one', 'two', 'few', 'many', 'other']);

/** A plural message: an object with an `other` form and nothing but plural categories as keys. */
function isPlural(value: unknown): value is PluralForms {
  return (
    typeof value === 'object' &&
    value !== null &&
    'other' in value &&
    Object.keys(value).every((key) => pluralCategories.has(key))
  );
}

/**
 * Flattens a catalog to `a.b.c → value` pairs so catalogs can be compared key by key; a plural message is
 * one value (its forms differ by language).
 */
function flatten(value: unknown, prefix = ''): Map<string, unknown> {
  const entries = new Map<string, unknown>();
  if (value && typeof value === 'object' && !isPlural(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const [path, leaf] of flatten(child, prefix ? `${prefix}.${key}` : key)) entries.set(path, leaf);
    }
  } else {
    entries.set(prefix, value);
  }
  return entries;
}

const placeholders = (text: unknown): string[] =>
  String(text)
    .match(/\{\w+\}/g)
    ?.sort() ?? [];

describe.each([
  { name: 'site', catalogs: messageCatalogs as Record<string, unknown>, languages: locales },
  { name: 'desk', catalogs: deskMessageCatalogs as Record<string, unknown>, languages: deskLocales },
  {
    name: 'visitor page',
    catalogs: visitorPageMessageCatalogs as Record<string, unknown>,
    languages: locales,
  },
  {
    name: 'site errors',
    catalogs: perLocale((locale) => siteLanguageFiles[locale].errors),
    languages: locales,
  },
  {
    name: 'visitor mails',
    catalogs: perLocale((locale) => siteLanguageFiles[locale].mail),
    languages: locales,
  },
  {
    name: 'quotations',
    catalogs: perLocale((locale) => siteLanguageFiles[locale].quote),
    languages: locales,
  },
  {
    name: 'erasure request',
    catalogs: perLocale((locale) => siteLanguageFiles[locale].erasureRequest),
    languages: locales,
  },
] as const)('UI message catalogs ($name)', ({ catalogs, languages }) => {
  const reference = flatten(catalogs.en);

  it.each(languages)('%s has exactly the keys of the English catalog', (locale) => {
    expect([...flatten(catalogs[locale]).keys()].sort()).toEqual([...reference.keys()].sort());
  });

  it.each(languages)('%s has no empty strings', (locale) => {
    const empty = [...flatten(catalogs[locale])].filter(([, value]) =>
      isPlural(value)
        ? Object.values(value).some((form) => typeof form !== 'string' || form.trim() === '')
        : typeof value !== 'string' || value.trim() === '',
    );
    expect(empty).toEqual([]);
  });

  it.each(languages)('%s keeps the placeholders of every English message', (locale) => {
    for (const [path, value] of flatten(catalogs[locale])) {
      const english = reference.get(path);
      if (isPlural(value)) {
        // A form may say its number in words ("one inquiry", Arabic's dual), so it may leave out one placeholder.
        const wanted = placeholders(isPlural(english) ? english.other : english);
        for (const form of Object.values(value)) {
          const missing = wanted.filter((name) => !placeholders(form).includes(name));
          expect({ path, extra: placeholders(form).filter((name) => !wanted.includes(name)) }).toEqual({
            path,
            extra: [],
          });
          expect({ path, missing: missing.length <= 1 }).toEqual({ path, missing: true });
        }
      } else {
        expect({ path, placeholders: placeholders(value) }).toEqual({
          path,
          placeholders: placeholders(english),
        });
      }
    }
  });

  it.each(languages)('%s gives each plural message exactly the forms its language has', (locale) => {
    const categories = new Intl.PluralRules(intlLocale(locale)).resolvedOptions().pluralCategories.sort();
    for (const [path, value] of flatten(catalogs[locale])) {
      if (!isPlural(value) && !isPlural(reference.get(path))) continue;
      expect({ path, forms: isPlural(value) ? Object.keys(value).sort() : value }).toEqual({
        path,
        forms: categories,
      });
    }
  });
});

describe.each([
  { name: 'API errors', catalogs: apiErrorMessages },
  { name: 'generic field errors', catalogs: genericFieldMessages },
  { name: 'inquiry field errors', catalogs: inquiryFieldErrorMessages },
  { name: 'required-field errors', catalogs: inquiryRequiredFieldMessages },
  { name: 'inquiry topics', catalogs: inquiryTopicLabels },
] as const)('$name', ({ catalogs }) => {
  const reference = flatten(catalogs.en);

  // The record type already demands every language; this catches a blank text and a key in one language only.
  it.each(locales)('%s has every English key, each with a text', (locale) => {
    const catalog = flatten(catalogs[locale]);
    expect([...catalog.keys()].sort()).toEqual([...reference.keys()].sort());
    expect([...catalog].filter(([, value]) => typeof value !== 'string' || value.trim() === '')).toEqual([]);
  });
});

describe('formatMessage', () => {
  it('fills placeholders and leaves unknown ones alone', () => {
    expect(formatMessage('{current} of {total} {x}', { current: 1, total: 3 })).toBe('1 of 3 {x}');
  });
});

describe('formatPlural', () => {
  const inquiries: PluralForms = {
    zero: 'لا استفسارات',
    one: 'استفسار واحد',
    two: 'استفساران',
    few: '{count} استفسارات',
    many: '{count} استفسارًا',
    other: '{count} استفسار',
  };

  it('chooses the form by the language’s plural rules and writes the number its way', () => {
    expect([0, 1, 2, 3, 11, 100].map((count) => formatPlural('ar', inquiries, count))).toEqual([
      'لا استفسارات',
      'استفسار واحد',
      'استفساران',
      '3 استفسارات',
      '11 استفسارًا',
      '100 استفسار',
    ]);
    const results = { one: '{count} result for “{query}”', other: '{count} results for “{query}”' };
    expect(formatPlural('en', results, 1, { query: 'pump' })).toBe('1 result for “pump”');
    expect(formatPlural('en', results, 1200, { query: 'pump' })).toBe('1,200 results for “pump”');
    expect(formatPlural('de', results, 1200, { query: 'pump' })).toBe('1.200 results for “pump”');
  });

  it('falls back to the `other` form where a language’s form is missing', () => {
    expect(formatPlural('fr', { one: '{count} demande', other: '{count} demandes' }, 1_000_000)).toBe(
      '1\u202f000\u202f000 demandes',
    );
  });
});
