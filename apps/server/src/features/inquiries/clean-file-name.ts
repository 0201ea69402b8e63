const forbidden = new Set(['"', '<', '>', '|', '*', '?', ':']);

/**
 * The visitor's file name, made safe to show and to offer as a download name: no folders, no control or
 * reserved characters, at most 120 characters (keeping the end, where the extension is). Storage never
 * uses it.
 */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const kept = [...base].filter((character) => {
    const code = character.codePointAt(0) ?? 0;
    return code >= 0x20 && code !== 0x7f && !forbidden.has(character);
  });
  const cleaned = kept.join('').trim().slice(-120).trim();
  return cleaned === '' ? 'attachment' : cleaned;
}
