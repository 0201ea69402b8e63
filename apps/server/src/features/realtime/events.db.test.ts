import { session } from '@sitedesk/db/auth-schema';
import type { DeskEvent } from '@sitedesk/shared/desk-api';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { submitInquiry } from '../../testing/desk-fixtures';
import { readEventStream } from '../../testing/event-stream-reader';
import { signInAs } from '../../testing/staff-sessions';
import { startTestSitedesk, type TestSitedesk } from '../../testing/test-sitedesk';

let desk: TestSitedesk | undefined;
const openStreams: { close: () => Promise<void> }[] = [];
afterEach(async () => {
  await Promise.allSettled(openStreams.splice(0).map((stream) => stream.close()));
  await desk?.dispose();
  desk = undefined;
});

async function start(env: Record<string, string> = {}) {
  desk = await startTestSitedesk({ INQUIRY_RATE_LIMIT: '0', SIGN_IN_RATE_LIMIT: '0', ...env });
  return desk;
}

async function openEvents(sitedesk: TestSitedesk, cookie: string, lastEventId?: string) {
  const response = await sitedesk.app.request('/api/desk/events', {
    headers: { cookie, ...(lastEventId ? { 'Last-Event-ID': lastEventId } : {}) },
  });
  expect(response.status).toBe(200);
  const stream = readEventStream(response);
  openStreams.push(stream);
  return { response, stream };
}

const isType =
  <T extends DeskEvent['type']>(type: T) =>
  (event: DeskEvent) =>
    event.type === type;

describe('GET /api/desk/events', () => {
  it('delivers a new inquiry to an open desk, unbuffered, with a cursor id', async () => {
    const sitedesk = await start();
    const sales = await signInAs(sitedesk, 'sales');
    const { response, stream } = await openEvents(sitedesk, sales.cookie);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(response.headers.get('x-accel-buffering')).toBe('no');
    expect(response.headers.get('content-encoding')).toBeNull();
    // Sent at once, before any event, so a proxy in front passes the response on without waiting.
    expect(await stream.nextComment((line) => line === ': connected')).toBe(true);

    const { id, reference } = await submitInquiry(sitedesk, { name: 'Live Visitor' });
    const received = await stream.next(isType('inquiry.created'));
    expect(received?.event).toMatchObject({
      type: 'inquiry.created',
      inquiry: { id, reference, name: 'Live Visitor', status: 'new', unread: true },
    });
    expect(Number(received?.id)).toBeGreaterThan(0);
  });

  // Opens take turns (decision 147: at most 8 read their session at once); a burst of reconnecting desks,
  // more than that, must all open and all hear what happens next.
  it('opens every desk of a reconnecting burst, and each hears the next inquiry', async () => {
    // One session's 20 tabs: more than may read their session at once, and above the default per-session limit.
    const sitedesk = await start({ REALTIME_STREAMS_PER_SESSION: '20' });
    const sales = await signInAs(sitedesk, 'sales');
    const desks = await Promise.all(Array.from({ length: 20 }, () => openEvents(sitedesk, sales.cookie)));
    const { id } = await submitInquiry(sitedesk, { name: 'Burst Visitor' });
    for (const { stream } of desks) {
      expect((await stream.next(isType('inquiry.created')))?.event).toMatchObject({
        inquiry: { id, name: 'Burst Visitor' },
      });
    }
  });

  it('replays what a reconnecting desk missed after its Last-Event-ID', async () => {
    const sitedesk = await start();
    const sales = await signInAs(sitedesk, 'sales');
    const first = await openEvents(sitedesk, sales.cookie);
    const seen = await submitInquiry(sitedesk, { name: 'Seen Before' });
    const received = await first.stream.next(isType('inquiry.created'));
    expect(received?.event).toMatchObject({ inquiry: { id: seen.id } });
    await first.stream.close();

    const missed = await submitInquiry(sitedesk, { name: 'Arrived Meanwhile' });
    const admin = await signInAs(sitedesk, 'admin');
    await sitedesk.app.request(`/api/desk/inquiries/${seen.id}/notes`, {
      method: 'POST',
      headers: { cookie: admin.cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({ body: 'Called back.' }),
    });

    const again = await openEvents(sitedesk, sales.cookie, received?.id);
    const replayed = await again.stream.next(isType('inquiry.created'));
    expect(replayed?.event).toMatchObject({ inquiry: { id: missed.id, name: 'Arrived Meanwhile' } });
    expect(Number(replayed?.id)).toBeGreaterThan(Number(received?.id));
    expect((await again.stream.next(isType('inquiry.note_added')))?.event).toMatchObject({
      inquiryId: seen.id,
    });
  });

  it('sends changes with each recipient’s own unread state', async () => {
    const sitedesk = await start();
    const reader = await signInAs(sitedesk, 'sales');
    const other = await signInAs(sitedesk, 'sales');
    const { id } = await submitInquiry(sitedesk);
    const readerStream = (await openEvents(sitedesk, reader.cookie)).stream;
    const otherStream = (await openEvents(sitedesk, other.cookie)).stream;
    const patched = await sitedesk.app.request(`/api/desk/inquiries/${id}`, {
      method: 'PATCH',
      headers: { cookie: reader.cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({ status: 'in_progress' }),
    });
    expect(patched.status).toBe(200);
    // The reader opened it only after the change was published: both still see it unread in the event.
    expect((await readerStream.next(isType('inquiry.updated')))?.event).toMatchObject({
      inquiry: { id, status: 'in_progress' },
    });
    expect((await otherStream.next(isType('inquiry.updated')))?.event).toMatchObject({
      inquiry: { id, status: 'in_progress', unread: true },
    });
  });

  it('is only for staff who read inquiries', async () => {
    const sitedesk = await start();
    expect((await sitedesk.app.request('/api/desk/events')).status).toBe(401);
    const editor = await signInAs(sitedesk, 'editor');
    expect(
      (await sitedesk.app.request('/api/desk/events', { headers: { cookie: editor.cookie } })).status,
    ).toBe(403);
  });

  it('shows who is viewing an inquiry, and drops a viewer whose stream closed', async () => {
    const sitedesk = await start();
    const watcher = await signInAs(sitedesk, 'sales');
    const viewer = await signInAs(sitedesk, 'admin', { name: 'Vera Viewer' });
    const { id } = await submitInquiry(sitedesk);
    const watching = (await openEvents(sitedesk, watcher.cookie)).stream;
    const viewing = await openEvents(sitedesk, viewer.cookie);
    const presence = await sitedesk.app.request('/api/desk/presence', {
      method: 'POST',
      headers: { cookie: viewer.cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({ inquiryId: id }),
    });
    expect(presence.status).toBe(204);
    expect((await watching.next(isType('presence')))?.event).toEqual({
      type: 'presence',
      inquiryId: id,
      viewers: [{ id: viewer.userId, name: 'Vera Viewer' }],
    });
    await viewing.stream.close();
    expect((await watching.next(isType('presence')))?.event).toEqual({
      type: 'presence',
      inquiryId: id,
      viewers: [],
    });
  });

  // Regression (review): each heartbeat's session check counted as activity, so an open tab kept the
  // session alive past SESSION_IDLE_HOURS.
  it('does not push the idle time-out ahead with its heartbeat', async () => {
    const sitedesk = await start({ REALTIME_HEARTBEAT_SECONDS: '1' });
    const sales = await signInAs(sitedesk, 'sales');
    const { stream } = await openEvents(sitedesk, sales.cookie);
    // An hour left of a 12-hour idle time-out: any use of the session now would push it back to 12 hours.
    const expiresAt = new Date(Date.now() + 3_600_000);
    await sitedesk.database.db.update(session).set({ expiresAt }).where(eq(session.userId, sales.userId));
    expect(await stream.nextComment((line) => line.startsWith(': heartbeat'))).toBe(true);
    expect(await stream.nextComment((line) => line.startsWith(': heartbeat'))).toBe(true);
    const [row] = await sitedesk.database.db
      .select({ expiresAt: session.expiresAt })
      .from(session)
      .where(eq(session.userId, sales.userId));
    expect(row?.expiresAt.getTime()).toBe(expiresAt.getTime());
  });

  it('ends the stream at the heartbeat after the session was revoked', async () => {
    const sitedesk = await start({ REALTIME_HEARTBEAT_SECONDS: '1' });
    const sales = await signInAs(sitedesk, 'sales');
    const { stream } = await openEvents(sitedesk, sales.cookie);
    await sitedesk.database.db.delete(session).where(eq(session.userId, sales.userId));
    await stream.ended();
    expect(stream.comments.length).toBeGreaterThanOrEqual(0);
  });
});
