import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inquiries } from '@sitedesk/db/schema';
import type { DeskSettings } from '@sitedesk/shared/desk-api';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { deliveryRecorder } from '../../../testing/delivery-recorder';
import { setArrival } from '../../../testing/desk-fixtures';
import { tablesMentioning } from '../../../testing/find-text';
import { pdfWith, submitInquiryWithFiles } from '../../../testing/inquiry-with-files';
import { signInAs } from '../../../testing/staff-sessions';
import { startTestSitedesk, type TestSitedesk } from '../../../testing/test-sitedesk';
import { createInquiryEraser } from './erase-inquiries';
import { createRetentionJob, retentionJobName } from './retention-job';

let desk: TestSitedesk | undefined;
afterEach(async () => {
  await desk?.dispose();
  desk = undefined;
});

const dayMs = 86_400_000;

/** Two visitors whose data must not outlive their inquiries, each with something unique to look for. */
const ana = {
  name: 'Ana Erasmus-Ribeiro',
  email: 'ana.erasmus@lusorecicla.example',
  company: 'Lusorecicla Lda.',
  message: 'We need two balers for the Setúbal plant, code word QUASAR-7.',
};
const ben = {
  name: 'Ben Youngblood',
  email: 'ben.youngblood@keep.example',
  company: 'Keep GmbH',
  message: 'Please send the price list for the VB 60, code word NEBULA-3.',
};
const traces = (visitor: typeof ana) => [visitor.email, visitor.name, visitor.message.slice(-9)];

async function start() {
  const deliveries = deliveryRecorder();
  desk = await startTestSitedesk(
    { INQUIRY_RATE_LIMIT: '0' },
    { onDeliveryOutcome: (outcome) => deliveries.record(outcome) },
  );
  return { sitedesk: desk, deliveries };
}

function requester(sitedesk: TestSitedesk, cookie: string) {
  return (path: string, init: RequestInit = {}) =>
    sitedesk.app.request(path, {
      ...init,
      headers: { cookie, ...(init.body ? { 'Content-Type': 'application/json' } : {}), ...init.headers },
    });
}

/** The contents of every file under the blob folder, metadata included. */
function blobFileContents(sitedesk: TestSitedesk): string[] {
  const root = join(sitedesk.config.dataDir, 'blobs');
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'latin1'));
  } catch {
    return [];
  }
}

/** Where each trace of the visitor still is: database tables by name, and `blob files`. */
async function whereTracesOf(sitedesk: TestSitedesk, visitor: typeof ana): Promise<string[]> {
  const places = new Set<string>();
  for (const trace of traces(visitor)) {
    for (const table of await tablesMentioning(sitedesk.database.db, trace)) places.add(table);
    if (blobFileContents(sitedesk).some((content) => content.includes(trace))) places.add('blob files');
  }
  return [...places].sort();
}

/** Submits both visitors' inquiries, each with a file carrying their name, and waits for their 4 e-mails. */
async function submitBoth(sitedesk: TestSitedesk, deliveries: ReturnType<typeof deliveryRecorder>) {
  const old = await submitInquiryWithFiles(sitedesk, ana, [{ name: 'plan.pdf', bytes: pdfWith(ana.name) }]);
  const young = await submitInquiryWithFiles(sitedesk, ben, [{ name: 'list.pdf', bytes: pdfWith(ben.name) }]);
  await deliveries.untilSent(4);
  return { old, young };
}

// Regression: after erasure the dev mailbox still held the visitor's name, address and message (issue 11).
describe('erasing an inquiry (DELETE /api/desk/inquiries/:id)', () => {
  it('leaves no copy of the visitor anywhere: rows, e-mails, dev mailbox, search index, files', async () => {
    const { sitedesk, deliveries } = await start();
    const admin = requester(sitedesk, (await signInAs(sitedesk, 'admin')).cookie);
    const { old: erased } = await submitBoth(sitedesk, deliveries);
    await admin(`/api/desk/inquiries/${erased.id}/notes`, {
      method: 'POST',
      body: JSON.stringify({ body: `Called ${ana.name} back.` }),
    });
    // Before: the confirmation and notification copies, the outbox, the row, its note and the file.
    expect(await whereTracesOf(sitedesk, ana)).toEqual([
      'blob files',
      'dev_mailbox',
      'inquiries',
      'inquiry_notes',
      'mail_outbox',
    ]);

    expect((await admin(`/api/desk/inquiries/${erased.id}`, { method: 'DELETE' })).status).toBe(204);

    expect(await whereTracesOf(sitedesk, ana)).toEqual([]);
    // Only the audit log keeps the id, as the erasure's target (decision 183): that it happened, not who.
    expect(await tablesMentioning(sitedesk.database.db, erased.id)).toEqual(['audit_log']);
    // The other visitor's inquiry is untouched.
    expect(await whereTracesOf(sitedesk, ben)).toEqual([
      'blob files',
      'dev_mailbox',
      'inquiries',
      'mail_outbox',
    ]);
  });
});

// Regression: the desk stored a retention period, but nothing ever erased (issue 11).
describe('the retention job', () => {
  it('erases inquiries older than the period with everything attached, and keeps younger ones', async () => {
    const { sitedesk, deliveries } = await start();
    const owner = requester(sitedesk, (await signInAs(sitedesk, 'owner')).cookie);
    const { old, young } = await submitBoth(sitedesk, deliveries);
    const now = new Date();
    await setArrival(sitedesk, old.id, new Date(now.getTime() - 31 * dayMs));
    await setArrival(sitedesk, young.id, new Date(now.getTime() - 29 * dayMs));
    const settings: DeskSettings = { notifyByTopic: {}, retentionDays: 30 };
    const saved = await owner('/api/desk/settings', { method: 'PUT', body: JSON.stringify(settings) });
    expect(saved.status).toBe(200);

    // The composition root's scheduler runs it (the timer would, within the hour).
    expect(await sitedesk.jobs.runDueJobs(now)).toContain(retentionJobName);

    expect(await whereTracesOf(sitedesk, ana)).toEqual([]);
    expect(await tablesMentioning(sitedesk.database.db, old.id)).toEqual([]);
    expect(await whereTracesOf(sitedesk, ben)).toEqual([
      'blob files',
      'dev_mailbox',
      'inquiries',
      'mail_outbox',
    ]);
  });

  it('logs how many it erased and nothing about them; does nothing while retention is off', async () => {
    const { sitedesk, deliveries } = await start();
    const { old, young } = await submitBoth(sitedesk, deliveries);
    const lines: Record<string, unknown>[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
    let retentionDays: number | null = null;
    const job = createRetentionJob({
      eraser: createInquiryEraser({
        db: sitedesk.database.db,
        storage: sitedesk.storage,
        events: sitedesk.events,
        logger,
      }),
      retentionDays: async () => retentionDays,
      logger,
      everySeconds: 3600,
    });
    const inAYear = new Date(Date.now() + 365 * dayMs);

    await job.run(inAYear);
    expect(await sitedesk.database.db.select({ id: inquiries.id }).from(inquiries)).toHaveLength(2);
    expect(lines).toEqual([]);

    retentionDays = 90;
    await job.run(inAYear);
    expect(await sitedesk.database.db.select({ id: inquiries.id }).from(inquiries)).toEqual([]);
    expect(lines).toMatchObject([
      { level: 30, job: retentionJobName, erased: 2, retentionDays: 90, msg: expect.any(String) },
    ]);
    const logged = JSON.stringify(lines);
    for (const secret of [...traces(ana), ...traces(ben), old.id, young.id, old.reference, 'lusorecicla']) {
      expect(logged).not.toContain(secret);
    }
  });
});
