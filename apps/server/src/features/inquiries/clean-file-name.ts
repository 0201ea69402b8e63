import { downloadName } from '../storage/download-name';

const forbidden = new Set(['"', '<', '>', '|', '*', '?', ':']);

/**
 * The visitor's file name, made safe to show and to offer as a download name: no folders, no control or
 * reserved characters, at most 120 characters, and ending in the extension of `mediaType`, the type
 * detected from the bytes (`quote.hta` that is a PDF becomes `quote.pdf`). Storage never uses it.
 */
export function cleanFileName(name: string, mediaType: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const kept = [...base].filter((character) => {
    const code = character.codePointAt(0) ?? 0;
    return code >= 0x20 && code !== 0x7f && !forbidden.has(character);
  });
  return downloadName(kept.join('').trim(), mediaType, 'attachment');
}
