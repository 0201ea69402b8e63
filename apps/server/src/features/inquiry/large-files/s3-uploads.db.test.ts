import { createHash } from 'node:crypto';
import { ListMultipartUploadsCommand } from '@aws-sdk/client-s3';
import { inquiryAttachments, stagedUploads } from '@sitedesk/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage, type S3BlobStorage } from '../../../platform/storage/s3';
import { createUrlSigner } from '../../../platform/storage/url-signer';
import { listed } from '../../../testing/blob-storage-contract';
import { validInquiryFields } from '../../../testing/desk-fixtures';
import { startTestS3Server, type TestS3Server } from '../../../testing/s3-test-server';
import { testOrigin } from '../../../testing/test-site';
import { startTestSitedesk, type TestSitedesk } from '../../../testing/test-sitedesk';

let s3: TestS3Server;
/** The bucket as an operator would look into it, past the service. */
let bucket: S3BlobStorage;
let sitedesk: TestSitedesk;

beforeAll(async () => {
  s3 = await startTestS3Server();
  bucket = createS3Storage(
    {
      bucket: s3.bucket,
      endpoint: s3.endpoint,
      region: s3.region,
      accessKeyId: s3.accessKeyId,
      secretAccessKey: s3.secretAccessKey,
      forcePathStyle: true,
    },
    createUrlSigner('unused'),
  );
  sitedesk = await startTestSitedesk({ INQUIRY_RATE_LIMIT: '0', ...s3.env });
});

afterAll(async () => {
  await sitedesk?.dispose();
  await s3?.close();
});

const mib = 1024 * 1024;
const tusHeaders = { 'Tus-Resumable': '1.0.0', Origin: testOrigin };

function stepFile(size: number): Buffer {
  const bytes = Buffer.alloc(size, 0x20);
  bytes.write('ISO-10303-21;\nHEADER;\n');
  for (let index = 64; index < size; index += 4096) bytes[index] = index % 251;
  return bytes;
}

const patch = (path: string, offset: number, body: Uint8Array) =>
  sitedesk.app.request(path, {
    method: 'PATCH',
    headers: {
      ...tusHeaders,
      'Upload-Offset': String(offset),
      'Content-Type': 'application/offset+octet-stream',
    },
    body: new Uint8Array(body),
  });

describe('resumable uploads on an S3 bucket (S3_BUCKET set)', () => {
  it('stages the pieces in the bucket, resumes from what it holds, and the request takes the file whole', async () => {
    const file = stepFile(12 * mib);
    const created = await sitedesk.app.request('/api/uploads', {
      method: 'POST',
      headers: {
        ...tusHeaders,
        'Upload-Length': String(file.byteLength),
        'Upload-Metadata': `filename ${Buffer.from('frame.stp').toString('base64')}`,
      },
    });
    expect(created.status).toBe(201);
    const path = created.headers.get('location') ?? '';
    const id = path.split('/').pop() ?? '';

    // Two pieces as a broken connection leaves them: one of a whole part and more, then the rest.
    expect((await patch(path, 0, file.subarray(0, 7 * mib))).status).toBe(204);
    const head = await sitedesk.app.request(path, { method: 'HEAD', headers: tusHeaders });
    expect(head.headers.get('upload-offset')).toBe(String(7 * mib));
    expect((await listed(bucket, 'upload-staging/')).length).toBeGreaterThan(0);
    expect((await patch(path, 7 * mib, file.subarray(7 * mib))).status).toBe(204);

    const sent = await sitedesk.app.request('/api/inquiries', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...validInquiryFields, topic: 'quote', uploads: [id] }),
    });
    expect(sent.status).toBe(201);
    const { id: inquiryId } = (await sent.json()) as { id: string };
    const [attachment] = await sitedesk.database.db
      .select()
      .from(inquiryAttachments)
      .where(eq(inquiryAttachments.inquiryId, inquiryId));
    expect(attachment).toMatchObject({
      fileName: 'frame.stp',
      sizeBytes: file.byteLength,
      sha256: createHash('sha256').update(file).digest('hex'),
    });
    expect(attachment?.storageKey).toMatch(/^inquiries\//);
    expect((await listed(bucket, attachment?.storageKey ?? '')).length).toBe(1);
    // The staged copy left the bucket with its claim.
    expect(await listed(bucket, 'upload-staging/')).toEqual([]);
    expect(await sitedesk.database.db.select().from(stagedUploads)).toEqual([]);
  });

  it('removes an abandoned upload from the bucket, its unfinished multipart upload included', async () => {
    const file = stepFile(7 * mib);
    const created = await sitedesk.app.request('/api/uploads', {
      method: 'POST',
      headers: {
        ...tusHeaders,
        'Upload-Length': String(file.byteLength),
        'Upload-Metadata': `filename ${Buffer.from('abandoned.step').toString('base64')}`,
      },
    });
    const path = created.headers.get('location') ?? '';
    expect((await patch(path, 0, file.subarray(0, 6 * mib))).status).toBe(204);
    expect((await listed(bucket, 'upload-staging/')).length).toBeGreaterThan(0);

    await sitedesk.jobs.runDueJobs(new Date(Date.now() + 25 * 60 * 60 * 1000));
    expect(await listed(bucket, 'upload-staging/')).toEqual([]);
    const unfinished = await bucket.client.send(new ListMultipartUploadsCommand({ Bucket: s3.bucket }));
    expect(unfinished.Uploads ?? []).toEqual([]);
    expect((await sitedesk.app.request(path, { method: 'HEAD', headers: tusHeaders })).status).toBe(404);
  });
});
