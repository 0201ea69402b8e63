import { z } from 'zod';
import { emailMaxLength } from './text-limits';

/**
 * The building blocks of every text field in the shared schemas, so that one rule holds at every boundary:
 * text that PostgreSQL cannot store (U+0000 in `text`/`jsonb`) or that is not valid Unicode (a lone UTF-16
 * surrogate, which no database, JSON encoder or mail server can carry faithfully) is refused as a field
 * error, never passed on to fail deeper down as a 500.
 */

/** The field error code for text holding such characters; translated like every other code. */
export const invalidCharactersCode = 'invalid_characters';

/**
 * Whether `text` can be stored and sent as it is: no NUL, and no high surrogate without its low one or low
 * one without its high one. (A loop, not `String.prototype.isWellFormed` or a look-behind pattern, which
 * older phone browsers that still fill in the contact form do not have.)
 */
export function isStorableText(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const unit = text.charCodeAt(index);
    if (unit === 0) return false;
    if (unit >= 0xdc00 && unit <= 0xdfff) return false;
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(index + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      index++;
    }
  }
  return true;
}

/**
 * `text` cut to at most `maxLength` UTF-16 units without splitting a character: a cut between the two halves
 * of an emoji or a rare ideograph would leave a lone surrogate, which `isStorableText` refuses.
 */
export function cutText(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  const last = text.charCodeAt(maxLength - 1);
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? maxLength - 1 : maxLength);
}

/**
 * Letters, digits, punctuation or symbols: something a person can see. A zero-width space, a soft hyphen,
 * a direction mark or a combining mark alone is not a name.
 */
const visibleCharacter = /[^\p{Cc}\p{Cf}\p{Z}\p{M}\s]/u;

export function hasVisibleCharacter(text: string): boolean {
  return visibleCharacter.test(text);
}

/**
 * Any text: refused when not storable, then NFC-normalised (so `é` typed two ways is one `é`, for search
 * and for comparison) and trimmed. Add `.min()` / `.max()` after it as usual.
 */
export const textSchema = () =>
  z.string().refine(isStorableText, invalidCharactersCode).normalize('NFC').trim();

/** Text that must be there and be visible, at most `maxLength` characters (codes `required`, `too_long`). */
export const requiredTextSchema = (maxLength: number) =>
  z
    .string({ error: 'required' })
    .refine(isStorableText, invalidCharactersCode)
    .normalize('NFC')
    .trim()
    .refine(hasVisibleCharacter, 'required')
    .max(maxLength, 'too_long');

// Kept apart from the schemas so a form can read it without loading zod (decision 150).
export { emailMaxLength };

/** An e-mail address, the same in the contact form, invitations, settings and set-up. */
export const emailAddressSchema = () =>
  requiredTextSchema(emailMaxLength).pipe(z.email({ error: 'invalid_email' }));

/**
 * Free text that is only searched or matched, never stored (search boxes, filters): storable, normalised,
 * trimmed and short. The same rule keeps NUL out of SQL parameters.
 */
export const queryTextSchema = (maxLength: number) => textSchema().max(maxLength, 'too_long');
