import { inquiryMessages } from '@sitedesk/db/conversation-schema';
import { inquiryReads } from '@sitedesk/db/desk-schema';
import { inquiries, mailOutbox } from '@sitedesk/db/schema';
import type { ConversationThread } from '@sitedesk/shared/conversation-api';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { insertInquiry, rawMessage, replyAddressOf } from '../../../testing/inbound-mail';
import { signInAs } from '../../../testing/staff-sessions';
import { startTestSitedesk, type TestSitedesk } from '../../../testing/test-sitedesk';

let desk: TestSitedesk | undefined;
afterEach(async () => {
  await desk?.dispose();
  desk = undefined;
});

const secret = 'inbound-webhook-secret-0123456789abcdef';

/** An SEO pitch with several links, sent to a reply address someone learned. */
const seoPitch =
  'Hello, I checked your website and found it does not rank on the first page of Google. Our SEO team can ' +
  'boost your traffic and backlinks. See https://seo-rank-boost.example/offer ' +
  'https://seo-rank-boost.example/prices https://seo-rank-boost.example/cases';

/** A visitor's real answer, our own mail quoted below it. */
const genuine = [
  'Thanks, please send the quote.',
  '',
  'On Tue, 24 Nov 2026 at 10:00, Veltrum <reply@in.example> wrote:',
  '> Here is our offer: https://veltrum.example/offer https://veltrum.example/terms https://veltrum.example/x',
].join('\r\n');

/**
 * An answered inquiry assigned to sales, read by them; the answer arrives through the webhook (the same
 * `receive` as the SMTP listener and the dev mailbox).
 */
async function answeredInquiry(checks: 'on' | 'off') {
  desk = await startTestSitedesk({
    INQUIRY_RATE_LIMIT: '0',
    SIGN_IN_RATE_LIMIT: '0',
    INBOUND_WEBHOOK_SECRET: secret,
    INBOUND_NOTIFY_QUIET_MINUTES: '0',
    SPAM_CHECKS: checks,
  });
  const sitedesk = desk;
  const sales = await signInAs(sitedesk, 'sales');
  const { id } = await insertInquiry(sitedesk);
  await sitedesk.database.db
    .update(inquiries)
    .set({ assigneeId: sales.userId, status: 'answered' })
    .where(eq(inquiries.id, id));
  await sitedesk.database.db.insert(inquiryReads).values({ inquiryId: id, userId: sales.userId });
  const to = await replyAddressOf(sitedesk, id);
  const send = async (body: string) => {
    const response = await sitedesk.app.request('/api/inbound/mail', {
      method: 'POST',
      body: new Uint8Array(rawMessage({ to, body })),
      headers: { 'content-type': 'message/rfc822', authorization: `Bearer ${secret}` },
    });
    expect(response.status).toBeLessThan(300);
  };
  const state = async () => {
    const [inquiry] = await sitedesk.database.db.select().from(inquiries).where(eq(inquiries.id, id));
    const reads = await sitedesk.database.db
      .select()
      .from(inquiryReads)
      .where(eq(inquiryReads.inquiryId, id));
    const notices = (
      await sitedesk.database.db.select().from(mailOutbox).where(eq(mailOutbox.inquiryId, id))
    ).filter((row) => row.template === 'visitor-replied');
    const thread = await sitedesk.app.request(`/api/desk/inquiries/${id}/messages`, {
      headers: { cookie: sales.cookie },
    });
    const { items } = (await thread.json()) as ConversationThread;
    const stored = await sitedesk.database.db
      .select()
      .from(inquiryMessages)
      .where(eq(inquiryMessages.inquiryId, id));
    return { status: inquiry?.status, isRead: reads.length > 0, notices: notices.length, items, stored };
  };
  return { send, state };
}

describe('inbound mail spam checks (decision 164, amendment "inbound mail")', () => {
  // Regression: anyone who learned one reply address could send spam into the thread, reopen the inquiry,
  // mark it unread for everyone and have the assignee e-mailed about it.
  it('stores an SEO pitch as suspected spam with SPAM_CHECKS on: still read, still answered, nobody e-mailed', async () => {
    const { send, state } = await answeredInquiry('on');
    await send(seoPitch);
    const after = await state();
    expect(after.items).toHaveLength(1);
    expect(after.items[0]).toMatchObject({ direction: 'inbound', isSuspectedSpam: true, isAutomatic: false });
    expect(after.items[0]?.text).toContain('seo-rank-boost.example');
    expect(after.status).toBe('answered');
    expect(after.isRead).toBe(true);
    expect(after.notices).toBe(0);
  });

  // Guards against: the check silencing a visitor's real answer (our quoted offer and its links are ours).
  it('takes a short genuine answer with our mail quoted as an answer with SPAM_CHECKS on', async () => {
    const { send, state } = await answeredInquiry('on');
    await send(genuine);
    const after = await state();
    expect(after.items[0]).toMatchObject({ isSuspectedSpam: false });
    expect(after.status).toBe('in_progress');
    expect(after.isRead).toBe(false);
    expect(after.notices).toBe(1);
  });

  it('judges nothing with SPAM_CHECKS off: the pitch is taken as an answer', async () => {
    const { send, state } = await answeredInquiry('off');
    await send(seoPitch);
    const after = await state();
    expect(after.stored[0]?.isSuspectedSpam).toBe(false);
    expect(after.status).toBe('in_progress');
    expect(after.isRead).toBe(false);
    expect(after.notices).toBe(1);
  });
});
