import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connectDatabase } from '@sitedesk/db/client';
import { inquiries } from '@sitedesk/db/schema';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestSmtpServer, type TestSmtpServer } from '../apps/server/src/testing/test-smtp-server';
import { repoRoot, startServer } from './support/server';

const inquiryCount = 40;
const concurrency = 6;
const killAfterAcknowledged = 12;

const inquiry = (n: number) => ({
  name: `Visitor ${n}`,
  email: `visitor${n}@crash-test.example`,
  country: 'DE',
  topic: 'quote',
  message: `Quote request number ${n}: a baler for 20 t/day.`,
  consent: true,
  locale: n % 2 === 0 ? 'en' : 'de',
});

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Resolves once, for every reference, both of its e-mails (to staff and to the visitor) have arrived. */
function allMailArrived(smtp: TestSmtpServer, references: string[]): Promise<void> {
  const isComplete = () =>
    references.every((reference) => {
      const mail = smtp.received.filter((m) => m.email.subject?.includes(reference));
      return mail.some((m) => m.envelopeTo.includes('sales@veltrum.example')) && mail.length >= 2;
    });
  return new Promise((resolve) => {
    const check = () =>
      isComplete() ? resolve() : void smtp.waitForMessages(smtp.received.length + 1).then(check);
    check();
  });
}

describe('a crash while inquiries arrive', () => {
  it('loses no acknowledged inquiry and delivers the e-mails of each after the restart', async () => {
    const smtp = await startTestSmtpServer();
    cleanups.push(() => smtp.close());
    const dataDir = await mkdtemp(join(tmpdir(), 'sitedesk-crash-e2e-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const env = {
      MAIL_DRIVER: 'smtp',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Veltrum Circular Systems <no-reply@veltrum.example>',
      NOTIFY_TO: 'sales@veltrum.example',
      INQUIRY_RATE_LIMIT: '0',
      MAIL_CLAIM_SECONDS: '1',
      MAIL_RETRY_FIRST_DELAY_SECONDS: '0.2',
      MAIL_POLL_INTERVAL_SECONDS: '0.2',
    };
    const first = await startServer(env, { dataDir });

    const acknowledged: string[] = [];
    let next = 0;
    let killing: Promise<void> | undefined;
    const sendUntilKilled = async () => {
      while (next < inquiryCount) {
        const n = next++;
        try {
          const response = await fetch(`${first.url}/api/inquiries`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(inquiry(n)),
          });
          if (response.status === 201) {
            acknowledged.push(((await response.json()) as { reference: string }).reference);
            if (acknowledged.length === killAfterAcknowledged) killing = first.kill();
          }
        } catch {
          // The connection died with the process: this inquiry was never acknowledged.
        }
      }
    };
    await Promise.all(Array.from({ length: concurrency }, sendUntilKilled));
    await killing;
    expect(acknowledged.length).toBeGreaterThanOrEqual(killAfterAcknowledged);

    const second = await startServer(env, { dataDir });
    cleanups.push(() => second.stop());
    await allMailArrived(smtp, acknowledged);
    await second.stop();

    const database = await connectDatabase({
      dataDir,
      migrationsFolder: join(repoRoot, 'packages/db/migrations'),
    });
    try {
      const stored = new Set((await database.db.select().from(inquiries)).map((row) => row.reference));
      expect(acknowledged.filter((reference) => !stored.has(reference))).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
