import { type AttachmentKind, largeFileKinds } from '@sitedesk/shared/attachment-kinds';
import type { InquirySettings } from '../../../config';
import type { UploadStaging } from '../../../platform/uploads/upload-staging';
import { detectAttachmentKind, kindDetectionBytes } from '../intake/attachment-types';

/**
 * The kind of a finished staged upload, recognised by its first bytes (a 200 MB file is never read whole),
 * or `undefined` when it is no drawing kind the operator allows.
 */
export async function recognizeStagedUpload(
  staging: UploadStaging,
  id: string,
  totalBytes: number,
  settings: Pick<InquirySettings, 'allowedAttachmentKinds'>,
): Promise<AttachmentKind | undefined> {
  const head = await readHead(staging, id);
  const kind = await detectAttachmentKind(head, totalBytes);
  if (!kind || !isLargeFileKind(kind) || !settings.allowedAttachmentKinds.includes(kind)) return undefined;
  return kind;
}

function isLargeFileKind(kind: AttachmentKind): boolean {
  return (largeFileKinds as readonly AttachmentKind[]).includes(kind);
}

async function readHead(staging: UploadStaging, id: string): Promise<Uint8Array> {
  const stream = await staging.read(id);
  const chunks: Buffer[] = [];
  let length = 0;
  try {
    for await (const chunk of stream) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
      chunks.push(buffer);
      length += buffer.byteLength;
      if (length >= kindDetectionBytes) break;
    }
  } finally {
    stream.destroy();
  }
  return new Uint8Array(Buffer.concat(chunks).subarray(0, kindDetectionBytes));
}
