import { inquiries, mailOutbox } from '@sitedesk/db/schema';
import { renderMail } from '@sitedesk/email/render-mail';
import type { InquiryDetail } from '@sitedesk/shared/desk-api';
import { inquiryTopicLimits, isBuiltInTopic, type TopicDefinition } from '@sitedesk/shared/inquiry-topics';
import type { TopicsOverview } from '@sitedesk/shared/inquiry-topics-api';
import { locales } from '@sitedesk/shared/locales';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { parseMailPayload } from '../../platform/outbox/mail-payload';
import { validInquiryFields } from '../../testing/desk-fixtures';
import { type SignedInStaff, signInAs } from '../../testing/staff-sessions';
import { startTestSitedesk, type TestSitedesk } from '../../testing/test-sitedesk';

let desk: TestSitedesk;
let editor: SignedInStaff;
let sales: SignedInStaff;
let admin: SignedInStaff;

beforeAll(async () => {
  desk = await startTestSitedesk({ INQUIRY_RATE_LIMIT: '0', SIGN_IN_RATE_LIMIT: '0' });
  editor = await signInAs(desk, 'editor');
  sales = await signInAs(desk, 'sales');
  admin = await signInAs(desk, 'admin');
});

afterAll(async () => {
  await desk?.dispose();
});

const builtIn = (key: string, isHidden = false): TopicDefinition => ({ key, labels: null, isHidden });
const builtIns = ['product', 'quote', 'service', 'partnership', 'press', 'careers', 'other'].map((key) =>
  builtIn(key),
);
const recycling: TopicDefinition = {
  key: 'recycling_audit',
  labels: { en: 'Recycling audit', de: 'Recycling-Audit' },
  isHidden: false,
};

function saveTopics(topics: unknown, staff: SignedInStaff = editor) {
  return desk.app.request('/api/desk/topics', {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie: staff.cookie },
    body: JSON.stringify({ topics }),
  });
}

async function topicsNow(staff: SignedInStaff = sales): Promise<TopicsOverview> {
  const response = await desk.app.request('/api/desk/topics', { headers: { cookie: staff.cookie } });
  expect(response.status).toBe(200);
  return (await response.json()) as TopicsOverview;
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

beforeEach(async () => {
  // Each test starts from the topics as shipped; an added topic some test sent an inquiry with stays hidden.
  expect((await saveTopics(builtIns)).status).toBe(200);
});

describe('the form’s topics (decision 245)', () => {
  it('are the seven built-in ones, in order and shown, before any editor arranged them', async () => {
    const { topics, siteLocales } = await topicsNow();
    expect(topics.slice(0, 7)).toEqual(builtIns);
    expect(siteLocales).toContain('en');
  });

  it('take a topic an editor adds, named per language; a visitor sends with it and the desk and mails name it', async () => {
    const saved = await saveTopics([recycling, ...builtIns]);
    expect(saved.status).toBe(200);
    expect((await topicsNow()).topics[0]).toEqual(recycling);

    const sent = await submit({ topic: 'recycling_audit', locale: 'de', email: 'audit@example.com' });
    expect(sent.status).toBe(201);
    const { id } = (await sent.json()) as { id: string };
    const detail = await desk.app.request(`/api/desk/inquiries/${id}`, { headers: { cookie: sales.cookie } });
    expect(((await detail.json()) as InquiryDetail).topic).toBe('recycling_audit');

    const mails = await desk.database.db.select().from(mailOutbox).where(eq(mailOutbox.inquiryId, id));
    // Read back as the delivery worker reads a row: through the outbox's payload schema.
    const rendered = (template: 'inquiry-notification' | 'inquiry-confirmation') => {
      const parsed = parseMailPayload(mails.find((mail) => mail.template === template)?.data);
      if (!parsed.success) throw new Error(parsed.error);
      return renderMail(parsed.payload.template, parsed.payload.props);
    };
    // The staff mail is English; the visitor's confirmation is in their language, German here.
    expect((await rendered('inquiry-notification')).text).toMatch(/Topic:\s+Recycling audit/);
    expect((await rendered('inquiry-confirmation')).text).toContain('Recycling-Audit');
    // The CSV names it as the editor did, in the desk's language (English here).
    const csv = await desk.app.request('/api/desk/inquiries/export.csv?q=audit%40example.com', {
      headers: { cookie: sales.cookie, 'accept-language': 'en' },
    });
    expect(csv.status).toBe(200);
    expect(await csv.text()).toContain('Recycling audit');
  });

  it('refuse a hidden topic beside the field, and store nothing', async () => {
    expect(
      (await saveTopics(builtIns.map((topic) => builtIn(topic.key, topic.key === 'press')))).status,
    ).toBe(200);
    const before = await inquiryCount();
    const refused = await submit({ topic: 'press' });
    expect(refused.status).toBe(422);
    expect(await fieldCodes(refused)).toEqual({ topic: 'invalid_topic' });
    const unknown = await submit({ topic: 'no_such_topic' });
    expect(await fieldCodes(unknown)).toEqual({ topic: 'invalid_topic' });
    expect(await inquiryCount()).toBe(before);
  });

  it('keep a removed added topic hidden where inquiries were sent with it, and drop an unused one', async () => {
    const unused: TopicDefinition = { key: 'typo_topic', labels: { en: 'Typo' }, isHidden: false };
    expect((await saveTopics([...builtIns, recycling, unused])).status).toBe(200);
    expect((await submit({ topic: 'recycling_audit' })).status).toBe(201);

    expect((await saveTopics(builtIns)).status).toBe(200);
    const { topics } = await topicsNow();
    expect(topics.find((topic) => topic.key === 'recycling_audit')).toEqual({ ...recycling, isHidden: true });
    expect(topics.some((topic) => topic.key === 'typo_topic')).toBe(false);
  });

  it('forget a removed topic in the recipients and routing rules, so a topic added later under its key starts clean', async () => {
    const partner: TopicDefinition = { key: 'partner_x', labels: { en: 'Partner X' }, isHidden: false };
    expect((await saveTopics([...builtIns, partner])).status).toBe(200);
    const asAdmin = (path: string, method: string, body: unknown) =>
      desk.app.request(path, {
        method,
        headers: { 'content-type': 'application/json', cookie: admin.cookie },
        body: JSON.stringify(body),
      });
    const settings = await asAdmin('/api/desk/settings', 'PUT', {
      notifyByTopic: { partner_x: ['agency@example.com'], press: ['press@veltrum.example'] },
      retentionDays: null,
    });
    expect(settings.status).toBe(200);
    const rule = await asAdmin('/api/desk/routing-rules', 'POST', {
      name: 'Partner X to the admin',
      when: { topics: ['partner_x', 'press'] },
      assignTo: { userId: admin.userId },
    });
    expect(rule.status).toBe(201);

    expect((await saveTopics(builtIns)).status).toBe(200);
    const read = await desk.app.request('/api/desk/settings', { headers: { cookie: admin.cookie } });
    expect(((await read.json()) as { notifyByTopic: unknown }).notifyByTopic).toEqual({
      press: ['press@veltrum.example'],
    });
    const rules = await desk.app.request('/api/desk/routing-rules', { headers: { cookie: admin.cookie } });
    const listed = (await rules.json()) as { items: { name: string; when: { topics?: string[] } }[] };
    expect(listed.items.find((item) => item.name === 'Partner X to the admin')?.when.topics).toEqual([
      'press',
    ]);
  });

  it('refuse a list without a built-in topic, with the quote topic hidden, all hidden, or a name missing', async () => {
    const without = await saveTopics(builtIns.filter((topic) => topic.key !== 'press'));
    expect(without.status).toBe(422);
    expect(await fieldCodes(without)).toEqual({ topics: 'required' });

    const quoteHidden = await saveTopics(builtIns.map((topic) => builtIn(topic.key, topic.key === 'quote')));
    expect(await fieldCodes(quoteHidden)).toEqual({ 'topics.1.isHidden': 'invalid' });

    const unnamed = await saveTopics([
      ...builtIns,
      { key: 'audit', labels: { de: 'Audit' }, isHidden: false },
    ]);
    expect(await fieldCodes(unnamed)).toEqual({ 'topics.7.labels.en': 'required' });

    const badKey = await saveTopics([
      ...builtIns,
      { key: 'constructor', labels: { en: 'X' }, isHidden: false },
    ]);
    expect(await fieldCodes(badKey)).toEqual({ 'topics.7.key': 'invalid_format' });

    const twice = await saveTopics([...builtIns, builtIn('other')]);
    expect(await fieldCodes(twice)).toEqual({ 'topics.7.key': 'duplicate_key' });
    expect((await topicsNow()).topics.slice(0, 7)).toEqual(builtIns);
  });

  it('take the largest valid list, also from a client that escapes every non-ASCII character', async () => {
    // Guards against a body limit below the largest valid list: 256 KiB refused it as ASCII-only JSON (413).
    const { topics: before } = await topicsNow();
    const kept = before.filter((topic) => !isBuiltInTopic(topic.key));
    onTestFinished(async () => {
      expect((await saveTopics([...builtIns, ...kept])).status).toBe(200);
    });
    // Three bytes each in UTF-8; a label names a topic in every language, to the last character it may have.
    const labels = Object.fromEntries(
      locales.map((locale) => [locale, '語'.repeat(inquiryTopicLimits.labelMaxLength)]),
    );
    const added = Array.from(
      { length: inquiryTopicLimits.topicsMaxCount - builtIns.length - kept.length },
      (_, index) => ({
        key: `added_${index}_`.padEnd(inquiryTopicLimits.keyMaxLength, 'x'),
        labels,
        isHidden: false,
      }),
    );
    // A built-in topic's labels are valid and ignored (its words are translated): the largest list has them.
    const largest = [...builtIns, ...kept, ...added].map((topic) => ({ ...topic, labels }));
    const asTheDeskSends = JSON.stringify({ topics: largest });
    // Python's json.dumps, for one, sends `\uXXXX` for each such character: six bytes instead of three.
    const asciiOnly = asTheDeskSends.replace(
      /\P{ASCII}/gu,
      (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
    );
    expect(new TextEncoder().encode(asciiOnly).length).toBeGreaterThan(256 * 1024);

    for (const body of [asTheDeskSends, asciiOnly]) {
      const saved = await desk.app.request('/api/desk/topics', {
        method: 'PUT',
        headers: { 'content-type': 'application/json', cookie: editor.cookie },
        body,
      });
      expect(saved.status).toBe(200);
      const { topics } = await topicsNow();
      expect(topics).toHaveLength(inquiryTopicLimits.topicsMaxCount);
      expect(topics.slice(0, builtIns.length)).toEqual(builtIns);
      expect(topics.slice(builtIns.length + kept.length)).toEqual(added);
    }
  });

  it('are arranged by editors only', async () => {
    const refused = await saveTopics([recycling, ...builtIns], sales);
    expect(refused.status).toBe(403);
    expect(
      (await topicsNow()).topics.some((topic) => topic.key === 'recycling_audit' && !topic.isHidden),
    ).toBe(false);
  });
});
