import { join } from 'node:path';
import type { StorageConfig } from '../../config';
import { type BlobStorage, isValidBlobKey, withOutageErrors } from './blob-storage';
import { deferredBlobStorage } from './deferred-blob-storage';
import { createLocalDiskStorage } from './local-disk';
import { createUrlSigner, type UrlSigner } from './url-signer';

/** The configured driver: an S3-compatible bucket when S3_BUCKET is set, else the local disk. */
export function createBlobStorage(config: StorageConfig, dataDir: string, signer: UrlSigner): BlobStorage {
  const { s3 } = config;
  if (!s3) return withOutageErrors(createLocalDiskStorage(localBlobRoot(dataDir), signer));
  // The S3 driver's file, and with it the AWS SDK, is imported only when a bucket is configured.
  const bucket = deferredBlobStorage(
    async () => (await import('./s3')).createS3Storage(s3, signer),
    (key, options) => {
      if (!isValidBlobKey(key)) throw new Error(`Invalid blob key: ${key}`);
      return signer.signedUrl(key, options);
    },
  );
  return withOutageErrors(bucket);
}

/** Where the local-disk driver keeps blobs; `storage:migrate` reads them from here. */
export function localBlobRoot(dataDir: string): string {
  return join(dataDir, 'blobs');
}

/**
 * The start-up check, before the database or the site is opened: the bucket exists and takes our
 * credentials, or the folder is writable. Throws `BlobStorageUnavailableError` naming what to fix.
 */
export async function checkBlobStorage(config: StorageConfig, dataDir: string): Promise<void> {
  // The check signs no links: any key will do.
  await createBlobStorage(config, dataDir, createUrlSigner('start-up check')).checkAccess();
}
