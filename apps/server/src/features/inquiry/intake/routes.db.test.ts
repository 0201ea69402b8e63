import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { inquiries, inquiryAttachments, mailOutbox } from '@sitedesk/db/schema';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { validInquiryFields } from '../../../testing/desk-fixtures';
import { startTestSitedesk, type TestSitedesk } from '../../../testing/test-sitedesk';

const validInquiry = validInquiryFields;

const pdfBytes = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<<>>\n%%EOF\n',
);
const windowsExecutable = new Uint8Array([
  0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0xff, 0xff,
]);

let sitedesk: TestSitedesk | undefined;
afterEach(async () => {
  await sitedesk?.dispose();
  sitedesk = undefined;
});

async function start(env: Record<string, string> = {}, extra: Parameters<typeof startTestSitedesk>[1] = {}) {
  sitedesk = await startTestSitedesk({ INQUIRY_RATE_LIMIT: '0', ...env }, extra);
  return sitedesk;
}

const postJson = (desk: TestSitedesk, body: unknown, headers: Record<string, string> = {}) =>
  desk.app.request('/api/inquiries', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

function formWith(
  fields: Record<string, string>,
  files: { name: string; bytes: Uint8Array; type?: string }[],
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files)
    form.append('attachments', new File([Buffer.from(file.bytes)], file.name, { type: file.type ?? '' }));
  return form;
}

const validFormFields = { ...validInquiry, consent: 'on' };

function storedBlobs(desk: TestSitedesk): string[] {
  try {
    return readdirSync(join(desk.config.dataDir, 'blobs'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

describe('POST /api/inquiries', () => {
  it('stores a JSON inquiry with its e-mails and answers with a reference to quote', async () => {
    const desk = await start();
    const response = await postJson(desk, validInquiry);
    expect(response.status).toBe(201);
    const body = (await response.json()) as { id: string; reference: string };
    expect(body.reference).toMatch(/^SD-\d{2}-[0-9A-HJKMNP-TV-Z]{5}$/);

    const [stored] = await desk.database.db.select().from(inquiries).where(eq(inquiries.id, body.id));
    expect(stored).toMatchObject({
      reference: body.reference,
      status: 'new',
      phoneE164: '+4915123456789',
      phoneCountry: 'DE',
      country: 'CZ',
      consentVersion: '2026-11-01',
    });
    expect(stored?.clientHash).toMatch(/^[\w-]{32}$/);
    const outbox = await desk.database.db.select().from(mailOutbox).where(eq(mailOutbox.inquiryId, body.id));
    expect(outbox.map((row) => row.template).sort()).toEqual([
      'inquiry-confirmation',
      'inquiry-notification',
    ]);
  });

  it('stores a multipart inquiry with its attachment under a generated key', async () => {
    const desk = await start();
    const response = await desk.app.request('/api/inquiries', {
      method: 'POST',
      body: formWith(validFormFields, [{ name: '../../Zeichnung Ballenpresse.pdf', bytes: pdfBytes }]),
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const attachments = await desk.database.db
      .select()
      .from(inquiryAttachments)
      .where(eq(inquiryAttachments.inquiryId, id));
    expect(attachments).toHaveLength(1);
    expect(attachments[0]).toMatchObject({
      fileName: 'Zeichnung Ballenpresse.pdf',
      contentType: 'application/pdf',
      sizeBytes: pdfBytes.byteLength,
    });
    expect(attachments[0]?.storageKey).not.toContain('Zeichnung');
    const blob = await desk.storage.get(attachments[0]?.storageKey ?? '');
    expect(blob?.contentType).toBe('application/pdf');
    expect(blob?.sizeBytes).toBe(pdfBytes.byteLength);
  });

  const invalidFields: [string, unknown, string][] = [
    ['name', '', 'required'],
    ['email', 'jana@', 'invalid_email'],
    ['phone', '0151 234', 'invalid_phone'],
    ['phoneCountry', 'ZZ', 'invalid_phone_country'],
    ['country', 'Czechia', 'invalid_country'],
    ['topic', 'lunch', 'invalid_topic'],
    ['message', 'Hi', 'too_short'],
    ['message', 'x'.repeat(5001), 'too_long'],
    ['consent', false, 'consent_required'],
    ['locale', 'es', 'invalid_locale'],
  ];
  for (const [field, value, code] of invalidFields) {
    it(`refuses ${field} = ${JSON.stringify(value).slice(0, 20)} with 422 and the code ${code}, storing nothing`, async () => {
      const desk = await start();
      const response = await postJson(desk, { ...validInquiry, [field]: value });
      expect(response.status).toBe(422);
      const body = (await response.json()) as {
        error: { code: string; fields: Record<string, { code: string }> };
      };
      expect(body.error.code).toBe('validation_failed');
      expect(body.error.fields[field]?.code).toBe(code);
      expect(await desk.database.db.select().from(inquiries)).toHaveLength(0);
    });
  }

  it('explains field errors in the language of the form', async () => {
    const desk = await start();
    const response = await postJson(desk, { ...validInquiry, email: 'nope', locale: 'de' });
    const body = (await response.json()) as {
      error: { message: string; fields: { email: { message: string } } };
    };
    expect(body.error.message).toBe('Einige Felder brauchen Ihre Aufmerksamkeit.');
    expect(body.error.fields.email.message).toContain('E-Mail-Adresse');
  });

  it('answers a body that is not JSON with 400, and an unknown content type with 415', async () => {
    const desk = await start();
    const malformed = await desk.app.request('/api/inquiries', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"name": "Jana",',
    });
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { error: { code: string } }).error.code).toBe('bad_request');
    const plain = await desk.app.request('/api/inquiries', { method: 'POST', body: 'hello' });
    expect(plain.status).toBe(415);
  });

  it('refuses a file over the size limit with 413, storing nothing', async () => {
    const desk = await start({ ATTACHMENT_MAX_BYTES: '50' });
    const response = await desk.app.request('/api/inquiries', {
      method: 'POST',
      body: formWith(validFormFields, [{ name: 'drawing.pdf', bytes: pdfBytes }]),
    });
    expect(response.status).toBe(413);
    expect(
      ((await response.json()) as { error: { fields: { attachments: { code: string } } } }).error.fields,
    ).toEqual({ attachments: { code: 'file_too_large', message: 'Each file may be at most 10 MB.' } });
    expect(storedBlobs(desk)).toEqual([]);
  });

  it('refuses a request body over the total limit with 413 before reading it all', async () => {
    const desk = await start({ ATTACHMENTS_MAX_TOTAL_BYTES: '1000' });
    const big = new Uint8Array(600 * 1024).fill(65);
    const response = await desk.app.request('/api/inquiries', {
      method: 'POST',
      body: formWith(validFormFields, [{ name: 'big.pdf', bytes: big }]),
    });
    expect(response.status).toBe(413);
    expect(await desk.database.db.select().from(inquiries)).toHaveLength(0);
  });

  it('refuses an executable renamed .pdf with 415, judging by its bytes', async () => {
    const desk = await start();
    const response = await desk.app.request('/api/inquiries', {
      method: 'POST',
      body: formWith(validFormFields, [
        { name: 'quote-request.pdf', bytes: windowsExecutable, type: 'application/pdf' },
      ]),
    });
    expect(response.status).toBe(415);
    expect(
      ((await response.json()) as { error: { fields: { attachments: { code: string } } } }).error.fields
        .attachments.code,
    ).toBe('unsupported_file_type');
    expect(storedBlobs(desk)).toEqual([]);
    expect(await desk.database.db.select().from(inquiries)).toHaveLength(0);
  });

  it('refuses more than the allowed number of files with 422', async () => {
    const desk = await start({ ATTACHMENTS_MAX_COUNT: '1' });
    const files = [1, 2].map((n) => ({ name: `part-${n}.pdf`, bytes: pdfBytes }));
    const response = await desk.app.request('/api/inquiries', {
      method: 'POST',
      body: formWith(validFormFields, files),
    });
    expect(response.status).toBe(422);
  });

  it('limits each client to INQUIRY_RATE_LIMIT inquiries an hour, saying when to come back', async () => {
    // One moment for all three: the window is the clock hour, which a real clock could turn mid-test.
    const moment = new Date('2026-06-01T10:30:00Z');
    const desk = await start({ INQUIRY_RATE_LIMIT: '2' }, { now: () => moment });
    expect((await postJson(desk, validInquiry)).status).toBe(201);
    expect((await postJson(desk, validInquiry)).status).toBe(201);
    const limited = await postJson(desk, validInquiry);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await limited.json()) as { error: { code: string } }).error.code).toBe('rate_limited');
    expect(await desk.database.db.select().from(inquiries)).toHaveLength(2);
  });

  it('acknowledges a bot that filled the honeypot, stores it as spam and sends no e-mail', async () => {
    const desk = await start({ SPAM_CHECKS: 'on' });
    const response = await postJson(desk, { ...validInquiry, website: 'https://spam.example' });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const [stored] = await desk.database.db.select().from(inquiries).where(eq(inquiries.id, id));
    expect(stored?.status).toBe('spam');
    expect(await desk.database.db.select().from(mailOutbox)).toHaveLength(0);
  });

  it('leaves no file and no row when the transaction fails after the files were written', async () => {
    let wasFileWritten = false;
    const desk = await start(
      {},
      {
        beforeCommit: async () => {
          wasFileWritten = storedBlobs(desk).length > 0;
          throw new Error('injected failure before commit');
        },
      },
    );
    const response = await desk.app.request('/api/inquiries', {
      method: 'POST',
      body: formWith(validFormFields, [{ name: 'drawing.pdf', bytes: pdfBytes }]),
    });
    expect(response.status).toBe(500);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('internal_error');
    expect(wasFileWritten).toBe(true);
    expect(storedBlobs(desk)).toEqual([]);
    expect(await desk.database.db.select().from(inquiries)).toHaveLength(0);
    expect(await desk.database.db.select().from(inquiryAttachments)).toHaveLength(0);
    expect(await desk.database.db.select().from(mailOutbox)).toHaveLength(0);
  });
});
