import { auditLog } from '@sitedesk/db/audit-schema';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSitedesk, type TestSitedesk } from '../../testing/test-sitedesk';
import { deleteExpiredAuditEntries } from './retention-job';

// Runs on the embedded database and, in the `server:postgres` project, on a real PostgreSQL: the trigger
// is the same SQL on both (migration 0028), and the service's own connection is the role that is refused.
let desk: TestSitedesk;

beforeAll(async () => {
  desk = await startTestSitedesk();
});
afterAll(async () => {
  await desk.dispose();
});

const daysAgo = (days: number) => sql`now() - make_interval(days => ${days}::integer)`;

async function entryAged(days: number): Promise<number> {
  const [row] = await desk.database.db
    .insert(auditLog)
    .values({
      at: daysAgo(days),
      actorType: 'system',
      action: 'settings.changed',
      instanceId: desk.instanceId,
    })
    .returning({ id: auditLog.id });
  if (!row) throw new Error('no entry written');
  return row.id;
}

async function exists(id: number): Promise<boolean> {
  const rows = await desk.database.db.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.id, id));
  return rows.length === 1;
}

/** The database error's message, also when drizzle wraps it (its `cause`). */
async function refusal(attempt: Promise<unknown>): Promise<string> {
  const error: unknown = await attempt.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof Error)) return 'not refused';
  return error.cause instanceof Error ? error.cause.message : error.message;
}

describe('the audit log is append-only', () => {
  it('refuses to change an entry', async () => {
    const id = await entryAged(0);
    const attempt = desk.database.db
      .update(auditLog)
      .set({ action: 'auth.signed_in' })
      .where(eq(auditLog.id, id));
    expect(await refusal(attempt)).toMatch(/append-only/);
    const [row] = await desk.database.db.select().from(auditLog).where(eq(auditLog.id, id));
    expect(row?.action).toBe('settings.changed');
  });

  it('refuses to delete an entry, even a very old one', async () => {
    const recent = await entryAged(0);
    const old = await entryAged(4000);
    expect(await refusal(desk.database.db.delete(auditLog).where(eq(auditLog.id, recent)))).toMatch(
      /append-only/,
    );
    expect(await refusal(desk.database.db.delete(auditLog).where(eq(auditLog.id, old)))).toMatch(
      /append-only/,
    );
    expect(await exists(recent)).toBe(true);
    expect(await exists(old)).toBe(true);
  });

  it('refuses to empty the table', async () => {
    await entryAged(0);
    expect(await refusal(desk.database.db.execute(sql`TRUNCATE audit_log`))).toMatch(/append-only/);
  });

  it('refuses a retention setting younger than 30 days, and rows younger than the setting', async () => {
    const tenDays = await entryAged(10);
    const fortyDays = await entryAged(40);
    // Someone who sets the retention job's setting by hand still cannot reach recent rows.
    const shortRetention = desk.database.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT set_config('sitedesk.audit_retention_days', '1', true)`);
      await tx.delete(auditLog).where(eq(auditLog.id, tenDays));
    });
    expect(await refusal(shortRetention)).toMatch(/append-only/);
    const youngerThanSetting = desk.database.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT set_config('sitedesk.audit_retention_days', '60', true)`);
      await tx.delete(auditLog).where(eq(auditLog.id, fortyDays));
    });
    expect(await refusal(youngerThanSetting)).toMatch(/append-only/);
    expect(await exists(tenDays)).toBe(true);
    expect(await exists(fortyDays)).toBe(true);
  });

  it('lets the retention job delete entries past the retention, and only those', async () => {
    const kept = [await entryAged(0), await entryAged(364)];
    const expired = [await entryAged(366), await entryAged(4000)];
    expect(await deleteExpiredAuditEntries(desk.database.db, 365)).toBeGreaterThanOrEqual(2);
    for (const id of kept) expect(await exists(id)).toBe(true);
    for (const id of expired) expect(await exists(id)).toBe(false);
    // The setting was the job's transaction's own: right after, a plain delete is refused again.
    const old = await entryAged(4000);
    expect(await refusal(desk.database.db.delete(auditLog).where(eq(auditLog.id, old)))).toMatch(
      /append-only/,
    );
  });
});
