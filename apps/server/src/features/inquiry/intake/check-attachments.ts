import { type AttachmentKind, attachmentKinds } from '@sitedesk/shared/attachment-kinds';
import type { InquirySettings } from '../../../config';
import { detectAttachmentKind } from './attachment-types';

/**
 * A file as a visitor uploaded it: the name their browser sent and the bytes; `field` is the key of the
 * file field it answers (decision 249), the topic's or, with `line`, that product line's; none for an
 * ordinary attachment.
 */
export type UploadedFile = { name: string; bytes: Uint8Array; field?: string; line?: number };

export type CheckedFile = UploadedFile & { contentType: string; kind: AttachmentKind };

/** Why a visitor's files are refused, with the contact form's field error codes. */
export type FileRefusal = 'too_many_files' | 'file_too_large' | 'files_too_large' | 'unsupported_file_type';

export type AttachmentLimits = Pick<
  InquirySettings,
  'maxAttachments' | 'maxAttachmentBytes' | 'maxTotalAttachmentBytes' | 'allowedAttachmentKinds'
>;

/**
 * The contact form's rules for a visitor's uploads, also used by the visitor's own page (decision 182):
 * count, size of each, size of all, then the kind by the bytes. All or nothing: one refused file refuses the
 * upload, since the visitor is there to choose again (mail, which nobody can ask again, keeps the rest).
 */
export async function checkUploadedFiles(
  files: UploadedFile[],
  limits: AttachmentLimits,
): Promise<{ kind: 'accepted'; files: CheckedFile[] } | { kind: 'refused'; code: FileRefusal }> {
  if (files.length > limits.maxAttachments) return { kind: 'refused', code: 'too_many_files' };
  if (files.some((file) => file.bytes.byteLength > limits.maxAttachmentBytes)) {
    return { kind: 'refused', code: 'file_too_large' };
  }
  const total = files.reduce((sum, file) => sum + file.bytes.byteLength, 0);
  if (total > limits.maxTotalAttachmentBytes) return { kind: 'refused', code: 'files_too_large' };
  const checked: CheckedFile[] = [];
  for (const file of files) {
    const kind = await detectAttachmentKind(file.bytes);
    if (!kind || !limits.allowedAttachmentKinds.includes(kind)) {
      return { kind: 'refused', code: 'unsupported_file_type' };
    }
    checked.push({ ...file, kind, contentType: attachmentKinds[kind].mediaType });
  }
  return { kind: 'accepted', files: checked };
}
