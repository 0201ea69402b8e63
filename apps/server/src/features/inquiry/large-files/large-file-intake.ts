import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Database } from '@sitedesk/db/client';
import { type AttachmentKind, attachmentKinds, isAttachmentKind } from '@sitedesk/shared/attachment-kinds';
import type { InquiryFieldErrorCode } from '@sitedesk/shared/inquiry';
import type { InquirySettings } from '../../../config';
import type { BlobStorage } from '../../../platform/storage/blob-storage';
import type { UploadStaging } from '../../../platform/uploads/upload-staging';
import { stagedIdOf } from '../../../platform/uploads/upload-staging';
import { cleanFileName } from '../intake/clean-file-name';
import { recognizeStagedUpload } from './recognize-staged-upload';
import { claimStagedUploads, deleteStagedUploadRow, findClaimableUploads } from './staged-uploads';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A staged upload a request may take: finished, unclaimed, of a drawing kind. */
export type ClaimableFile = {
  /** The staged id (`upload-staging/<hex>`). */
  id: string;
  fileName: string;
  kind: AttachmentKind;
  contentType: string;
  sizeBytes: number;
};

/** Why the request's uploads cannot be taken, as the form's field error codes. */
export type LargeFileRefusal = Extract<
  InquiryFieldErrorCode,
  'too_many_files' | 'upload_missing' | 'invalid'
>;

/**
 * What the inquiry intake does with a quote request's resumable uploads (decision 215): check them before
 * anything is stored, copy their bytes into the inquiry's blobs as a stream, claim them in the inquiry's
 * transaction (once: a second request naming the same upload fails), and let the staged bytes go after.
 */
export function createLargeFileIntake(deps: {
  db: Database;
  storage: BlobStorage;
  staging: () => Promise<UploadStaging>;
  settings: Pick<InquirySettings, 'largeFiles' | 'allowedAttachmentKinds'>;
}) {
  return {
    /** The files the ids name, or the code that refuses them all. */
    async check(
      publicIds: readonly string[],
      now: Date,
    ): Promise<{ kind: 'accepted'; files: ClaimableFile[] } | { kind: 'refused'; code: LargeFileRefusal }> {
      if (publicIds.length > deps.settings.largeFiles.maxCount)
        return { kind: 'refused', code: 'too_many_files' };
      const ids = [...new Set(publicIds.map(stagedIdOf))];
      if (ids.some((id) => id === undefined) || ids.length !== publicIds.length) {
        return { kind: 'refused', code: 'invalid' };
      }
      const rows = await findClaimableUploads(deps.db, ids as string[], now);
      const files: ClaimableFile[] = [];
      for (const id of ids as string[]) {
        const row = rows.find((candidate) => candidate.id === id);
        // Not finished (no kind yet), claimed, swept or never made: the buyer must add the file again.
        if (!row?.kind || !isAttachmentKind(row.kind)) return { kind: 'refused', code: 'upload_missing' };
        // The operator may have narrowed the kinds since the upload finished.
        if (!deps.settings.allowedAttachmentKinds.includes(row.kind)) {
          return { kind: 'refused', code: 'upload_missing' };
        }
        const mediaType = attachmentKinds[row.kind].mediaType;
        files.push({
          id,
          fileName: cleanFileName(row.fileName, mediaType),
          kind: row.kind,
          contentType: mediaType,
          sizeBytes: row.sizeBytes,
        });
      }
      return { kind: 'accepted', files };
    },

    /**
     * Streams a staged file into the blob storage at `storageKey`, checking its kind again by its first
     * bytes on the way; returns its SHA-256. Throws when the bytes are not all there.
     */
    async copy(file: ClaimableFile, storageKey: string): Promise<{ sha256: string }> {
      const staging = await deps.staging();
      const kind = await recognizeStagedUpload(staging, file.id, file.sizeBytes, deps.settings);
      if (kind !== file.kind) throw new Error('A staged upload changed after it finished');
      const hash = createHash('sha256');
      let copied = 0;
      const source = await staging.read(file.id);
      const counted = Readable.from(
        (async function* () {
          for await (const chunk of source) {
            const bytes = chunk as Buffer;
            hash.update(bytes);
            copied += bytes.byteLength;
            yield bytes;
          }
        })(),
      );
      await deps.storage.put(storageKey, counted, { contentType: file.contentType });
      if (copied !== file.sizeBytes) {
        await deps.storage.delete(storageKey);
        throw new Error('A staged upload was shorter than its declared length');
      }
      return { sha256: hash.digest('hex') };
    },

    /** In the inquiry's transaction: `false` when another request claimed one of them first. */
    claim: (tx: Transaction, files: readonly ClaimableFile[], now: Date) =>
      claimStagedUploads(
        tx,
        files.map((file) => file.id),
        now,
      ),

    /** After the commit: the staged copies go now; if this fails, the sweep removes them later. */
    async release(files: readonly ClaimableFile[]): Promise<void> {
      const staging = await deps.staging();
      for (const file of files) {
        await staging.remove(file.id);
        await deleteStagedUploadRow(deps.db, file.id);
      }
    },
  };
}

export type LargeFileIntake = ReturnType<typeof createLargeFileIntake>;
