import { mailOutbox } from '@sitedesk/db/schema';
import { renderMail } from '@sitedesk/email/render-mail';
import type { InquiryDetail } from '@sitedesk/shared/desk-api';
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { parseMailPayload } from '../../../platform/outbox/mail-payload';
import { validInquiryFields } from '../../../testing/desk-fixtures';
import { dayFromToday, insertEntry, jobDocument, productDocument } from '../../../testing/published-entries';
import { signInAs } from '../../../testing/staff-sessions';
import { startTestSitedesk, type TestSitedesk } from '../../../testing/test-sitedesk';

let desk: TestSitedesk | undefined;
afterEach(async () => {
  await desk?.dispose();
  desk = undefined;
});

async function start() {
  desk = await startTestSitedesk({ INQUIRY_RATE_LIMIT: '0' });
  return desk;
}

const postJson = (started: TestSitedesk, fields: Record<string, unknown>) =>
  started.app.request('/api/inquiries', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...validInquiryFields, topic: 'quote', ...fields }),
  });

async function fieldErrors(response: Response): Promise<Record<string, string>> {
  const body = (await response.json()) as { error: { fields?: Record<string, { code: string }> } };
  return Object.fromEntries(
    Object.entries(body.error.fields ?? {}).map(([field, { code }]) => [field, code]),
  );
}

async function detailOf(started: TestSitedesk, id: string): Promise<InquiryDetail> {
  const sales = await signInAs(started, 'sales');
  const response = await started.app.request(`/api/desk/inquiries/${id}`, {
    headers: { cookie: sales.cookie },
  });
  return (await response.json()) as InquiryDetail;
}

describe('a request for a quotation', () => {
  it('keeps two products with quantities and units, the needed-by date, delivery, VAT number and reference', async () => {
    const started = await start();
    const baler = await insertEntry(started.database.db, 'products', { en: productDocument() });
    const shredder = await insertEntry(started.database.db, 'products', {
      en: productDocument({ name: 'Shredder S2' }),
    });
    const neededBy = dayFromToday(60);
    const response = await postJson(started, {
      lines: [
        { entryId: baler, quantity: 2, unit: 'pcs' },
        { entryId: shredder, quantity: '12.5', unit: 't' },
      ],
      neededBy,
      deliveryCountry: 'cz',
      deliveryPostcode: '602 00',
      vatId: '123 456 78',
      purchaseReference: 'PO-2026-114',
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };

    const detail = await detailOf(started, id);
    expect(detail.quoteRequest).toEqual({
      lines: [
        { entryId: baler, title: 'EcoBale X4', quantity: 2, unit: 'pcs' },
        { entryId: shredder, title: 'Shredder S2', quantity: 12.5, unit: 't' },
      ],
      neededBy,
      deliveryCountry: 'CZ',
      deliveryPostcode: '602 00',
      // Typed with spaces and no prefix, for a Czech company (the form's `country`): stored as VIES writes it.
      vatId: 'CZ12345678',
      purchaseReference: 'PO-2026-114',
    });

    // The CSV export: one cell for the products, then the terms, after the earlier columns.
    const sales = await signInAs(started, 'sales');
    const csv = await started.app.request('/api/desk/inquiries/export.csv?separator=comma', {
      headers: { cookie: sales.cookie, 'accept-language': 'en' },
    });
    const [, row] = (await csv.text()).split('\r\n');
    expect(row).toMatch(
      new RegExp(`,"2 pcs EcoBale X4; 12.5 t Shredder S2","${neededBy}","CZ12345678","PO-2026-114",""$`),
    );

    // The staff notification names what was asked for (decision 232), so nobody has to open the desk to judge it.
    const [notification] = await started.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.inquiryId, id), eq(mailOutbox.template, 'inquiry-notification')));
    const parsed = parseMailPayload(notification?.data);
    if (!parsed.success) throw new Error(parsed.error);
    const mail = await renderMail(parsed.payload.template, parsed.payload.props);
    expect(mail.text).toMatch(/Product 1:\s+2 pcs EcoBale X4\nProduct 2:\s+12\.5 t Shredder S2/);
    expect(mail.text).toMatch(/Delivery to:\s+602 00, Czechia/);
    expect(mail.text).toMatch(/Purchase reference:\s+PO-2026-114/);
  });

  it('takes the same fields from a form posted without JavaScript, a row per product', async () => {
    const started = await start();
    const baler = await insertEntry(started.database.db, 'products', { en: productDocument() });
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...validInquiryFields, topic: 'quote', consent: 'on' })) {
      form.append(name, String(value));
    }
    // The second row was left empty: it is no line.
    for (const [entryId, quantity, unit] of [
      [baler, '3', 'set'],
      ['', '', 'pcs'],
    ]) {
      form.append('lineEntryId', entryId ?? '');
      form.append('lineQuantity', quantity ?? '');
      form.append('lineUnit', unit ?? '');
    }
    form.append('purchaseReference', 'PO 7');
    const response = await started.app.request('/api/inquiries', { method: 'POST', body: form });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const detail = await detailOf(started, id);
    expect(detail.quoteRequest?.lines).toEqual([
      { entryId: baler, title: 'EcoBale X4', quantity: 3, unit: 'set' },
    ]);
    expect(detail.quoteRequest?.purchaseReference).toBe('PO 7');
  });

  it('refuses what does not fit, field by field, and stores nothing', async () => {
    const started = await start();
    const baler = await insertEntry(started.database.db, 'products', { en: productDocument() });
    const job = await insertEntry(started.database.db, 'jobs', { en: jobDocument() });
    const hidden = await insertEntry(
      started.database.db,
      'products',
      { en: productDocument() },
      { published: false },
    );

    expect(
      await fieldErrors(await postJson(started, { lines: [{ entryId: baler, quantity: 0, unit: 'pcs' }] })),
    ).toEqual({
      lines: 'invalid_quantity',
    });
    expect(
      await fieldErrors(
        await postJson(started, { lines: [{ entryId: baler, quantity: 1.0005, unit: 'pcs' }] }),
      ),
    ).toEqual({ lines: 'invalid_quantity' });
    expect(
      await fieldErrors(
        await postJson(started, { lines: [{ entryId: baler, quantity: 1, unit: 'barrel' }] }),
      ),
    ).toEqual({
      lines: 'invalid_unit',
    });
    for (const entryId of [job, hidden]) {
      expect(
        await fieldErrors(await postJson(started, { lines: [{ entryId, quantity: 1, unit: 'pcs' }] })),
      ).toEqual({
        lines: 'invalid_entry',
      });
    }
    expect(await fieldErrors(await postJson(started, { neededBy: '2026-02-30' }))).toEqual({
      neededBy: 'invalid_date',
    });
    expect(await fieldErrors(await postJson(started, { neededBy: dayFromToday(-3) }))).toEqual({
      neededBy: 'invalid_date',
    });
    // The company is Czech (country CZ): a German number does not fit its format.
    expect(await fieldErrors(await postJson(started, { vatId: 'DE123456789' }))).toEqual({
      vatId: 'invalid_vat_id',
    });
    expect(await fieldErrors(await postJson(started, { deliveryCountry: 'XX' }))).toEqual({
      deliveryCountry: 'invalid_country',
    });
    const many = Array.from({ length: 21 }, () => ({ entryId: baler, quantity: 1, unit: 'pcs' }));
    expect(await fieldErrors(await postJson(started, { lines: many }))).toEqual({
      lines: 'too_many_products',
    });
    // Only a request for a quotation has these fields.
    expect(
      await fieldErrors(
        await postJson(started, { topic: 'press', lines: [{ entryId: baler, quantity: 1, unit: 'pcs' }] }),
      ),
    ).toEqual({ lines: 'invalid' });

    const inbox = await detailList(started);
    expect(inbox).toBe(0);
  });
});

async function detailList(started: TestSitedesk): Promise<number> {
  const sales = await signInAs(started, 'sales');
  const response = await started.app.request('/api/desk/inquiries', { headers: { cookie: sales.cookie } });
  return ((await response.json()) as { total: number }).total;
}
