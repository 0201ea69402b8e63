import { mkdtempSync, rmSync } from 'node:fs';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from '@20minutes/s3rver';

/** s3rver's built-in account: the only key pair it accepts, and it checks every SigV4 signature with it. */
const accessKeyId = 'S3RVER';
const secretAccessKey = 'S3RVER';

export type TestS3Server = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The variables that point Sitedesk at this server, as an operator would set them. */
  env: Record<string, string>;
  close(): Promise<void>;
};

/**
 * A real S3-compatible server (`@20minutes/s3rver` 4.x) on a free loopback port, in a temporary folder, with
 * one empty bucket. It verifies SigV4 signatures, presigned URLs included, so a request the SDK signs
 * wrongly fails here as it would on AWS. It lacks ListParts, ListMultipartUploads and AbortMultipartUpload,
 * which tus's S3 store needs to resume an upload (decision 215): `addMultipartListings` gives it those three,
 * read from s3rver's own folder of unfinished uploads, as S3's API reference describes them.
 */
export async function startTestS3Server(options: { bucket?: string } = {}): Promise<TestS3Server> {
  const directory = mkdtempSync(join(tmpdir(), 'sitedesk-s3-'));
  const bucket = options.bucket ?? 'sitedesk-test';
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    vhostBuckets: false,
    configureBuckets: [{ name: bucket }],
  });
  keepBucketPathSlash(server);
  addMultipartListings(server, directory);
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const region = 'us-east-1';
  return {
    endpoint,
    bucket,
    region,
    accessKeyId,
    secretAccessKey,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: region,
      S3_ACCESS_KEY_ID: accessKeyId,
      S3_SECRET_ACCESS_KEY: secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/**
 * s3rver 4.0.4 drops the trailing slash of a bucket-level path (`GET /bucket/?list-type=2`, `HEAD /bucket/`,
 * as the SDK sends them path-style) when it recomputes the SigV4 signature, so it refuses every correctly
 * signed ListObjectsV2 and HeadBucket. AWS signs the path as sent. Its one way to keep that slash is the
 * virtual-host branch (`/bucket` + mount path `/`), taken here for exactly those requests, just before its
 * router: the signature is still recomputed and compared in full.
 */
function keepBucketPathSlash(server: S3rver): void {
  server.middleware.splice(server.middleware.length - 1, 0, (context, next) => {
    if (!context.state.vhost && /^\/[^/]+\/$/.test(context.path)) {
      context.state.vhost = true;
      context.mountPath = '/';
    }
    return next();
  });
}

const xmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const xml = (text: string) => text.replace(/[&<>"]/g, (character) => xmlEscapes[character] ?? character);
const xmlDeclaration = '<?xml version="1.0" encoding="UTF-8"?>';
const s3Namespace = 'http://s3.amazonaws.com/doc/2006-03-01/';

/**
 * ListParts (`GET /bucket/key?uploadId=`), AbortMultipartUpload (`DELETE /bucket/key?uploadId=`) and
 * ListMultipartUploads (`GET /bucket/?uploads`) for s3rver, after its signature check and before its router,
 * over the folder where it keeps unfinished uploads (`<uploadId>/<part number>` and `<uploadId>/key`).
 * One page each (the tests' uploads have a handful of parts); errors in S3's shape (`NoSuchUpload`).
 */
function addMultipartListings(server: S3rver, root: string): void {
  server.middleware.splice(server.middleware.length - 1, 0, async (context, next) => {
    const uploadId = typeof context.query.uploadId === 'string' ? context.query.uploadId : undefined;
    const [, bucket = '', ...keyParts] = context.path.split('/');
    const key = decodeURIComponent(keyParts.join('/'));
    if (context.method === 'GET' && 'uploads' in context.query && key === '') {
      context.type = 'application/xml';
      context.body = await listMultipartUploads(root, bucket);
      return;
    }
    if (!uploadId || key === '' || !['GET', 'DELETE'].includes(context.method)) return next();
    const folder = await uploadFolder(root, bucket, uploadId);
    if (!folder) {
      context.status = 404;
      context.type = 'application/xml';
      context.body = `${xmlDeclaration}<Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message><UploadId>${xml(uploadId)}</UploadId></Error>`;
      return;
    }
    if (context.method === 'DELETE') {
      await rm(folder, { recursive: true, force: true });
      context.status = 204;
      return;
    }
    context.type = 'application/xml';
    context.body = await listParts(folder, bucket, key, uploadId);
  });
}

/** Where s3rver keeps a bucket's unfinished uploads (its `getResourcePath(bucket, '', 'uploads')`). */
function uploadsFolderOf(root: string, bucket: string): string {
  return join(root, bucket, '._S3rver_uploads');
}

async function uploadFolder(root: string, bucket: string, uploadId: string): Promise<string | undefined> {
  if (!/^[\w-]+$/.test(uploadId)) return undefined;
  const folder = join(uploadsFolderOf(root, bucket), uploadId);
  return (await stat(folder).catch(() => undefined))?.isDirectory() ? folder : undefined;
}

async function listParts(folder: string, bucket: string, key: string, uploadId: string): Promise<string> {
  const numbers = (await readdir(folder))
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .sort((a, b) => a - b);
  const parts = await Promise.all(
    numbers.map(async (number) => {
      const path = join(folder, String(number));
      const [info, md5] = await Promise.all([stat(path), readFile(`${path}.md5`, 'utf8')]);
      return `<Part><PartNumber>${number}</PartNumber><LastModified>${info.mtime.toISOString()}</LastModified><ETag>"${xml(md5.trim())}"</ETag><Size>${info.size}</Size></Part>`;
    }),
  );
  return `${xmlDeclaration}<ListPartsResult xmlns="${s3Namespace}"><Bucket>${xml(bucket)}</Bucket><Key>${xml(key)}</Key><UploadId>${xml(uploadId)}</UploadId><PartNumberMarker>0</PartNumberMarker><NextPartNumberMarker>${numbers.at(-1) ?? 0}</NextPartNumberMarker><MaxParts>1000</MaxParts><IsTruncated>false</IsTruncated>${parts.join('')}</ListPartsResult>`;
}

async function listMultipartUploads(root: string, bucket: string): Promise<string> {
  const uploads: string[] = [];
  const folder = uploadsFolderOf(root, bucket);
  for (const uploadId of await readdir(folder).catch(() => [])) {
    const key = await readFile(join(folder, uploadId, 'key'), 'utf8').catch(() => undefined);
    if (key === undefined) continue;
    const initiated = (await stat(join(folder, uploadId, 'key'))).birthtime.toISOString();
    uploads.push(
      `<Upload><Key>${xml(key)}</Key><UploadId>${xml(uploadId)}</UploadId><Initiated>${initiated}</Initiated></Upload>`,
    );
  }
  return `${xmlDeclaration}<ListMultipartUploadsResult xmlns="${s3Namespace}"><Bucket>${xml(bucket)}</Bucket><KeyMarker></KeyMarker><UploadIdMarker></UploadIdMarker><MaxUploads>1000</MaxUploads><IsTruncated>false</IsTruncated>${uploads.join('')}</ListMultipartUploadsResult>`;
}
