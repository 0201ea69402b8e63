import { intlLocale, type Locale } from '../locales';

/** Fills `{name}` placeholders in a UI message; unknown placeholders are left as they are. */
export function formatMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => {
    const value = values[key];
    return value === undefined ? match : String(value);
  });
}

/**
 * A message that depends on a number: one form per CLDR plural category the language has (English `one`
 * and `other`; French adds `many`; Czech and Polish `few` and `many`; Arabic all six), chosen by
 * `Intl.PluralRules`. A catalog writes it as an object of those forms; `other` is the one every language has.
 */
export type PluralForms = { other: string } & Partial<Record<Exclude<Intl.LDMLPluralRule, 'other'>, string>>;

/**
 * The form of `forms` for `count` in the language, filled with `values` and `{count}`, the number written the
 * language's way. A form may leave out the number where the words say it ("one inquiry").
 */
export function formatPlural(
  locale: Locale,
  forms: PluralForms,
  count: number,
  values: Record<string, string | number> = {},
): string {
  const tag = intlLocale(locale);
  const form = forms[new Intl.PluralRules(tag).select(count)] ?? forms.other;
  return formatMessage(form, { count: new Intl.NumberFormat(tag).format(count), ...values });
}
