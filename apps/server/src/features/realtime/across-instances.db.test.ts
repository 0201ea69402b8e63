import { randomUUID } from 'node:crypto';
import { seedSiteContent } from '@sitedesk/db/seed';
import { demoContent } from '@sitedesk/shared/content/catalogs';
import type { ContentSectionDetail } from '@sitedesk/shared/content-api';
import type { DeskEvent } from '@sitedesk/shared/desk-api';
import { inquiryLimits } from '@sitedesk/shared/inquiry';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../paths';
import { submitInquiry } from '../../testing/desk-fixtures';
import { readEventStream } from '../../testing/event-stream-reader';
import { signInAs } from '../../testing/staff-sessions';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database';
import { startTestSitedesk, type TestSitedesk } from '../../testing/test-sitedesk';
import { seedBuiltinMedia } from '../media/seed-builtin-media';
import { loadPageRenderer, type PageRenderer } from '../site/page-renderer';
import { announceViewers } from './routes';

// Several instances share a database only on PostgreSQL: there the pairs below run; the embedded
// database is one process's, and keeps the in-process bus.
const isPostgres = process.env.SITEDESK_TEST_DATABASE === 'postgres';

let database: TestDatabase | undefined;
let instances: TestSitedesk[] = [];
const openStreams: { close: () => Promise<void> }[] = [];
const clients: pg.Client[] = [];
afterEach(async () => {
  await Promise.allSettled(openStreams.splice(0).map((stream) => stream.close()));
  for (const instance of instances) await instance.dispose();
  instances = [];
  await Promise.allSettled(clients.splice(0).map((client) => client.end()));
  await database?.dispose();
  database = undefined;
});

/** A condition is re-checked until it holds; the limit only ends a test that would otherwise hang. */
const waitLimit = { timeout: 20_000, interval: 20 };

const isType =
  <T extends DeskEvent['type']>(type: T) =>
  (event: DeskEvent) =>
    event.type === type;

/** Two instances, A and B, on one fresh database, each hearing the other. */
async function startPair(
  env: Record<string, string> = {},
  pageRenderer?: PageRenderer,
): Promise<[TestSitedesk, TestSitedesk]> {
  database = await openTestDatabase();
  if (!database.url) throw new Error('A PostgreSQL test database has a URL');
  const config = {
    INQUIRY_RATE_LIMIT: '0',
    SIGN_IN_RATE_LIMIT: '0',
    DATABASE_URL: database.url,
    // Instances sharing a database share the key (sessions, rate-limit keys).
    SECRET_KEY: 'across-instances-test-secret-key-0123456789',
    ...env,
  };
  const extra = { sharedDatabase: database, ...(pageRenderer ? { pageRenderer } : {}) };
  const a = await startTestSitedesk(config, extra);
  instances.push(a);
  const b = await startTestSitedesk(config, extra);
  instances.push(b);
  await Promise.all([a.eventsReady, b.eventsReady]);
  return [a, b];
}

async function openEvents(sitedesk: TestSitedesk, cookie: string) {
  const response = await sitedesk.app.request('/api/desk/events', { headers: { cookie } });
  expect(response.status).toBe(200);
  const stream = readEventStream(response);
  openStreams.push(stream);
  return stream;
}

async function adminClient(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: database?.url });
  await client.connect();
  clients.push(client);
  return client;
}

async function listenerPid(client: pg.Client, instance: TestSitedesk): Promise<number | undefined> {
  const { rows } = await client.query<{ pid: number }>(
    'select pid from pg_stat_activity where application_name = $1',
    [`sitedesk-events-${instance.instanceId}`],
  );
  return rows[0]?.pid;
}

if (!isPostgres) {
  describe('events on the embedded database', () => {
    it('stay in the process: one process owns the embedded database', async () => {
      const sitedesk = await startTestSitedesk();
      instances.push(sitedesk);
      expect(sitedesk.eventBusDriver).toBe('in-process');
    });
  });
} else {
  describe('events across instances (PostgreSQL LISTEN/NOTIFY)', () => {
    it('delivers an inquiry accepted on B to a stream on A, each copy with its reader’s unread state', async () => {
      const [a, b] = await startPair();
      expect(a.eventBusDriver).toBe('postgres');
      const reader = await signInAs(a, 'sales');
      const other = await signInAs(a, 'sales');
      const readerStream = await openEvents(a, reader.cookie);
      const otherStream = await openEvents(a, other.cookie);

      const { id, reference } = await submitInquiry(b, { name: 'Across Instances' });
      const created = await readerStream.next(isType('inquiry.created'));
      expect(created?.event).toMatchObject({
        inquiry: { id, reference, name: 'Across Instances', unread: true },
      });
      expect(Number(created?.id)).toBeGreaterThan(0);

      expect(
        (await b.app.request(`/api/desk/inquiries/${id}`, { headers: { cookie: reader.cookie } })).status,
      ).toBe(200);
      const patched = await b.app.request(`/api/desk/inquiries/${id}`, {
        method: 'PATCH',
        headers: { cookie: reader.cookie, 'Content-Type': 'application/json' },
        body: JSON.stringify({ status: 'in_progress' }),
      });
      expect(patched.status).toBe(200);
      expect((await readerStream.next(isType('inquiry.updated')))?.event).toMatchObject({
        inquiry: { id, status: 'in_progress', unread: false },
      });
      expect((await otherStream.next(isType('inquiry.updated')))?.event).toMatchObject({
        inquiry: { id, status: 'in_progress', unread: true },
      });
    });

    it('reconnects its listener after the connection is killed, and the stream misses nothing', async () => {
      const [a, b] = await startPair();
      const sales = await signInAs(a, 'sales');
      const stream = await openEvents(a, sales.cookie);
      const admin = await adminClient();
      const killed = await listenerPid(admin, a);
      const { rows } = await admin.query<{ done: boolean }>('select pg_terminate_backend($1, 5000) as done', [
        killed,
      ]);
      expect(rows[0]?.done).toBe(true);

      // Committed while A may not be listening: its notice can be lost; the check after reconnect finds it.
      // Both arrive, in either order: one may come live over the new connection before the check finds the
      // other (the desk applies events by id, so the order does not matter to it; missing one would).
      const first = await submitInquiry(b, { name: 'While Disconnected' });
      const second = await submitInquiry(b, { name: 'Also Meanwhile' });
      const createdId = async () =>
        ((await stream.next(isType('inquiry.created')))?.event as { inquiry?: { id?: string } } | undefined)
          ?.inquiry?.id;
      expect([await createdId(), await createdId()].sort()).toEqual([first.id, second.id].sort());
      await vi.waitFor(async () => {
        const pid = await listenerPid(admin, a);
        expect(pid).toBeDefined();
        expect(pid).not.toBe(killed);
      }, waitLimit);
      const after = await submitInquiry(b, { name: 'After Reconnect' });
      expect((await stream.next(isType('inquiry.created')))?.event).toMatchObject({
        inquiry: { id: after.id },
      });
    });

    it('delivers a committed event whose notification was never sent (its publisher died)', async () => {
      const [a, b] = await startPair();
      const sales = await signInAs(a, 'sales');
      const { id } = await submitInquiry(b);
      const stream = await openEvents(a, sales.cookie);
      // As a publisher that committed and died before it could notify: the row, and no notice.
      const admin = await adminClient();
      await admin.query("update inquiries set status = 'in_progress' where id = $1", [id]);
      await admin.query(
        "insert into inquiry_activity (id, inquiry_id, action, details) values ($1, $2, 'status_changed', '{}')",
        [randomUUID(), id],
      );
      expect((await stream.next(isType('inquiry.updated')))?.event).toMatchObject({
        inquiry: { id, status: 'in_progress' },
      });
    });

    it('shows a viewer on B to A, and drops them when B stops or dies', async () => {
      const [a, b] = await startPair();
      const watcher = await signInAs(a, 'sales');
      const viewer = await signInAs(b, 'admin', { name: 'Vera Viewer' });
      const { id } = await submitInquiry(a);
      const watching = await openEvents(a, watcher.cookie);
      await openEvents(b, viewer.cookie);
      const viewed = await b.app.request('/api/desk/presence', {
        method: 'POST',
        headers: { cookie: viewer.cookie, 'Content-Type': 'application/json' },
        body: JSON.stringify({ inquiryId: id }),
      });
      expect(viewed.status).toBe(204);
      const isThisInquiry = (event: DeskEvent) => event.type === 'presence' && event.inquiryId === id;
      expect((await watching.next(isThisInquiry))?.event).toEqual({
        type: 'presence',
        inquiryId: id,
        viewers: [{ id: viewer.userId, name: 'Vera Viewer' }],
      });

      // B dies: its rows are no longer renewed, and A's next renewal sweeps them.
      const admin = await adminClient();
      await admin.query(
        "update desk_presence_streams set heartbeat_at = now() - interval '1 hour' where instance_id = $1",
        [b.instanceId],
      );
      await announceViewers(a.events, a.presence, a.presence.renew());
      expect((await watching.next(isThisInquiry))?.event).toEqual({
        type: 'presence',
        inquiryId: id,
        viewers: [],
      });

      // B was only slow: its next renewal brings its stream back, and the viewer is seen again.
      await b.presence.renew();
      await b.app.request('/api/desk/presence', {
        method: 'POST',
        headers: { cookie: viewer.cookie, 'Content-Type': 'application/json' },
        body: JSON.stringify({ inquiryId: id }),
      });
      expect((await watching.next(isThisInquiry))?.event).toMatchObject({ viewers: [{ id: viewer.userId }] });
      // B stops cleanly and says so itself, without waiting for the expiry.
      instances = instances.filter((instance) => instance !== b);
      await b.dispose();
      expect((await watching.next(isThisInquiry))?.event).toEqual({
        type: 'presence',
        inquiryId: id,
        viewers: [],
      });
    });

    it('renders a publication made on A on B at once, without waiting for the poll', async () => {
      const renderer = await loadPageRenderer({
        serverEntry: paths.webServerEntry,
        pageTemplate: paths.webPageTemplate,
      });
      if (!renderer)
        throw new Error('Build the website first (npm run build): this test renders real pages.');
      const [a, b] = await startPair({}, renderer);
      await seedSiteContent(a.database.db, demoContent);
      // As at start-up: the about section shows a built-in picture, which publishing checks is in the library.
      await seedBuiltinMedia(a.database.db, a.storage, { imagesDir: paths.builtinMedia });
      const editor = await signInAs(a, 'editor');
      const headers = { cookie: editor.cookie, 'content-type': 'application/json' };
      const detail = (await (
        await a.app.request('/api/desk/content/en/about', { headers })
      ).json()) as ContentSectionDetail;
      const saved = await a.app.request('/api/desk/content/en/about/draft', {
        method: 'PUT',
        headers,
        body: JSON.stringify({
          revision: detail.revision,
          document: { ...(detail.draft as object), title: 'Published on A, served by B' },
        }),
      });
      const { revision } = (await saved.json()) as ContentSectionDetail;
      const published = await a.app.request('/api/desk/content/en/about/publish', {
        method: 'POST',
        headers,
        body: JSON.stringify({ revision }),
      });
      expect(published.status).toBe(200);
      // The test instances never poll (only `main.ts` starts the poll): only the notice can render B.
      await vi.waitFor(async () => {
        expect(await (await b.app.request('/en/company')).text()).toContain('Published on A, served by B');
      }, waitLimit);
    });

    it('counts sign-in failures together: a second instance does not double the allowance', async () => {
      const [a, b] = await startPair({ SIGN_IN_RATE_LIMIT: '3', SIGN_IN_CLIENT_RATE_LIMIT: '100' });
      const email = 'anna@staff.example';
      const password = 'the right passphrase';
      await a.auth.accounts.createMember({ email, name: 'Anna', role: 'sales', password });
      const signIn = (instance: TestSitedesk, tried: string) =>
        instance.app.request('/api/auth/sign-in/email', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password: tried }),
        });
      for (const instance of [a, b, a]) expect((await signIn(instance, 'a wrong guess')).status).toBe(401);
      expect((await signIn(b, password)).status).toBe(429);
      expect((await signIn(a, password)).status).toBe(429);
    });

    it('sends ids and cursors over NOTIFY, never an inquiry’s contents, however large it is', async () => {
      const [a, b] = await startPair();
      const listener = await adminClient();
      const payloads: string[] = [];
      listener.on('notification', (notification) => payloads.push(notification.payload ?? ''));
      await listener.query('LISTEN sitedesk_events');
      const sales = await signInAs(a, 'sales', { name: 'S'.repeat(200) });
      const stream = await openEvents(a, sales.cookie);
      const huge = {
        name: 'N'.repeat(inquiryLimits.nameMaxLength),
        company: 'C'.repeat(inquiryLimits.companyMaxLength),
        message: 'M'.repeat(inquiryLimits.messageMaxLength),
      };
      const { id } = await submitInquiry(b, huge);
      expect((await stream.next(isType('inquiry.created')))?.event).toMatchObject({
        inquiry: { id, name: huge.name, company: huge.company },
      });
      await a.app.request('/api/desk/presence', {
        method: 'POST',
        headers: { cookie: sales.cookie, 'Content-Type': 'application/json' },
        body: JSON.stringify({ inquiryId: id }),
      });
      await vi.waitFor(() => expect(payloads.some((payload) => payload.includes(id))).toBe(true), waitLimit);
      expect(payloads.length).toBeGreaterThanOrEqual(2);
      for (const payload of payloads) {
        expect(Buffer.byteLength(payload)).toBeLessThan(200);
        expect(payload).not.toMatch(/NNNN|CCCC|SSSS|@/);
      }
    });
  });
}
