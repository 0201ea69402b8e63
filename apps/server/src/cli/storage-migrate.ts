import { BlobStorageUnavailableError } from '../platform/storage/blob-storage';
import { copyBlobsToBucket } from '../platform/storage/copy-blobs';
import { localBlobRoot } from '../platform/storage/create-blob-storage';
import { createLocalDiskStorage } from '../platform/storage/local-disk';
import { createS3Storage } from '../platform/storage/s3';
import { createUrlSigner } from '../platform/storage/url-signer';
import { fail, loadCommandConfig } from './command-runtime';

/** A progress line at most this often (files), and always for the last one. */
const reportEvery = 100;

/**
 * `npm run storage:migrate`: copies every file under DATA_DIR/blobs into S3_BUCKET, so an installation can
 * move to the bucket. Safe to stop and run again (decision 110); it never deletes the local copies.
 */
async function main(): Promise<void> {
  const config = loadCommandConfig();
  if (!config.storage.s3) return fail('S3_BUCKET: must be set: it names the bucket to copy the files to.');
  // Neither driver signs links here; the key only satisfies their constructors.
  const signer = createUrlSigner('storage-migrate');
  const root = localBlobRoot(config.dataDir);
  const target = createS3Storage(config.storage.s3, signer);
  await target.checkAccess();
  console.log(`Copying the files under ${root} to the bucket ${config.storage.s3.bucket}…`);
  const outcome = await copyBlobsToBucket({
    source: createLocalDiskStorage(root, signer),
    target,
    onProgress: (progress) => {
      if (progress.done % reportEvery === 0 || progress.done === progress.total) {
        console.log(
          `${progress.done}/${progress.total} files: ${progress.copied} copied, ${progress.skipped} already there`,
        );
      }
    },
  });
  const missing = outcome.missing > 0 ? `, ${outcome.missing} incomplete or gone (left out)` : '';
  console.log(
    `Done: ${outcome.copied} copied, ${outcome.skipped} already in the bucket${missing}. The files in ${root} are unchanged.`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof BlobStorageUnavailableError) fail(`storage:migrate cannot start: ${error.message}`);
  // Stopped part-way: what was copied stays copied, and a second run skips it.
  fail(
    `storage:migrate stopped: ${error instanceof Error ? error.message : String(error)}. Run it again to resume.`,
  );
});
