import { inquiryMessages } from '@sitedesk/db/conversation-schema';
import { visitorPageTokens } from '@sitedesk/db/visitor-page-schema';
import type { ConversationThread } from '@sitedesk/shared/conversation-api';
import type { InquiryDetail } from '@sitedesk/shared/desk-api';
import type { PersonInquiries } from '@sitedesk/shared/person-inquiries-api';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdAsSpam, setArrival, submitInquiry } from '../../../testing/desk-fixtures';
import { replyAddressOf } from '../../../testing/inbound-mail';
import { type SignedInStaff, signInAs } from '../../../testing/staff-sessions';
import { startTestSitedesk, type TestSitedesk } from '../../../testing/test-sitedesk';
import { selectInquiryIdByReplyToken } from '../inbound/repository';

let desk: TestSitedesk;
let sales: SignedInStaff;

beforeAll(async () => {
  desk = await startTestSitedesk({ INQUIRY_RATE_LIMIT: '0', MAIL_DRIVER: 'dev' });
  sales = await signInAs(desk, 'sales');
});
afterAll(async () => {
  await desk.dispose();
});

async function samePerson(id: string): Promise<Response> {
  return desk.app.request(`/api/desk/inquiries/${id}/same-person`, { headers: { cookie: sales.cookie } });
}

describe('a person’s other inquiries', () => {
  it('lists the same address’s other inquiries newest first, whatever its case, without spam or others', async () => {
    const first = await submitInquiry(desk, { email: 'jana@baler.example', topic: 'quote' });
    const second = await submitInquiry(desk, { email: 'Jana@Baler.Example', topic: 'service' });
    const current = await submitInquiry(desk, { email: 'JANA@baler.example' });
    const spam = await submitInquiry(desk, { email: 'jana@baler.example' });
    await holdAsSpam(desk, spam.id);
    await submitInquiry(desk, { email: 'pedro@reciclagem.example' });
    await setArrival(desk, first.id, new Date('2026-01-05T09:00:00Z'));
    await setArrival(desk, second.id, new Date('2026-02-05T09:00:00Z'));

    const response = await samePerson(current.id);
    expect(response.status).toBe(200);
    const body = (await response.json()) as PersonInquiries;
    expect(body.hasMore).toBe(false);
    expect(body.items).toEqual([
      {
        id: second.id,
        reference: second.reference,
        createdAt: '2026-02-05T09:00:00.000Z',
        status: 'new',
        topic: 'service',
        entry: null,
      },
      expect.objectContaining({ id: first.id, topic: 'quote', createdAt: '2026-01-05T09:00:00.000Z' }),
    ]);
  });

  it('stops at 20 and says there are more', async () => {
    const email = 'frequent@buyer.example';
    const sent = [];
    for (let index = 0; index < 22; index += 1) sent.push(await submitInquiry(desk, { email }));
    const newest = sent.at(-1);
    if (!newest) throw new Error('nothing sent');
    const body = (await (await samePerson(newest.id)).json()) as PersonInquiries;
    expect(body.items).toHaveLength(20);
    expect(body.hasMore).toBe(true);
    expect(body.items.map((item) => item.id)).not.toContain(newest.id);
  });

  it('is 404 for an inquiry that is not there', async () => {
    expect((await samePerson('0b3c9a52-8a0c-4c5e-9d7e-2f1a3b4c5d6e')).status).toBe(404);
    expect((await samePerson('not-a-uuid')).status).toBe(404);
  });
});

async function call(path: string, init: { method?: string; json?: unknown } = {}): Promise<Response> {
  return desk.app.request(path, {
    method: init.method ?? 'GET',
    headers: {
      cookie: sales.cookie,
      origin: desk.config.publicOrigin,
      ...(init.json === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
  });
}

async function merge(targetId: string, sourceId: string): Promise<Response> {
  return call(`/api/desk/inquiries/${targetId}/merge`, { method: 'POST', json: { sourceId } });
}

async function detailOf(id: string): Promise<InquiryDetail> {
  const response = await call(`/api/desk/inquiries/${id}`);
  expect(response.status).toBe(200);
  return (await response.json()) as InquiryDetail;
}

describe('merging two inquiries of the same person', () => {
  it('moves the message, answers, notes and links into the target in time order and leaves a stub', async () => {
    const email = 'pedro@reciclagem.example';
    const source = await submitInquiry(desk, {
      email,
      message: 'First question: blade prices for the S-400.',
    });
    const target = await submitInquiry(desk, {
      email: 'Pedro@Reciclagem.example',
      message: 'Second question.',
    });
    await setArrival(desk, source.id, new Date('2026-03-01T08:00:00Z'));
    await setArrival(desk, target.id, new Date('2026-03-03T08:00:00Z'));
    expect(
      (
        await call(`/api/desk/inquiries/${source.id}/notes`, {
          method: 'POST',
          json: { body: 'Called him.' },
        })
      ).status,
    ).toBe(201);
    const answered = await call(`/api/desk/inquiries/${source.id}/replies`, {
      method: 'POST',
      json: { body: 'The blades cost 120 EUR each.' },
    });
    expect(answered.status).toBe(201);
    const sourceReplyToken = await replyAddressOf(desk, source.id);

    const response = await merge(target.id, source.id);
    expect(response.status).toBe(200);
    const merged = (await response.json()) as InquiryDetail;
    expect(merged.notes.map((note) => note.body)).toContain('Called him.');
    expect(merged.activity.at(-1)).toMatchObject({
      action: 'merged',
      details: { sourceId: source.id, sourceReference: source.reference },
    });

    const thread = (await (
      await call(`/api/desk/inquiries/${target.id}/messages`)
    ).json()) as ConversationThread;
    expect(thread.items.map((message) => message.text)).toEqual([
      'First question: blade prices for the S-400.',
      expect.stringContaining('The blades cost 120 EUR each.'),
    ]);

    const stub = await detailOf(source.id);
    expect(stub.status).toBe('closed');
    expect(stub.notes).toEqual([]);
    expect(stub.activity).toEqual([
      expect.objectContaining({
        action: 'merged_into',
        details: expect.objectContaining({ targetId: target.id }),
      }),
    ]);
    // The stub's reply address and visitor-page links lead to the target.
    const token = sourceReplyToken.slice('reply+'.length, sourceReplyToken.indexOf('@'));
    expect(await selectInquiryIdByReplyToken(desk.database.db, token)).toBe(target.id);
    const links = await desk.database.db
      .select({ inquiryId: visitorPageTokens.inquiryId })
      .from(visitorPageTokens)
      .where(eq(visitorPageTokens.inquiryId, source.id));
    expect(links).toEqual([]);
    const targetLinks = await desk.database.db
      .select({ inquiryId: visitorPageTokens.inquiryId })
      .from(visitorPageTokens)
      .where(eq(visitorPageTokens.inquiryId, target.id));
    // The target's confirmation, the source's confirmation and its answer: each e-mail's link.
    expect(targetLinks.length).toBeGreaterThanOrEqual(2);
    // An answer matched to the source just before the merge committed is stored in the target's thread,
    // and the stub stays closed (the race a security review found).
    const late = await desk.inbound.storeVisitorMessage(source.id, {
      messageId: '<late-answer@recyklace.example>',
      from: email,
      recipients: [],
      to: [],
      cc: [],
      subject: 'Re: blades',
      text: 'Late answer: we take ten.',
      html: null,
      inReplyTo: null,
      references: [],
      isAutomatic: false,
      attachments: [],
      sizeBytes: 100,
      keepOriginal: false,
    });
    expect(late.kind).toBe('stored');
    const afterLate = (await (
      await call(`/api/desk/inquiries/${target.id}/messages`)
    ).json()) as ConversationThread;
    expect(afterLate.items.map((message) => message.text)).toContain('Late answer: we take ten.');
    expect((await detailOf(source.id)).status).toBe('closed');
    // The panel no longer offers the stub.
    const others = (await (await samePerson(target.id)).json()) as PersonInquiries;
    expect(others.items.map((item) => item.id)).not.toContain(source.id);

    // Erasing the target takes everything that was merged into it, the stub included.
    const owner = await signInAs(desk, 'owner');
    const erased = await desk.app.request(`/api/desk/inquiries/${target.id}`, {
      method: 'DELETE',
      headers: { cookie: owner.cookie, origin: desk.config.publicOrigin },
    });
    expect(erased.status).toBe(204);
    expect((await call(`/api/desk/inquiries/${source.id}`)).status).toBe(404);
    const left = await desk.database.db
      .select({ id: inquiryMessages.id })
      .from(inquiryMessages)
      .where(inArray(inquiryMessages.inquiryId, [source.id, target.id]));
    expect(left).toEqual([]);
  });

  it('refuses itself, another person, spam, a stub and a chain; an erased one is 404', async () => {
    const email = 'refusals@buyer.example';
    const one = await submitInquiry(desk, { email });
    const two = await submitInquiry(desk, { email });
    const three = await submitInquiry(desk, { email });
    const spam = await submitInquiry(desk, { email });
    await holdAsSpam(desk, spam.id);
    const stranger = await submitInquiry(desk, { email: 'someone-else@buyer.example' });

    const reasonOf = async (response: Response) => {
      expect(response.status).toBe(409);
      return ((await response.json()) as { error: { details: { reason: string } } }).error.details.reason;
    };
    expect(await reasonOf(await merge(one.id, one.id))).toBe('same_inquiry');
    expect(await reasonOf(await merge(one.id, stranger.id))).toBe('different_person');
    expect(await reasonOf(await merge(one.id, spam.id))).toBe('spam');
    expect(await reasonOf(await merge(spam.id, one.id))).toBe('spam');
    expect((await merge(one.id, two.id)).status).toBe(200);
    // Chains: the stub can neither be merged again nor take another one.
    expect(await reasonOf(await merge(three.id, two.id))).toBe('already_merged');
    expect(await reasonOf(await merge(two.id, three.id))).toBe('already_merged');
    // Nor can the stub be reopened.
    const reopened = await call(`/api/desk/inquiries/${two.id}`, {
      method: 'PATCH',
      json: { status: 'new' },
    });
    expect(reopened.status).toBe(422);
    expect((await merge(one.id, '0b3c9a52-8a0c-4c5e-9d7e-2f1a3b4c5d6e')).status).toBe(404);
    expect((await merge(one.id, 'not-a-uuid')).status).toBe(422);
  });
});
