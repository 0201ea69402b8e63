import { randomUUID } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { mailOutbox } from '@sitedesk/db/schema';
import { sitedeskVersion } from '@sitedesk/shared/release';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { readEventStream } from '../../testing/event-stream-reader';
import { signInAs } from '../../testing/staff-sessions';
import { startTestSitedesk, type TestSitedesk } from '../../testing/test-sitedesk';

const metricsToken = 'metrics-token-for-the-tests-0123456789abcdef';
const started: TestSitedesk[] = [];
/** Shared by the tests that change nothing but counters; the others start their own. */
let shared: TestSitedesk;

beforeAll(async () => {
  shared = await startTestSitedesk({ SIGN_IN_RATE_LIMIT: '0', METRICS_TOKEN: metricsToken });
});

afterAll(async () => {
  await shared.dispose();
});

afterEach(async () => {
  for (const sitedesk of started.splice(0)) await sitedesk.dispose();
});

async function start(env: Record<string, string> = {}) {
  const sitedesk = await startTestSitedesk({ SIGN_IN_RATE_LIMIT: '0', ...env });
  started.push(sitedesk);
  return sitedesk;
}

const scrape = (sitedesk: TestSitedesk, authorization?: string) =>
  sitedesk.app.request('/metrics', authorization ? { headers: { authorization } } : {});

describe('GET /api/health', () => {
  const health = (sitedesk: TestSitedesk, authorization?: string) =>
    sitedesk.app.request('/api/health', authorization ? { headers: { authorization } } : {});

  it('names the release to the operator holding METRICS_TOKEN, and to nobody else', async () => {
    const operator = await health(shared, `Bearer ${metricsToken}`);
    expect(operator.status).toBe(200);
    expect(await operator.json()).toEqual({ status: 'ok', version: sitedeskVersion });
    expect(operator.headers.get('vary')).toContain('Authorization');
    for (const authorization of [undefined, `Bearer ${metricsToken.slice(0, -1)}x`, metricsToken]) {
      const visitor = await health(shared, authorization);
      expect(visitor.status).toBe(200);
      expect(await visitor.json()).toEqual({ status: 'ok' });
    }
  });

  it('names it to nobody when no METRICS_TOKEN is configured', async () => {
    const sitedesk = await start();
    expect(await (await health(sitedesk, 'Bearer anything-at-all')).json()).toEqual({ status: 'ok' });
  });
});

describe('GET /api/ready', () => {
  it('is ready when the database, the object store and the event listener are', async () => {
    const sitedesk = shared;
    const response = await sitedesk.app.request('/api/ready');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', objectStore: 'ok', eventListener: 'ok' },
    });
  });

  it('answers 503 naming the object store when files cannot be stored, and says nothing more', async () => {
    const sitedesk = await start();
    // A file where the blob folder should be: as unusable as a read-only volume, even for root.
    const blobs = join(sitedesk.config.dataDir, 'blobs');
    rmSync(blobs, { recursive: true, force: true });
    writeFileSync(blobs, 'not a folder');
    const response = await sitedesk.app.request('/api/ready');
    expect(response.status).toBe(503);
    // Never cached: a proxy must not keep sending traffic on a stored "ready", nor withhold it on a stored 503.
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({
      status: 'not_ready',
      checks: { database: 'ok', objectStore: 'failed', eventListener: 'ok' },
    });
    expect(body).not.toContain(sitedesk.config.dataDir);
  });

  it('answers 503 naming the database when it is gone, while /api/health reports it down too', async () => {
    const sitedesk = await startTestSitedesk();
    await sitedesk.close();
    await sitedesk.database.close();
    onTestFinished(() => rmSync(sitedesk.config.dataDir, { recursive: true, force: true }));
    const response = await sitedesk.app.request('/api/ready');
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ status: 'not_ready', checks: { database: 'failed' } });
    expect((await sitedesk.app.request('/api/health')).status).toBe(503);
  });
});

describe('GET /metrics', () => {
  it('does not exist without METRICS_TOKEN', async () => {
    const sitedesk = await start();
    expect((await scrape(sitedesk, `Bearer ${metricsToken}`)).status).toBe(404);
  });

  it('refuses a scrape without the token or with a wrong one', async () => {
    const sitedesk = shared;
    const missing = await scrape(sitedesk);
    expect(missing.status).toBe(401);
    expect(missing.headers.get('www-authenticate')).toContain('Bearer');
    expect((await scrape(sitedesk, `Bearer ${metricsToken.slice(0, -1)}x`)).status).toBe(401);
    expect((await scrape(sitedesk, `Bearer ${metricsToken}-and-more`)).status).toBe(401);
  });

  it('counts and times requests by route pattern, never by the id a client sent', async () => {
    const sitedesk = shared;
    const sales = await signInAs(sitedesk, 'sales');
    const unknownId = randomUUID();
    const detail = await sitedesk.app.request(`/api/desk/inquiries/${unknownId}`, {
      headers: { cookie: sales.cookie },
    });
    expect(detail.status).toBe(404);
    await sitedesk.app.request('/en');

    const response = await scrape(sitedesk, `Bearer ${metricsToken}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    const text = await response.text();
    expect(text).toContain('# TYPE sitedesk_http_requests_total counter');
    expect(text).toContain(
      'sitedesk_http_requests_total{method="GET",route="/api/desk/inquiries/:id",status="404"} 1',
    );
    expect(text).toMatch(
      /sitedesk_http_request_duration_seconds_count\{method="GET",route="\/api\/desk\/inquiries\/:id"\} 1\n/,
    );
    expect(text).toMatch(
      /sitedesk_http_request_duration_seconds_bucket\{method="GET",route="[^"]+",le="\+Inf"\}/,
    );
    expect(text).not.toContain(unknownId);
    expect(text).not.toContain(sales.email);
  });

  it('shows the open desk event streams and the event bus’s reconnects', async () => {
    const sitedesk = shared;
    const sales = await signInAs(sitedesk, 'sales');
    const events = await sitedesk.app.request('/api/desk/events', { headers: { cookie: sales.cookie } });
    expect(events.status).toBe(200);
    const stream = readEventStream(events);
    try {
      const text = await (await scrape(sitedesk, `Bearer ${metricsToken}`)).text();
      expect(text).toContain('sitedesk_event_streams_open 1\n');
      expect(text).toContain('# TYPE sitedesk_event_bus_reconnects_total counter');
      expect(text).toContain('sitedesk_event_bus_reconnects_total 0\n');
    } finally {
      await stream.close();
    }
  });

  it('shows how many e-mails wait in the outbox and how long the oldest due one has waited', async () => {
    const sitedesk = await start({ METRICS_TOKEN: metricsToken });
    // Stops the delivery worker, so the message stays due; the app still answers.
    await sitedesk.close();
    await sitedesk.database.db.insert(mailOutbox).values({
      id: randomUUID(),
      idempotencyKey: randomUUID(),
      template: 'inquiry-received',
      data: {},
      nextAttemptAt: sql`now() - interval '10 minutes'`,
    });
    const text = await (await scrape(sitedesk, `Bearer ${metricsToken}`)).text();
    expect(text).toContain('sitedesk_outbox_undelivered_messages 1\n');
    const age = Number(/^sitedesk_outbox_oldest_due_age_seconds (\S+)$/m.exec(text)?.[1]);
    expect(age).toBeGreaterThanOrEqual(600);
  });
});
