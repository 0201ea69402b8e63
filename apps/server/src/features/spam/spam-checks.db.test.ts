import { inquiries, mailOutbox } from '@sitedesk/db/schema';
import type { InquiryList } from '@sitedesk/shared/desk-api';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { submitFromPageWithoutScript, validInquiryFields } from '../../testing/desk-fixtures';
import { signInAs } from '../../testing/staff-sessions';
import { startTestSitedesk, type TestSitedesk } from '../../testing/test-sitedesk';
import { spamTextOf } from './spam-signals';
import { recordSpamVerdict, scoreInboundText } from './training';

let sitedesk: TestSitedesk | undefined;
afterEach(async () => {
  await sitedesk?.dispose();
  sitedesk = undefined;
});

async function start(env: Record<string, string> = {}) {
  sitedesk = await startTestSitedesk({ INQUIRY_RATE_LIMIT: '0', SPAM_CHECKS: 'on', ...env });
  return sitedesk;
}

/** What a script does: JSON straight to the API, no proof of work. */
async function postAsScript(desk: TestSitedesk, fields: Record<string, unknown> = {}) {
  const response = await desk.app.request('/api/inquiries', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...validInquiryFields, ...fields }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string };
}

/** What a browser without JavaScript does: the form itself, posted as a navigation to a document. */
async function stored(desk: TestSitedesk, id: string) {
  const [row] = await desk.database.db.select().from(inquiries).where(eq(inquiries.id, id));
  const mail = await desk.database.db.select().from(mailOutbox).where(eq(mailOutbox.inquiryId, id));
  return { status: row?.status, score: row?.spamScore, reasons: row?.spamReasons, mailCount: mail.length };
}

async function inboxIds(desk: TestSitedesk, query = ''): Promise<string[]> {
  const staff = await signInAs(desk, 'sales');
  const response = await desk.app.request(`/api/desk/inquiries${query}`, {
    headers: { cookie: staff.cookie },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as InquiryList).items.map((item) => item.id);
}

describe('spam checks on POST /api/inquiries', () => {
  it('stores a script’s post without proof of work as spam: no e-mail to its address, not in the inbox', async () => {
    // Guards against backscatter: a script posting a plausible message made us mail whatever address it gave.
    const desk = await start();
    const { id } = await postAsScript(desk);
    expect(await stored(desk, id)).toEqual({
      status: 'spam',
      score: 5,
      reasons: ['proof_missing'],
      mailCount: 0,
    });
    expect(await inboxIds(desk)).not.toContain(id);
    expect(await inboxIds(desk, '?status=spam')).toEqual([id]);
  });

  it('lets a plausible inquiry from a page without JavaScript through, with its confirmation', async () => {
    const desk = await start();
    const { id } = await submitFromPageWithoutScript(desk, {
      locale: 'de',
      message: 'Guten Tag, bitte senden Sie uns ein Angebot für eine Ballenpresse mit Lieferzeit nach Brno.',
    });
    const row = await stored(desk, id);
    expect(row).toMatchObject({ status: 'new', reasons: ['proof_missing_form_post'] });
    expect(row.mailCount).toBe(2);
    expect(await inboxIds(desk)).toEqual([id]);
  });

  it('holds the same text sent again and again within a day', async () => {
    const desk = await start();
    const message = 'We need a quote for a shredder for mixed plastics, 3 t/h, delivery to Porto.';
    const ids: string[] = [];
    for (let round = 0; round < 4; round++)
      ids.push((await submitFromPageWithoutScript(desk, { message })).id);
    const [first, second, , fourth] = await Promise.all(ids.map((id) => stored(desk, id)));
    expect(first?.status).toBe('new');
    expect(second?.reasons).toContain('repeated_text');
    expect(fourth).toMatchObject({ status: 'spam', mailCount: 0 });
    expect(fourth?.reasons).toContain('repeated_text_many');
  });

  it('with SPAM_CHECKS=off judges nothing: the script’s post is an inquiry like any other', async () => {
    const desk = await start({ SPAM_CHECKS: 'off' });
    const { id } = await postAsScript(desk, { website: 'https://example.com' });
    expect(await stored(desk, id)).toEqual({ status: 'new', score: null, reasons: null, mailCount: 2 });
  });
});

describe('recordSpamVerdict', () => {
  // A kind of spam the shipped seed has none of (its advance-fee themes already hold a lottery scam).
  const fengShui = 'Feng shui for your office: our master aligns your desks with the stars for better sales.';
  const sameKind = 'Our feng shui master aligns your office with the stars again: better sales in a week.';

  it('teaches every later judgement, from the moment its transaction commits', async () => {
    const desk = await start();
    const { db } = desk.database;
    // Before staff said anything, the seed takes this text for an inquiry: it gets through.
    const first = await submitFromPageWithoutScript(desk, { message: fengShui });
    expect(await stored(desk, first.id)).toMatchObject({
      status: 'new',
      reasons: ['proof_missing_form_post'],
    });
    const text = spamTextOf({ company: validInquiryFields.company, message: fengShui });
    const before = await scoreInboundText(db, text);

    // A verdict whose transaction fails teaches nothing.
    await expect(
      db.transaction(async (tx) => {
        await recordSpamVerdict(tx, { text, label: 'spam' });
        throw new Error('the verdict was not stored');
      }),
    ).rejects.toThrow('the verdict was not stored');
    expect(await scoreInboundText(db, text)).toBe(before);

    await db.transaction(async (tx) => {
      for (let round = 0; round < 3; round++) await recordSpamVerdict(tx, { text, label: 'spam' });
    });
    expect(await scoreInboundText(db, text)).toBeGreaterThan(Math.max(before, 0.95));

    // The next scam of the kind staff marked is held, by what they taught.
    const next = await submitFromPageWithoutScript(desk, { message: sameKind });
    expect(await stored(desk, next.id)).toMatchObject({ status: 'spam', mailCount: 0 });
    expect((await stored(desk, next.id)).reasons).toContain('classifier');

    await db.transaction(async (tx) => {
      for (let round = 0; round < 6; round++) await recordSpamVerdict(tx, { text, label: 'ham' });
    });
    expect(await scoreInboundText(db, text)).toBeLessThan(0.5);
  });
});
