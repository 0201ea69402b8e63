import { devMailbox } from '@sitedesk/db/schema';
import type { DevMailbox, InquiryDetail } from '@sitedesk/shared/desk-api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeliveryOutcome } from '../../platform/outbox/delivery-worker';
import { submitInquiry } from '../../testing/desk-fixtures';
import { pdfWith } from '../../testing/inquiry-with-files';
import { type SignedInStaff, signInAs } from '../../testing/staff-sessions';
import { startTestSitedesk, type TestSitedesk } from '../../testing/test-sitedesk';

let desk: TestSitedesk;
let owner: SignedInStaff;
let admin: SignedInStaff;
const delivered: DeliveryOutcome[] = [];
const waiting: { count: number; resolve: () => void }[] = [];

function deliveredCount(count: number): Promise<void> {
  if (delivered.length >= count) return Promise.resolve();
  return new Promise((resolve) => waiting.push({ count, resolve }));
}

beforeAll(async () => {
  desk = await startTestSitedesk(
    {
      MAIL_DRIVER: 'dev',
      MAIL_POLL_INTERVAL_SECONDS: '0.2',
      SIGN_IN_RATE_LIMIT: '0',
      INQUIRY_RATE_LIMIT: '0',
    },
    {
      onDeliveryOutcome: (outcome) => {
        delivered.push(outcome);
        for (const waiter of waiting.filter(({ count }) => delivered.length >= count)) waiter.resolve();
      },
    },
  );
  owner = await signInAs(desk, 'owner', { name: 'Alice Weber' });
  admin = await signInAs(desk, 'admin');
});
afterAll(async () => {
  await desk.dispose();
});

/** An inquiry answered by the owner with a CC and a PDF, every mail of it delivered to the dev mailbox. */
async function answeredWithFile() {
  const before = delivered.length;
  const { id, reference } = await submitInquiry(desk);
  const form = new FormData();
  form.append('body', 'Our quote is attached.');
  form.append('cc', 'colleague@recyklace.example');
  form.append('files', new File([Buffer.from(pdfWith('quote'))], 'Angebot Ballenpresse.pdf'));
  const sent = await desk.app.request(`/api/desk/inquiries/${id}/replies`, {
    method: 'POST',
    headers: { cookie: owner.cookie },
    body: form,
  });
  expect(sent.status).toBe(201);
  await deliveredCount(before + 3); // notification, confirmation, answer
  return { id, reference };
}

async function mailboxAs(reader: SignedInStaff): Promise<DevMailbox> {
  const response = await desk.app.request('/api/desk/mailbox', { headers: { cookie: reader.cookie } });
  expect(response.status).toBe(200);
  return (await response.json()) as DevMailbox;
}

describe('the dev mailbox shows CC, attachments and the HTML version', () => {
  // Regression (issue 26): the mailbox showed the text version only, without CC or attachments.
  it('keeps an answer’s CC and file, and downloads the file as it was sent', async () => {
    const { reference } = await answeredWithFile();
    const answer = (await mailboxAs(admin)).items.find(
      (mail) => mail.subject.includes(reference) && mail.attachments.length > 0,
    );
    expect(answer?.cc).toEqual(['colleague@recyklace.example']);
    const [file] = answer?.attachments ?? [];
    expect(file?.fileName).toBe('Angebot Ballenpresse.pdf');
    expect(file?.contentType).toBe('application/pdf');
    expect(file?.sizeBytes).toBe(pdfWith('quote').byteLength);

    const download = await desk.app.request(file?.url ?? '', { headers: { cookie: admin.cookie } });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/octet-stream');
    expect(download.headers.get('content-disposition')).toContain(
      "filename*=UTF-8''Angebot%20Ballenpresse.pdf",
    );
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(pdfWith('quote'));
  });

  it('serves the HTML version alone under a policy that runs and loads nothing, only to the desk', async () => {
    const { reference } = await answeredWithFile();
    const confirmation = (await mailboxAs(admin)).items.find(
      (mail) => mail.subject.includes(reference) && mail.to.some((to) => to.includes('jana.novakova')),
    );
    const response = await desk.app.request(confirmation?.htmlUrl ?? '', {
      headers: { cookie: admin.cookie },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain('sandbox');
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).not.toMatch(/script-src/);
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(await response.text()).toContain(reference);

    // Only members who may read the mailbox; and nobody else's frame may embed the desk itself.
    const sales = await signInAs(desk, 'sales');
    expect(
      (await desk.app.request(confirmation?.htmlUrl ?? '', { headers: { cookie: sales.cookie } })).status,
    ).toBe(403);
    const inbox = await desk.app.request('/api/desk/mailbox', { headers: { cookie: admin.cookie } });
    expect(inbox.headers.get('x-frame-options')).toBe('DENY');
  });

  it('hides sign-in links in the HTML version from an admin, as in the list', async () => {
    const [kept] = await desk.database.db
      .insert(devMailbox)
      .values({
        id: crypto.randomUUID(),
        fromAddress: 'no-reply@veltrum.example',
        to: [owner.email],
        subject: 'Reset',
        html: '<p><a href="https://desk.example/reset?token=secret-of-the-owner">Reset</a></p>',
        text: 'https://desk.example/reset?token=secret-of-the-owner',
        idempotencyKey: crypto.randomUUID(),
      })
      .returning({ id: devMailbox.id });
    const url = `/api/desk/mailbox/${kept?.id}/html`;
    expect(await (await desk.app.request(url, { headers: { cookie: admin.cookie } })).text()).not.toContain(
      'secret-of-the-owner',
    );
    expect(await (await desk.app.request(url, { headers: { cookie: owner.cookie } })).text()).toContain(
      'secret-of-the-owner',
    );
    await desk.database.db.delete(devMailbox).where(eq(devMailbox.id, kept?.id ?? ''));
  });

  it('answers an unknown mail or file with 404', async () => {
    const unknown = crypto.randomUUID();
    for (const url of [
      `/api/desk/mailbox/${unknown}/html`,
      `/api/desk/mailbox/${unknown}/attachments/${unknown}`,
      '/api/desk/mailbox/not-an-id/attachments/also-not',
    ]) {
      expect((await desk.app.request(url, { headers: { cookie: admin.cookie } })).status, url).toBe(404);
    }
  });
});

describe('the delivery panel’s data', () => {
  // Regression (issue 26): the panel could only show a template key, not who answered or with which files.
  it('names who wrote an answer and the files it carries with their sizes', async () => {
    const { id } = await answeredWithFile();
    const response = await desk.app.request(`/api/desk/inquiries/${id}`, {
      headers: { cookie: admin.cookie },
    });
    const detail = (await response.json()) as InquiryDetail;
    const answer = detail.mail.find((mail) => mail.template === 'inquiry-reply');
    expect(answer?.authorName).toBe('Alice Weber');
    expect(answer?.attachments).toEqual([
      { fileName: 'Angebot Ballenpresse.pdf', sizeBytes: pdfWith('quote').byteLength },
    ]);
    const confirmation = detail.mail.find((mail) => mail.template === 'inquiry-confirmation');
    expect(confirmation?.authorName).toBeNull();
    expect(confirmation?.attachments).toEqual([]);
  });
});
