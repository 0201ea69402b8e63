import { type Locale, localeTags } from './locales';

/**
 * Bidi isolation for plain text (decision 208): a phone number, an e-mail address, a reference or a file
 * name set inside a right-to-left sentence, where no element can carry `dir="ltr"` — a mail's text part, a
 * `title` or `aria-label`, a toast or a document title built with `formatMessage`. Without it "+420 596 123
 * 456" in an Arabic sentence is drawn "456 123 596 420+": the digits are weak, so the groups follow the
 * sentence's direction. Elements use `<LeftToRight>` (apps/web/src/ui/left-to-right.tsx) instead.
 */

/** U+2066 LEFT-TO-RIGHT ISOLATE: what follows up to its PDI reads left to right, apart from its neighbours. */
export const leftToRightIsolate = '\u2066';
/** U+2069 POP DIRECTIONAL ISOLATE: ends the isolate. */
export const popDirectionalIsolate = '\u2069';

const isolateControls = /[\u2066-\u2069]/g;

/**
 * `text` wrapped in LRI … PDI. Isolate controls already in it are dropped first, so a value cannot end the
 * isolate early (a visitor's "SD-1\u2069…") or leave one open that would swallow the rest of the sentence.
 */
export function ltrIsolate(text: string): string {
  if (text === '') return text;
  return `${leftToRightIsolate}${text.replace(isolateControls, '')}${popDirectionalIsolate}`;
}

/** U+2068 FIRST STRONG ISOLATE: isolated, reading in the direction of its own first letter. */
export const firstStrongIsolate = '\u2068';

/**
 * `text` wrapped in FSI … PDI: isolated, in the direction of its first letter (a `<bdi>` without `dir`).
 * For values that may be written in either direction, such as a file name ("offer 2026.pdf", "عرض.pdf").
 */
export function ownDirectionIsolate(text: string): string {
  if (text === '') return text;
  return `${firstStrongIsolate}${text.replace(isolateControls, '')}${popDirectionalIsolate}`;
}

/**
 * `ltrIsolate` in a right-to-left language only. Left-to-right text is left exactly as it was: there the value
 * already reads in the sentence's direction, and invisible characters would only get in the way of a search,
 * a copy or a screen reader's exact text.
 */
export function ltrIsolateIn(locale: Locale, text: string): string {
  return localeTags[locale].dir === 'rtl' ? ltrIsolate(text) : text;
}

/** `ownDirectionIsolate` in a right-to-left language only (see `ltrIsolateIn`). */
export function ownDirectionIsolateIn(locale: Locale, text: string): string {
  return localeTags[locale].dir === 'rtl' ? ownDirectionIsolate(text) : text;
}

/** The text without bidi isolate controls: to compare, search or copy a value shown isolated. */
export function withoutIsolates(text: string): string {
  return text.replace(isolateControls, '');
}
