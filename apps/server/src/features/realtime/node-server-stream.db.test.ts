import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { session } from '@sitedesk/db/auth-schema';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { submitInquiry } from '../../testing/desk-fixtures';
import { readEventStream } from '../../testing/event-stream-reader';
import { signInAs } from '../../testing/staff-sessions';
import { startTestSitedesk, type TestSitedesk } from '../../testing/test-sitedesk';

// Under @hono/node-server the stream writes to the Node response itself, not through a Web stream: these
// run the same journeys as events.db.test.ts over a real socket.
let desk: TestSitedesk | undefined;
let closeServer: (() => Promise<void>) | undefined;
const openStreams: { close: () => Promise<void> }[] = [];
afterEach(async () => {
  await Promise.allSettled(openStreams.splice(0).map((stream) => stream.close()));
  await closeServer?.();
  await desk?.dispose();
  desk = undefined;
});

async function serve(env: Record<string, string> = {}) {
  desk = await startTestSitedesk({ INQUIRY_RATE_LIMIT: '0', SIGN_IN_RATE_LIMIT: '0', ...env });
  const server = createAdaptorServer({ fetch: desk.app.fetch });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closeServer = () =>
    new Promise((resolve) => {
      if ('closeAllConnections' in server) server.closeAllConnections();
      server.close(() => resolve());
    });
  const { port } = server.address() as AddressInfo;
  return { sitedesk: desk, url: `http://127.0.0.1:${port}` };
}

async function openEvents(url: string, cookie: string) {
  const response = await fetch(`${url}/api/desk/events`, { headers: { cookie } });
  expect(response.status).toBe(200);
  const stream = readEventStream(response);
  openStreams.push(stream);
  return { response, stream };
}

describe('GET /api/desk/events on the Node server', () => {
  it('sends the stream’s headers and every middleware’s, then a new inquiry with its cursor', async () => {
    const { sitedesk, url } = await serve();
    const sales = await signInAs(sitedesk, 'sales');
    const { response, stream } = await openEvents(url, sales.cookie);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(response.headers.get('x-accel-buffering')).toBe('no');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-hono-already-sent')).toBeNull();

    const { id } = await submitInquiry(sitedesk, { name: 'Socket Visitor' });
    const received = await stream.next((event) => event.type === 'inquiry.created');
    expect(received?.event).toMatchObject({ inquiry: { id, name: 'Socket Visitor', unread: true } });
    expect(Number(received?.id)).toBeGreaterThan(0);
  });

  // The socket's `close` event is what detaches a stream here (decision 147: a bound handler, not a
  // closure over the request); a viewer whose tab closed must disappear for everyone else.
  it('drops the viewer of a stream whose socket closed', async () => {
    const { sitedesk, url } = await serve();
    const watcher = await signInAs(sitedesk, 'sales');
    const viewer = await signInAs(sitedesk, 'admin', { name: 'Sofia Socket' });
    const { id } = await submitInquiry(sitedesk);
    const watching = (await openEvents(url, watcher.cookie)).stream;
    const viewing = (await openEvents(url, viewer.cookie)).stream;
    const presence = await fetch(`${url}/api/desk/presence`, {
      method: 'POST',
      headers: {
        cookie: viewer.cookie,
        origin: sitedesk.config.publicOrigin,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ inquiryId: id }),
    });
    expect(presence.status).toBe(204);
    const isPresence = (event: { type: string }) => event.type === 'presence';
    expect((await watching.next(isPresence))?.event).toEqual({
      type: 'presence',
      inquiryId: id,
      viewers: [{ id: viewer.userId, name: 'Sofia Socket' }],
    });
    await viewing.close();
    expect((await watching.next(isPresence))?.event).toEqual({
      type: 'presence',
      inquiryId: id,
      viewers: [],
    });
  });

  it('is refused to staff who do not read inquiries', async () => {
    const { sitedesk, url } = await serve();
    const editor = await signInAs(sitedesk, 'editor');
    const response = await fetch(`${url}/api/desk/events`, { headers: { cookie: editor.cookie } });
    expect(response.status).toBe(403);
  });

  it('ends the stream over the socket at once when its member signs out, before a newer inquiry', async () => {
    const { sitedesk, url } = await serve();
    const sales = await signInAs(sitedesk, 'sales');
    const { stream } = await openEvents(url, sales.cookie);
    const signedOut = await fetch(`${url}/api/auth/sign-out`, {
      method: 'POST',
      headers: {
        cookie: sales.cookie,
        origin: sitedesk.config.publicOrigin,
        'content-type': 'application/json',
      },
      body: '{}',
    });
    expect(signedOut.status).toBe(200);
    await submitInquiry(sitedesk, { name: 'After Sign-Out' });
    expect(await stream.next((event) => event.type === 'inquiry.created')).toBeUndefined();
  });

  it('ends the stream at the heartbeat after the session was revoked, and beats while it lives', async () => {
    const { sitedesk, url } = await serve({ REALTIME_HEARTBEAT_SECONDS: '1' });
    const sales = await signInAs(sitedesk, 'sales');
    const kept = await signInAs(sitedesk, 'sales');
    const revoked = await openEvents(url, sales.cookie);
    const alive = await openEvents(url, kept.cookie);
    await sitedesk.database.db.delete(session).where(eq(session.userId, sales.userId));
    await revoked.stream.ended();
    // The surviving stream keeps beating (wait for a beat rather than a fixed time), and still delivers.
    expect(await alive.stream.nextComment((line) => line === ': heartbeat')).toBe(true);
    await submitInquiry(sitedesk);
    await alive.stream.next((event) => event.type === 'inquiry.created');
  });
});
