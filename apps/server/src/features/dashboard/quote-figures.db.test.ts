import { randomUUID } from 'node:crypto';
import { mailOutbox } from '@sitedesk/db/schema';
import { renderMail } from '@sitedesk/email/render-mail';
import type { DeskStats } from '@sitedesk/shared/desk-api';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMailPayload } from '../../platform/outbox/mail-payload';
import { submitInquiry } from '../../testing/desk-fixtures';
import { sampleQuoteRequest } from '../../testing/quote-permission-table';
import { type SignedInStaff, signInAs } from '../../testing/staff-sessions';
import { testOrigin } from '../../testing/test-site';
import { startTestSitedesk, type TestSitedesk } from '../../testing/test-sitedesk';

let desk: TestSitedesk;
let sales: SignedInStaff;
/** The desk's clock: quotations are sent, decided and expired by it, and the dashboard's period ends on it. */
let now = new Date('2026-03-01T09:00:00Z');

beforeAll(async () => {
  desk = await startTestSitedesk(
    { INQUIRY_RATE_LIMIT: '0', VISITOR_PAGE_RATE_LIMIT: '0', REPLY_RATE_LIMIT: '0' },
    { now: () => now },
  );
  sales = await signInAs(desk, 'sales');
});
afterAll(async () => {
  await desk.dispose();
});

function call(method: string, path: string, body?: unknown) {
  return desk.app.request(path, {
    method,
    headers: { cookie: sales.cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

const baler = randomUUID();
const shredder = randomUUID();

/** A request valid until `validUntil`, with the given lines (prices in major units). */
function quoteRequest(currency: string, lines: Record<string, unknown>[], validUntil = '2026-04-30') {
  return sampleQuoteRequest({ currency, validUntil, lines });
}

async function created(response: Response): Promise<string> {
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** Builds a quotation on the inquiry and sends it at `at`. */
async function sendQuote(inquiryId: string, at: string, request: unknown): Promise<string> {
  now = new Date(at);
  const id = await created(await call('POST', `/api/desk/inquiries/${inquiryId}/quotes`, request));
  await send(id);
  return id;
}

async function send(id: string): Promise<void> {
  const response = await call('POST', `/api/desk/quotes/${id}/send`, {});
  expect(response.status, await response.clone().text()).toBe(200);
}

async function revise(baseId: string, request: unknown): Promise<string> {
  return created(await call('POST', `/api/desk/quotes/${baseId}/revisions`, request));
}

/** The buyer's page, from the link in a quotation mail to them. */
async function buyerPage(inquiryId: string): Promise<string> {
  const [row] = await desk.database.db
    .select({ data: mailOutbox.data })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.inquiryId, inquiryId), eq(mailOutbox.template, 'inquiry-reply')));
  const parsed = parseMailPayload(row?.data);
  if (!parsed.success) throw new Error(parsed.error);
  const mail = await renderMail(parsed.payload.template, parsed.payload.props);
  const link = new RegExp(`${testOrigin}(/[a-z]{2}/requests/[A-Za-z0-9_-]{32})`).exec(mail.text)?.[1];
  if (!link) throw new Error('no page link in the quotation mail');
  return link;
}

/** The buyer accepts or declines on their page, as its form posts. */
async function decide(inquiryId: string, quoteId: string, fields: Record<string, string>): Promise<void> {
  const response = await desk.app.request(`${await buyerPage(inquiryId)}/quotes/${quoteId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  expect(response.status).toBe(303);
}

async function quoteStats(days: number): Promise<DeskStats['quotes']> {
  now = new Date('2026-03-10T10:00:00Z');
  const response = await call('GET', `/api/desk/stats?days=${days}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as DeskStats).quotes;
}

describe('the dashboard’s quotations (issue 27 §3)', () => {
  it('says nothing was quoted in a period without quotations', async () => {
    expect(await quoteStats(7)).toEqual({
      sent: 0,
      accepted: 0,
      lost: 0,
      values: [],
      acceptanceRate: null,
      byProduct: [],
      byCountry: [],
    });
  });

  it('counts each quotation once by its latest sent revision, in the period of its first sending, per currency, product and country', async () => {
    // Accepted, from Germany: a baler (2 × 42,500 less 5 %) and commissioning without a product.
    const germany = (await submitInquiry(desk, { country: 'DE' })).id;
    const accepted = await sendQuote(
      germany,
      '2026-03-05T08:00:00Z',
      quoteRequest('EUR', [
        {
          description: 'Channel baler VB-60',
          quantity: 2,
          unitPrice: 42500,
          discountPercent: 5,
          entryId: baler,
        },
        { description: 'Commissioning on site', quantity: 1, unitPrice: 1850 },
      ]),
    );
    await decide(germany, accepted, { decision: 'accept', name: 'Jana Nováková' });

    // Sent on the period's first second in euros, revised into koruna and declined: one lost quotation.
    const czechia = (await submitInquiry(desk, { country: 'CZ' })).id;
    const first = await sendQuote(
      czechia,
      '2026-03-04T00:00:00Z',
      quoteRequest('EUR', [
        { description: 'Channel baler VB-60', quantity: 1, unitPrice: 42500, entryId: baler },
      ]),
    );
    now = new Date('2026-03-06T08:00:00Z');
    const second = await revise(
      first,
      quoteRequest('CZK', [
        {
          description: 'Channel baler VB-60 (CZ)\nwith the feed conveyor',
          quantity: 1,
          unitPrice: 1_050_000,
          entryId: baler,
        },
      ]),
    );
    await send(second);
    await decide(czechia, second, { decision: 'decline', reason: 'Budget moved to next year' });

    // Still open, with a draft revision that was never sent: the sent one counts, once.
    const openOne = (await submitInquiry(desk, { country: 'CZ' })).id;
    const open = await sendQuote(
      openOne,
      '2026-03-08T08:00:00Z',
      quoteRequest('EUR', [
        { description: 'Shredder S-20', quantity: 3, unitPrice: 999.99, entryId: shredder },
      ]),
    );
    await revise(
      open,
      quoteRequest('EUR', [{ description: 'Shredder S-20', quantity: 30, unitPrice: 999.99 }]),
    );

    // Expired the day after its last valid day: lost.
    const austria = (await submitInquiry(desk, { country: 'AT' })).id;
    await sendQuote(
      austria,
      '2026-03-05T09:00:00Z',
      quoteRequest('EUR', [{ description: 'Spare blades', quantity: 1, unitPrice: 500 }], '2026-03-06'),
    );
    await desk.jobs.runDueJobs(new Date('2026-03-08T01:00:00Z'));

    // First sent a second before the period, revised within it: it belongs to the day it was first sent.
    const before = (await submitInquiry(desk, { country: 'DE' })).id;
    const early = await sendQuote(
      before,
      '2026-03-03T23:59:59Z',
      quoteRequest('EUR', [
        { description: 'Channel baler VB-60', quantity: 1, unitPrice: 40000, entryId: baler },
      ]),
    );
    now = new Date('2026-03-09T08:00:00Z');
    await send(
      await revise(
        early,
        quoteRequest('EUR', [
          { description: 'Channel baler VB-60', quantity: 1, unitPrice: 39000, entryId: baler },
        ]),
      ),
    );
    // A draft never sent counts nowhere.
    now = new Date('2026-03-09T09:00:00Z');
    await created(
      await call(
        'POST',
        `/api/desk/inquiries/${before}/quotes`,
        quoteRequest('USD', [{ description: 'Baler', quantity: 1, unitPrice: 1 }]),
      ),
    );

    const week = await quoteStats(7);
    expect(week).toMatchObject({ sent: 4, accepted: 1, lost: 2 });
    expect(week.acceptanceRate).toBeCloseTo(1 / 3);
    // Net (VAT is left out), never adding koruna to euros: 82,600 + 2,999.97 + 500 euros sent.
    expect(week.values).toEqual([
      { currency: 'EUR', sent: 86099.97, accepted: 82600, lost: 500 },
      { currency: 'CZK', sent: 1_050_000, accepted: 0, lost: 1_050_000 },
    ]);
    expect(week.byCountry).toEqual([
      {
        country: 'CZ',
        sent: 2,
        accepted: 0,
        lost: 1,
        values: [
          { currency: 'CZK', sent: 1_050_000, accepted: 0, lost: 1_050_000 },
          { currency: 'EUR', sent: 2999.97, accepted: 0, lost: 0 },
        ],
      },
      {
        country: 'AT',
        sent: 1,
        accepted: 0,
        lost: 1,
        values: [{ currency: 'EUR', sent: 500, accepted: 0, lost: 500 }],
      },
      {
        country: 'DE',
        sent: 1,
        accepted: 1,
        lost: 0,
        values: [{ currency: 'EUR', sent: 82600, accepted: 82600, lost: 0 }],
      },
    ]);
    // A product's value is its lines' (the baler's 80,750 euros, not the commissioning); named as the newest
    // quotation wrote it.
    expect(week.byProduct).toEqual([
      {
        entryId: baler,
        title: 'Channel baler VB-60 (CZ)',
        sent: 2,
        accepted: 1,
        lost: 1,
        values: [
          { currency: 'CZK', sent: 1_050_000, accepted: 0, lost: 1_050_000 },
          { currency: 'EUR', sent: 80750, accepted: 80750, lost: 0 },
        ],
      },
      {
        entryId: shredder,
        title: 'Shredder S-20',
        sent: 1,
        accepted: 0,
        lost: 0,
        values: [{ currency: 'EUR', sent: 2999.97, accepted: 0, lost: 0 }],
      },
    ]);

    // A day longer: the quotation first sent the evening before joins, as its revision (39,000) stands.
    const eightDays = await quoteStats(8);
    expect(eightDays).toMatchObject({ sent: 5, accepted: 1, lost: 2 });
    expect(eightDays.values[0]).toEqual({ currency: 'EUR', sent: 125099.97, accepted: 82600, lost: 500 });
    expect(eightDays.byCountry.find((row) => row.country === 'DE')).toMatchObject({ sent: 2, accepted: 1 });
    expect(eightDays.byProduct[0]).toMatchObject({ entryId: baler, sent: 3, accepted: 1, lost: 1 });

    // Today only: nothing was sent today.
    expect(await quoteStats(1)).toMatchObject({ sent: 0, values: [], acceptanceRate: null, byCountry: [] });
  });
});
