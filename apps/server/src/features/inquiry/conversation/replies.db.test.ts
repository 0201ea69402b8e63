import { inquiryMessages, replyDrafts } from '@sitedesk/db/conversation-schema';
import { inquiries, inquiryAttachments, mailOutbox } from '@sitedesk/db/schema';
import type { ApiErrorBody } from '@sitedesk/shared/api-errors';
import type { ConversationMessage, ConversationThread } from '@sitedesk/shared/conversation-api';
import type { DeskEvent, DeskStats } from '@sitedesk/shared/desk-api';
import { quoteLimits } from '@sitedesk/shared/quotes-api';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { DeliveryOutcome } from '../../../platform/outbox/delivery-worker';
import { holdAsSpam, setArrival, submitInquiry } from '../../../testing/desk-fixtures';
import { pdfWith, submitInquiryWithFiles } from '../../../testing/inquiry-with-files';
import { type SignedInStaff, signInAs } from '../../../testing/staff-sessions';
import { startTestSitedesk, type TestSitedesk } from '../../../testing/test-sitedesk';
import { startTestSmtpServer } from '../../../testing/test-smtp-server';
import { createReplyService } from './reply-service';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Lets a test wait for the delivery worker's verdict on a message, without sleeping. */
function outcomeRecorder() {
  const outcomes: DeliveryOutcome[] = [];
  const waiters: { matches: () => boolean; resolve: () => void }[] = [];
  return {
    record(outcome: DeliveryOutcome) {
      outcomes.push(outcome);
      for (const waiter of waiters.filter((w) => w.matches())) waiter.resolve();
    },
    until(matches: (all: DeliveryOutcome[]) => boolean): Promise<void> {
      if (matches(outcomes)) return Promise.resolve();
      return new Promise((resolve) => waiters.push({ matches: () => matches(outcomes), resolve }));
    },
  };
}

async function startDesk(
  smtp: { url: string },
  env: Record<string, string> = {},
  extra: Omit<Parameters<typeof startTestSitedesk>[1], 'onDeliveryOutcome'> = {},
) {
  const recorder = outcomeRecorder();
  const desk = await startTestSitedesk(
    {
      MAIL_DRIVER: 'smtp',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Veltrum Circular Systems <no-reply@veltrum.example>',
      INBOUND_DOMAIN: 'reply.veltrum.example',
      NOTIFY_TO: 'sales@veltrum.example',
      MAIL_RETRY_FIRST_DELAY_SECONDS: '0.05',
      MAIL_RETRY_MAX_DELAY_SECONDS: '0.2',
      MAIL_POLL_INTERVAL_SECONDS: '0.05',
      INQUIRY_RATE_LIMIT: '0',
      ...env,
    },
    { ...extra, onDeliveryOutcome: (outcome) => recorder.record(outcome) },
  );
  cleanups.push(() => desk.dispose());
  return { desk, recorder };
}

async function smtpServer(options: { port?: number; refuseRecipientWith?: number } = {}) {
  const smtp = await startTestSmtpServer(options);
  cleanups.push(() => smtp.close());
  return smtp;
}

function as(staff: SignedInStaff | undefined, init: RequestInit = {}): RequestInit {
  const headers = new Headers(init.headers);
  if (staff) headers.set('cookie', staff.cookie);
  return { ...init, headers };
}

function json(staff: SignedInStaff | undefined, method: string, body: unknown): RequestInit {
  return as(staff, {
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function reply(desk: TestSitedesk, staff: SignedInStaff | undefined, id: string, body: unknown) {
  return desk.app.request(`/api/desk/inquiries/${id}/replies`, json(staff, 'POST', body));
}

async function outboxOf(desk: TestSitedesk, inquiryId: string) {
  return desk.database.db.select().from(mailOutbox).where(eq(mailOutbox.inquiryId, inquiryId));
}

describe('answering an inquiry from the desk', () => {
  it('stores the answer, moves the inquiry to answered and delivers a threaded mail with CC and a file', async () => {
    const smtp = await smtpServer();
    const { desk } = await startDesk(smtp);
    const sales = await signInAs(desk, 'sales');
    const { id, reference } = await submitInquiry(desk, { locale: 'de', email: 'ana@lusorecicla.example' });
    await smtp.waitForMessages(2);
    await desk.app.request(
      '/api/desk/me/preferences',
      json(sales, 'PUT', { signature: 'Kim\nVertrieb', notifyOnReply: true, emailLocale: 'de' }),
    );
    await desk.app.request(
      `/api/desk/inquiries/${id}/reply-draft`,
      json(sales, 'PUT', { body: 'half', cc: [] }),
    );

    const form = new FormData();
    form.append('body', 'Guten Tag,\n\nhier ist unser Angebot: https://veltrum.example/angebot.\n\nGrüße');
    form.append('cc', 'kim@lusorecicla.example');
    form.append('files', new File([Buffer.from(pdfWith('angebot'))], 'Angebot.pdf'));
    const response = await desk.app.request(
      `/api/desk/inquiries/${id}/replies`,
      as(sales, { method: 'POST', body: form }),
    );

    expect(response.status).toBe(201);
    const message = (await response.json()) as ConversationMessage;
    expect(message).toMatchObject({
      direction: 'outbound',
      author: { id: sales.userId, name: sales.name },
      to: ['ana@lusorecicla.example'],
      cc: ['kim@lusorecicla.example'],
      text: 'Guten Tag,\n\nhier ist unser Angebot: https://veltrum.example/angebot.\n\nGrüße\n\n-- \nKim\nVertrieb',
      attachments: [{ fileName: 'Angebot.pdf', contentType: 'application/pdf' }],
    });
    const [inquiry] = await desk.database.db.select().from(inquiries).where(eq(inquiries.id, id));
    expect(inquiry?.status).toBe('answered');
    expect(inquiry?.firstAnsweredAt).toBeInstanceOf(Date);
    const drafts = await desk.database.db.select().from(replyDrafts).where(eq(replyDrafts.inquiryId, id));
    expect(drafts).toEqual([]);
    const replyRows = (await outboxOf(desk, id)).filter((row) => row.template === 'inquiry-reply');
    expect(replyRows).toHaveLength(1);

    const [, , received] = await smtp.waitForMessages(3);
    const confirmation = smtp.received.find((mail) => mail.envelopeTo.includes('ana@lusorecicla.example'));
    const [row] = await desk.database.db
      .select()
      .from(inquiryMessages)
      .where(eq(inquiryMessages.id, message.id));
    const email = received?.email;
    expect(confirmation?.email.subject).toMatch(new RegExp(`^Ihre Anfrage bei .+ \\[${reference}\\]$`));
    expect(message.subject).toBe(`Re: ${confirmation?.email.subject}`);
    expect(email?.subject).toBe(message.subject);
    expect(email?.messageId).toBe(row?.messageId);
    expect(email?.inReplyTo).toBe(confirmation?.email.messageId);
    expect(email?.references).toBe(confirmation?.email.messageId);
    expect(email?.replyTo?.[0]?.address).toBe(`reply+${inquiry?.replyToken}@reply.veltrum.example`);
    expect(email?.cc?.[0]?.address).toBe('kim@lusorecicla.example');
    expect(received?.envelopeTo.sort()).toEqual(['ana@lusorecicla.example', 'kim@lusorecicla.example']);
    expect(email?.attachments.map((file) => file.filename)).toEqual(['Angebot.pdf']);
    expect(email?.text).toContain('Kim\nVertrieb');
    expect(email?.html).toContain('<a href="https://veltrum.example/angebot"');

    const thread = (await (
      await desk.app.request(`/api/desk/inquiries/${id}/messages`, as(sales))
    ).json()) as ConversationThread;
    expect(thread.items.map((item) => item.id)).toEqual([message.id]);
    expect(thread.items[0]?.delivery?.status).toBe('sent');
  });

  it('threads a second answer after the first: In-Reply-To the latest, References the whole thread', async () => {
    const smtp = await smtpServer();
    const { desk } = await startDesk(smtp);
    const admin = await signInAs(desk, 'admin');
    const { id } = await submitInquiry(desk);
    expect((await reply(desk, admin, id, { body: 'First answer' })).status).toBe(201);
    expect((await reply(desk, admin, id, { body: 'Second answer' })).status).toBe(201);
    const mails = await smtp.waitForMessages(4);
    const [first, second] = mails
      .filter((mail) => mail.email.subject?.startsWith('Re: '))
      .map((m) => m.email);
    const confirmation = mails.find((mail) => mail.email.subject?.startsWith('Your inquiry'))?.email;
    expect(second?.inReplyTo).toBe(first?.messageId);
    expect(second?.references).toBe(`${confirmation?.messageId} ${first?.messageId}`);
  });

  it('sends a file already on the inquiry again, from the same stored file', async () => {
    const smtp = await smtpServer();
    const { desk } = await startDesk(smtp);
    const sales = await signInAs(desk, 'sales');
    const { id } = await submitInquiryWithFiles(desk, {}, [{ name: 'layout.pdf', bytes: pdfWith('layout') }]);
    const other = await submitInquiryWithFiles(desk, {}, [{ name: 'other.pdf', bytes: pdfWith('other') }]);
    const attachmentOf = async (inquiryId: string) => {
      const detail = await desk.app.request(`/api/desk/inquiries/${inquiryId}`, as(sales));
      return ((await detail.json()) as { attachments: { id: string }[] }).attachments[0]?.id ?? '';
    };

    const foreign = await reply(desk, sales, id, {
      body: 'Hi',
      attachmentIds: [await attachmentOf(other.id)],
    });
    expect(foreign.status).toBe(422);
    const response = await reply(desk, sales, id, {
      body: 'Your layout, marked up',
      attachmentIds: [await attachmentOf(id)],
    });
    expect(response.status).toBe(201);
    const message = (await response.json()) as ConversationMessage;
    expect(message.attachments.map((file) => file.fileName)).toEqual(['layout.pdf']);
    const mails = await smtp.waitForMessages(5);
    const answer = mails.find((mail) => mail.email.subject === message.subject)?.email;
    expect(answer?.attachments.map((file) => file.filename)).toEqual(['layout.pdf']);
  });

  it('tells every open desk after the commit: the new message, then the answered inquiry', async () => {
    const smtp = await smtpServer();
    const { desk } = await startDesk(smtp);
    const sales = await signInAs(desk, 'sales');
    const { id } = await submitInquiry(desk);
    const seen: DeskEvent[] = [];
    const unsubscribe = desk.events.subscribe((message) => {
      if ('event' in message) seen.push(message.event);
    });
    cleanups.push(async () => unsubscribe());

    const message = (await (await reply(desk, sales, id, { body: 'Hello' })).json()) as ConversationMessage;

    expect(seen.map((event) => event.type)).toEqual(['inquiry.message_added', 'inquiry.updated']);
    expect(seen[0]).toEqual({
      type: 'inquiry.message_added',
      inquiryId: id,
      messageId: message.id,
      direction: 'outbound',
    });
    expect(seen[1]).toMatchObject({ type: 'inquiry.updated', inquiry: { id, status: 'answered' } });
  });

  it('commits nothing when the transaction fails at its last step', async () => {
    const smtp = await smtpServer();
    const { desk } = await startDesk(smtp);
    const sales = await signInAs(desk, 'sales');
    const { id } = await submitInquiry(desk);
    const service = createReplyService({
      db: desk.database.db,
      storage: desk.storage,
      events: desk.events,
      mail: {
        from: 'no-reply@veltrum.example',
        inboundDomain: 'reply.veltrum.example',
        companyName: 'Veltrum',
        publicOrigin: 'http://localhost',
      },
      attachments: desk.config.inquiries,
      rateLimitPerHour: 0,
      onMailQueued: () => {},
      beforeCommit: async () => {
        throw new Error('the database went away');
      },
    });
    const staff = {
      userId: sales.userId,
      sessionId: 's',
      name: sales.name,
      email: sales.email,
      role: 'sales' as const,
      hasSecondFactor: false,
      mustEnrolSecondFactor: false,
    };

    await expect(
      service.sendReply(staff, id, {
        body: 'Hello',
        cc: [],
        attachmentIds: [],
        files: [{ name: 'offer.pdf', bytes: pdfWith('offer') }],
      }),
    ).rejects.toThrow('the database went away');

    const db = desk.database.db;
    expect(await db.select().from(inquiryMessages).where(eq(inquiryMessages.inquiryId, id))).toEqual([]);
    expect((await outboxOf(desk, id)).map((row) => row.template).sort()).toEqual([
      'inquiry-confirmation',
      'inquiry-notification',
    ]);
    expect(await db.select().from(inquiryAttachments).where(eq(inquiryAttachments.inquiryId, id))).toEqual(
      [],
    );
    const [inquiry] = await db.select().from(inquiries).where(eq(inquiries.id, id));
    expect(inquiry?.status).toBe('new');
    expect(inquiry?.firstAnsweredAt).toBeNull();
    const blobs: string[] = [];
    for await (const blob of desk.storage.list('inquiries/')) blobs.push(blob.key);
    expect(blobs).toEqual([]);
  });

  it('refuses editors (403), anonymous callers (401), spam (409) and unknown inquiries (404)', async () => {
    const smtp = await smtpServer();
    const { desk } = await startDesk(smtp);
    const editor = await signInAs(desk, 'editor');
    const owner = await signInAs(desk, 'owner');
    const { id } = await submitInquiry(desk);
    const spam = await submitInquiry(desk, { website: 'http://spam.example' });
    await holdAsSpam(desk, spam.id);

    expect((await reply(desk, editor, id, { body: 'Hi' })).status).toBe(403);
    expect((await reply(desk, undefined, id, { body: 'Hi' })).status).toBe(401);
    const refused = await reply(desk, owner, spam.id, { body: 'Hi' });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('inquiry_is_spam');
    expect((await reply(desk, owner, '00000000-0000-4000-8000-000000000000', { body: 'Hi' })).status).toBe(
      404,
    );
    expect((await reply(desk, owner, 'not-a-uuid', { body: 'Hi' })).status).toBe(404);
    expect(await desk.database.db.select().from(inquiryMessages)).toEqual([]);
  });

  it('refuses a NUL character, an over-long body (422) and an oversized request (413)', async () => {
    const smtp = await smtpServer();
    const { desk } = await startDesk(smtp, { ATTACHMENTS_MAX_TOTAL_BYTES: '100000' });
    const sales = await signInAs(desk, 'sales');
    const { id } = await submitInquiry(desk);

    const nul = await reply(desk, sales, id, { body: 'Hello\u0000there' });
    expect(nul.status).toBe(422);
    expect(
      ((await nul.json()) as { error: { fields: Record<string, { code: string }> } }).error.fields.body?.code,
    ).toBe('invalid_characters');
    expect((await reply(desk, sales, id, { body: 'x'.repeat(20_001) })).status).toBe(422);
    expect((await reply(desk, sales, id, { body: 'x'.repeat(400_000) })).status).toBe(413);
    expect(
      (await reply(desk, sales, id, { body: 'Hi', cc: ['a@b.example\r\nBcc: victim@example.com'] })).status,
    ).toBe(422);
    expect(await desk.database.db.select().from(inquiryMessages)).toEqual([]);
  });

  it('limits answers per staff member per hour', async () => {
    const smtp = await smtpServer();
    // One moment for every request: the window is the clock hour, which a real clock could turn mid-test.
    const moment = new Date('2026-06-01T10:30:00Z');
    const { desk } = await startDesk(smtp, { REPLY_RATE_LIMIT: '1' }, { now: () => moment });
    const sales = await signInAs(desk, 'sales');
    const other = await signInAs(desk, 'sales');
    const { id } = await submitInquiry(desk);
    expect((await reply(desk, sales, id, { body: 'One' })).status).toBe(201);
    expect((await reply(desk, sales, id, { body: 'Two' })).status).toBe(429);
    expect((await reply(desk, other, id, { body: 'Three' })).status).toBe(201);
  });

  it('shows a failed delivery on the message, and sends it again on request', async () => {
    const refusing = await startTestSmtpServer({ refuseRecipientWith: 550 });
    const { desk, recorder } = await startDesk(refusing);
    const sales = await signInAs(desk, 'sales');
    const { id } = await submitInquiry(desk);
    const response = await reply(desk, sales, id, { body: 'Our offer' });
    const message = (await response.json()) as ConversationMessage;
    const [row] = await desk.database.db
      .select()
      .from(inquiryMessages)
      .where(eq(inquiryMessages.id, message.id));
    await recorder.until((all) => all.some((o) => o.id === row?.outboxId && o.status === 'failed'));

    const thread = async () =>
      (
        (await (
          await desk.app.request(`/api/desk/inquiries/${id}/messages`, as(sales))
        ).json()) as ConversationThread
      ).items[0];
    const failed = await thread();
    expect(failed?.delivery?.status).toBe('failed');
    expect(failed?.delivery?.lastError).toContain('550');

    // The provider is fixed: a working server takes the refusing one's port.
    const port = refusing.port;
    await refusing.close();
    const smtp = await smtpServer({ port });
    const resend = await desk.app.request(
      `/api/desk/inquiries/${id}/messages/${message.id}/resend`,
      as(sales, { method: 'POST' }),
    );
    expect(resend.status).toBe(202);
    await recorder.until((all) => all.some((o) => o.id === row?.outboxId && o.status === 'sent'));
    expect(smtp.received.map((mail) => mail.email.subject)).toContain(message.subject);
    expect((await thread())?.delivery?.status).toBe('sent');

    const again = await desk.app.request(
      `/api/desk/inquiries/${id}/messages/${message.id}/resend`,
      as(sales, { method: 'POST' }),
    );
    expect(again.status).toBe(409);
    const editor = await signInAs(desk, 'editor');
    const forbidden = await desk.app.request(
      `/api/desk/inquiries/${id}/messages/${message.id}/resend`,
      as(editor, { method: 'POST' }),
    );
    expect(forbidden.status).toBe(403);
  });

  it('erases the thread and its files with the inquiry', async () => {
    const smtp = await smtpServer();
    const { desk } = await startDesk(smtp);
    const owner = await signInAs(desk, 'owner');
    const { id } = await submitInquiry(desk);
    const form = new FormData();
    form.append('body', 'With a file');
    form.append('files', new File([Buffer.from(pdfWith('x'))], 'x.pdf'));
    const sent = await desk.app.request(
      `/api/desk/inquiries/${id}/replies`,
      as(owner, { method: 'POST', body: form }),
    );
    expect(sent.status).toBe(201);
    const keys = await desk.database.db
      .select({ key: inquiryAttachments.storageKey })
      .from(inquiryAttachments)
      .where(eq(inquiryAttachments.inquiryId, id));
    expect(keys).toHaveLength(1);

    const erased = await desk.app.request(`/api/desk/inquiries/${id}`, as(owner, { method: 'DELETE' }));
    expect(erased.status).toBe(204);
    expect(
      await desk.database.db.select().from(inquiryMessages).where(eq(inquiryMessages.inquiryId, id)),
    ).toEqual([]);
    expect(await desk.storage.get(keys[0]?.key ?? '')).toBeUndefined();
  });

  it('measures time to first answer from the first answer sent, not from clicking "Answered"', async () => {
    const smtp = await smtpServer();
    const { desk } = await startDesk(smtp);
    const admin = await signInAs(desk, 'admin');
    const answered = await submitInquiry(desk);
    const clicked = await submitInquiry(desk);
    await setArrival(desk, answered.id, new Date(Date.now() - 3 * 3_600_000));
    await setArrival(desk, clicked.id, new Date(Date.now() - 10 * 3_600_000));
    const status = await desk.app.request(
      `/api/desk/inquiries/${clicked.id}`,
      json(admin, 'PATCH', { status: 'in_progress' }),
    );
    expect(status.status).toBe(200);
    await desk.app.request(`/api/desk/inquiries/${clicked.id}`, json(admin, 'PATCH', { status: 'answered' }));
    expect((await reply(desk, admin, answered.id, { body: 'Answer' })).status).toBe(201);

    const stats = (await (await desk.app.request('/api/desk/stats', as(admin))).json()) as DeskStats;
    expect(stats.firstAnswer).toMatchObject({ answered: 1, medianMinutes: 180 });
  });
});

describe('answer templates, drafts and preferences', () => {
  it('lets managers write templates and everyone who answers read them', async () => {
    const { desk } = await startDesk({ url: 'smtp://127.0.0.1:9' }, { MAIL_DRIVER: 'dev' });
    const admin = await signInAs(desk, 'admin');
    const sales = await signInAs(desk, 'sales');
    const editor = await signInAs(desk, 'editor');
    const template = { locale: 'de', title: 'Angebot', body: 'Guten Tag {{name}}, …' };

    expect((await desk.app.request('/api/desk/templates', json(sales, 'POST', template))).status).toBe(403);
    const created = await desk.app.request('/api/desk/templates', json(admin, 'POST', template));
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const patched = await desk.app.request(
      `/api/desk/templates/${id}`,
      json(admin, 'PATCH', { title: 'Offer' }),
    );
    expect(await patched.json()).toMatchObject({ id, locale: 'de', title: 'Offer', body: template.body });

    const list = await desk.app.request('/api/desk/templates', as(sales));
    expect(((await list.json()) as { items: { id: string }[] }).items.map((item) => item.id)).toEqual([id]);
    expect((await desk.app.request('/api/desk/templates', as(editor))).status).toBe(403);
    expect(
      (await desk.app.request('/api/desk/templates', json(admin, 'POST', { ...template, title: ' ' })))
        .status,
    ).toBe(422);
    expect(
      (await desk.app.request(`/api/desk/templates/${id}`, as(sales, { method: 'DELETE' }))).status,
    ).toBe(403);
    expect(
      (await desk.app.request(`/api/desk/templates/${id}`, as(admin, { method: 'DELETE' }))).status,
    ).toBe(204);
    expect(
      (await desk.app.request(`/api/desk/templates/${id}`, as(admin, { method: 'DELETE' }))).status,
    ).toBe(404);
  });

  it('keeps a quotation’s standard terms as templates of their own, no longer than a quotation holds', async () => {
    const { desk } = await startDesk({ url: 'smtp://127.0.0.1:9' }, { MAIL_DRIVER: 'dev' });
    const admin = await signInAs(desk, 'admin');
    const sales = await signInAs(desk, 'sales');
    const payment = {
      purpose: 'payment',
      locale: 'de',
      title: '30 Tage',
      body: '30 Tage netto ab Rechnung.',
    };
    const created = await desk.app.request('/api/desk/templates', json(admin, 'POST', payment));
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const answer = await desk.app.request(
      '/api/desk/templates',
      json(admin, 'POST', { locale: 'de', title: 'Danke', body: 'Danke, {{name}}.' }),
    );
    expect(await answer.json()).toMatchObject({ purpose: 'answer' });

    const list = (await (await desk.app.request('/api/desk/templates', as(sales))).json()) as {
      items: { id: string; purpose: string }[];
    };
    expect(list.items.find((item) => item.id === id)).toMatchObject({
      purpose: 'payment',
      body: payment.body,
    });

    // Words longer than a quotation's terms hold, or a use nobody offers, are refused and change nothing.
    const long = 'x'.repeat(quoteLimits.termsMaxLength + 1);
    const tooLong = await desk.app.request(
      '/api/desk/templates',
      json(admin, 'POST', { ...payment, body: long }),
    );
    expect(tooLong.status).toBe(422);
    expect(((await tooLong.json()) as ApiErrorBody).error.fields?.body?.code).toBe('too_long');
    const patched = await desk.app.request(`/api/desk/templates/${id}`, json(admin, 'PATCH', { body: long }));
    expect(patched.status).toBe(422);
    const unknown = await desk.app.request(
      '/api/desk/templates',
      json(admin, 'POST', { ...payment, purpose: 'signature' }),
    );
    expect(unknown.status).toBe(422);
    const after = (await (await desk.app.request('/api/desk/templates', as(sales))).json()) as {
      items: { id: string; body: string }[];
    };
    expect(after.items).toHaveLength(2);
    expect(after.items.find((item) => item.id === id)?.body).toBe(payment.body);
    // As an answer the same words may be long.
    const asAnswer = await desk.app.request(
      `/api/desk/templates/${id}`,
      json(admin, 'PATCH', { purpose: 'answer', body: long }),
    );
    expect(asAnswer.status).toBe(200);
  });

  it('keeps a draft per inquiry and member', async () => {
    const { desk } = await startDesk({ url: 'smtp://127.0.0.1:9' }, { MAIL_DRIVER: 'dev' });
    const sales = await signInAs(desk, 'sales');
    const other = await signInAs(desk, 'sales');
    const { id } = await submitInquiry(desk);
    const path = `/api/desk/inquiries/${id}/reply-draft`;

    expect(await (await desk.app.request(path, as(sales))).json()).toEqual({
      body: '',
      cc: [],
      updatedAt: null,
    });
    const saved = await desk.app.request(path, json(sales, 'PUT', { body: 'Dear Ana', cc: ['kim@'] }));
    expect(saved.status).toBe(200);
    expect(await (await desk.app.request(path, as(sales))).json()).toMatchObject({
      body: 'Dear Ana',
      cc: ['kim@'],
    });
    expect(await (await desk.app.request(path, as(other))).json()).toMatchObject({ body: '' });
    expect((await desk.app.request(path, as(sales, { method: 'DELETE' }))).status).toBe(204);
    expect(await (await desk.app.request(path, as(sales))).json()).toMatchObject({
      body: '',
      updatedAt: null,
    });
    expect(
      (
        await desk.app.request(
          '/api/desk/inquiries/00000000-0000-4000-8000-000000000000/reply-draft',
          as(sales),
        )
      ).status,
    ).toBe(404);
  });

  it('keeps each member’s own signature, notification switch and e-mail language', async () => {
    const { desk } = await startDesk({ url: 'smtp://127.0.0.1:9' }, { MAIL_DRIVER: 'dev' });
    const editor = await signInAs(desk, 'editor');
    const sales = await signInAs(desk, 'sales');
    const path = '/api/desk/me/preferences';

    // Until a member chooses, the language suggested is the one their desk is shown in.
    const inGerman = as(editor, { headers: { 'accept-language': 'de' } });
    expect(await (await desk.app.request(path, inGerman)).json()).toEqual({
      signature: '',
      notifyOnReply: true,
      emailLocale: 'de',
      notifyOnAssigned: true,
      notifyOnOverdue: true,
    });
    const saved = await desk.app.request(
      path,
      json(editor, 'PUT', { signature: 'Eda', notifyOnReply: false, emailLocale: 'en' }),
    );
    expect(saved.status).toBe(200);
    expect(await (await desk.app.request(path, inGerman)).json()).toEqual({
      signature: 'Eda',
      notifyOnReply: false,
      emailLocale: 'en',
      notifyOnAssigned: true,
      notifyOnOverdue: true,
    });
    expect(await (await desk.app.request(path, as(sales))).json()).toEqual({
      signature: '',
      notifyOnReply: true,
      emailLocale: 'en',
      notifyOnAssigned: true,
      notifyOnOverdue: true,
    });
    const unknownLanguage = await desk.app.request(
      path,
      json(sales, 'PUT', { signature: '', notifyOnReply: true, emailLocale: 'xx' }),
    );
    expect(unknownLanguage.status).toBe(422);
    expect((await desk.app.request(path, as(undefined))).status).toBe(401);
  });
});
