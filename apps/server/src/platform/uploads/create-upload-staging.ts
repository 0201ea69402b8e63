import type { StorageConfig } from '../../config';
import type { UploadStaging } from './upload-staging';

/**
 * The staging area matching the blob storage: the bucket when S3_BUCKET is set, else the local disk. The
 * driver, and with it tus's store and the AWS SDK, loads with the first upload, not at start (decision 149).
 */
export function createUploadStaging(config: StorageConfig, dataDir: string): () => Promise<UploadStaging> {
  let loading: Promise<UploadStaging> | undefined;
  const load = async (): Promise<UploadStaging> => {
    const { s3 } = config;
    if (s3) return (await import('./s3-upload-staging')).createS3UploadStaging(s3);
    return (await import('./disk-upload-staging')).createDiskUploadStaging(dataDir);
  };
  return () => {
    // A failed load (a folder not yet writable) is tried again by the next upload.
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
