/**
 * VAT identification numbers by the issuing country's format (the European Commission's VIES formats, with
 * the United Kingdom, Northern Ireland, Switzerland and Norway), checked as a buyer types them: spaces, dots
 * and dashes are dropped, letters upper-cased, and a number typed without its country prefix gets it. The
 * format says nothing of whether the number is registered: VIES is the place for that.
 */
const formats: Record<string, { prefix: string; pattern: RegExp }> = {
  AT: { prefix: 'ATU', pattern: /^ATU\d{8}$/ },
  BE: { prefix: 'BE', pattern: /^BE[01]\d{9}$/ },
  BG: { prefix: 'BG', pattern: /^BG\d{9,10}$/ },
  CY: { prefix: 'CY', pattern: /^CY\d{8}[A-Z]$/ },
  CZ: { prefix: 'CZ', pattern: /^CZ\d{8,10}$/ },
  DE: { prefix: 'DE', pattern: /^DE\d{9}$/ },
  DK: { prefix: 'DK', pattern: /^DK\d{8}$/ },
  EE: { prefix: 'EE', pattern: /^EE\d{9}$/ },
  // Greece's VAT numbers carry EL, not its ISO code.
  GR: { prefix: 'EL', pattern: /^EL\d{9}$/ },
  ES: { prefix: 'ES', pattern: /^ES[A-Z0-9]\d{7}[A-Z0-9]$/ },
  FI: { prefix: 'FI', pattern: /^FI\d{8}$/ },
  FR: { prefix: 'FR', pattern: /^FR[A-HJ-NP-Z0-9]{2}\d{9}$/ },
  HR: { prefix: 'HR', pattern: /^HR\d{11}$/ },
  HU: { prefix: 'HU', pattern: /^HU\d{8}$/ },
  IE: { prefix: 'IE', pattern: /^IE(?:\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])$/ },
  IT: { prefix: 'IT', pattern: /^IT\d{11}$/ },
  LT: { prefix: 'LT', pattern: /^LT(?:\d{9}|\d{12})$/ },
  LU: { prefix: 'LU', pattern: /^LU\d{8}$/ },
  LV: { prefix: 'LV', pattern: /^LV\d{11}$/ },
  MT: { prefix: 'MT', pattern: /^MT\d{8}$/ },
  NL: { prefix: 'NL', pattern: /^NL\d{9}B\d{2}$/ },
  PL: { prefix: 'PL', pattern: /^PL\d{10}$/ },
  PT: { prefix: 'PT', pattern: /^PT\d{9}$/ },
  RO: { prefix: 'RO', pattern: /^RO[1-9]\d{1,9}$/ },
  SE: { prefix: 'SE', pattern: /^SE\d{10}01$/ },
  SI: { prefix: 'SI', pattern: /^SI\d{8}$/ },
  SK: { prefix: 'SK', pattern: /^SK\d{10}$/ },
  GB: { prefix: 'GB', pattern: /^GB(?:\d{9}|\d{12}|GD\d{3}|HA\d{3})$/ },
  CH: { prefix: 'CHE', pattern: /^CHE\d{9}(?:MWST|TVA|IVA)?$/ },
  NO: { prefix: 'NO', pattern: /^NO\d{9}(?:MVA)?$/ },
};

/** Any other country: letters and digits, as its tax office writes them. */
const otherCountry = /^[A-Z0-9]{4,20}$/;

/** The longest VAT number the form takes (characters as typed, separators included). */
export const vatIdMaxLength = 30;

/**
 * The VAT number as stored (`DE123456789`), or `undefined` when it does not fit the format of `country`,
 * the buyer's company's country (a Northern Irish company's `XI` numbers are taken for GB too).
 */
export function normalizeVatId(typed: string, country: string): string | undefined {
  if (typed.length > vatIdMaxLength) return undefined;
  const compact = typed.toUpperCase().replace(/[\s.\-/]/g, '');
  const format = formats[country];
  if (!format) return otherCountry.test(compact) ? compact : undefined;
  if (country === 'GB' && /^XI/.test(compact)) {
    return /^XI(?:\d{9}|\d{12}|GD\d{3}|HA\d{3})$/.test(compact) ? compact : undefined;
  }
  const withPrefix = /^[A-Z]{2}/.test(compact) ? compact : `${format.prefix}${compact}`;
  return format.pattern.test(withPrefix) ? withPrefix : undefined;
}
