import type { DeskEvent } from '@sitedesk/shared/desk-api';
import { afterEach, describe, expect, it } from 'vitest';
import { submitInquiry } from '../../testing/desk-fixtures';
import { readEventStream } from '../../testing/event-stream-reader';
import { passwordResetMailsTo, requestPasswordReset } from '../../testing/password-reset-mails';
import { cookieHeaderFrom, type SignedInStaff, signInAs } from '../../testing/staff-sessions';
import { startTestSitedesk, type TestSitedesk } from '../../testing/test-sitedesk';

// Regression: a removed, demoted or signed-out member's open stream went on delivering new inquiries
// (names, e-mail addresses) until the next heartbeat, up to 25 s later.
let desk: TestSitedesk | undefined;
const openStreams: { close: () => Promise<void> }[] = [];
afterEach(async () => {
  await Promise.allSettled(openStreams.splice(0).map((stream) => stream.close()));
  await desk?.dispose();
  desk = undefined;
});

async function openEvents(sitedesk: TestSitedesk, cookie: string) {
  const response = await sitedesk.app.request('/api/desk/events', { headers: { cookie } });
  expect(response.status).toBe(200);
  const stream = readEventStream(response);
  openStreams.push(stream);
  return stream;
}

const isCreated = (event: DeskEvent) => event.type === 'inquiry.created';

const post = (sitedesk: TestSitedesk, path: string, cookie: string, body: unknown = {}) =>
  sitedesk.app.request(path, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

type LoseAccess = (sitedesk: TestSitedesk, member: SignedInStaff, owner: SignedInStaff) => Promise<void>;

const waysToLoseAccess: [string, LoseAccess][] = [
  [
    'is removed from the team',
    async (sitedesk, member, owner) => {
      const removed = await sitedesk.app.request(`/api/desk/team/${member.userId}`, {
        method: 'DELETE',
        headers: { cookie: owner.cookie },
      });
      expect(removed.status).toBe(204);
    },
  ],
  [
    'is made an editor (no inquiries:read)',
    async (sitedesk, member, owner) => {
      const changed = await sitedesk.app.request(`/api/desk/team/${member.userId}`, {
        method: 'PATCH',
        headers: { cookie: owner.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ role: 'editor' }),
      });
      expect(changed.status).toBe(200);
    },
  ],
  [
    'signs out',
    async (sitedesk, member) => {
      expect((await post(sitedesk, '/api/auth/sign-out', member.cookie)).status).toBe(200);
    },
  ],
  [
    'signs out everywhere',
    async (sitedesk, member) => {
      expect((await post(sitedesk, '/api/auth/revoke-sessions', member.cookie)).status).toBe(200);
    },
  ],
  [
    'resets the password',
    async (sitedesk, member) => {
      expect((await requestPasswordReset(sitedesk, member.email)).status).toBe(200);
      const [mail] = await passwordResetMailsTo(sitedesk, member.email);
      const reset = await post(sitedesk, '/api/auth/reset-password', '', {
        token: mail?.token,
        newPassword: 'a fresh passphrase for the desk',
      });
      expect(reset.status).toBe(200);
    },
  ],
];

describe('an open desk event stream whose member loses access', () => {
  it.each(waysToLoseAccess)(
    'ends at once when the member %s; nothing newer reaches it',
    async (_, loseAccess) => {
      desk = await startTestSitedesk({ INQUIRY_RATE_LIMIT: '0' });
      const owner = await signInAs(desk, 'owner');
      const member = await signInAs(desk, 'sales');
      const ownerStream = await openEvents(desk, owner.cookie);
      const memberStream = await openEvents(desk, member.cookie);

      await loseAccess(desk, member, owner);
      const { id } = await submitInquiry(desk, { name: 'After Access Ended' });

      // Reads to the end of the stream: it ends without the inquiry published after the change.
      expect(await memberStream.next(isCreated)).toBeUndefined();
      // Everyone else's stream goes on.
      expect((await ownerStream.next(isCreated))?.event).toMatchObject({ inquiry: { id } });
    },
  );

  it('stays open, and delivers, for a member whose new role still reads inquiries', async () => {
    desk = await startTestSitedesk({ INQUIRY_RATE_LIMIT: '0' });
    const owner = await signInAs(desk, 'owner');
    const admin = await signInAs(desk, 'admin');
    const stream = await openEvents(desk, admin.cookie);
    const changed = await desk.app.request(`/api/desk/team/${admin.userId}`, {
      method: 'PATCH',
      headers: { cookie: owner.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ role: 'sales' }),
    });
    expect(changed.status).toBe(200);
    const { id } = await submitInquiry(desk, { name: 'Still Welcome' });
    expect((await stream.next(isCreated))?.event).toMatchObject({ inquiry: { id, name: 'Still Welcome' } });
  });

  it('ends only the signed-out session’s stream, not the member’s other devices', async () => {
    desk = await startTestSitedesk({ INQUIRY_RATE_LIMIT: '0' });
    const email = 'two-devices@staff.example';
    const password = 'two devices one person';
    await desk.auth.accounts.createMember({ email, name: 'Two Devices', role: 'sales', password });
    const signIn = async () =>
      cookieHeaderFrom(await post(desk as TestSitedesk, '/api/auth/sign-in/email', '', { email, password }));
    const laptop = await signIn();
    const phone = await signIn();
    const laptopStream = await openEvents(desk, laptop);
    const phoneStream = await openEvents(desk, phone);

    expect((await post(desk, '/api/auth/sign-out', laptop)).status).toBe(200);
    const { id } = await submitInquiry(desk);
    expect(await laptopStream.next(isCreated)).toBeUndefined();
    expect((await phoneStream.next(isCreated))?.event).toMatchObject({ inquiry: { id } });
  });
});
