import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validInquiryFields } from '../../testing/desk-fixtures';
import { pdfWith } from '../../testing/inquiry-with-files';
import { startTestSitedesk, type TestSitedesk } from '../../testing/test-sitedesk';

let desk: TestSitedesk;

beforeAll(async () => {
  desk = await startTestSitedesk({ INQUIRY_RATE_LIMIT: '0' });
});
afterAll(async () => {
  await desk.dispose();
});

describe('a file storage outage while the service runs', () => {
  it('answers 503 storage_unavailable (try again), not a 500, and names no path', async () => {
    // A file where the blob folder should be: as unusable as a volume gone away, even for root.
    const blobs = join(desk.config.dataDir, 'blobs');
    rmSync(blobs, { recursive: true, force: true });
    writeFileSync(blobs, 'not a folder');

    const form = new FormData();
    for (const [name, value] of Object.entries({ ...validInquiryFields, consent: 'on' })) {
      form.append(name, String(value));
    }
    form.append('attachments', new File([Buffer.from(pdfWith('outage'))], 'specification.pdf'));
    const response = await desk.app.request('/api/inquiries', {
      method: 'POST',
      body: form,
      headers: { 'accept-language': 'de' },
    });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('30');
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({
      error: {
        code: 'storage_unavailable',
        message:
          'Der Dienst erreicht seinen Dateispeicher gerade nicht. Bitte versuchen Sie es in Kürze erneut.',
      },
    });
    expect(body).not.toContain(desk.config.dataDir);
  });
});
