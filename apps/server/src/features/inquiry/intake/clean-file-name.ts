import { downloadName } from '../../../platform/storage/download-name';

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
    return code >= 0x20 && code !== 0x7f && !forbidden.has(character) && !isDirectionControl(code);
  });
  return downloadName(kept.join('').trim(), mediaType, 'attachment');
}

/**
 * Right-to-left overrides and isolates make `invoice\u202Efdp.exe` display as `invoiceexe.pdf`: a name that
 * lies about its ending. (The ending is set from the detected type anyway; the shown name should not lie.)
 */
function isDirectionControl(code: number): boolean {
  return (
    code === 0x061c ||
    code === 0x200e ||
    code === 0x200f ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  );
}
