import { type AttachmentKind, isAttachmentKind } from '@sitedesk/shared/attachment-kinds';

/**
 * Recognises attachments by their bytes (magic numbers), never by the name or the type the browser declared:
 * an executable renamed `drawing.pdf` is still an executable. The kinds are shared with the form.
 */
/** How many leading bytes recognition needs (file-type reads up to 4,100; a large file passes only these). */
export const kindDetectionBytes = 4100;

/**
 * The kind of file these bytes are, or `undefined` when it is none we know. `head` may be only the file's
 * first `kindDetectionBytes` bytes when `totalBytes` says how long the whole file is (a staged upload).
 */
export async function detectAttachmentKind(
  head: Uint8Array,
  totalBytes: number = head.byteLength,
): Promise<AttachmentKind | undefined> {
  // file-type's signatures (~10 MB) load with the first attachment, not at start (decision 149).
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(head);
  if (detected) return isAttachmentKind(detected.ext) ? detected.ext : undefined;
  return detectCadFormat(head, totalBytes);
}

/**
 * STEP, DXF, IGES and STL, which magic-number libraries do not classify: STEP and DXF open with a fixed
 * header, IGES's first 80-column record is its Start section (`S` and sequence number 1 in columns 73–80),
 * and a binary STL is an 80-byte header, a triangle count and exactly 50 bytes per triangle.
 */
function detectCadFormat(head: Uint8Array, totalBytes: number): AttachmentKind | undefined {
  const text = Buffer.from(head.subarray(0, 512))
    .toString('latin1')
    .replace(/^\uFEFF/, '');
  if (text.startsWith('ISO-10303-21;')) return 'step';
  if (/^\s*0\r?\n\s*SECTION\r?\n/.test(text)) return 'dxf';
  if (text.length >= 81 && text.slice(72, 80) === 'S      1' && /^\r?\n/.test(text.slice(80))) return 'iges';
  if (isBinaryStl(head, totalBytes)) return 'stl';
  // An ASCII STL names its solid, then its first facet (or ends at once when it has none).
  return /^solid\b[^\n]{0,200}\n\s{0,100}(?:facet|endsolid)/.test(text) ? 'stl' : undefined;
}

function isBinaryStl(head: Uint8Array, totalBytes: number): boolean {
  if (head.byteLength < 84 || totalBytes < 84) return false;
  const triangles = new DataView(head.buffer, head.byteOffset, head.byteLength).getUint32(80, true);
  return triangles > 0 && 84 + triangles * 50 === totalBytes;
}
