import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ContentSectionDetail } from '@sitedesk/shared/content-api';
import type { InquiryDetail } from '@sitedesk/shared/desk-api';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { type DeskStream, openDeskStream } from './support/desk-stream';
import { nginxSiteConfig } from './support/nginx';
import { chooseProxy } from './support/proxy';
import { repoRoot } from './support/server';
import {
  collectCreated,
  inPool,
  isCreated,
  mailByReference,
  queuedMailCount,
  unsentMail,
  untilMail,
} from './support/two-instance-checks';
import { type Instance, startTwoInstances, type TwoInstances } from './support/two-instances';

/*
 * Issue 13: Sitedesk on two instances behind nginx, on the configuration docs/deploy-proxy.md shows. Every
 * check goes through nginx; the response header the test adds to that configuration says which instance
 * answered. Where nginx is not installed (a fresh clone with only Node and npm), a Node balancer stands in
 * and the output says so (`support/proxy.ts`); `.ci/run` installs nginx, and CI insists on it. PostgreSQL:
 * TEST_DATABASE_URL's server, or one run from the embedded database's binaries.
 */

/**
 * What one instance does must reach the other "within a second" (issue 13). That figure is a benchmark's
 * to measure; here it is only the bound after which a wait gives up and says what never came.
 */
const crossInstanceBoundMs = 15_000;
const loadInquiries = 400;
const loadConcurrency = 16;

const run = randomBytes(3).toString('hex');

/** nginx where it is installed, else the Node balancer: the test's name says which. */
const proxyName = chooseProxy().kind === 'nginx' ? 'nginx' : 'a Node balancer';

describe(`two instances behind ${proxyName}`, () => {
  let cluster: TwoInstances;

  beforeAll(async () => {
    cluster = await startTwoInstances({
      // Heartbeats often enough to see one pass through the proxy.
      REALTIME_HEARTBEAT_SECONDS: '2',
      // The longest allowed: early on, a publication reaches the other instance only by being announced.
      CONTENT_SYNC_SECONDS: '60',
      MAIL_POLL_INTERVAL_SECONDS: '0.5',
    });
  });
  afterAll(async () => {
    await cluster?.stop();
  });

  const inquiry = (label: string, n: number) => ({
    name: `Visitor ${label} ${n}`,
    email: `visitor-${label}-${n}-${run}@two-instances.example`,
    country: 'DE',
    topic: 'quote',
    message: `Quote request ${label} ${n}: a baler for 20 t/day.`,
    consent: true,
    locale: n % 2 === 0 ? 'en' : 'de',
  });

  /** A visitor's inquiry through the proxy; `servedBy`: the instance that accepted it. */
  async function postInquiry(body: ReturnType<typeof inquiry>) {
    const { response, servedBy } = await cluster.fetch('/api/inquiries', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (response.status !== 201) throw new Error(`POST /api/inquiries: ${response.status}`);
    return { ...((await response.json()) as { id: string; reference: string }), servedBy };
  }

  /** Through the proxy, one inquiry after another, until `instance` accepts one. */
  async function postInquiryOn(instance: Instance, label: string) {
    for (let n = 0; n < 10; n++) {
      const accepted = await postInquiry(inquiry(label, n));
      if (accepted.servedBy === instance) return accepted;
    }
    throw new Error(`the proxy passed no inquiry to the ${instance.name} instance in 10 tries`);
  }

  async function openStream(cookie: string, options: { on?: Instance; lastEventId?: string } = {}) {
    const stream = await openDeskStream(cluster, cookie, options);
    onTestFinished(() => stream.close());
    return stream;
  }

  /** Reads `stream` until every one of `references` has arrived as `inquiry.created`. */
  async function untilCreated(stream: DeskStream, references: Iterable<string>): Promise<void> {
    const awaited = new Set(references);
    while (awaited.size > 0) {
      const event = await stream.next(isCreated);
      if (!event || !isCreated(event)) throw new Error(`the stream ended without ${[...awaited].join(', ')}`);
      awaited.delete(event.inquiry.reference);
    }
  }

  /** Gives up on `work` after `ms`, naming what did not happen; the wait itself asserts nothing. */
  async function within<T>(ms: number, what: string, work: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`${what}: not within ${ms / 1000} s\n${cluster.diagnostics()}`)),
        ms,
      );
    });
    try {
      return await Promise.race([work, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  // First, well before the instances' own content sync (CONTENT_SYNC_SECONDS=60 from their start) could
  // stand in for the announcement this checks.
  it('serves a publication made on one instance from the other', async () => {
    const { cookie } = cluster.staff.alice;
    const json = { cookie, origin: cluster.origin, 'content-type': 'application/json' };
    const heading = `Ingenieure aus Bremen, zwei Instanzen ${run}`;
    const loaded = await cluster.fetch('/api/desk/content/de/about', { headers: json });
    const detail = (await loaded.response.json()) as ContentSectionDetail;
    const saved = await cluster.fetch('/api/desk/content/de/about/draft', {
      method: 'PUT',
      headers: json,
      body: JSON.stringify({
        revision: detail.revision,
        document: { ...(detail.draft as object), title: heading },
      }),
    });
    expect(saved.response.status).toBe(200);
    const { revision } = (await saved.response.json()) as ContentSectionDetail;
    const published = await cluster.fetch('/api/desk/content/de/about/publish', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ revision }),
    });
    expect(published.response.status).toBe(200);

    const other = cluster.other(published.servedBy);
    // Asks the other instance for the page until it has the new text; stops asking when the test ends.
    let isTestOver = false;
    onTestFinished(() => {
      isTestOver = true;
    });
    const untilServed = async () => {
      while (!isTestOver) {
        const page = await (await cluster.fetchOn(other, '/de/unternehmen')).text();
        if (page.includes(heading)) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    await within(
      crossInstanceBoundMs,
      `the ${other.name} instance serving what the ${published.servedBy.name} published`,
      untilServed(),
    );
  });

  it('passes the desk stream through the proxy unbuffered: its first frames and heartbeats arrive', async () => {
    const stream = await openStream(cluster.staff.alice.cookie);
    expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.response.headers.get('content-encoding')).toBeNull();
    // Nothing happens on the desk meanwhile: only frames the proxy did not hold back can arrive.
    const hasHeartbeat = await within(
      crossInstanceBoundMs,
      'a heartbeat through the proxy',
      stream.nextComment((line) => line === ': heartbeat'),
    );
    expect(hasHeartbeat).toBe(true);
    expect(stream.lastEventId).toMatch(/^\d+$/);
  });

  it("shows a staff member's open stream the inquiries the other instance accepted", async () => {
    const stream = await openStream(cluster.staff.alice.cookie);
    const other = cluster.other(stream.instance);
    const accepted = await postInquiryOn(other, 'cross');
    await within(
      crossInstanceBoundMs,
      `${accepted.reference}, accepted by the ${other.name} instance, in a stream on the ${stream.instance.name}`,
      untilCreated(stream, [accepted.reference]),
    );
  });

  it('serves an attachment uploaded through one instance from the other', async () => {
    const pdf = new TextEncoder().encode(
      `%PDF-1.4\n% two instances ${run}\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<<>>\n%%EOF\n`,
    );
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...inquiry('file', 1), consent: 'on' }))
      form.append(name, String(value));
    form.append('attachments', new File([pdf], 'baler-specification.pdf', { type: 'application/pdf' }));
    const { response, servedBy } = await cluster.fetch('/api/inquiries', { method: 'POST', body: form });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };

    const other = cluster.other(servedBy);
    const { cookie } = cluster.staff.bob;
    const detailResponse = await cluster.fetchOn(other, `/api/desk/inquiries/${id}`, { headers: { cookie } });
    expect(detailResponse.status).toBe(200);
    const [attachment] = ((await detailResponse.json()) as InquiryDetail).attachments;
    if (!attachment) throw new Error('the inquiry has no attachment');
    // A link into the service (local disk, or S3 behind it), or a presigned URL of the bucket itself.
    const link = new URL(attachment.url, cluster.origin);
    const download =
      link.origin === cluster.origin
        ? await cluster.fetchOn(other, `${link.pathname}${link.search}`, { headers: { cookie } })
        : await fetch(link);
    expect(download.status, 'the download through the other instance').toBe(200);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(pdf);
  });

  it('shows presence set on one instance in a stream on the other', async () => {
    const [first, second] = cluster.instances;
    const { alice, bob } = cluster.staff;
    const { id } = await postInquiry(inquiry('presence', 1));
    await openStream(alice.cookie, { on: first });
    const bobsStream = await openStream(bob.cookie, { on: second });
    // Setting what one views may be repeated, so the proxy may be asked until the first instance answers.
    const response = await cluster.fetchOn(first, '/api/desk/presence', {
      method: 'POST',
      headers: { cookie: alice.cookie, origin: cluster.origin, 'content-type': 'application/json' },
      body: JSON.stringify({ inquiryId: id }),
    });
    expect(response.status).toBe(204);
    const seen = await within(
      crossInstanceBoundMs,
      `${alice.name} viewing ${id} (set on the first instance) in ${bob.name}'s stream on the second`,
      bobsStream.next(
        (event) =>
          event.type === 'presence' &&
          event.inquiryId === id &&
          event.viewers.some((viewer) => viewer.name === alice.name),
      ),
    );
    expect(seen).toBeDefined();
  });

  it(`sends every e-mail of ${loadInquiries} inquiries across both instances exactly once`, async () => {
    const accepted = await inPool(loadInquiries, loadConcurrency, (n) => postInquiry(inquiry('load', n)));
    // Both instances accepted some, so both delivery workers had mail of their own to claim.
    expect(new Set(accepted.map((entry) => entry.servedBy.name))).toEqual(new Set(['first', 'second']));
    const visitorOf = new Map(accepted.map((entry, n) => [entry.reference, inquiry('load', n).email]));
    const ours = () => mailByReference(cluster.smtp, visitorOf);
    const expectedMails = 2 * loadInquiries;
    await within(
      60_000,
      `${expectedMails} e-mails at the SMTP server`,
      untilMail(cluster.smtp, () => [...ours().values()].flat().length >= expectedMails),
    );
    // Every message is marked sent, so no worker holds one it could still send a second time. A worker
    // marks a message once the SMTP server has answered it, a moment after the server counted it: the last
    // few are waited for, each check a query (CI saw 3 of 800 still unmarked at the first look).
    let isWaiting = true;
    try {
      await within(
        10_000,
        'every message marked sent',
        (async () => {
          while (isWaiting && (await unsentMail(cluster.databaseUrl, [...visitorOf.keys()])) > 0);
        })(),
      );
    } finally {
      isWaiting = false;
    }

    const byReference = ours();
    const wrong = [...visitorOf].flatMap(([reference, visitor]) => {
      const to = (byReference.get(reference) ?? []).map((mail) => mail.envelopeTo.join(','));
      const isRight = to.length === 2 && to.includes('sales@veltrum.example') && to.includes(visitor);
      return isRight ? [] : [`${reference}: ${to.join(' + ') || 'nothing'}`];
    });
    expect(wrong).toEqual([]);
  });

  it('loses nothing acknowledged when an instance is killed mid-stream; its desks catch up on the other', async () => {
    const [victim, survivor] = cluster.instances;
    const members = [cluster.staff.alice, cluster.staff.bob];
    const streams = await Promise.all(members.map((member) => openStream(member.cookie, { on: victim })));
    const seenBeforeKill = streams.map((stream) => collectCreated(stream));

    // The visitors reach the victim directly, so that every event these streams must show comes from the
    // instance they are on (the other instance's reach them over the shared bus: the test above).
    const acknowledged: string[] = [];
    let killed: Promise<void> | undefined;
    await inPool(60, 6, async (n) => {
      if (killed) return;
      try {
        const response = await fetch(`http://${victim.address}/api/inquiries`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(inquiry('kill', n)),
        });
        if (response.status !== 201) return;
        acknowledged.push(((await response.json()) as { reference: string }).reference);
        if (acknowledged.length === 15) killed = victim.server.kill();
      } catch {
        // The victim died with this request: never acknowledged.
      }
    });
    await killed;
    expect(victim.server.exitReport()).toMatch(/signal SIGKILL/);
    const seenBefore = await Promise.all(seenBeforeKill);

    // While the desks are away, visitors go on through the proxy, which now passes everything to the survivor.
    const duringGap = await inPool(5, 5, (n) => postInquiry(inquiry('gap', n)));
    expect(duringGap.map((entry) => entry.servedBy)).toEqual(duringGap.map(() => survivor));

    // Each desk reconnects as EventSource does: through the proxy, with the cursor it had read up to.
    const reconnected = await Promise.all(
      members.map((member, index) =>
        openStream(member.cookie, { lastEventId: streams[index]?.lastEventId ?? '0' }),
      ),
    );
    expect(reconnected.map((stream) => stream.instance)).toEqual([survivor, survivor]);
    const later = await inPool(5, 5, (n) => postInquiry(inquiry('after-kill', n)));
    expect(later.map((entry) => entry.servedBy)).toEqual(later.map(() => survivor));

    const expected = [...acknowledged, ...[...duringGap, ...later].map((entry) => entry.reference)];
    await Promise.all(
      reconnected.map((stream, index) =>
        within(
          crossInstanceBoundMs,
          `${members[index]?.name}'s desk catching up on the survivor`,
          untilCreated(
            stream,
            expected.filter((reference) => !seenBefore[index]?.has(reference)),
          ),
        ),
      ),
    );
    expect(await queuedMailCount(cluster.databaseUrl, acknowledged)).toEqual(
      new Map(acknowledged.map((reference) => [reference, 2])),
    );
  });
});

describe('docs/deploy-proxy.md', () => {
  it('shows the nginx configuration the two-instance test runs', () => {
    const guide = readFileSync(join(repoRoot, 'docs/deploy-proxy.md'), 'utf8');
    const production = nginxSiteConfig({
      listen: '443 ssl',
      serverName: 'www.example.com',
      tls: {
        certificate: '/etc/letsencrypt/live/www.example.com/fullchain.pem',
        key: '/etc/letsencrypt/live/www.example.com/privkey.pem',
      },
      upstreams: ['10.0.0.11:3000', '10.0.0.12:3000'],
    });
    expect(guide).toContain(production);
  });
});
