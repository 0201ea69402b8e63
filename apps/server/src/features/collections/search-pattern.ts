/**
 * `q` as a POSIX regular expression (PostgreSQL's `~`) that finds it anywhere, ignoring case. Each letter
 * is written as a class of its two cases (`[äÄ]`) rather than relying on `ILIKE`: that folds case by the
 * server's locale, and a server initialised without one (`C`) leaves "Ä" and "ä" apart. Everything else is
 * taken literally.
 */
export function caseInsensitivePattern(q: string): string {
  return [...q]
    .map((character) => {
      const lower = character.toLowerCase();
      const upper = character.toUpperCase();
      if (lower !== upper && [...lower].length === 1 && [...upper].length === 1) return `[${lower}${upper}]`;
      return /[\\^$.|?*+()[\]{}]/.test(character) ? `\\${character}` : character;
    })
    .join('');
}
