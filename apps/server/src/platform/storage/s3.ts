import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListMultipartUploadsCommand,
  paginateListObjectsV2,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Config } from '../../config';
import { stagingPrefix } from '../uploads/upload-staging';
import {
  type BlobStorage,
  BlobStorageUnavailableError,
  isValidBlobKey,
  type ListedBlob,
} from './blob-storage';
import type { UrlSigner } from './url-signer';

/** S3's smallest part; a body larger than one part is uploaded in parts (multipart). */
export const multipartPartBytes = 5 * 1024 * 1024;

/**
 * The client for an S3-compatible store (AWS, R2, MinIO…). Checksums only where the API requires them: the
 * SDK's default trailing CRC32 (an `aws-chunked` body) is not understood by every S3-compatible server.
 */
export function createS3Client(config: S3Config): S3Client {
  // The SDK warns on every start that its releases after early 2027 need Node 22. The project holds its
  // versions for Node 20 on purpose (decisions 008, 110); nine lines an operator cannot act on would bury
  // the start-up messages. An operator who sets the variable decides.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  return new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.accessKeyId && config.secretAccessKey
      ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
      : {}),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

export type S3BlobStorage = BlobStorage & { client: S3Client; bucket: string };

/**
 * Blob storage in an S3 bucket through the AWS SDK (signing, retries, multipart). Downloads still go through
 * the service's own signed links (`/api/files/*`, decision 110): the bucket stays private and need not be
 * reachable by browsers.
 */
export function createS3Storage(
  config: S3Config,
  signer: UrlSigner,
  client: S3Client = createS3Client(config),
): S3BlobStorage {
  const { bucket } = config;
  const checkedKey = (key: string) => {
    if (!isValidBlobKey(key)) throw new Error(`Invalid blob key: ${key}`);
    return key;
  };

  return {
    client,
    bucket,
    async put(key, body, { contentType }) {
      // One PutObject up to one part's size, parts above; a failed multipart upload is aborted by `Upload`.
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: checkedKey(key), Body: body, ContentType: contentType },
        partSize: multipartPartBytes,
        queueSize: 2,
        leavePartsOnError: false,
      });
      await upload.done();
    },
    async get(key) {
      try {
        const result = await client.send(new GetObjectCommand({ Bucket: bucket, Key: checkedKey(key) }));
        // In Node.js the SDK's body is an `IncomingMessage`, a Readable.
        if (!(result.Body instanceof Readable)) throw new Error('S3 GetObject: no readable body');
        return {
          body: result.Body,
          contentType: result.ContentType ?? 'application/octet-stream',
          sizeBytes: result.ContentLength ?? 0,
        };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async delete(key) {
      // S3 answers 204 for a key that does not exist.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: checkedKey(key) }));
    },
    signedUrl: (key, options) => signer.signedUrl(checkedKey(key), options),
    list: (prefix) => listObjects(client, bucket, prefix),
    async removeIncompleteUploads(startedBefore) {
      let removed = 0;
      let keyMarker: string | undefined;
      let uploadIdMarker: string | undefined;
      do {
        const page = await client.send(
          new ListMultipartUploadsCommand({
            Bucket: bucket,
            KeyMarker: keyMarker,
            UploadIdMarker: uploadIdMarker,
          }),
        );
        for (const upload of page.Uploads ?? []) {
          if (!upload.Key || !upload.UploadId || !isValidBlobKey(upload.Key)) continue;
          // Resumable uploads in progress may take longer than the sweep's hour; their own sweep removes them.
          if (upload.Key.startsWith(stagingPrefix)) continue;
          if (!upload.Initiated || upload.Initiated >= startedBefore) continue;
          await client.send(
            new AbortMultipartUploadCommand({ Bucket: bucket, Key: upload.Key, UploadId: upload.UploadId }),
          );
          removed += 1;
        }
        keyMarker = page.IsTruncated ? page.NextKeyMarker : undefined;
        uploadIdMarker = page.IsTruncated ? page.NextUploadIdMarker : undefined;
      } while (keyMarker);
      return removed;
    },
    async checkAccess() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }));
      } catch (error) {
        throw new BlobStorageUnavailableError(describeBucketProblem(config, error));
      }
    },
  };
}

async function* listObjects(client: S3Client, bucket: string, prefix: string): AsyncGenerator<ListedBlob> {
  for await (const page of paginateListObjectsV2({ client }, { Bucket: bucket, Prefix: prefix })) {
    for (const object of page.Contents ?? []) {
      // A shared bucket may hold other things; only keys we could have written are ours to report.
      if (object.Key && object.LastModified && isValidBlobKey(object.Key)) {
        yield { key: object.Key, modifiedAt: object.LastModified };
      }
    }
  }
}

function isMissing(error: unknown): boolean {
  return error instanceof S3ServiceException && (error.name === 'NoSuchKey' || statusOf(error) === 404);
}

function statusOf(error: unknown): number | undefined {
  return error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
}

/** What an operator must fix, naming the variable; never the secret. */
function describeBucketProblem(config: S3Config, error: unknown): string {
  const where = config.endpoint ? ` at ${config.endpoint}` : ` in ${config.region}`;
  const bucket = `S3_BUCKET "${config.bucket}"${where}`;
  switch (statusOf(error)) {
    case 404:
      return `${bucket} does not exist: create it, or correct S3_BUCKET${config.endpoint ? ' or S3_ENDPOINT' : ''}.`;
    case 401:
    case 403:
      return `${bucket} refuses our credentials (403): check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, and that they may list, read, write and delete objects in it.`;
    case 301:
    case 400:
      return `${bucket} answered ${statusOf(error)}: check S3_REGION${config.endpoint ? ', S3_ENDPOINT' : ''} and S3_FORCE_PATH_STYLE.`;
    default: {
      const reason = error instanceof Error ? error.name : 'unknown error';
      return `${bucket} could not be reached (${reason}): check S3_ENDPOINT and the network.`;
    }
  }
}
