import { describe, expect, it } from 'vitest';
import { apiErrorMessages, genericFieldMessages } from '../api-errors';
import { inquiryFieldErrorMessages, inquiryRequiredFieldMessages } from '../inquiry-errors';
import { inquiryTopicLabels } from '../inquiry-labels';
import { locales } from '../locales';
import { messageCatalogs } from './catalogs';
import { deskMessageCatalogs } from './desk-catalogs';
import { formatMessage } from './format';
import { visitorPageMessageCatalogs } from './visitor-page-catalogs';

/** Flattens a catalog to `a.b.c → value` pairs so catalogs can be compared key by key. */
function flatten(value: unknown, prefix = ''): Map<string, unknown> {
  const entries = new Map<string, unknown>();
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      for (const [path, leaf] of flatten(child, prefix ? `${prefix}.${key}` : key)) entries.set(path, leaf);
    }
  } else {
    entries.set(prefix, value);
  }
  return entries;
}

describe.each([
  { name: 'site', catalogs: messageCatalogs },
  { name: 'desk', catalogs: deskMessageCatalogs },
  { name: 'visitor page', catalogs: visitorPageMessageCatalogs },
] as const)('UI message catalogs ($name)', ({ catalogs }) => {
  const reference = flatten(catalogs.en);

  it.each(locales)('%s has exactly the keys of the English catalog', (locale) => {
    expect([...flatten(catalogs[locale]).keys()].sort()).toEqual([...reference.keys()].sort());
  });

  it.each(locales)('%s has no empty strings', (locale) => {
    const empty = [...flatten(catalogs[locale])].filter(
      ([, value]) => typeof value !== 'string' || value.trim() === '',
    );
    expect(empty).toEqual([]);
  });

  it.each(locales)('%s keeps the placeholders of every English message', (locale) => {
    const placeholders = (text: unknown) =>
      String(text)
        .match(/\{\w+\}/g)
        ?.sort() ?? [];
    for (const [path, value] of flatten(catalogs[locale])) {
      expect({ path, placeholders: placeholders(value) }).toEqual({
        path,
        placeholders: placeholders(reference.get(path)),
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
