import type { InquiryList, InquiryListItem } from '@sitedesk/shared/desk-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitInquiry } from '../../../testing/desk-fixtures';
import { type SignedInStaff, signInAs } from '../../../testing/staff-sessions';
import { startTestSitedesk, type TestSitedesk } from '../../../testing/test-sitedesk';
import { inquiryFilterCondition } from './list-filters';
import { countInquiries } from './repository';

// One desk for the file: each case searches for words only its own inquiries contain.
let desk: TestSitedesk;
let sales: SignedInStaff;
beforeAll(async () => {
  desk = await startTestSitedesk({ INQUIRY_RATE_LIMIT: '0' });
  sales = await signInAs(desk, 'sales', { name: 'Sam Sales' });
});
afterAll(async () => {
  await desk.dispose();
});

function get(path: string): Promise<Response> {
  return Promise.resolve(desk.app.request(path, { headers: { cookie: sales.cookie } }));
}

async function search(q: string, extra = ''): Promise<InquiryList> {
  const response = await get(`/api/desk/inquiries?q=${encodeURIComponent(q)}${extra}`);
  expect(response.status, q).toBe(200);
  return (await response.json()) as InquiryList;
}

const ids = (list: InquiryList) => list.items.map((item) => item.id);
const marked = (item: InquiryListItem | undefined) =>
  (item?.excerpt ?? []).filter((segment) => segment.isMatch).map((segment) => segment.text);

async function post(path: string, body: unknown): Promise<Response> {
  return desk.app.request(path, {
    method: 'POST',
    headers: { cookie: sales.cookie, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('searching the inbox', () => {
  it('finds German inflections and prefixes, and folds accents both ways', async () => {
    const baler = await submitInquiry(desk, {
      locale: 'de',
      name: 'Jiří Dvořák',
      message: 'Wir suchen eine gebrauchte Ballenpresse für Kartonagen, Lieferung in die Hauptstraße 5.',
    });
    const english = await submitInquiry(desk, {
      locale: 'en',
      message: 'We compare two vertical balers for our warehouses.',
    });

    // The plural finds the singular (stemmed as German), also while the word is still being typed.
    expect(ids(await search('Ballenpressen'))).toEqual([baler.id]);
    expect(ids(await search('gebrauchte Ballenpr'))).toEqual([baler.id]);
    expect(ids(await search('ballenpresse kartonage'))).toEqual([baler.id]);
    // Without accents, and "Strasse" for "Straße".
    expect(ids(await search('Jiri Dvorak'))).toEqual([baler.id]);
    expect(ids(await search('Hauptstrasse'))).toEqual([baler.id]);
    // English stemming for an English inquiry: "baler" finds "balers", "warehouse" finds "warehouses".
    expect(ids(await search('baler warehouse'))).toEqual([english.id]);
    // Web-search syntax still holds: a quoted phrase, `or`, and `-` to leave out.
    expect(ids(await search('"vertical balers"'))).toEqual([english.id]);
    expect(ids(await search('Ballenpresse or warehouses')).sort()).toEqual([baler.id, english.id].sort());
    expect(ids(await search('Ballenpresse -Kartonagen'))).toEqual([]);
  });

  it('finds an e-mail of the thread and an internal note, and marks where it matched', async () => {
    const { id } = await submitInquiry(desk, { locale: 'fr', message: 'Bonjour, une question.' });
    const replied = await post(`/api/desk/inquiries/${id}/replies`, {
      body: 'Nous livrons la presse à balles avec un convoyeur hydraulique.',
      cc: [],
    });
    expect(replied.status).toBe(201);
    const noted = await post(`/api/desk/inquiries/${id}/notes`, {
      body: 'Rappeler Mme Lefèvre pour la remise.',
    });
    expect(noted.status).toBe(201);

    // French stemming: "convoyeurs" finds "convoyeur"; the excerpt is plain text with the word marked.
    const inThread = await search('convoyeurs');
    expect(ids(inThread)).toEqual([id]);
    expect(marked(inThread.items[0])).toEqual(['convoyeur']);
    expect(inThread.items[0]?.excerpt?.map((segment) => segment.text).join('')).toBe(
      // ts_headline ends at the last word.
      'Nous livrons la presse à balles avec un convoyeur hydraulique',
    );

    const inNote = await search('lefevre remise');
    expect(ids(inNote)).toEqual([id]);
    expect(marked(inNote.items[0])).toEqual(['Lefèvre', 'remise']);

    // A match in the name only: found, without an excerpt (the row shows the name).
    const byName = await search('Nováková');
    expect(byName.items.find((item) => item.id === id)).toBeDefined();
    expect(byName.items.find((item) => item.id === id)?.excerpt).toBeUndefined();
    // Without a search, no item carries an excerpt.
    const plain = (await (await get('/api/desk/inquiries')).json()) as InquiryList;
    expect(plain.items.every((item) => item.excerpt === undefined)).toBe(true);
  });

  it('puts the best match first unless the member asks for the newest', async () => {
    // The word in the message (weight A) twice beats it once in an e-mail (weight B), and that one beats it
    // in a note (weight C); the note's inquiry is the newest.
    const inMessage = await submitInquiry(desk, {
      message: 'Shredder quote: which shredder suits tyres?',
    });
    const inReply = await submitInquiry(desk, { message: 'A question about our line.' });
    expect(
      (await post(`/api/desk/inquiries/${inReply.id}/replies`, { body: 'Our shredder fits.', cc: [] }))
        .status,
    ).toBe(201);
    const inNote = await submitInquiry(desk, { message: 'Another question.' });
    expect((await post(`/api/desk/inquiries/${inNote.id}/notes`, { body: 'Maybe a shredder.' })).status).toBe(
      201,
    );

    expect(ids(await search('shredder'))).toEqual([inMessage.id, inReply.id, inNote.id]);
    expect(ids(await search('shredder', '&sort=newest'))).toEqual([inNote.id, inReply.id, inMessage.id]);
  });

  it('counts a common word only so far, and says the figures are "at least" (decision 180)', async () => {
    const word = 'zylinderkopfdichtung';
    const sent = [];
    for (let index = 0; index < 4; index++) {
      sent.push(
        await submitInquiry(desk, { locale: 'de', message: `Bitte ein Angebot für ${word} ${index}.` }),
      );
    }
    // Below the window the count is exact; the desk says so.
    const exact = await search(word);
    expect(exact.total).toBe(4);
    expect(exact.unread).toBe(4);
    expect(exact.totalIsCapped).toBe(false);

    // Above it (a window of 3 here, 1,000 in the service): the newest 3, unread among those 3, and "more".
    const where = inquiryFilterCondition({ q: word });
    const capped = await countInquiries(desk.database.db, where, sales.userId, 3, true);
    expect(capped).toEqual({ total: 3, unread: 3, capped: true, unreadIsCapped: true });
    // The oldest one read, which falls outside the window: unread still counts the newest three only.
    expect((await get(`/api/desk/inquiries/${sent[0]?.id}`)).status).toBe(200);
    expect(await countInquiries(desk.database.db, where, sales.userId, 3, true)).toEqual({
      total: 3,
      unread: 3,
      capped: true,
      unreadIsCapped: true,
    });
    // The newest read: one fewer unread in the window.
    expect((await get(`/api/desk/inquiries/${sent[3]?.id}`)).status).toBe(200);
    expect(await countInquiries(desk.database.db, where, sales.userId, 3, true)).toEqual({
      total: 3,
      unread: 2,
      capped: true,
      unreadIsCapped: true,
    });
    expect(await countInquiries(desk.database.db, where, sales.userId, 4, true)).toEqual({
      total: 4,
      unread: 2,
      capped: false,
      unreadIsCapped: false,
    });
    // Without a search the total stays exact while the unread figure keeps to the window (decision 186).
    expect(await countInquiries(desk.database.db, where, sales.userId, 3)).toEqual({
      total: 4,
      unread: 2,
      capped: false,
      unreadIsCapped: true,
    });
  });

  it('answers hostile queries with 200 or a 4xx, never a 500', async () => {
    for (const q of [
      "'&|!():*<->\\",
      '"""',
      '-',
      'or or or',
      'a:* & !b',
      "O'Brien\\",
      '<mark>x</mark>',
      '٪٪ سلام',
      'x'.repeat(200),
    ]) {
      const response = await get(`/api/desk/inquiries?q=${encodeURIComponent(q)}`);
      expect(response.status, q).toBe(200);
    }
    const tooLong = await get(`/api/desk/inquiries?q=${'ballen '.repeat(300)}`);
    expect(tooLong.status).toBe(422);
    const nul = await get('/api/desk/inquiries?q=a%00b');
    expect(nul.status).toBe(422);
    const badSort = await get('/api/desk/inquiries?q=a&sort=random');
    expect(badSort.status).toBe(422);
  });
});
