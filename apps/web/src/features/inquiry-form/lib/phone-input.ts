/**
 * The phone field's light helpers, loaded with the form. Formatting needs libphonenumber and lives in
 * format-phone-input.ts, which loads with the form's checks on first use (decision 150).
 */

/** A digit or the plus sign: what a phone number is made of, beside its spaces and brackets. */
export const significant = /[\d+]/;

/**
 * Backspace over a space or bracket that the formatter put there would change nothing (it comes straight
 * back), so it deletes the digit before it instead, as the visitor meant.
 */
export function deleteDigitBeforeCaret(text: string, caret: number): { text: string; caret: number } {
  for (let index = caret - 1; index >= 0; index--) {
    if (significant.test(text.charAt(index))) {
      return { text: text.slice(0, index) + text.slice(index + 1), caret: index };
    }
  }
  return { text, caret };
}

export function digitsOf(text: string): string {
  return text.replace(/[^\d+]/g, '');
}
