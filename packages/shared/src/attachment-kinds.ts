/**
 * The kinds of file a visitor may attach to an inquiry, with their media type and usual file name endings.
 * The server recognises a kind by the file's bytes, never by its name; the form uses the endings only to
 * offer the right files in the picker. The operator may allow fewer with ATTACHMENT_TYPES.
 */
export const attachmentKinds = {
  pdf: { mediaType: 'application/pdf', extensions: ['.pdf'] },
  png: { mediaType: 'image/png', extensions: ['.png'] },
  jpg: { mediaType: 'image/jpeg', extensions: ['.jpg', '.jpeg'] },
  webp: { mediaType: 'image/webp', extensions: ['.webp'] },
  docx: {
    mediaType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['.docx'],
  },
  xlsx: {
    mediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extensions: ['.xlsx'],
  },
  pptx: {
    mediaType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    extensions: ['.pptx'],
  },
  odt: { mediaType: 'application/vnd.oasis.opendocument.text', extensions: ['.odt'] },
  ods: { mediaType: 'application/vnd.oasis.opendocument.spreadsheet', extensions: ['.ods'] },
  dwg: { mediaType: 'image/vnd.dwg', extensions: ['.dwg'] },
  dxf: { mediaType: 'image/vnd.dxf', extensions: ['.dxf'] },
  step: { mediaType: 'model/step', extensions: ['.step', '.stp'] },
  iges: { mediaType: 'model/iges', extensions: ['.igs', '.iges'] },
  stl: { mediaType: 'model/stl', extensions: ['.stl'] },
} as const satisfies Record<string, { mediaType: string; extensions: readonly string[] }>;

export type AttachmentKind = keyof typeof attachmentKinds;

export const attachmentKindNames = Object.keys(attachmentKinds) as AttachmentKind[];

export function isAttachmentKind(value: string): value is AttachmentKind {
  return Object.hasOwn(attachmentKinds, value);
}

/** Every file name ending of the allowed kinds, e.g. for an `<input type="file" accept>`. */
export const attachmentExtensions: readonly string[] = attachmentKindNames.flatMap(
  (kind) => attachmentKinds[kind].extensions,
);

/**
 * The kinds that count as a CV for a job application: documents a recruiter opens as they are (PDF, Word,
 * OpenDocument text). An application needs at least one of them; other files may come with it.
 */
export const cvAttachmentKinds = ['pdf', 'docx', 'odt'] as const satisfies readonly AttachmentKind[];

/** The file name endings of the CV kinds, for the form's check before sending. */
export const cvAttachmentExtensions: readonly string[] = cvAttachmentKinds.flatMap(
  (kind) => attachmentKinds[kind].extensions,
);

/**
 * The kinds a buyer may send as drawings with a request for a quote, through the resumable upload (decision
 * 215): CAD formats, PDF drawings and pictures, never office documents (those stay ordinary attachments).
 */
export const largeFileKinds = [
  'step',
  'iges',
  'dxf',
  'dwg',
  'stl',
  'pdf',
  'png',
  'jpg',
  'webp',
] as const satisfies readonly AttachmentKind[];

/** The file name endings of the large-file kinds, for the form's picker. */
export const largeFileExtensions: readonly string[] = largeFileKinds.flatMap(
  (kind) => attachmentKinds[kind].extensions,
);
