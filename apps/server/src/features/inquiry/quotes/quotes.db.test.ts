import { buffer } from 'node:stream/consumers';
import { inquiryActivity } from '@sitedesk/db/desk-schema';
import { inquiries, mailOutbox } from '@sitedesk/db/schema';
import { renderMail } from '@sitedesk/email/render-mail';
import type { QuoteDetail } from '@sitedesk/shared/quotes-api';
import { and, asc, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMailPayload } from '../../../platform/outbox/mail-payload';
import { submitInquiry } from '../../../testing/desk-fixtures';
import { sampleQuoteRequest } from '../../../testing/quote-permission-table';
import { type SignedInStaff, signInAs } from '../../../testing/staff-sessions';
import { testOrigin } from '../../../testing/test-site';
import { startTestSitedesk, type TestSitedesk } from '../../../testing/test-sitedesk';
import { zipEntries } from '../../../testing/zip-entries';

let desk: TestSitedesk;
let sales: SignedInStaff;
let editor: SignedInStaff;
beforeAll(async () => {
  desk = await startTestSitedesk({
    INQUIRY_RATE_LIMIT: '0',
    SIGN_IN_RATE_LIMIT: '0',
    VISITOR_PAGE_RATE_LIMIT: '0',
  });
  sales = await signInAs(desk, 'sales', { name: 'Jonas Weber' });
  editor = await signInAs(desk, 'editor');
});
afterAll(async () => {
  await desk.dispose();
});

function call(staff: SignedInStaff, method: string, path: string, body?: unknown) {
  return desk.app.request(path, {
    method,
    headers: { cookie: staff.cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function createQuote(inquiryId: string, request: unknown = sampleQuoteRequest()) {
  const response = await call(sales, 'POST', `/api/desk/inquiries/${inquiryId}/quotes`, request);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as { id: string; number: string; revision: number };
}

async function send(quoteId: string, message?: string): Promise<QuoteDetail> {
  const response = await call(sales, 'POST', `/api/desk/quotes/${quoteId}/send`, message ? { message } : {});
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as QuoteDetail;
}

/** The quotation's mail to the buyer, rendered from its outbox row: its text, the page link, the PDF's name. */
async function quoteMail(inquiryId: string) {
  const rows = await desk.database.db
    .select({ data: mailOutbox.data })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.inquiryId, inquiryId), eq(mailOutbox.template, 'inquiry-reply')))
    // Without an order the database may return the rows in any order (PGlite did, on CI).
    .orderBy(asc(mailOutbox.createdAt));
  const parsed = parseMailPayload(rows.at(-1)?.data);
  if (!parsed.success) throw new Error(parsed.error);
  const mail = await renderMail(parsed.payload.template, parsed.payload.props);
  const link = new RegExp(`${testOrigin}/([a-z]{2})/requests/[A-Za-z0-9_-]{32}`).exec(mail.text)?.[0];
  if (!link) throw new Error('no page link in the quotation mail');
  return { mail, path: link.slice(testOrigin.length), attachments: parsed.payload.attachments ?? [] };
}

/** The staff's notices of quotation decisions about the inquiry (decision 222), rendered, by recipient. */
async function decisionNotices(inquiryId: string) {
  const rows = await desk.database.db
    .select({ data: mailOutbox.data })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.inquiryId, inquiryId), eq(mailOutbox.template, 'quote-decided')))
    .orderBy(asc(mailOutbox.createdAt));
  return Promise.all(
    rows.map(async (row) => {
      const parsed = parseMailPayload(row.data);
      if (!parsed.success) throw new Error(parsed.error);
      return { to: parsed.payload.to, mail: await renderMail(parsed.payload.template, parsed.payload.props) };
    }),
  );
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return text;
}

function decide(
  path: string,
  quoteId: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return desk.app.request(`${path}/quotes/${quoteId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

async function outcomeOf(inquiryId: string) {
  const [row] = await desk.database.db
    .select({ outcome: inquiries.outcome })
    .from(inquiries)
    .where(eq(inquiries.id, inquiryId));
  return row?.outcome;
}

describe('quotations (issue 27 §3)', () => {
  it('numbers quotations per year, one after another, and keeps the totals exact', async () => {
    const { id: inquiryId } = await submitInquiry(desk);
    const year = new Date().getUTCFullYear();
    const first = await createQuote(inquiryId);
    const second = await createQuote(inquiryId);
    expect(first.number).toMatch(new RegExp(`^Q-${year}-\\d{4}$`));
    expect(Number(second.number.slice(-4))).toBe(Number(first.number.slice(-4)) + 1);
    // Two at once still get two numbers.
    const together = await Promise.all([createQuote(inquiryId), createQuote(inquiryId)]);
    expect(new Set(together.map((quote) => quote.number)).size).toBe(2);

    const detail = (await (await call(sales, 'GET', `/api/desk/quotes/${first.id}`)).json()) as QuoteDetail;
    expect(detail).toMatchObject({
      status: 'draft',
      currency: 'EUR',
      netTotal: 85000,
      vatAmount: 16150,
      total: 101150,
      lines: [
        { description: 'Channel baler VB-60', quantity: 2, unit: 'pcs', unitPrice: 42500, amount: 85000 },
      ],
    });
  });

  it('refuses a request it cannot price, naming the field, and stores nothing', async () => {
    const { id: inquiryId } = await submitInquiry(desk);
    const cases: [unknown, string, string][] = [
      [sampleQuoteRequest({ currency: 'EURO' }), 'currency', 'invalid_format'],
      [sampleQuoteRequest({ currency: 'XYZ' }), 'currency', 'invalid_value'],
      [sampleQuoteRequest({ validUntil: '2020-01-01' }), 'validUntil', 'invalid_date'],
      [sampleQuoteRequest({ validUntil: '2026-02-30' }), 'validUntil', 'invalid_date'],
      [sampleQuoteRequest({ lines: [] }), 'lines', 'too_small'],
      [
        sampleQuoteRequest({ lines: [{ description: 'Baler', quantity: 1, unitPrice: 10.005 }] }),
        'lines.0.unitPrice',
        'invalid',
      ],
      [
        sampleQuoteRequest({
          currency: 'JPY',
          lines: [{ description: 'Baler', quantity: 1, unitPrice: 1500.5 }],
        }),
        'lines.0.unitPrice',
        'invalid',
      ],
      [
        sampleQuoteRequest({ lines: [{ description: 'Baler', quantity: 0, unitPrice: 10 }] }),
        'lines.0.quantity',
        'invalid_quantity',
      ],
      [
        sampleQuoteRequest({ lines: [{ description: 'Ba\u0000ler', quantity: 1, unitPrice: 10 }] }),
        'lines.0.description',
        'invalid_characters',
      ],
      [
        sampleQuoteRequest({
          lines: [{ description: 'Baler', quantity: 1, unitPrice: 10, discountPercent: 120 }],
        }),
        'lines.0.discountPercent',
        'too_big',
      ],
    ];
    for (const [body, field, code] of cases) {
      const response = await call(sales, 'POST', `/api/desk/inquiries/${inquiryId}/quotes`, body);
      expect(response.status, field).toBe(422);
      const error = (
        (await response.json()) as { error: { fields: Record<string, { code: string; message: string }> } }
      ).error;
      expect(error.fields[field]?.code, JSON.stringify(error)).toBe(code);
      expect(error.fields[field]?.message.length).toBeGreaterThan(0);
    }
    const list = (await (await call(sales, 'GET', `/api/desk/inquiries/${inquiryId}/quotes`)).json()) as {
      items: unknown[];
    };
    expect(list.items).toEqual([]);
    expect(
      (await call(editor, 'POST', `/api/desk/inquiries/${inquiryId}/quotes`, sampleQuoteRequest())).status,
    ).toBe(403);
  });

  it('sends the PDF into the conversation with a link; the buyer accepts on their page and the inquiry is won', async () => {
    const { id: inquiryId, reference } = await submitInquiry(desk, { locale: 'de', name: 'Jana Nováková' });
    const quote = await createQuote(
      inquiryId,
      sampleQuoteRequest({
        lines: [
          {
            description: 'Kanalballenpresse VB-60',
            quantity: 2,
            unit: 'pcs',
            unitPrice: 42500,
            discountPercent: 5,
          },
          { description: 'Inbetriebnahme vor Ort', quantity: 1, unitPrice: 1850 },
        ],
        terms: { payment: '30 Tage netto', delivery: 'FCA Bremen', notes: null },
      }),
    );
    const sent = await send(quote.id, 'Sehr geehrte Frau Nováková,');
    expect(sent).toMatchObject({ status: 'sent', netTotal: 82600, vatAmount: 15694, total: 98294 });
    expect((await call(sales, 'PUT', `/api/desk/quotes/${quote.id}`, sampleQuoteRequest())).status).toBe(409);
    expect((await call(sales, 'POST', `/api/desk/quotes/${quote.id}/send`, {})).status).toBe(409);

    const { mail, path, attachments } = await quoteMail(inquiryId);
    expect(mail.text).toContain('Sehr geehrte Frau Nováková,');
    expect(mail.text).toContain(quote.number);
    expect(path).toMatch(/^\/de\/requests\//);
    expect(attachments.map((file) => file.fileName)).toEqual([`${quote.number}.pdf`]);
    const stored = attachments[0];
    if (!stored) throw new Error('no PDF');
    const blob = await desk.storage.get(stored.storageKey);
    if (!blob) throw new Error('the PDF is not in storage');
    const text = await pdfText(new Uint8Array(await buffer(blob.body)));
    for (const expected of [
      quote.number,
      reference,
      'Kanalballenpresse VB-60',
      '80.750,00',
      '98.294,00',
      '30 Tage netto',
    ]) {
      expect(text).toContain(expected);
    }

    const page = await (await desk.app.request(path)).text();
    expect(page).toContain(quote.number);
    expect(page).toContain('98.294,00');
    expect(page).toContain(`${quote.number}.pdf`);
    // A post from another site changes nothing.
    expect(
      (
        await decide(
          path,
          quote.id,
          { decision: 'accept', name: 'Mallory' },
          { origin: 'https://evil.example' },
        )
      ).status,
    ).toBe(403);
    // Accepting asks for the name typed as a signature.
    const unnamed = await decide(path, quote.id, { decision: 'accept', name: '  ' });
    expect(unnamed.status).toBe(422);
    expect(await outcomeOf(inquiryId)).toBeNull();

    const accepted = await decide(path, quote.id, { decision: 'accept', name: 'Jana Nováková' });
    expect(accepted.status).toBe(303);
    const after = await (await desk.app.request(accepted.headers.get('location') ?? '')).text();
    expect(after).toContain('Jana Nováková');
    expect(after).not.toContain('name="decision" value="accept"');
    expect(await outcomeOf(inquiryId)).toBe('won');
    // Whoever the inquiry is (the one who sent the quotation took it by answering) hears of it by e-mail.
    const [notice, ...more] = await decisionNotices(inquiryId);
    expect(more).toEqual([]);
    expect(notice?.to).toEqual([sales.email]);
    expect(notice?.mail.subject).toBe(`Quotation ${quote.number} accepted [${reference}]`);
    expect(notice?.mail.text).toContain('Jana Nováková accepted quotation');
    expect(notice?.mail.text).toContain('€98,294.00');
    expect(notice?.mail.text).toContain(`/desk/inquiries/${inquiryId}`);
    const detail = (await (await call(sales, 'GET', `/api/desk/quotes/${quote.id}`)).json()) as QuoteDetail;
    expect(detail).toMatchObject({ status: 'accepted', acceptedName: 'Jana Nováková' });
    expect(detail.decidedAt).not.toBeNull();
    // Once only: a second decision is refused and changes nothing.
    expect((await decide(path, quote.id, { decision: 'decline', reason: 'Too late' })).status).toBe(409);
    expect(await outcomeOf(inquiryId)).toBe('won');
    const actions = await desk.database.db
      .select({ action: inquiryActivity.action })
      .from(inquiryActivity)
      .where(eq(inquiryActivity.inquiryId, inquiryId));
    expect(actions.map((row) => row.action)).toEqual(
      expect.arrayContaining(['quote_created', 'quote_sent', 'quote_accepted']),
    );
    // The buyer's own words (the name typed to accept) are in their data export.
    const owner = await signInAs(desk, 'owner');
    const exported = await call(owner, 'POST', '/api/desk/people/export', {
      email: 'jana.novakova@recyklace.example',
    });
    expect(exported.status).toBe(200);
    const entries = await zipEntries(new Uint8Array(await exported.arrayBuffer()));
    const exportedQuotes = JSON.parse(entries.get('quotations.json')?.toString('utf8') ?? '[]') as {
      number: string;
      acceptedName: string | null;
    }[];
    expect(exportedQuotes).toContainEqual(
      expect.objectContaining({ number: quote.number, acceptedName: 'Jana Nováková' }),
    );
  });

  it('supersedes a revision by the next one sent, and a declined quotation loses the inquiry', async () => {
    const { id: inquiryId } = await submitInquiry(desk);
    const first = await createQuote(inquiryId);
    await send(first.id);
    const revision = (await (
      await call(
        sales,
        'POST',
        `/api/desk/quotes/${first.id}/revisions`,
        sampleQuoteRequest({ currency: 'CZK' }),
      )
    ).json()) as { id: string; number: string; revision: number };
    expect(revision).toMatchObject({ number: first.number, revision: 2 });
    // One draft of a number at a time.
    expect(
      (await call(sales, 'POST', `/api/desk/quotes/${first.id}/revisions`, sampleQuoteRequest())).status,
    ).toBe(409);
    await send(revision.id);
    const list = (await (await call(sales, 'GET', `/api/desk/inquiries/${inquiryId}/quotes`)).json()) as {
      items: QuoteDetail[];
    };
    expect(list.items.map((item) => [item.revision, item.status])).toEqual([
      [1, 'superseded'],
      [2, 'sent'],
    ]);
    const { path, attachments } = await quoteMail(inquiryId);
    expect(attachments.map((file) => file.fileName)).toEqual([`${first.number}-2.pdf`]);
    // The superseded revision can no longer be accepted.
    expect((await decide(path, first.id, { decision: 'accept', name: 'Jana Nováková' })).status).toBe(409);
    const declined = await decide(path, revision.id, {
      decision: 'decline',
      reason: 'Budget moved to next year',
    });
    expect(declined.status).toBe(303);
    expect(await outcomeOf(inquiryId)).toBe('lost');
    const detail = (await (
      await call(sales, 'GET', `/api/desk/quotes/${revision.id}`)
    ).json()) as QuoteDetail;
    expect(detail).toMatchObject({ status: 'declined', declineReason: 'Budget moved to next year' });
    const notices = await decisionNotices(inquiryId);
    expect(notices.map((notice) => notice.mail.subject)).toEqual([
      expect.stringMatching(new RegExp(`^Quotation ${first.number} declined`)),
    ]);
    expect(notices[0]?.mail.text).toContain('Budget moved to next year');
    expect(notices[0]?.mail.text).toContain(`${first.number}, revision 2`);
  });

  it('takes a request for changes into the conversation as the buyer’s answer', async () => {
    const { id: inquiryId } = await submitInquiry(desk);
    const quote = await createQuote(inquiryId);
    await send(quote.id);
    const { path } = await quoteMail(inquiryId);
    expect((await decide(path, quote.id, { decision: 'changes', changes: '' })).status).toBe(422);
    const asked = await decide(path, quote.id, {
      decision: 'changes',
      changes: 'Could you quote 3 balers instead?',
    });
    expect(asked.status).toBe(303);
    const thread = (await (await call(sales, 'GET', `/api/desk/inquiries/${inquiryId}/messages`)).json()) as {
      items: { direction: string; text: string }[];
    };
    const answer = thread.items.find((item) => item.direction === 'inbound');
    expect(answer?.text).toContain(quote.number);
    expect(answer?.text).toContain('Could you quote 3 balers instead?');
    // Asking for changes decides nothing.
    expect(await outcomeOf(inquiryId)).toBeNull();
  });

  it('reminds the buyer once, three days before the last valid day, of a quotation they have had for days', async () => {
    const day = 24 * 60 * 60 * 1000;
    const { id: inquiryId } = await submitInquiry(desk, { locale: 'de', name: 'Jana Nováková' });
    const quote = await createQuote(inquiryId);
    const sent = await send(quote.id);
    // A name anyone could type for anyone's address: the reminder greets without its link.
    const { id: trapId } = await submitInquiry(desk, { name: 'Eva https://evil.example/pay Urgent' });
    await send((await createQuote(trapId)).id);
    // Marked spam after its quotation went out: its buyer hears nothing more.
    const { id: spamId } = await submitInquiry(desk);
    await send((await createQuote(spamId)).id);
    const marked = await call(sales, 'PATCH', `/api/desk/inquiries/${spamId}`, { status: 'spam' });
    expect(marked.status, await marked.clone().text()).toBe(200);
    const { id: shortId } = await submitInquiry(desk);
    const short = await createQuote(
      shortId,
      sampleQuoteRequest({ validUntil: new Date(Date.now() + 3 * day).toISOString().slice(0, 10) }),
    );
    await send(short.id);
    const reminders = async (id: string) =>
      (
        await desk.database.db
          .select({ data: mailOutbox.data })
          .from(mailOutbox)
          .where(and(eq(mailOutbox.inquiryId, id), eq(mailOutbox.template, 'inquiry-reply')))
      )
        .map((row) => parseMailPayload(row.data))
        .filter((parsed) => parsed.success && parsed.payload.attachments === undefined);

    // A day after sending, the short quotation's last day is near, but a reminder would come too soon.
    await desk.jobs.runDueJobs(new Date(Date.now() + day));
    expect(await reminders(shortId)).toEqual([]);
    expect(await reminders(inquiryId)).toEqual([]);

    const lastDay = new Date(`${sent.validUntil}T12:00:00Z`).getTime();
    await desk.jobs.runDueJobs(new Date(lastDay - 2 * day));
    const [reminder, ...more] = await reminders(inquiryId);
    expect(more).toEqual([]);
    if (!reminder?.success) throw new Error('no reminder');
    expect(reminder.payload.to).toEqual(['jana.novakova@recyklace.example']);
    // Answers to it reach the conversation, as answers to the quotation do.
    expect(reminder.payload.replyTo).toMatch(/^reply\+[0-9a-f]{32}@/);
    const mail = await renderMail(reminder.payload.template, reminder.payload.props);
    expect(mail.text).toContain('Jana Nováková');
    expect(mail.text).toContain(`Unser Angebot ${quote.number} gilt bis`);
    const link = new RegExp(`${testOrigin}/de/requests/[A-Za-z0-9_-]{32}`).exec(mail.text)?.[0];
    if (!link) throw new Error('no page link in the reminder');
    const page = await (await desk.app.request(link.slice(testOrigin.length))).text();
    expect(page).toContain('name="decision" value="accept"');

    const [trap] = await reminders(trapId);
    if (!trap?.success) throw new Error('no reminder of the second quotation');
    const trapMail = await renderMail(trap.payload.template, trap.payload.props);
    expect(trapMail.text).toContain('Eva Urgent');
    expect(trapMail.text).not.toContain('evil.example');
    expect(await reminders(spamId)).toEqual([]);

    // Once only.
    await desk.jobs.runDueJobs(new Date(lastDay - day));
    expect(await reminders(inquiryId)).toHaveLength(1);
    const actions = await desk.database.db
      .select({ action: inquiryActivity.action })
      .from(inquiryActivity)
      .where(eq(inquiryActivity.inquiryId, inquiryId));
    expect(actions.filter((row) => row.action === 'quote_reminded')).toHaveLength(1);
  });

  it('expires a quotation after its last valid day: the page offers no decision and the inquiry is lost', async () => {
    const { id: inquiryId } = await submitInquiry(desk);
    const quote = await createQuote(inquiryId);
    const sent = await send(quote.id);
    const { path } = await quoteMail(inquiryId);
    const dayAfter = new Date(`${sent.validUntil}T00:00:00Z`);
    dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
    await desk.jobs.runDueJobs(new Date(dayAfter.getTime() + 24 * 60 * 60 * 1000));
    const detail = (await (await call(sales, 'GET', `/api/desk/quotes/${quote.id}`)).json()) as QuoteDetail;
    expect(detail.status).toBe('expired');
    expect(await outcomeOf(inquiryId)).toBe('lost');
    expect((await decisionNotices(inquiryId)).map((notice) => notice.mail.subject)).toEqual([
      expect.stringMatching(new RegExp(`^Quotation ${quote.number} expired without a decision`)),
    ]);
    const page = await (await desk.app.request(path)).text();
    expect(page).not.toContain('name="decision" value="accept"');
    // Staff can still say it was won (closed by phone), and reopen it.
    expect(
      (await call(sales, 'PUT', `/api/desk/inquiries/${inquiryId}/outcome`, { outcome: 'won' })).status,
    ).toBe(204);
    expect(await outcomeOf(inquiryId)).toBe('won');
    expect(
      (await call(sales, 'PUT', `/api/desk/inquiries/${inquiryId}/outcome`, { outcome: null })).status,
    ).toBe(204);
    expect(await outcomeOf(inquiryId)).toBeNull();
  });
  it('never sends a revision once another was accepted, and keeps an outcome staff set', async () => {
    const { id: inquiryId } = await submitInquiry(desk);
    const first = await createQuote(inquiryId);
    await send(first.id);
    const revision = (await (
      await call(sales, 'POST', `/api/desk/quotes/${first.id}/revisions`, sampleQuoteRequest())
    ).json()) as { id: string };
    const { path } = await quoteMail(inquiryId);
    expect((await decide(path, first.id, { decision: 'accept', name: 'Jana Nováková' })).status).toBe(303);
    // The draft revision can no longer go out: the buyer has accepted the first.
    expect((await call(sales, 'POST', `/api/desk/quotes/${revision.id}/send`, {})).status).toBe(409);
    expect(await outcomeOf(inquiryId)).toBe('won');

    // A deal staff closed by phone stays won when the buyer then declines on the page.
    const { id: other } = await submitInquiry(desk);
    const quote = await createQuote(other);
    await send(quote.id);
    expect(
      (await call(sales, 'PUT', `/api/desk/inquiries/${other}/outcome`, { outcome: 'won' })).status,
    ).toBe(204);
    const page = await quoteMail(other);
    expect((await decide(page.path, quote.id, { decision: 'decline' })).status).toBe(303);
    expect(await outcomeOf(other)).toBe('won');
  });

  it('neither overwrites nor sends a draft that a colleague saved after the writer saw it', async () => {
    const colleague = await signInAs(desk, 'sales', { name: 'Mira Novak' });
    const { id: inquiryId } = await submitInquiry(desk);
    const { id } = await createQuote(inquiryId);
    const read = async () =>
      (await (await call(sales, 'GET', `/api/desk/quotes/${id}`)).json()) as QuoteDetail;
    const seen = (await read()).updatedAt;
    const validUntil = new Date(Date.now() + 40 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const colleagues = { ...sampleQuoteRequest({ validUntil }), updatedAt: seen };
    expect((await call(colleague, 'PUT', `/api/desk/quotes/${id}`, colleagues)).status).toBe(200);
    const current = await read();
    expect(current.updatedAt).not.toBe(seen);

    // Written on the version before the colleague's: refused, naming the version that stands.
    const stale = await call(sales, 'PUT', `/api/desk/quotes/${id}`, {
      ...sampleQuoteRequest(),
      updatedAt: seen,
    });
    expect(stale.status).toBe(409);
    const body = (await stale.json()) as { error: { code: string; details: { updatedAt: string } } };
    expect(body.error).toMatchObject({ code: 'edit_conflict', details: { updatedAt: current.updatedAt } });
    expect((await read()).validUntil).toBe(validUntil);

    // Sent as the sender last saw it: nothing goes out.
    const staleSend = await call(sales, 'POST', `/api/desk/quotes/${id}/send`, { updatedAt: seen });
    expect(staleSend.status).toBe(409);
    expect((await read()).status).toBe('draft');
    const replies = await desk.database.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.inquiryId, inquiryId), eq(mailOutbox.template, 'inquiry-reply')));
    expect(replies).toEqual([]);

    // Seen as it stands, it goes.
    const sent = await call(sales, 'POST', `/api/desk/quotes/${id}/send`, { updatedAt: current.updatedAt });
    expect(sent.status).toBe(200);
    expect(((await sent.json()) as QuoteDetail).status).toBe('sent');
  });

  it('sends a quotation’s PDF again only to the buyer: never to anyone on CC (its link opens their page)', async () => {
    const { id: inquiryId } = await submitInquiry(desk);
    const quote = await createQuote(inquiryId);
    await send(quote.id);
    const thread = (await (await call(sales, 'GET', `/api/desk/inquiries/${inquiryId}/messages`)).json()) as {
      items: { attachments: { id: string; fileName: string }[] }[];
    };
    const pdf = thread.items
      .flatMap((item) => item.attachments)
      .find((file) => file.fileName.endsWith('.pdf'));
    if (!pdf) throw new Error('no quotation PDF in the thread');
    const withCc = await call(sales, 'POST', `/api/desk/inquiries/${inquiryId}/replies`, {
      body: 'Our quotation once more, for your purchasing department.',
      cc: ['purchasing@recyklace.example'],
      attachmentIds: [pdf.id],
    });
    expect(withCc.status).toBe(422);
    const error = ((await withCc.json()) as { error: { fields: Record<string, { code: string }> } }).error;
    expect(error.fields.attachmentIds?.code).toBe('quotation_with_cc');
    const toBuyer = await call(sales, 'POST', `/api/desk/inquiries/${inquiryId}/replies`, {
      body: 'Our quotation once more.',
      attachmentIds: [pdf.id],
    });
    expect(toBuyer.status).toBe(201);
  });
});
