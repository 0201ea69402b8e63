import { oneLine } from './inquiry-formatting';

// A name typed into the form greets the reader of a mail we send (the confirmation, a job application's
// notice, a quotation's reminder): anyone can type anyone's address and any name, so only the words of a
// name go in, never a link a mail program would make clickable.

/** Long enough for nearly every real name; too short to carry a message. */
export const greetingNameMaxLength = 40;

/**
 * The visitor's name as far as a greeting needs it: on one line, without anything a mail program would turn
 * into a link (a word with `://`, `www.`, `@`, a slash or a dot between letters, as in `evil.example`), cut
 * to `greetingNameMaxLength` characters at a word's end. `undefined` when nothing is left.
 */
export function greetingName(name: string): string | undefined {
  const words = oneLine(name)
    .split(' ')
    .filter((word) => word !== '' && !looksLikeLink(word));
  let kept = '';
  for (const word of words) {
    const next = kept === '' ? word : `${kept} ${word}`;
    if ([...next].length > greetingNameMaxLength) break;
    kept = next;
  }
  return kept === '' ? undefined : kept;
}

function looksLikeLink(word: string): boolean {
  return /:\/\/|^www\.|[@/\\]|\p{L}\.\p{L}|\.(?:[a-z]{2,})$/iu.test(word);
}
