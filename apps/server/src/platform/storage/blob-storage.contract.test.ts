import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { describeBlobStorageContract } from '../../testing/blob-storage-contract';
import { startTestS3Server, type TestS3Server } from '../../testing/s3-test-server';
import type { BlobStorage } from './blob-storage';
import { createBlobStorage } from './create-blob-storage';
import { createLocalDiskStorage } from './local-disk';
import { createS3Storage } from './s3';
import { createUrlSigner } from './url-signer';

const signer = createUrlSigner('test-secret');
let localRoot = '';
let local: BlobStorage;
let s3Server: TestS3Server;
let s3: BlobStorage;
let configuredS3: BlobStorage;

beforeAll(async () => {
  localRoot = mkdtempSync(join(tmpdir(), 'sitedesk-blobs-'));
  local = createLocalDiskStorage(localRoot, signer);
  s3Server = await startTestS3Server();
  const s3Config = {
    bucket: s3Server.bucket,
    endpoint: s3Server.endpoint,
    region: s3Server.region,
    accessKeyId: s3Server.accessKeyId,
    secretAccessKey: s3Server.secretAccessKey,
    forcePathStyle: true,
  };
  s3 = createS3Storage(s3Config, signer);
  // What the service builds from S3_BUCKET: the driver loads on first use (decision 149).
  configuredS3 = createBlobStorage({ s3: s3Config, mediaPublicBaseUrl: undefined }, localRoot, signer);
});

afterAll(async () => {
  rmSync(localRoot, { recursive: true, force: true });
  await s3Server?.close();
});

describeBlobStorageContract('local disk', () => ({ storage: local, signer }));
describeBlobStorageContract('S3 (s3rver, SigV4 checked)', () => ({ storage: s3, signer }));
describeBlobStorageContract('S3 as configured, loaded on first use', () => ({
  storage: configuredS3,
  signer,
}));
