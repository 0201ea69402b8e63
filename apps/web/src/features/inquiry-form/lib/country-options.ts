import { intlLocale, type Locale } from '@sitedesk/shared/locales';
import { latinDigits } from './latin-digits';
import { callingCodeOf } from './phone-metadata';

/** One choice in a country picker: the name in the page's language and, for phone numbers, the dial code. */
export type CountryOption = {
  code: string;
  name: string;
  /** `+49`; only for phone regions. */
  dialCode?: string;
  /** The name without accents and case, so "oster" finds "Österreich". */
  searchName: string;
};

/** What a picker shows for an option: `Germany`, or `Germany (+49)` for phone regions. */
export function optionLabel(option: CountryOption): string {
  return option.dialCode ? `${option.name} (${option.dialCode})` : option.name;
}

/** Also folds Arabic-Indic digits to Latin, so `+٩٦٦` finds Saudi Arabia as `+966` does. */
export function foldForSearch(text: string): string {
  return latinDigits(text)
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

export function dialCodeOf(code: string): string | undefined {
  const callingCode = callingCodeOf(code);
  return callingCode ? `+${callingCode}` : undefined;
}

function countryOption(code: string, names: Readonly<Record<string, string>>, withDialCode: boolean) {
  const name = names[code] ?? code;
  const dialCode = withDialCode ? dialCodeOf(code) : undefined;
  return { code, name, searchName: foldForSearch(name), ...(dialCode ? { dialCode } : {}) };
}

/** The options sorted as a reader of this language expects (Ö next to O in German). */
export function buildCountryOptions(
  codes: readonly string[],
  names: Readonly<Record<string, string>>,
  locale: Locale,
  { withDialCode }: { withDialCode: boolean },
): CountryOption[] {
  const collator = new Intl.Collator(intlLocale(locale));
  return codes
    .map((code) => countryOption(code, names, withDialCode))
    .sort((a, b) => collator.compare(a.name, b.name));
}

/**
 * A picker's countries. Hydrating the form needs only the chosen country's name; the sorted, searchable
 * list of about 250 is built when a picker first opens or is searched, not in the hydration task on a slow
 * phone (decision 155).
 */
export type CountryList = {
  /** The option with this code, if it is one of the list's. */
  find: (code: string) => CountryOption | undefined;
  /** Every option, sorted; built on the first call. */
  all: () => readonly CountryOption[];
};

export function countryList(
  codes: readonly string[],
  names: Readonly<Record<string, string>>,
  locale: Locale,
  { withDialCode }: { withDialCode: boolean },
): CountryList {
  let sorted: CountryOption[] | undefined;
  const all = () => {
    sorted ??= buildCountryOptions(codes, names, locale, { withDialCode });
    return sorted;
  };
  const find = (code: string) => {
    if (sorted) return sorted.find((option) => option.code === code);
    return codes.includes(code) ? countryOption(code, names, withDialCode) : undefined;
  };
  return { find, all };
}

/** How well an option matches; lower is better, `undefined` is no match. */
function rank(option: CountryOption, folded: string, dialDigits: string | undefined): number | undefined {
  if (dialDigits !== undefined) {
    const digits = option.dialCode?.slice(1);
    if (!digits) return undefined;
    if (digits === dialDigits) return 0;
    return digits.startsWith(dialDigits) ? 1 : undefined;
  }
  if (option.code.toLowerCase() === folded) return 0;
  if (option.searchName.startsWith(folded)) return 1;
  if (option.searchName.split(/[\s\-(),.]+/).some((word) => word.startsWith(folded))) return 2;
  return option.searchName.includes(folded) ? 3 : undefined;
}

/**
 * Options matching what the visitor typed: a name (any part, accents ignored), an ISO code (`DE`) or a dial
 * code (`+49`, `0049`, `49`). Best matches first, otherwise in alphabetical order.
 */
export function searchCountries(options: readonly CountryOption[], query: string): CountryOption[] {
  const folded = foldForSearch(query);
  if (folded === '') return [...options];
  const dial = /^(?:\+|00)?\s*(\d{1,4})$/.exec(folded);
  const dialDigits = dial?.[1];
  const ranked: { option: CountryOption; score: number; index: number }[] = [];
  options.forEach((option, index) => {
    const score = rank(option, folded, dialDigits);
    if (score !== undefined) ranked.push({ option, score, index });
  });
  return ranked.sort((a, b) => a.score - b.score || a.index - b.index).map((entry) => entry.option);
}

/**
 * The option that typed text names exactly (its name, its label with the dial code, or its ISO code, accents
 * and case ignored), if any: typing it in full and leaving the field counts as choosing it.
 */
export function findCountryByText(
  options: readonly CountryOption[],
  text: string,
): CountryOption | undefined {
  const folded = foldForSearch(text);
  if (folded === '') return undefined;
  return options.find(
    (option) =>
      option.searchName === folded ||
      option.code.toLowerCase() === folded ||
      foldForSearch(optionLabel(option)) === folded,
  );
}
