import { fileTypeFromBuffer } from 'file-type';

/**
 * The kinds of file a visitor may attach, recognised by their bytes (magic numbers), never by the name or
 * the type the browser declared: an executable renamed `drawing.pdf` is still an executable. The operator
 * picks the allowed kinds with ATTACHMENT_TYPES.
 */
export const attachmentKinds = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  dwg: 'image/vnd.dwg',
  dxf: 'image/vnd.dxf',
  step: 'model/step',
} as const;

export type AttachmentKind = keyof typeof attachmentKinds;

export const attachmentKindNames = Object.keys(attachmentKinds) as AttachmentKind[];

export function isAttachmentKind(value: string): value is AttachmentKind {
  return value in attachmentKinds;
}

/** The kind of file these bytes are, or `undefined` when it is none we know. */
export async function detectAttachmentKind(bytes: Uint8Array): Promise<AttachmentKind | undefined> {
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
