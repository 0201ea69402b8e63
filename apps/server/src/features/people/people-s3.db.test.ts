import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listed } from '../../testing/blob-storage-contract';
import { pdfWith, submitInquiryWithFiles } from '../../testing/inquiry-with-files';
import { startTestS3Server, type TestS3Server } from '../../testing/s3-test-server';
import { signInAs } from '../../testing/staff-sessions';
import { startTestSitedesk, type TestSitedesk } from '../../testing/test-sitedesk';
import { zipEntries } from '../../testing/zip-entries';

let s3: TestS3Server;
let sitedesk: TestSitedesk;

beforeAll(async () => {
  s3 = await startTestS3Server();
  sitedesk = await startTestSitedesk({ INQUIRY_RATE_LIMIT: '0', ...s3.env });
});

afterAll(async () => {
  await sitedesk?.dispose();
  await s3?.close();
});

describe('a person’s data on an S3 bucket (S3_BUCKET set)', () => {
  it('exports the files streamed from the bucket and erases them from it', async () => {
    const email = 'bucket.person@example.org';
    const files = [
      { name: 'Lageplan.pdf', bytes: pdfWith('Lageplan') },
      { name: 'Schnitt.pdf', bytes: pdfWith('Schnitt') },
    ];
    const { id } = await submitInquiryWithFiles(sitedesk, { email }, files);
    const other = await submitInquiryWithFiles(sitedesk, { email: 'someone.else@example.org' }, [
      { name: 'keep.pdf', bytes: pdfWith('keep') },
    ]);
    const { cookie } = await signInAs(sitedesk, 'admin');
    const post = (path: string) =>
      sitedesk.app.request(path, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      });

    const exported = await post('/api/desk/people/export');
    expect(exported.status).toBe(200);
    const entries = await zipEntries(new Uint8Array(await exported.arrayBuffer()));
    for (const file of files) {
      const path = [...entries.keys()].find((name) => name.endsWith(`/${file.name}`)) ?? '';
      expect(entries.get(path)?.equals(Buffer.from(file.bytes)), file.name).toBe(true);
    }

    // A fresh bucket: the three files of the two inquiries.
    expect(await listed(sitedesk.storage, 'inquiries/')).toHaveLength(3);
    expect((await post('/api/desk/people/erase')).status).toBe(200);
    // Only the other person's file is left.
    expect(await listed(sitedesk.storage, 'inquiries/')).toHaveLength(1);
    const left = await sitedesk.app.request(`/api/desk/inquiries/${other.id}`, { headers: { cookie } });
    expect(left.status).toBe(200);
    expect((await sitedesk.app.request(`/api/desk/inquiries/${id}`, { headers: { cookie } })).status).toBe(
      404,
    );
  });
});
