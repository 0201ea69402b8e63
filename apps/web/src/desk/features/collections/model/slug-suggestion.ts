import { slugPattern } from '@sitedesk/shared/collections/entries';

const maxSlugLength = 80;

/** German spells these out when a letter cannot carry its dots: "Müller" is "Mueller", not "Muller". */
const spelledOut: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o' };

/**
 * A slug for a title: lowercase ASCII words joined by hyphens, German umlauts written out, other accents
 * dropped ("Café" → "cafe"), at most 80 characters cut at a word's end. Empty when nothing is left.
 */
export function suggestSlug(title: string): string {
  const ascii = title
    .toLowerCase()
    .replace(/[äöüßæœø]/g, (letter) => spelledOut[letter] ?? letter)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
  const words = ascii.split(/[^a-z0-9]+/).filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > maxSlugLength) break;
    slug = next;
  }
  // A single word longer than the limit is cut rather than lost.
  if (!slug && words[0]) slug = words[0].slice(0, maxSlugLength);
  return slugPattern.test(slug) ? slug : '';
}
