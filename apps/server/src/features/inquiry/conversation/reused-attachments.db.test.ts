import { inquiryAttachments } from '@sitedesk/db/schema';
import type { ConversationMessage } from '@sitedesk/shared/conversation-api';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { capturedLog } from '../../../testing/captured-log';
import { pdfWith, submitInquiryWithFiles } from '../../../testing/inquiry-with-files';
import { type SignedInStaff, signInAs } from '../../../testing/staff-sessions';
import { startTestSitedesk, type TestSitedesk } from '../../../testing/test-sitedesk';

let desk: TestSitedesk | undefined;
afterEach(async () => {
  await desk?.dispose();
  desk = undefined;
});

/** A PDF of exactly `size` bytes, so the limits below are reached by the count of bytes, not by chance. */
function pdfOfSize(label: string, size: number): Uint8Array {
  const base = pdfWith(label);
  const padded = new Uint8Array(size);
  padded.set(base);
  padded.fill(0x20, base.byteLength);
  return padded;
}

const fileSize = 1000;

/** A desk whose answers may carry 2,500 bytes of files in all, and an inquiry with two 1,000-byte files. */
async function deskWithInquiry() {
  const log = capturedLog();
  desk = await startTestSitedesk(
    { INQUIRY_RATE_LIMIT: '0', ATTACHMENTS_MAX_TOTAL_BYTES: '2500' },
    { logger: log.logger },
  );
  const sales = await signInAs(desk, 'sales');
  const { id } = await submitInquiryWithFiles(desk, {}, [
    { name: 'layout.pdf', bytes: pdfOfSize('layout', fileSize) },
    { name: 'plan.pdf', bytes: pdfOfSize('plan', fileSize) },
  ]);
  const detail = await desk.app.request(`/api/desk/inquiries/${id}`, { headers: { cookie: sales.cookie } });
  const { attachments } = (await detail.json()) as { attachments: { id: string }[] };
  return { sitedesk: desk, log, sales, id, fileIds: attachments.map((file) => file.id) };
}

function reply(
  sitedesk: TestSitedesk,
  staff: SignedInStaff,
  inquiryId: string,
  fields: { attachmentIds: string[]; files?: Uint8Array[] },
  locale = 'en',
) {
  const form = new FormData();
  form.append('body', 'The files you asked for.');
  for (const id of fields.attachmentIds) form.append('attachmentIds', id);
  for (const [index, bytes] of (fields.files ?? []).entries()) {
    form.append('files', new File([Buffer.from(bytes)], `new-${index}.pdf`));
  }
  return sitedesk.app.request(`/api/desk/inquiries/${inquiryId}/replies`, {
    method: 'POST',
    headers: { cookie: staff.cookie, 'accept-language': locale },
    body: form,
  });
}

type ErrorBody = { error: { code: string; fields?: Record<string, { code: string; message: string }> } };

async function storedBlobs(sitedesk: TestSitedesk): Promise<string[]> {
  const keys: string[] = [];
  for await (const blob of sitedesk.storage.list('inquiries/')) keys.push(blob.key);
  return keys.sort();
}

describe('answering with files already on the inquiry (attachmentIds)', () => {
  // Regression (probe 8): four reused 9 MB files (36 MB) passed a 25 MB total; only new uploads counted.
  it('counts them toward ATTACHMENTS_MAX_TOTAL_BYTES: 413 with a localized field error', async () => {
    const { sitedesk, sales, id, fileIds } = await deskWithInquiry();
    const over = await reply(
      sitedesk,
      sales,
      id,
      { attachmentIds: fileIds, files: [pdfOfSize('new', fileSize)] },
      'de',
    );
    expect(over.status).toBe(413);
    const body = (await over.json()) as ErrorBody;
    expect(body.error.code).toBe('payload_too_large');
    expect(body.error.fields?.attachmentIds).toEqual({
      code: 'files_too_large',
      message:
        'Diese Dateien sind zusammen größer, als eine Nachricht tragen darf. Bitte senden Sie weniger oder kleinere Dateien.',
    });
    // Within the total, the same files go out.
    expect((await reply(sitedesk, sales, id, { attachmentIds: fileIds })).status).toBe(201);
  });

  // Regression (probe 8): one id named several times was accepted (and counted once).
  it('refuses one file named twice with 422 duplicate_attachment', async () => {
    const { sitedesk, sales, id, fileIds } = await deskWithInquiry();
    const [first] = fileIds as [string];
    const response = await reply(sitedesk, sales, id, { attachmentIds: [first, first] });
    expect(response.status).toBe(422);
    const body = (await response.json()) as ErrorBody;
    expect(body.error.fields?.attachmentIds?.code).toBe('duplicate_attachment');
    expect(body.error.fields?.attachmentIds?.message).toBe('Each file can be attached only once.');
  });

  // Regression (probe 8): each file sent again was stored again, a copy per answer.
  it('points the answer at the stored file instead of copying it; erasure still removes every file', async () => {
    const { sitedesk, log, sales, id, fileIds } = await deskWithInquiry();
    const before = await storedBlobs(sitedesk);
    expect(before).toHaveLength(2);

    const response = await reply(sitedesk, sales, id, { attachmentIds: fileIds });
    expect(response.status).toBe(201);
    const message = (await response.json()) as ConversationMessage;
    expect(message.attachments.map((file) => file.fileName).sort()).toEqual(['layout.pdf', 'plan.pdf']);
    expect(await storedBlobs(sitedesk)).toEqual(before);
    const rows = await sitedesk.database.db
      .select({ key: inquiryAttachments.storageKey, messageId: inquiryAttachments.messageId })
      .from(inquiryAttachments)
      .where(eq(inquiryAttachments.inquiryId, id));
    expect(
      rows
        .filter((row) => row.messageId === message.id)
        .map((row) => row.key)
        .sort(),
    ).toEqual(before);
    // The answer's own link serves the file.
    const download = await sitedesk.app.request(message.attachments[0]?.url ?? '');
    expect(download.status).toBe(200);
    expect((await download.arrayBuffer()).byteLength).toBe(fileSize);

    const owner = await signInAs(sitedesk, 'owner');
    const erased = await sitedesk.app.request(`/api/desk/inquiries/${id}`, {
      method: 'DELETE',
      headers: { cookie: owner.cookie },
    });
    expect(erased.status).toBe(204);
    expect(await storedBlobs(sitedesk)).toEqual([]);
    const warnings = log.lines.filter((line) => (JSON.parse(line) as { level: number }).level >= 40);
    expect(warnings).toEqual([]);
  });
});
