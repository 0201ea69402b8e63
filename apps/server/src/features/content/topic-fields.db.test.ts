import { inquiries, mailOutbox } from '@sitedesk/db/schema';
import { renderMail } from '@sitedesk/email/render-mail';
import type { InquiryDetail } from '@sitedesk/shared/desk-api';
import type { TopicFieldsOverview } from '@sitedesk/shared/topic-fields-api';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMailPayload } from '../../platform/outbox/mail-payload';
import { validInquiryFields } from '../../testing/desk-fixtures';
import { type SignedInStaff, signInAs } from '../../testing/staff-sessions';
import { startTestSitedesk, type TestSitedesk } from '../../testing/test-sitedesk';

let desk: TestSitedesk;
let editor: SignedInStaff;
let sales: SignedInStaff;

beforeAll(async () => {
  desk = await startTestSitedesk({ INQUIRY_RATE_LIMIT: '0', SIGN_IN_RATE_LIMIT: '0' });
  editor = await signInAs(desk, 'editor');
  sales = await signInAs(desk, 'sales');
});

afterAll(async () => {
  await desk?.dispose();
});

/** A quote's extra fields: a required material (two choices, English and German), a thickness in mm. */
const quoteFields = [
  {
    key: 'material',
    type: 'choice',
    labels: { en: 'Material', de: 'Werkstoff' },
    isRequired: true,
    choices: [
      { key: 'steel', labels: { en: 'Steel', de: 'Stahl' } },
      { key: 'aluminium', labels: { en: 'Aluminium', de: 'Aluminium' } },
    ],
  },
  { key: 'thickness', type: 'number', labels: { en: 'Thickness' }, isRequired: false, unit: { en: 'mm' } },
  {
    key: 'certified',
    type: 'yesNo',
    labels: { en: 'Certificate 3.1 needed', de: 'Zeugnis 3.1 nötig' },
    isRequired: false,
  },
];

function saveFields(topic: string, fields: unknown, staff: SignedInStaff | null = editor) {
  return desk.app.request(`/api/desk/topic-fields/${topic}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...(staff ? { cookie: staff.cookie } : {}) },
    body: JSON.stringify({ fields }),
  });
}

const submit = (fields: Record<string, unknown>) =>
  desk.app.request('/api/inquiries', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...validInquiryFields, ...fields }),
  });

async function fieldCodes(response: Response): Promise<Record<string, string>> {
  const body = (await response.json()) as { error: { fields?: Record<string, { code: string }> } };
  return Object.fromEntries(
    Object.entries(body.error.fields ?? {}).map(([field, { code }]) => [field, code]),
  );
}

async function inquiryCount(): Promise<number> {
  const [row] = await desk.database.db.select({ total: count() }).from(inquiries);
  return row?.total ?? 0;
}

async function detailOf(id: string): Promise<InquiryDetail> {
  const response = await desk.app.request(`/api/desk/inquiries/${id}`, { headers: { cookie: sales.cookie } });
  return (await response.json()) as InquiryDetail;
}

describe('extra fields per topic', () => {
  it('are defined by an editor, answered by a visitor, stored as sent and shown in the desk', async () => {
    const saved = await saveFields('quote', quoteFields);
    expect(saved.status).toBe(200);
    const overview = (await saved.json()) as TopicFieldsOverview;
    expect(
      overview.topics.find((topic) => topic.topic === 'quote')?.fields.map((field) => field.key),
    ).toEqual(['material', 'thickness', 'certified']);

    const response = await submit({
      topic: 'quote',
      locale: 'de',
      extra: { material: 'steel', thickness: '12,5', certified: 'yes', unknown: 'ignored' },
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const expected = [
      { key: 'material', type: 'choice', label: 'Werkstoff', value: 'steel', valueLabels: ['Stahl'] },
      // No German label: English stands in, as everywhere on the site.
      { key: 'thickness', type: 'number', label: 'Thickness', value: '12.5', unit: 'mm' },
      { key: 'certified', type: 'yesNo', label: 'Zeugnis 3.1 nötig', value: 'yes' },
    ];
    expect((await detailOf(id)).extraFields).toEqual(expected);

    // An editor relabels the field later: the inquiry keeps the words it was sent with.
    expect((await saveFields('quote', [{ ...quoteFields[0], labels: { en: 'Grade' } }])).status).toBe(200);
    expect((await detailOf(id)).extraFields).toEqual(expected);
    expect((await saveFields('quote', quoteFields)).status).toBe(200);
  });

  // Decision 232: one schema's answers reach every place staff read an inquiry, never the unverified address.
  it('reach the staff notification and the CSV export, and stay out of the visitor’s confirmation', async () => {
    await saveFields('quote', quoteFields);
    const response = await submit({
      topic: 'quote',
      locale: 'de',
      extra: { material: 'aluminium', thickness: '3', certified: 'no' },
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };

    const mails = await desk.database.db.select().from(mailOutbox).where(eq(mailOutbox.inquiryId, id));
    // Read back as the delivery worker reads a row: through the outbox's payload schema.
    const rendered = (template: 'inquiry-notification' | 'inquiry-confirmation') => {
      const parsed = parseMailPayload(mails.find((mail) => mail.template === template)?.data);
      if (!parsed.success) throw new Error(parsed.error);
      return renderMail(parsed.payload.template, parsed.payload.props);
    };
    const notification = await rendered('inquiry-notification');
    expect(notification.text).toMatch(/Werkstoff:\s+Aluminium/);
    expect(notification.text).toMatch(/Thickness:\s+3 mm/);
    expect(notification.text).toMatch(/Zeugnis 3\.1 nötig:\s+No/);
    const confirmation = await rendered('inquiry-confirmation');
    expect(confirmation.text).not.toMatch(/Werkstoff|Aluminium|Zeugnis/);

    const csv = await desk.app.request('/api/desk/inquiries/export.csv?separator=comma&locale=en', {
      headers: { cookie: sales.cookie },
    });
    const [header, row] = (await csv.text()).split('\r\n');
    expect(header).toMatch(/,"Form fields"$/);
    expect(row).toMatch(/,"Werkstoff: Aluminium; Thickness: 3 mm; Zeugnis 3\.1 nötig: No"$/);
  });

  it('are posted by a form without JavaScript under the chosen topic', async () => {
    await saveFields('quote', quoteFields);
    await saveFields('service', [
      { key: 'material', type: 'text', labels: { en: 'Machine' }, isRequired: true },
    ]);
    const form = new FormData();
    for (const [name, value] of Object.entries(validInquiryFields)) form.set(name, String(value));
    form.set('consent', 'on');
    form.set('extra.quote.material', 'aluminium');
    form.set('extra.quote.thickness', '');
    // Another topic's field of the same key, left empty, is no answer of this one.
    form.set('extra.service.material', '');
    const response = await desk.app.request('/api/inquiries', { method: 'POST', body: form });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect((await detailOf(id)).extraFields).toEqual([
      { key: 'material', type: 'choice', label: 'Material', value: 'aluminium', valueLabels: ['Aluminium'] },
    ]);
    await saveFields('service', []);
  });

  it('refuses a missing required answer or a wrong one per field, and stores nothing', async () => {
    await saveFields('quote', quoteFields);
    const before = await inquiryCount();
    const missing = await submit({ topic: 'quote', extra: { thickness: '3' } });
    expect(missing.status).toBe(422);
    expect(await fieldCodes(missing)).toEqual({ 'extra.material': 'required' });

    const wrong = await submit({
      topic: 'quote',
      extra: { material: 'gold', thickness: 'thick', certified: 'maybe' },
    });
    expect(wrong.status).toBe(422);
    expect(await fieldCodes(wrong)).toEqual({
      'extra.material': 'invalid_choice',
      'extra.thickness': 'invalid_number',
      'extra.certified': 'invalid_choice',
    });
    expect(await inquiryCount()).toBe(before);
  });

  it('refuses text that cannot be stored, in a definition and in an answer', async () => {
    await saveFields('quote', quoteFields);
    const before = await inquiryCount();
    const nul = await submit({ topic: 'quote', extra: { material: 'steel', thickness: '1\u0000' } });
    expect(nul.status).toBe(422);
    expect(await fieldCodes(nul)).toEqual({ 'extra.thickness': 'invalid_characters' });
    const surrogate = await saveFields('other', [
      { key: 'note', type: 'text', labels: { en: 'Note \ud800' }, isRequired: false },
    ]);
    expect(surrogate.status).toBe(422);
    expect(await fieldCodes(surrogate)).toEqual({ 'fields.0.labels.en': 'invalid_characters' });
    const badKey = await saveFields('other', [
      { key: 'Not a key', type: 'text', labels: { en: 'x' }, isRequired: false },
    ]);
    expect(badKey.status).toBe(422);
    expect(await inquiryCount()).toBe(before);
  });

  it('may be changed only by staff who edit content', async () => {
    expect((await saveFields('quote', quoteFields, sales)).status).toBe(403);
    expect((await saveFields('quote', quoteFields, null)).status).toBe(401);
    const read = await desk.app.request('/api/desk/topic-fields', { headers: { cookie: sales.cookie } });
    expect(read.status).toBe(403);
    expect((await saveFields('nonsense', quoteFields)).status).toBe(404);
  });
});

// Decision 249: a file field takes files of the kinds its editor chose; they arrive among the attachments.
describe('file fields', () => {
  const stepBytes = new TextEncoder().encode(
    'ISO-10303-21;\nHEADER;\nENDSEC;\nDATA;\nENDSEC;\nEND-ISO-10303-21;\n',
  );
  const pdfBytes = new TextEncoder().encode(
    '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<<>>\n%%EOF\n',
  );
  const drawingField = {
    key: 'drawing',
    type: 'file',
    labels: { en: 'Drawing', de: 'Zeichnung' },
    isRequired: true,
    fileKinds: ['step', 'iges'],
  };

  /** The form as a browser posts it, with and without JavaScript alike: multipart, the file under its field. */
  function formWith(
    files: { name: string; bytes: Uint8Array; field?: string }[],
    extra: Record<string, string> = {},
  ) {
    const form = new FormData();
    for (const [name, value] of Object.entries(validInquiryFields)) form.set(name, String(value));
    form.set('consent', 'on');
    form.set('topic', 'quote');
    form.set('locale', 'de');
    for (const [name, value] of Object.entries(extra)) form.set(name, value);
    for (const file of files) {
      form.append(file.field ?? 'extra.quote.drawing', new Blob([Buffer.from(file.bytes)]), file.name);
    }
    return desk.app.request('/api/inquiries', { method: 'POST', body: form });
  }

  it('takes a file of a kind its editor chose, keeps its name as the answer and the file among the attachments', async () => {
    expect((await saveFields('quote', [drawingField])).status).toBe(200);
    const response = await formWith([{ name: 'Gehäuse.stp', bytes: stepBytes }]);
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const detail = await detailOf(id);
    expect(detail.extraFields).toEqual([
      { key: 'drawing', type: 'file', label: 'Zeichnung', value: ['Gehäuse.stp'] },
    ]);
    expect(detail.attachments.map((file) => [file.fileName, file.sizeBytes])).toEqual([
      ['Gehäuse.stp', stepBytes.byteLength],
    ]);
    const url = new URL(detail.attachments[0]?.url ?? '', 'http://localhost');
    const download = await desk.app.request(`${url.pathname}${url.search}`, {
      headers: { cookie: sales.cookie },
    });
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(stepBytes);
  });

  it('refuses a file of another kind, even under an allowed name, a missing one and a text in its place; stores nothing', async () => {
    await saveFields('quote', [drawingField]);
    const before = await inquiryCount();
    const pdf = await formWith([{ name: 'drawing.pdf', bytes: pdfBytes }]);
    expect(pdf.status).toBe(422);
    expect(await fieldCodes(pdf)).toEqual({ 'extra.drawing': 'unsupported_file_type' });
    // A PDF named as a STEP file: the bytes decide.
    const renamed = await formWith([{ name: 'drawing.step', bytes: pdfBytes }]);
    expect(renamed.status).toBe(415);
    expect(await fieldCodes(renamed)).toEqual({ 'extra.drawing': 'unsupported_file_type' });
    const missing = await formWith([]);
    expect(await fieldCodes(missing)).toEqual({ 'extra.drawing': 'required' });
    // A JSON client cannot name a file it did not send.
    const text = await submit({ topic: 'quote', extra: { drawing: 'drawing.step' } });
    expect(text.status).toBe(422);
    expect(await fieldCodes(text)).toEqual({ 'extra.drawing': 'required' });
    // Files under a field the topic does not have as a file field are no answer.
    const stray = await formWith([
      { name: 'a.step', bytes: stepBytes },
      { name: 'b.step', bytes: stepBytes, field: 'extra.quote.other' },
    ]);
    expect(await fieldCodes(stray)).toEqual({ 'extra.other': 'invalid' });
    // A file without a name (no browser sends one) could be named by no answer (security review of 249).
    const boundary = 'sitedesk-review-249';
    const part = (headers: string, body: string) => `--${boundary}\r\n${headers}\r\n\r\n${body}\r\n`;
    const raw = [
      ...Object.entries({ ...validInquiryFields, consent: 'on', topic: 'quote' }).map(([name, value]) =>
        part(`Content-Disposition: form-data; name="${name}"`, String(value)),
      ),
      part(
        'Content-Disposition: form-data; name="extra.quote.drawing"; filename=""\r\nContent-Type: application/octet-stream',
        new TextDecoder().decode(stepBytes),
      ),
      `--${boundary}--\r\n`,
    ].join('');
    const nameless = await desk.app.request('/api/inquiries', {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: raw,
    });
    expect(nameless.status).toBe(400);
    expect(await inquiryCount()).toBe(before);
  });

  it('counts its files with the attachments against their limits', async () => {
    await saveFields('quote', [drawingField]);
    const before = await inquiryCount();
    const tooMany = await formWith(
      Array.from({ length: 6 }, (_, index) => ({ name: `part-${index}.step`, bytes: stepBytes })),
    );
    expect(tooMany.status).toBe(422);
    expect(await fieldCodes(tooMany)).toEqual({ 'extra.drawing': 'too_many_files' });
    expect(await inquiryCount()).toBe(before);
  });

  it('is saved only with the kinds it takes', async () => {
    const none = await saveFields('quote', [{ ...drawingField, fileKinds: [] }]);
    expect(none.status).toBe(422);
    const unknown = await saveFields('quote', [{ ...drawingField, fileKinds: ['exe'] }]);
    expect(unknown.status).toBe(422);
    const saved = (await (
      await saveFields('quote', [{ ...drawingField, fileKinds: ['step', 'step'] }])
    ).json()) as TopicFieldsOverview;
    expect(saved.topics.find((topic) => topic.topic === 'quote')?.fields[0]?.fileKinds).toEqual(['step']);
    await saveFields('quote', []);
  });
});
