import { inquiries } from '@sitedesk/db/schema';
import type { DeskStats, DevMailbox, InquiryDetail, InquiryList } from '@sitedesk/shared/desk-api';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { deliveryRecorder } from '../../../testing/delivery-recorder';
import { setArrival, submitFromPageWithoutScript, submitInquiry } from '../../../testing/desk-fixtures';
import { pdfWith, submitInquiryWithFiles } from '../../../testing/inquiry-with-files';
import { signInAs } from '../../../testing/staff-sessions';
import { startTestSitedesk, type TestSitedesk } from '../../../testing/test-sitedesk';
import { spamRetentionJobName } from './spam-retention-job';
import type { SpamVerdict, SpamVerdictRecorder } from './spam-verdicts';

let desk: TestSitedesk | undefined;
afterEach(async () => {
  await desk?.dispose();
  desk = undefined;
});

const dayMs = 86_400_000;
const honeypot = { website: 'https://spam.example' };
/**
 * The spam checks on, as in production: a bot (JSON, the honeypot filled, no proof of work) is caught, and a
 * person sends from the page (here: without JavaScript, judged by the rest).
 */
const checksOn = { SPAM_CHECKS: 'on' };

async function start(env: Record<string, string> = {}, onSpamVerdict?: SpamVerdictRecorder) {
  const deliveries = deliveryRecorder();
  desk = await startTestSitedesk(
    { INQUIRY_RATE_LIMIT: '0', ...env },
    {
      onDeliveryOutcome: (outcome) => deliveries.record(outcome),
      ...(onSpamVerdict ? { onSpamVerdict } : {}),
    },
  );
  const owner = await signInAs(desk, 'owner');
  const call = (path: string, init: RequestInit = {}) =>
    (desk as TestSitedesk).app.request(path, {
      ...init,
      headers: { cookie: owner.cookie, ...(init.body ? { 'Content-Type': 'application/json' } : {}) },
    });
  const setStatus = (id: string, status: string) =>
    call(`/api/desk/inquiries/${id}`, { method: 'PATCH', body: JSON.stringify({ status }) });
  const mailbox = async () => ((await (await call('/api/desk/mailbox')).json()) as DevMailbox).items;
  const list = async (query = '') =>
    ((await (await call(`/api/desk/inquiries${query}`)).json()) as InquiryList).items.map((item) => item.id);
  return { sitedesk: desk, deliveries, call, setStatus, mailbox, list };
}

// Regression: a real inquiry caught as spam stayed without its confirmation and notification when staff
// moved it to the inbox, and the visitor never heard back.
describe('"Not spam" (PATCH /api/desk/inquiries/:id {status: "new"} on a spam inquiry)', () => {
  it('moves it to the inbox and sends the confirmation and notification once, never a second time', async () => {
    const { sitedesk, deliveries, setStatus, mailbox, list } = await start(checksOn);
    const visitor = { name: 'Lena Grünwald', email: 'lena.gruenwald@kompost.example', ...honeypot };
    const caught = await submitInquiry(sitedesk, visitor);
    const real = await submitFromPageWithoutScript(sitedesk, { email: 'real@visitor.example' });
    await deliveries.untilSent(2);
    expect(await list('?status=spam')).toEqual([caught.id]);
    expect(await list()).toEqual([real.id]);

    const released = await setStatus(caught.id, 'new');
    expect(released.status).toBe(200);
    expect(((await released.json()) as InquiryDetail).status).toBe('new');
    await deliveries.untilSent(4);
    expect(await list('?status=spam')).toEqual([]);
    expect(await list()).toEqual(expect.arrayContaining([caught.id, real.id]));
    const mailOf = async () =>
      (await mailbox()).filter((mail) => mail.text.includes(caught.reference)).map((mail) => mail.to);
    expect((await mailOf()).sort()).toEqual([['lena.gruenwald@kompost.example'], ['sales@veltrum.example']]);

    // Spam again, then "Not spam" again: the outbox already has both messages, so nobody hears twice.
    expect((await setStatus(caught.id, 'spam')).status).toBe(200);
    const again = await setStatus(caught.id, 'new');
    expect(again.status).toBe(200);
    const detail = (await again.json()) as InquiryDetail;
    expect(detail.mail.map((mail) => mail.template).sort()).toEqual([
      'inquiry-confirmation',
      'inquiry-notification',
    ]);
    expect(await mailOf()).toHaveLength(2);
  });

  it('teaches the classifier "spam" and "ham" with the message, inside the status change’s transaction', async () => {
    const verdicts: (SpamVerdict & { statusSeen: string | undefined })[] = [];
    let isFailing = false;
    const { sitedesk, setStatus } = await start({}, async (tx, verdict) => {
      // Read through the transaction: the status it sees is the one being committed with the verdict.
      const [row] = await tx.select({ status: inquiries.status }).from(inquiries);
      verdicts.push({ ...verdict, statusSeen: row?.status });
      if (isFailing) throw new Error('the classifier could not store its lesson');
    });
    const message = 'Cheap watches and pills, visit our shop today, best prices guaranteed!';
    const { id } = await submitInquiry(sitedesk, { message });

    expect((await setStatus(id, 'in_progress')).status).toBe(200);
    expect(verdicts).toEqual([]);
    expect((await setStatus(id, 'spam')).status).toBe(200);
    expect((await setStatus(id, 'new')).status).toBe(200);
    expect(verdicts).toEqual([
      { text: expect.stringContaining(message), label: 'spam', statusSeen: 'spam' },
      { text: expect.stringContaining(message), label: 'ham', statusSeen: 'new' },
    ]);

    // A lesson that cannot be stored takes the status change with it: both or neither.
    isFailing = true;
    expect((await setStatus(id, 'spam')).status).toBe(500);
    const [row] = await sitedesk.database.db
      .select({ status: inquiries.status })
      .from(inquiries)
      .where(eq(inquiries.id, id));
    expect(row?.status).toBe('new');
  });
});

describe('the spam folder and the rest of the desk', () => {
  // Regression: spam visitors' names and addresses must not leave through the spreadsheet export.
  it('keeps spam out of the CSV export and the dashboard', async () => {
    const { sitedesk, call } = await start(checksOn);
    await submitInquiry(sitedesk, { name: 'Spammy McSpamface', ...honeypot });
    await submitFromPageWithoutScript(sitedesk, { name: 'Ruth Realperson' });
    const csv = await (await call('/api/desk/inquiries/export.csv')).text();
    expect(csv).toContain('Ruth Realperson');
    expect(csv).not.toContain('Spammy');
    const stats = (await (await call('/api/desk/stats?days=7')).json()) as DeskStats;
    expect(stats.perDay.reduce((sum, day) => sum + day.count, 0)).toBe(1);
    expect(stats.byTopic).toEqual([{ topic: 'quote', count: 1 }]);
  });
});

// Regression: spam piled up for ever; staff could only erase it one by one.
describe('"Empty spam folder" (POST /api/desk/spam/erase)', () => {
  it('erases every spam inquiry with its files and answers how many; the inbox stays', async () => {
    const { sitedesk, call, list } = await start(checksOn);
    const first = await submitInquiry(sitedesk, honeypot);
    const second = await submitInquiryWithFiles(sitedesk, { name: 'Bot With File', ...honeypot }, [
      { name: 'offer.pdf', bytes: pdfWith('Bot With File') },
    ]);
    const real = await submitFromPageWithoutScript(sitedesk);
    expect((await list('?status=spam')).sort()).toEqual([first.id, second.id].sort());

    const emptied = await call('/api/desk/spam/erase', { method: 'POST' });
    expect(emptied.status).toBe(200);
    expect(await emptied.json()).toEqual({ erased: 2 });
    expect(await list('?status=spam')).toEqual([]);
    expect(await list()).toEqual([real.id]);
    expect(await (await call(`/api/desk/inquiries/${second.id}`)).status).toBe(404);

    const again = await call('/api/desk/spam/erase', { method: 'POST' });
    expect(await again.json()).toEqual({ erased: 0 });
  });

  it('is refused from another site (CSRF) and to staff who may not erase', async () => {
    const { sitedesk } = await start(checksOn);
    const spam = await submitInquiry(sitedesk, honeypot);
    const owner = await signInAs(sitedesk, 'owner');
    const crossSite = await sitedesk.app.request('/api/desk/spam/erase', {
      method: 'POST',
      headers: { cookie: owner.cookie, origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
    const sales = await signInAs(sitedesk, 'sales');
    const bySales = await sitedesk.app.request('/api/desk/spam/erase', {
      method: 'POST',
      headers: { cookie: sales.cookie },
    });
    expect(bySales.status).toBe(403);
    const [row] = await sitedesk.database.db.select().from(inquiries).where(eq(inquiries.id, spam.id));
    expect(row?.status).toBe('spam');
  });
});

// Regression: spam was kept as long as real inquiries (or for ever), with the bots' and victims' data.
describe('the spam retention job (SPAM_RETENTION_DAYS)', () => {
  it('erases spam older than the period and keeps younger spam and every real inquiry', async () => {
    const { sitedesk, list } = await start({ ...checksOn, SPAM_RETENTION_DAYS: '10' });
    const now = new Date('2027-03-01T12:00:00Z');
    const oldSpam = await submitInquiry(sitedesk, honeypot);
    const youngSpam = await submitInquiry(sitedesk, honeypot);
    const oldReal = await submitFromPageWithoutScript(sitedesk);
    await setArrival(sitedesk, oldSpam.id, new Date(now.getTime() - 11 * dayMs));
    await setArrival(sitedesk, youngSpam.id, new Date(now.getTime() - 9 * dayMs));
    await setArrival(sitedesk, oldReal.id, new Date(now.getTime() - 400 * dayMs));

    expect(await sitedesk.jobs.runDueJobs(now)).toContain(spamRetentionJobName);

    expect(await list('?status=spam')).toEqual([youngSpam.id]);
    expect(await list()).toEqual([oldReal.id]);
  });
});
