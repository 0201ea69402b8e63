/** `q` as an ILIKE pattern that matches it anywhere, its own `%`, `_` and `\` taken literally (ESCAPE '\'). */
export function ilikePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
