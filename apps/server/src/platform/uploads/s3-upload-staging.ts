import { DeleteObjectCommand } from '@aws-sdk/client-s3';
import { S3Store } from '@tus/s3-store';
import type { S3Config } from '../../config';
import { createS3Client, multipartPartBytes } from '../storage/s3';
import { isMissingUpload, type UploadStaging } from './upload-staging';

/**
 * Staging in the S3 bucket under `upload-staging/` with tus's S3 store: each upload is a multipart upload,
 * parts go to the bucket as they arrive (a piece smaller than a part waits as a `.part` object), so
 * instances share the staging area and nothing is held in memory.
 */
export function createS3UploadStaging(config: S3Config): UploadStaging {
  const store = new S3Store({
    partSize: multipartPartBytes,
    s3ClientConfig: {
      bucket: config.bucket,
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      forcePathStyle: config.forcePathStyle,
      ...(config.accessKeyId && config.secretAccessKey
        ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
        : {}),
      // As the blob driver: not every S3-compatible server understands the SDK's trailing checksums.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    },
  });
  const client = createS3Client(config);
  return {
    store,
    read: (id) => store.read(id),
    async remove(id) {
      try {
        await store.remove(id);
      } catch (error) {
        if (!isMissingUpload(error)) throw error;
      }
      // tus's store leaves two things behind: a finished upload's file and record (there is no multipart
      // upload left to abort, S3 answers NoSuchUpload and the store stops there), and an unfinished one's
      // `.part`, the piece smaller than a part. Deleting a key that is not there is no error.
      for (const key of [id, `${id}.info`, `${id}.part`]) {
        await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: key }));
      }
    },
  };
}
