import { randomInt } from 'node:crypto';

/** Crockford's base-32 alphabet: no I, L, O or U, so a reference read out on the phone is unambiguous. */
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A reference a visitor can quote, like `SD-26-4F7K2`: the year keeps it short, five random characters
 * give 33 million per year. Uniqueness is enforced by the database; a clash is simply drawn again.
 */
export function generateInquiryReference(now = new Date()): string {
  const year = String(now.getUTCFullYear() % 100).padStart(2, '0');
  let random = '';
  for (let index = 0; index < 5; index++) random += alphabet[randomInt(alphabet.length)];
  return `SD-${year}-${random}`;
}
