import { type AttachmentKind, isAttachmentKind } from '@sitedesk/shared/attachment-kinds';

/**
 * Recognises attachments by their bytes (magic numbers), never by the name or the type the browser declared:
 * an executable renamed `drawing.pdf` is still an executable. The kinds are shared with the form.
 */
/** The kind of file these bytes are, or `undefined` when it is none we know. */
export async function detectAttachmentKind(bytes: Uint8Array): Promise<AttachmentKind | undefined> {
  // file-type's signatures (~10 MB) load with the first attachment, not at start (decision 149).
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(bytes);
  if (detected) return isAttachmentKind(detected.ext) ? detected.ext : undefined;
  return detectTextCadFormat(bytes);
}

/** STEP and DXF are plain text, which magic-number libraries do not classify; their headers are fixed. */
function detectTextCadFormat(bytes: Uint8Array): AttachmentKind | undefined {
  const head = Buffer.from(bytes.subarray(0, 64))
    .toString('latin1')
    .replace(/^\uFEFF/, '');
  if (head.startsWith('ISO-10303-21;')) return 'step';
  if (/^\s*0\r?\n\s*SECTION\r?\n/.test(head)) return 'dxf';
  return undefined;
}
