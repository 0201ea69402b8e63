/**
 * Region groups a routing rule can name instead of listing countries (issue 26, decision 188). Fixed
 * groups, kept here with the code: "EU" follows the Union's membership with a release, not with an admin's
 * memory. ISO 3166-1 alpha-2 codes, as the inquiry form stores a country.
 */
export const regionGroups = {
  dach: ['DE', 'AT', 'CH'],
  benelux: ['BE', 'NL', 'LU'],
  nordics: ['DK', 'FI', 'IS', 'NO', 'SE'],
  eu: [
    'AT',
    'BE',
    'BG',
    'HR',
    'CY',
    'CZ',
    'DK',
    'EE',
    'FI',
    'FR',
    'DE',
    'GR',
    'HU',
    'IE',
    'IT',
    'LV',
    'LT',
    'LU',
    'MT',
    'NL',
    'PL',
    'PT',
    'RO',
    'SK',
    'SI',
    'ES',
    'SE',
  ],
  mena: ['AE', 'BH', 'DZ', 'EG', 'IQ', 'JO', 'KW', 'LB', 'LY', 'MA', 'OM', 'QA', 'SA', 'SY', 'TN', 'YE'],
} as const satisfies Record<string, readonly string[]>;

export type RegionGroup = keyof typeof regionGroups;
export const regionGroupIds = Object.keys(regionGroups) as RegionGroup[];

/** Whether `country` is in any of the groups. */
export function isInRegions(country: string, regions: readonly string[]): boolean {
  return regions.some((region) =>
    (regionGroups[region as RegionGroup] as readonly string[] | undefined)?.includes(country),
  );
}
