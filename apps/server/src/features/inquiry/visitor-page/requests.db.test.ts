import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { inquiryMessages } from '@sitedesk/db/conversation-schema';
import { inquiries, inquiryAttachments, mailOutbox } from '@sitedesk/db/schema';
import { visitorPageTokens } from '@sitedesk/db/visitor-page-schema';
import { renderMail } from '@sitedesk/email/render-mail';
import type { ConversationThread } from '@sitedesk/shared/conversation-api';
import type { InquiryList } from '@sitedesk/shared/desk-api';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMailPayload } from '../../../platform/outbox/mail-payload';
import { holdAsSpam, submitInquiry } from '../../../testing/desk-fixtures';
import { pdfWith } from '../../../testing/inquiry-with-files';
import { type SignedInStaff, signInAs } from '../../../testing/staff-sessions';
import { testOrigin } from '../../../testing/test-site';
import { startTestSitedesk, type TestSitedesk } from '../../../testing/test-sitedesk';

let desk: TestSitedesk;
let sales: SignedInStaff;
// The client limit is off: in-process requests all come from one "unknown" address.
const env = {
  INQUIRY_RATE_LIMIT: '0',
  SIGN_IN_RATE_LIMIT: '0',
  VISITOR_PAGE_RATE_LIMIT: '0',
  VISITOR_PAGE_TOKEN_RATE_LIMIT: '3',
  // Small file limits, so the refusals need no megabytes (the texts still name the form's defaults).
  ATTACHMENTS_MAX_COUNT: '2',
  ATTACHMENT_MAX_BYTES: '2000',
  ATTACHMENTS_MAX_TOTAL_BYTES: '3000',
};
beforeAll(async () => {
  desk = await startTestSitedesk(env);
  sales = await signInAs(desk, 'sales', { name: 'Jonas Weber' });
});
afterAll(async () => {
  await desk.dispose();
});

/** The link the e-mail to the visitor carries, rendered from its outbox row, as a path on this site. */
async function linkIn(
  inquiryId: string,
  template: 'inquiry-confirmation' | 'inquiry-reply',
): Promise<string> {
  const [row] = await desk.database.db
    .select({ data: mailOutbox.data })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.inquiryId, inquiryId), eq(mailOutbox.template, template)));
  const parsed = parseMailPayload(row?.data);
  if (!parsed.success) throw new Error(parsed.error);
  const mail = await renderMail(parsed.payload.template, parsed.payload.props);
  const url = new RegExp(`${testOrigin}/en/requests/[A-Za-z0-9_-]{32}`).exec(mail.text)?.[0];
  if (!url) throw new Error(`no page link in the ${template} e-mail`);
  expect(mail.html).toContain(`href="${url}"`);
  return url.slice(testOrigin.length);
}

function postAnswer(
  path: string,
  answer: string,
  headers: Record<string, string> = {},
  app: TestSitedesk['app'] = desk.app,
) {
  return app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({ answer }).toString(),
  });
}

/** The form as a browser posts it with files chosen (multipart, files under `attachments`). */
function postWithFiles(path: string, answer: string, files: { name: string; bytes: Uint8Array }[]) {
  const form = new FormData();
  form.append('answer', answer);
  for (const file of files) form.append('attachments', new File([Buffer.from(file.bytes)], file.name));
  return desk.app.request(path, { method: 'POST', body: form });
}

function storedBlobCount(): number {
  try {
    return readdirSync(join(desk.config.dataDir, 'blobs'), { recursive: true, withFileTypes: true }).filter(
      (entry) => entry.isFile(),
    ).length;
  } catch {
    return 0;
  }
}

async function messageCount(inquiryId: string): Promise<number> {
  const rows = await desk.database.db
    .select({ id: inquiryMessages.id })
    .from(inquiryMessages)
    .where(eq(inquiryMessages.inquiryId, inquiryId));
  return rows.length;
}

describe("the visitor's own page", () => {
  it('shows status and thread without notes or addresses, and an answer joins it unread for the desk', async () => {
    const { id, reference } = await submitInquiry(desk);
    const confirmationLink = await linkIn(id, 'inquiry-confirmation');
    // Regression guard: anyone can type anyone's address into the form; until the desk answered, the page
    // the confirmation links does not repeat the message (or its files) under our name.
    const beforeAnswer = await desk.app.request(confirmationLink);
    expect(beforeAnswer.status).toBe(200);
    const beforeHtml = await beforeAnswer.text();
    expect(beforeHtml).toContain(reference);
    expect(beforeHtml).not.toContain('Please quote a horizontal baler');
    const preferences = await desk.app.request(`/api/desk/me/preferences`, {
      method: 'PUT',
      headers: { cookie: sales.cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        signature: `Jonas Weber\n${sales.email}`,
        notifyOnReply: true,
        emailLocale: 'en',
      }),
    });
    expect(preferences.ok).toBe(true);
    const note = await desk.app.request(`/api/desk/inquiries/${id}/notes`, {
      method: 'POST',
      headers: { cookie: sales.cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({ body: 'Internal: customer pays late, ask for prepayment.' }),
    });
    expect(note.status).toBe(201);
    const reply = await desk.app.request(`/api/desk/inquiries/${id}/replies`, {
      method: 'POST',
      headers: { cookie: sales.cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({ body: 'Dear Ms Nováková,\n\nour quote for the baler follows tomorrow.' }),
    });
    expect(reply.status).toBe(201);
    // Each e-mail to the visitor carries a link of its own; both open the same page.
    const answerLink = await linkIn(id, 'inquiry-reply');
    expect(answerLink).not.toBe(confirmationLink);

    const page = await desk.app.request(answerLink);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('x-robots-tag')).toBe('noindex');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.headers.get('set-cookie')).toBeNull();
    const html = await page.text();
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain(reference);
    expect(html).toContain('Answered');
    expect(html).toContain('Please quote a horizontal baler');
    expect(html).toContain('our quote for the baler follows tomorrow.');
    expect(html).toContain('Jonas, Veltrum');
    expect(html).not.toContain('Weber');
    expect(html).not.toContain('prepayment');
    expect(html).not.toContain(sales.email);
    expect(html.indexOf('Please quote a horizontal baler')).toBeLessThan(html.indexOf('follows tomorrow'));
    expect((await desk.app.request(confirmationLink)).status).toBe(200);

    // Opened by the member: read, until the visitor answers on the page.
    await desk.app.request(`/api/desk/inquiries/${id}`, { headers: { cookie: sales.cookie } });
    const answered = await postAnswer(confirmationLink, 'Thank you! Could you deliver in March?\r\nJana');
    expect(answered.status).toBe(303);
    expect(answered.headers.get('location')).toBe(`${confirmationLink}?sent=1#sent`);
    const after = await (await desk.app.request(`${confirmationLink}?sent=1`)).text();
    expect(after).toContain('role="status"');
    expect(after).toContain('Your answer has been added to the conversation.');
    expect(after).toContain('Thank you! Could you deliver in March?<br>Jana');
    expect(after).toContain('In progress');

    const [stored] = await desk.database.db
      .select()
      .from(inquiryMessages)
      .where(and(eq(inquiryMessages.inquiryId, id), eq(inquiryMessages.direction, 'inbound')));
    expect(stored).toMatchObject({
      text: 'Thank you! Could you deliver in March?\nJana',
      isAutomatic: false,
    });
    const list = (await (
      await desk.app.request('/api/desk/inquiries', { headers: { cookie: sales.cookie } })
    ).json()) as InquiryList;
    expect(list.items.find((item) => item.id === id)).toMatchObject({ unread: true, status: 'in_progress' });

    // Regression guard: a colleague copied on an answer who replies writes to the desk, not to the visitor;
    // neither that nor a message held as suspected spam shows on the visitor's page as theirs.
    const [inquiry] = await desk.database.db
      .select({ email: inquiries.email })
      .from(inquiries)
      .where(eq(inquiries.id, id));
    const inbound = (fromAddress: string, text: string, isSuspectedSpam: boolean) => ({
      id: crypto.randomUUID(),
      inquiryId: id,
      direction: 'inbound' as const,
      fromAddress,
      to: ['reply@veltrum.example'],
      subject: 'Re: your inquiry',
      text,
      messageId: `<${crypto.randomUUID()}@example.com>`,
      isSuspectedSpam,
    });
    await desk.database.db
      .insert(inquiryMessages)
      .values([
        inbound('engineer@veltrum.example', 'Internal: our floor price is 12k, margin is thin.', false),
        inbound(inquiry?.email.toUpperCase() ?? '', 'Cheap watches at a great price', true),
      ]);
    const withOthers = await (await desk.app.request(confirmationLink)).text();
    expect(withOthers).toContain('Could you deliver in March?');
    expect(withOthers).not.toContain('floor price');
    expect(withOthers).not.toContain('Cheap watches');
  });

  // Regression guard: whoever is on CC of an answer would hold a key to the whole conversation.
  it('puts no page link into an answer copied to others', async () => {
    const { id } = await submitInquiry(desk);
    const reply = await desk.app.request(`/api/desk/inquiries/${id}/replies`, {
      method: 'POST',
      headers: { cookie: sales.cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({ body: 'Our engineer is copied.', cc: ['engineer@partner.example'] }),
    });
    expect(reply.status).toBe(201);
    const [row] = await desk.database.db
      .select({ data: mailOutbox.data })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.inquiryId, id), eq(mailOutbox.template, 'inquiry-reply')));
    const parsed = parseMailPayload(row?.data);
    if (!parsed.success) throw new Error(parsed.error);
    const mail = await renderMail(parsed.payload.template, parsed.payload.props);
    expect(mail.text).not.toMatch(/\/requests\//);
    expect(mail.text).toContain('Our engineer is copied.');
  });

  it('answers a wrong, a spam and an erased inquiry’s link with a helpful 404 and changes nothing', async () => {
    const wrong = await desk.app.request(`/de/requests/${'A'.repeat(32)}`);
    expect(wrong.status).toBe(404);
    const wrongHtml = await wrong.text();
    expect(wrongHtml).toContain('lang="de"');
    expect(wrongHtml).toContain('Diese Seite zu Ihrer Anfrage gibt es nicht');
    expect(wrong.headers.get('cache-control')).toBe('no-store');
    expect((await postAnswer(`/en/requests/${'A'.repeat(32)}`, 'Hello?')).status).toBe(404);
    expect((await desk.app.request('/en/requests/short')).status).toBe(404);

    const spam = await submitInquiry(desk);
    const spamLink = await linkIn(spam.id, 'inquiry-confirmation');
    await holdAsSpam(desk, spam.id);
    expect((await desk.app.request(spamLink)).status).toBe(404);
    expect((await postAnswer(spamLink, 'Buy now')).status).toBe(404);
    expect(await messageCount(spam.id)).toBe(0);

    const erased = await submitInquiry(desk);
    const erasedLink = await linkIn(erased.id, 'inquiry-confirmation');
    const admin = await signInAs(desk, 'admin');
    expect(
      (
        await desk.app.request(`/api/desk/inquiries/${erased.id}`, {
          method: 'DELETE',
          headers: { cookie: admin.cookie },
        })
      ).status,
    ).toBe(204);
    const gone = await desk.app.request(erasedLink.replace('/en/', '/ar/'));
    expect(gone.status).toBe(404);
    expect(await gone.text()).toContain('dir="rtl"');
    expect(
      await desk.database.db
        .select()
        .from(visitorPageTokens)
        .where(eq(visitorPageTokens.inquiryId, erased.id)),
    ).toEqual([]);
  });

  it('refuses a cross-site post with 403 and accepts its own page’s post under no-referrer', async () => {
    const { id } = await submitInquiry(desk);
    const link = await linkIn(id, 'inquiry-confirmation');
    expect((await postAnswer(link, 'From elsewhere', { Origin: 'https://evil.example' })).status).toBe(403);
    expect((await postAnswer(link, 'Sibling', { 'Sec-Fetch-Site': 'same-site' })).status).toBe(403);
    expect(
      (await postAnswer(link, 'Framed', { Origin: 'null', 'Sec-Fetch-Site': 'cross-site' })).status,
    ).toBe(403);
    expect(await messageCount(id)).toBe(0);
    // What a browser sends from the page itself: its policy turns the Origin into "null".
    expect(
      (await postAnswer(link, 'From the page', { Origin: 'null', 'Sec-Fetch-Site': 'same-origin' })).status,
    ).toBe(303);
    expect(await messageCount(id)).toBe(1);
  });

  it('re-renders bad input with a 4xx, the message by the field and the text kept; never a 500', async () => {
    const { id } = await submitInquiry(desk);
    const link = await linkIn(id, 'inquiry-confirmation');
    const long = await postAnswer(link, `Details: ${'x'.repeat(5_000)}`);
    expect(long.status).toBe(422);
    const longHtml = await long.text();
    expect(longHtml).toContain('aria-invalid="true"');
    expect(longHtml).toContain('Your answer is longer than 5,000 characters.');
    expect(longHtml).toContain(`Details: ${'x'.repeat(5_000)}</textarea>`);
    const nul = await postAnswer(link, 'Hello\u0000world');
    expect(nul.status).toBe(422);
    const nulHtml = await nul.text();
    expect(nulHtml).toContain('characters that cannot be stored');
    expect(nulHtml).toContain('Helloworld</textarea>');
    expect((await postAnswer(link, '   ')).status).toBe(422);
    const huge = await postAnswer(link, 'y'.repeat(200_000));
    expect(huge.status).toBe(413);
    expect(await huge.text()).toContain('longer than 5,000 characters');
    const json = await desk.app.request(link, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ answer: 'Hi' }),
    });
    expect(json.status).toBe(415);
    expect(await messageCount(id)).toBe(0);
  });

  it('takes files with the answer, shown to the desk as a mailed one’s; refuses too many, too large or the wrong kind, storing nothing', async () => {
    const { id } = await submitInquiry(desk);
    const link = await linkIn(id, 'inquiry-confirmation');
    const reply = await desk.app.request(`/api/desk/inquiries/${id}/replies`, {
      method: 'POST',
      headers: { cookie: sales.cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({ body: 'Could you send us a plan of the hall?' }),
    });
    expect(reply.status).toBe(201);
    const plan = pdfWith('hall plan');
    const answered = await postWithFiles(link, 'Here is the plan of our hall.', [
      { name: '../Hallenplan 2026.pdf', bytes: plan },
    ]);
    expect(answered.status).toBe(303);

    // The desk's thread: the visitor's message with its file, as a mailed answer's attachments are shown.
    const thread = (await (
      await desk.app.request(`/api/desk/inquiries/${id}/messages`, { headers: { cookie: sales.cookie } })
    ).json()) as ConversationThread;
    const answer = thread.items.find((item) => item.direction === 'inbound');
    expect(answer?.text).toBe('Here is the plan of our hall.');
    expect(answer?.attachments).toMatchObject([
      { fileName: 'Hallenplan 2026.pdf', contentType: 'application/pdf', sizeBytes: plan.byteLength },
    ]);
    expect(answer?.refusedAttachments ?? []).toEqual([]);
    const download = await desk.app.request(answer?.attachments[0]?.url ?? '');
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(plan);
    // The member who answered owns it and hears of the visitor's answer, as after one by e-mail.
    const notices = await desk.database.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.inquiryId, id), eq(mailOutbox.template, 'visitor-replied')));
    expect(notices).toHaveLength(1);
    const page = await (await desk.app.request(link)).text();
    expect(page).toContain('enctype="multipart/form-data"');
    expect(page).toContain('<bdi>Hallenplan 2026.pdf</bdi></a>');

    const blobs = storedBlobCount();
    const executable = new Uint8Array([
      0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0xff, 0xff,
    ]);
    const wrongKind = await postWithFiles(link, 'And the order form.', [
      { name: 'order.pdf', bytes: executable },
    ]);
    expect(wrongKind.status).toBe(415);
    const wrongKindHtml = await wrongKind.text();
    expect(wrongKindHtml).toContain(
      'Please attach PDF, image, office or CAD files only. Please choose your files again.',
    );
    expect(wrongKindHtml).toMatch(/<input type="file" id="attachments"[^>]* aria-invalid="true" autofocus/);
    expect(wrongKindHtml).toContain('And the order form.</textarea>');
    const tooLarge = await postWithFiles(link.replace('/en/', '/de/'), 'Die große Zeichnung.', [
      { name: 'big.pdf', bytes: pdfWith('x'.repeat(2_000)) },
    ]);
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.text()).toContain('Jede Datei darf höchstens 10 MB groß sein.');
    const tooMany = await postWithFiles(
      link,
      'Three parts.',
      [1, 2, 3].map((n) => ({ name: `part-${n}.pdf`, bytes: pdfWith(`part ${n}`) })),
    );
    expect(tooMany.status).toBe(422);
    expect(await tooMany.text()).toContain('Please attach no more than 5 files.');
    // Over the whole body's cap (the files' total and room for the text), refused before it is read.
    const overCap = await postWithFiles(link, 'Huge.', [
      { name: 'huge.pdf', bytes: pdfWith('y'.repeat(80_000)) },
    ]);
    expect(overCap.status).toBe(413);
    expect(await overCap.text()).toContain('All files together may be at most 25 MB.');
    expect(await messageCount(id)).toBe(2);
    expect(
      await desk.database.db.select().from(inquiryAttachments).where(eq(inquiryAttachments.inquiryId, id)),
    ).toHaveLength(1);
    expect(storedBlobCount()).toBe(blobs);

    // Without a live page's link, a post keeps the small cap: nobody can make the service buffer files.
    // The body below never ends; only a cap that stops reading at 64 KB lets the answer come back.
    const madeUp = link.replace(/[^/]+$/, 'A'.repeat(32));
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0)
          controller.enqueue(
            new TextEncoder().encode('--b\r\nContent-Disposition: form-data; name="answer"\r\n\r\n'),
          );
        // 66 KB (over the 64 KB cap, under this file's cap with files, 67 KB), then nothing, never the end.
        if (sent < 66_000) controller.enqueue(new Uint8Array(6_000).fill(0x61));
        sent += 6_000;
      },
    });
    const cut = await desk.app.request(
      new Request(`http://localhost${madeUp}`, {
        method: 'POST',
        headers: { 'Content-Type': 'multipart/form-data; boundary=b', Origin: desk.config.publicOrigin },
        body: endless,
        duplex: 'half',
      } as RequestInit),
    );
    expect([404, 413]).toContain(cut.status);
  });

  it('counts answers per inquiry: over the limit the page says so with 429 and stores nothing more', async () => {
    const { id } = await submitInquiry(desk);
    const link = await linkIn(id, 'inquiry-confirmation');
    // The answers go to a second instance on the same database whose clock stands still: the window is the
    // clock hour, which a real clock could turn between them. Still at now, not at a date gone by: the first
    // instance's clean-up would take that hour's counters for ended ones.
    const moment = new Date();
    const still = await startTestSitedesk(env, { sharedDatabase: desk.database, now: () => moment });
    try {
      for (const answer of ['One', 'Two', 'Three']) {
        expect((await postAnswer(link, answer, {}, still.app)).status).toBe(303);
      }
      const limited = await postAnswer(link, 'Four', {}, still.app);
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await limited.text()).toContain('Four</textarea>');
    } finally {
      await still.dispose();
    }
    expect(await messageCount(id)).toBe(3);
    const [row] = await desk.database.db
      .select({ status: inquiries.status })
      .from(inquiries)
      .where(eq(inquiries.id, id));
    expect(row?.status).toBe('new');
  });
});
