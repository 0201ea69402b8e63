import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { readEventStream } from '../../testing/event-stream-reader';
import { cookieHeaderFrom } from '../../testing/staff-sessions';
import { startTestSitedesk, type TestSitedesk } from '../../testing/test-sitedesk';

let desk: TestSitedesk | undefined;
const openStreams: { close: () => Promise<void> }[] = [];
afterEach(async () => {
  await Promise.allSettled(openStreams.splice(0).map((stream) => stream.close()));
  await desk?.dispose();
  desk = undefined;
});

async function start(env: Record<string, string>) {
  desk = await startTestSitedesk({ SIGN_IN_RATE_LIMIT: '0', ...env });
  return desk;
}

/** One sales member, and a way to sign them in again (another browser): each call is a new session. */
async function salesMember(sitedesk: TestSitedesk) {
  const unique = randomBytes(6).toString('hex');
  const email = `sales-${unique}@staff.example`;
  const password = `test-password-${unique}`;
  await sitedesk.auth.accounts.createMember({ email, name: `Sales ${unique}`, role: 'sales', password });
  return async function newSession(): Promise<string> {
    const response = await sitedesk.app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    expect(response.status).toBe(200);
    return cookieHeaderFrom(response);
  };
}

/** Opens an event stream; an open one is read until its first line, so it counts as open on the server. */
async function openEvents(sitedesk: TestSitedesk, cookie: string) {
  const response = await sitedesk.app.request('/api/desk/events', { headers: { cookie } });
  if (response.status !== 200) return { response, stream: undefined };
  const stream = readEventStream(response);
  openStreams.push(stream);
  expect(await stream.nextComment((line) => line === ': connected')).toBe(true);
  return { response, stream };
}

async function expectRefused(response: Response) {
  expect(response.status).toBe(429);
  expect(response.headers.get('retry-after')).toBe('15');
  expect(await response.json()).toMatchObject({ error: { code: 'rate_limited' } });
}

describe('GET /api/desk/events: streams per session and per member', () => {
  // Regression (probe 11b): one sales session held 150 event streams open, each a connection and memory.
  it('refuses a session its N+1st stream with 429 rate_limited, and lets one in again once one closes', async () => {
    const sitedesk = await start({ REALTIME_STREAMS_PER_SESSION: '3' });
    const newSession = await salesMember(sitedesk);
    const cookie = await newSession();
    const open = [];
    for (let index = 0; index < 3; index++) open.push(await openEvents(sitedesk, cookie));
    expect(open.map(({ response }) => response.status)).toEqual([200, 200, 200]);

    await expectRefused((await openEvents(sitedesk, cookie)).response);
    // The member's other browser has a session of its own, with its own allowance.
    expect((await openEvents(sitedesk, await newSession())).response.status).toBe(200);

    await open[0]?.stream?.close();
    expect((await openEvents(sitedesk, cookie)).response.status).toBe(200);
    await expectRefused((await openEvents(sitedesk, cookie)).response);
  });

  it('refuses a member more streams than their limit over all their sessions together', async () => {
    const sitedesk = await start({ REALTIME_STREAMS_PER_SESSION: '10', REALTIME_STREAMS_PER_USER: '2' });
    const newSession = await salesMember(sitedesk);
    const first = await openEvents(sitedesk, await newSession());
    expect(first.response.status).toBe(200);
    expect((await openEvents(sitedesk, await newSession())).response.status).toBe(200);
    const third = await newSession();
    await expectRefused((await openEvents(sitedesk, third)).response);
    // Another member is not held back by this one.
    const colleague = await salesMember(sitedesk);
    expect((await openEvents(sitedesk, await colleague())).response.status).toBe(200);

    await first.stream?.close();
    expect((await openEvents(sitedesk, third)).response.status).toBe(200);
  });
});
