import { productFields } from '@sitedesk/db/content-schema';
import { inquiries, mailOutbox } from '@sitedesk/db/schema';
import { renderMail } from '@sitedesk/email/render-mail';
import type { InquiryDetail } from '@sitedesk/shared/desk-api';
import type { ProductFieldsOverview } from '@sitedesk/shared/product-fields-api';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMailPayload } from '../../platform/outbox/mail-payload';
import { validInquiryFields } from '../../testing/desk-fixtures';
import { insertEntry, productDocument } from '../../testing/published-entries';
import { type SignedInStaff, signInAs } from '../../testing/staff-sessions';
import { startTestSitedesk, type TestSitedesk } from '../../testing/test-sitedesk';

let desk: TestSitedesk;
let editor: SignedInStaff;
let sales: SignedInStaff;
let baler: string;
let shredder: string;

beforeAll(async () => {
  desk = await startTestSitedesk({ INQUIRY_RATE_LIMIT: '0', SIGN_IN_RATE_LIMIT: '0' });
  editor = await signInAs(desk, 'editor');
  sales = await signInAs(desk, 'sales');
  // Both in German too: a request in German names products the German site shows.
  baler = await insertEntry(desk.database.db, 'products', { en: productDocument(), de: productDocument() });
  const shredderDocument = productDocument({ name: 'Shredder S2', slug: 'shredder-s2' });
  shredder = await insertEntry(desk.database.db, 'products', { en: shredderDocument, de: shredderDocument });
});

afterAll(async () => {
  await desk?.dispose();
});

/** A baler's variant (a colour, required, in English and German) and its options (several choices). */
const balerFields = [
  {
    key: 'colour',
    type: 'choice',
    labels: { en: 'Colour', de: 'Farbe' },
    isRequired: true,
    choices: [
      { key: 'green', labels: { en: 'Green', de: 'Grün' } },
      { key: 'grey', labels: { en: 'Grey', de: 'Grau' } },
    ],
  },
  {
    key: 'options',
    type: 'choices',
    labels: { en: 'Options', de: 'Optionen' },
    isRequired: false,
    choices: [
      { key: 'scale', labels: { en: 'Scale', de: 'Waage' } },
      { key: 'wire_feed', labels: { en: 'Wire feed', de: 'Drahtzufuhr' } },
    ],
  },
];

function saveFields(entryId: string, fields: unknown, staff: SignedInStaff | null = editor) {
  return desk.app.request(`/api/desk/product-fields/${entryId}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...(staff ? { cookie: staff.cookie } : {}) },
    body: JSON.stringify({ fields }),
  });
}

const submit = (fields: Record<string, unknown>) =>
  desk.app.request('/api/inquiries', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...validInquiryFields, topic: 'quote', ...fields }),
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

async function storedFieldsOf(entryId: string): Promise<unknown> {
  const [row] = await desk.database.db
    .select({ fields: productFields.fields })
    .from(productFields)
    .where(eq(productFields.entryId, entryId));
  return row?.fields;
}

async function detailOf(id: string): Promise<InquiryDetail> {
  const response = await desk.app.request(`/api/desk/inquiries/${id}`, { headers: { cookie: sales.cookie } });
  return (await response.json()) as InquiryDetail;
}

describe('a product’s own fields', () => {
  it('are saved by an editor and read back in order', async () => {
    const saved = await saveFields(baler, balerFields);
    expect(saved.status).toBe(200);
    const overview = (await saved.json()) as ProductFieldsOverview;
    expect(overview.fields.map((field) => [field.key, field.type])).toEqual([
      ['colour', 'choice'],
      ['options', 'choices'],
    ]);
    const read = await desk.app.request(`/api/desk/product-fields/${baler}`, {
      headers: { cookie: editor.cookie },
    });
    expect(((await read.json()) as ProductFieldsOverview).fields).toEqual(overview.fields);
  });

  it('refuses bad definitions with a 4xx and changes nothing', async () => {
    await saveFields(baler, balerFields);
    const before = await storedFieldsOf(baler);
    const oneChoice = await saveFields(baler, [
      { key: 'colour', type: 'choice', labels: { en: 'Colour' }, isRequired: true, choices: [] },
    ]);
    expect(oneChoice.status).toBe(422);
    expect(await fieldCodes(oneChoice)).toEqual({ 'fields.0.choices': 'too_small' });
    const twice = await saveFields(baler, [balerFields[0], balerFields[0]]);
    expect(twice.status).toBe(422);
    expect(await fieldCodes(twice)).toEqual({ 'fields.1.key': 'duplicate_key' });
    const nul = await saveFields(baler, [{ ...balerFields[0], labels: { en: 'Colour\u0000' } }]);
    expect(nul.status).toBe(422);
    expect(await fieldCodes(nul)).toEqual({ 'fields.0.labels.en': 'invalid_characters' });
    // An answer object inherits `constructor`: a field so named could never be left empty.
    const inherited = await saveFields(baler, [{ ...balerFields[0], key: 'constructor' }]);
    expect(inherited.status).toBe(422);
    expect(await fieldCodes(inherited)).toEqual({ 'fields.0.key': 'invalid_format' });
    // A file field takes at least one kind (decision 249).
    const file = await saveFields(baler, [
      { key: 'drawing', type: 'file', labels: { en: 'Drawing' }, isRequired: false, fileKinds: [] },
    ]);
    expect(file.status).toBe(422);
    expect(await fieldCodes(file)).toEqual({ 'fields.0.fileKinds': 'too_small' });
    expect(await storedFieldsOf(baler)).toEqual(before);

    // Only a product has them; only staff who edit content change them.
    expect((await saveFields('00000000-0000-4000-8000-000000000000', balerFields)).status).toBe(404);
    expect((await saveFields('not-an-id', balerFields)).status).toBe(404);
    expect((await saveFields(baler, [], sales)).status).toBe(403);
    expect((await saveFields(baler, [], null)).status).toBe(401);
    expect(await storedFieldsOf(baler)).toEqual(before);
  });

  it('are answered per line, stored as sent, and a later change leaves the stored answers alone', async () => {
    await saveFields(baler, balerFields);
    await saveFields(shredder, []);
    const response = await submit({
      locale: 'de',
      lines: [
        {
          entryId: baler,
          quantity: 2,
          unit: 'pcs',
          extra: { colour: 'grey', options: ['scale', 'wire_feed'] },
        },
        // A product without fields: whatever is sent for it is no answer.
        { entryId: shredder, quantity: 1, unit: 'pcs', extra: { colour: 'grey' } },
      ],
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const expected = [
      {
        entryId: baler,
        title: 'EcoBale X4',
        quantity: 2,
        unit: 'pcs',
        extraFields: [
          { key: 'colour', type: 'choice', label: 'Farbe', value: 'grey', valueLabels: ['Grau'] },
          {
            key: 'options',
            type: 'choices',
            label: 'Optionen',
            value: ['scale', 'wire_feed'],
            valueLabels: ['Waage', 'Drahtzufuhr'],
          },
        ],
      },
      { entryId: shredder, title: 'Shredder S2', quantity: 1, unit: 'pcs' },
    ];
    expect((await detailOf(id)).quoteRequest?.lines).toEqual(expected);

    // The staff e-mail and the CSV name the chosen variant and options after the product.
    const [mail] = await desk.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.inquiryId, id))
      .then((rows) => rows.filter((row) => row.template === 'inquiry-notification'));
    const parsed = parseMailPayload(mail?.data);
    if (!parsed.success) throw new Error(parsed.error);
    const notification = await renderMail(parsed.payload.template, parsed.payload.props);
    expect(notification.text).toMatch(/2 pcs EcoBale X4 \(Farbe: Grau; Optionen: Waage, Drahtzufuhr\)/);
    const csv = await desk.app.request('/api/desk/inquiries/export.csv?separator=comma&locale=en', {
      headers: { cookie: sales.cookie },
    });
    expect(await csv.text()).toContain('2 pcs EcoBale X4 (Farbe: Grau, Optionen: Waage, Drahtzufuhr)');

    // An editor relabels and removes a choice later: the request keeps what the buyer saw.
    expect((await saveFields(baler, [{ ...balerFields[0], labels: { en: 'Paint' } }])).status).toBe(200);
    expect((await detailOf(id)).quoteRequest?.lines).toEqual(expected);
  });

  it('refuses a missing required answer or a wrong one beside its line’s field, and stores nothing', async () => {
    await saveFields(baler, balerFields);
    const before = await inquiryCount();
    const missing = await submit({
      lines: [
        { entryId: shredder, quantity: 1, unit: 'pcs' },
        { entryId: baler, quantity: 1, unit: 'pcs', extra: { options: ['scale'] } },
      ],
    });
    expect(missing.status).toBe(422);
    expect(await fieldCodes(missing)).toEqual({ 'lines.1.extra.colour': 'required' });

    const wrong = await submit({
      lines: [{ entryId: baler, quantity: 1, unit: 'pcs', extra: { colour: 'gold', options: ['lid'] } }],
    });
    expect(wrong.status).toBe(422);
    expect(await fieldCodes(wrong)).toEqual({
      'lines.0.extra.colour': 'invalid_choice',
      'lines.0.extra.options': 'invalid_choice',
    });

    const unstorable = await submit({
      lines: [{ entryId: baler, quantity: 1, unit: 'pcs', extra: { colour: 'green\u0000' } }],
    });
    expect(unstorable.status).toBe(422);
    expect(await fieldCodes(unstorable)).toEqual({ 'lines.0.extra.colour': 'invalid_characters' });
    expect(await inquiryCount()).toBe(before);
  });

  it('refuses lines whose answers together are longer than a request needs, and stores nothing', async () => {
    const note = { key: 'note', type: 'text', labels: { en: 'Note' }, isRequired: false };
    expect((await saveFields(shredder, [note])).status).toBe(200);
    const before = await inquiryCount();
    // Each answer within its own limit (2,000), eleven of them past the request's 20,000.
    const line = { entryId: shredder, quantity: 1, unit: 'pcs', extra: { note: 'n'.repeat(2000) } };
    const tooMuch = await submit({ lines: Array.from({ length: 11 }, () => line) });
    expect(tooMuch.status).toBe(422);
    expect(await fieldCodes(tooMuch)).toEqual({ lines: 'too_long' });
    expect(await inquiryCount()).toBe(before);
    await saveFields(shredder, []);
  });

  it('go with the product when it is deleted', async () => {
    const gone = await insertEntry(desk.database.db, 'products', {
      en: productDocument({ name: 'Deleted baler' }),
    });
    expect((await saveFields(gone, balerFields)).status).toBe(200);
    const deleted = await desk.app.request(`/api/desk/collections/products/${gone}`, {
      method: 'DELETE',
      headers: { cookie: editor.cookie },
    });
    expect(deleted.status).toBe(204);
    expect(await storedFieldsOf(gone)).toBeUndefined();
    expect((await saveFields(gone, balerFields)).status).toBe(404);
  });

  it('are posted by a form as `line.<n>.extra.<key>`, counting the lines with a product', async () => {
    await saveFields(baler, balerFields);
    const form = new FormData();
    for (const [name, value] of Object.entries(validInquiryFields)) form.set(name, String(value));
    form.set('consent', 'on');
    form.set('topic', 'quote');
    // An empty row first (the form without JavaScript has several): the baler is line 0.
    for (const [entryId, quantity] of [
      ['', ''],
      [baler, '3'],
    ]) {
      form.append('lineEntryId', entryId ?? '');
      form.append('lineQuantity', quantity ?? '');
      form.append('lineUnit', 'pcs');
    }
    form.append('line.0.extra.colour', 'green');
    form.append('line.0.extra.options', 'scale');
    // A line the request does not have, and a name of another shape: neither is an answer.
    form.append('line.1.extra.colour', 'grey');
    form.append('line.0.extra.Colour', 'grey');
    const response = await desk.app.request('/api/inquiries', { method: 'POST', body: form });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect((await detailOf(id)).quoteRequest?.lines[0]?.extraFields).toEqual([
      { key: 'colour', type: 'choice', label: 'Colour', value: 'green', valueLabels: ['Green'] },
      { key: 'options', type: 'choices', label: 'Options', value: ['scale'], valueLabels: ['Scale'] },
    ]);
  });
  // Decision 249: a line's file field, answered in the row of the form without JavaScript too.
  it('take a line’s drawing in a file field, of the kinds it takes, kept among the attachments', async () => {
    const stepBytes = new TextEncoder().encode('ISO-10303-21;\nHEADER;\nENDSEC;\nDATA;\nENDSEC;\n');
    const pdfBytes = new TextEncoder().encode('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n');
    const drawing = {
      key: 'drawing',
      type: 'file',
      labels: { en: 'Drawing' },
      isRequired: true,
      fileKinds: ['step'],
    };
    expect((await saveFields(shredder, [drawing])).status).toBe(200);
    const post = (name: string, bytes: Uint8Array, fileName: string) => {
      const form = new FormData();
      for (const [field, value] of Object.entries(validInquiryFields)) form.set(field, String(value));
      form.set('consent', 'on');
      form.set('topic', 'quote');
      for (const [entryId, quantity] of [
        ['', ''],
        [shredder, '1'],
      ]) {
        form.append('lineEntryId', entryId ?? '');
        form.append('lineQuantity', quantity ?? '');
        form.append('lineUnit', 'pcs');
      }
      form.append(name, new Blob([Buffer.from(bytes)]), fileName);
      return desk.app.request('/api/inquiries', { method: 'POST', body: form });
    };
    const before = await inquiryCount();
    const pdf = await post('line.0.extra.drawing', pdfBytes, 'shaft.step');
    expect(pdf.status).toBe(415);
    expect(await fieldCodes(pdf)).toEqual({ 'lines.0.extra.drawing': 'unsupported_file_type' });
    const missing = await submit({
      lines: [{ entryId: shredder, quantity: 1, unit: 'pcs', extra: { drawing: 'x.step' } }],
    });
    expect(await fieldCodes(missing)).toEqual({ 'lines.0.extra.drawing': 'required' });
    expect(await inquiryCount()).toBe(before);

    // The form without JavaScript names the row (the second posted) and the product.
    const response = await post(`row.1.${shredder}.extra.drawing`, stepBytes, 'Welle.step');
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const detail = await detailOf(id);
    expect(detail.quoteRequest?.lines[0]?.extraFields).toEqual([
      { key: 'drawing', type: 'file', label: 'Drawing', value: ['Welle.step'] },
    ]);
    expect(detail.attachments.map((file) => file.fileName)).toEqual(['Welle.step']);
    await saveFields(shredder, []);
  });

  it('are posted by the form without JavaScript under the row and product, only the chosen product’s read', async () => {
    await saveFields(baler, balerFields);
    // The shredder shares the key `colour`: its hidden group in the baler's row posts a value too.
    await saveFields(shredder, [{ ...balerFields[0], isRequired: false }]);
    const form = new FormData();
    for (const [name, value] of Object.entries(validInquiryFields)) form.set(name, String(value));
    form.set('consent', 'on');
    form.set('topic', 'quote');
    // The first row left empty: the baler, chosen in the second row, is line 0.
    for (const [entryId, quantity] of [
      ['', ''],
      [baler, '2'],
      ['', ''],
    ]) {
      form.append('lineEntryId', entryId ?? '');
      form.append('lineQuantity', quantity ?? '');
      form.append('lineUnit', 'pcs');
    }
    form.append(`row.1.${baler}.extra.colour`, 'grey');
    form.append(`row.1.${baler}.extra.options`, 'wire_feed');
    form.append(`row.1.${shredder}.extra.colour`, 'green');
    // The empty rows' groups, and a row beyond those posted: none is an answer.
    form.append(`row.0.${baler}.extra.colour`, 'green');
    form.append(`row.2.${baler}.extra.options`, 'scale');
    form.append(`row.7.${baler}.extra.colour`, 'green');
    const response = await desk.app.request('/api/inquiries', { method: 'POST', body: form });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const lines = (await detailOf(id)).quoteRequest?.lines ?? [];
    expect(lines.map((line) => line.entryId)).toEqual([baler]);
    expect(lines[0]?.extraFields).toEqual([
      { key: 'colour', type: 'choice', label: 'Colour', value: 'grey', valueLabels: ['Grey'] },
      { key: 'options', type: 'choices', label: 'Options', value: ['wire_feed'], valueLabels: ['Wire feed'] },
    ]);
  });

  it('refuses a required answer the form without JavaScript posted only under another product', async () => {
    await saveFields(baler, balerFields);
    const form = new FormData();
    for (const [name, value] of Object.entries(validInquiryFields)) form.set(name, String(value));
    form.set('consent', 'on');
    form.set('topic', 'quote');
    form.append('lineEntryId', baler);
    form.append('lineQuantity', '1');
    form.append('lineUnit', 'pcs');
    form.append(`row.0.${shredder}.extra.colour`, 'green');
    const before = await inquiryCount();
    const response = await desk.app.request('/api/inquiries', { method: 'POST', body: form });
    expect(response.status).toBe(422);
    expect(await fieldCodes(response)).toEqual({ 'lines.0.extra.colour': 'required' });
    expect(await inquiryCount()).toBe(before);
  });
});
