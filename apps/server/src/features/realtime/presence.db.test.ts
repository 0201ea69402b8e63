import { randomUUID } from 'node:crypto';
import { inquiries, mailOutbox } from '@sitedesk/db/schema';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { capturedLog } from '../../testing/captured-log';
import { submitInquiry } from '../../testing/desk-fixtures';
import { signInAs } from '../../testing/staff-sessions';
import { startTestSitedesk, type TestSitedesk } from '../../testing/test-sitedesk';

let desk: TestSitedesk | undefined;
afterEach(async () => {
  await desk?.dispose();
  desk = undefined;
});

async function start() {
  const log = capturedLog();
  desk = await startTestSitedesk(
    { INQUIRY_RATE_LIMIT: '0', SIGN_IN_RATE_LIMIT: '0' },
    { logger: log.logger },
  );
  return { sitedesk: desk, log };
}

function postPresence(sitedesk: TestSitedesk, cookie: string, inquiryId: string | null) {
  return sitedesk.app.request('/api/desk/presence', {
    method: 'POST',
    headers: { cookie, 'Content-Type': 'application/json' },
    body: JSON.stringify({ inquiryId }),
  });
}

/** Pino's error level and above: what an operator is paged for. */
const errorLines = (lines: string[]) =>
  lines.filter((line) => (JSON.parse(line) as { level: number }).level >= 50);

describe('POST /api/desk/presence on an inquiry that is not there', () => {
  it('answers 404 not_found for an inquiry that never existed, and logs no error (was a 500)', async () => {
    const { sitedesk, log } = await start();
    const sales = await signInAs(sitedesk, 'sales');
    const response = await postPresence(sitedesk, sales.cookie, randomUUID());
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: 'not_found' } });
    expect(errorLines(log.lines)).toEqual([]);
  });

  it('answers 404 not_found for an erased inquiry, and still lets the desk view others', async () => {
    const { sitedesk, log } = await start();
    const sales = await signInAs(sitedesk, 'sales');
    const admin = await signInAs(sitedesk, 'admin');
    const erased = await submitInquiry(sitedesk);
    const kept = await submitInquiry(sitedesk);
    const deleted = await sitedesk.app.request(`/api/desk/inquiries/${erased.id}`, {
      method: 'DELETE',
      headers: { cookie: admin.cookie },
    });
    expect(deleted.status).toBe(204);

    expect((await postPresence(sitedesk, sales.cookie, erased.id)).status).toBe(404);
    expect((await postPresence(sitedesk, sales.cookie, kept.id)).status).toBe(204);
    expect(errorLines(log.lines)).toEqual([]);
  });

  // The race: the inquiry is erased after any check could have seen it and before the row is written.
  // The erasing transaction holds the inquiry's row while the presence insert waits on it (its foreign
  // key check), then commits: the insert's key check fails, which must still be a 404, not a 500.
  it('answers 404 not_found when the inquiry is erased while the view is being written', async () => {
    const { sitedesk, log } = await start();
    const sales = await signInAs(sitedesk, 'sales');
    const { id } = await submitInquiry(sitedesk);
    const { db } = sitedesk.database;
    // The confirmation's delivery marks its outbox row: let it finish first. Once the erasure holds that
    // row's lock, a delivery still under way would wait on it with one of the embedded pool's three
    // connections, the presence write with another, and the poll below would get none (a flake CI saw).
    await waitUntil(async () => {
      const undelivered = await db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.inquiryId, id), inArray(mailOutbox.status, ['pending', 'sending'])));
      return undelivered.length === 0;
    });

    // Wrapped, so the transaction does not wait for the answer (which waits for the transaction).
    const { answer } = await db.transaction(async (tx) => {
      await tx.delete(inquiries).where(eq(inquiries.id, id));
      const pending = postPresence(sitedesk, sales.cookie, id);
      // Commit only once the presence write waits on the erasure's lock (it has passed every check).
      await waitUntil(async () => {
        const [row] = await db
          .select({ waiting: sql<number>`count(*)::int` })
          .from(sql`pg_stat_activity`)
          .where(
            sql`datname = current_database() and wait_event_type = 'Lock' and query ilike '%desk_presence_views%'`,
          );
        return (row?.waiting ?? 0) > 0;
      });
      return { answer: pending };
    });

    const response = await answer;
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: 'not_found' } });
    expect(errorLines(log.lines)).toEqual([]);
  });
});

/** Polls `condition` until it holds (a state in the database, not a timer); gives up after 1,000 tries. */
async function waitUntil(condition: () => Promise<boolean>): Promise<void> {
  for (let tries = 0; tries < 1000; tries++) {
    if (await condition()) return;
  }
  throw new Error('The condition never held');
}
