// What the two-instance test reads back: desk events, received mail, the database's outbox.
import type { DeskEvent } from '@sitedesk/shared/desk-api';
import type { TestSmtpServer } from '../../apps/server/src/testing/test-smtp-server';
import type { DeskStream } from './desk-stream';
import { withPgClient } from './test-postgres';

export const isCreated = (event: DeskEvent): event is Extract<DeskEvent, { type: 'inquiry.created' }> =>
  event.type === 'inquiry.created';

/** References of the `inquiry.created` events `stream` shows until it ends. */
export async function collectCreated(stream: DeskStream): Promise<Set<string>> {
  const seen = new Set<string>();
  for (;;) {
    const event = await stream.next(isCreated);
    if (!event || !isCreated(event)) return seen;
    seen.add(event.inquiry.reference);
  }
}

/** `count` tasks, at most `concurrency` at a time; results in task order. */
export async function inPool<T>(
  count: number,
  concurrency: number,
  task: (n: number) => Promise<T>,
): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const n = next++;
      results[n] = await task(n);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return results;
}

const referencePattern = /SD-\d{2}-[0-9A-Z]{5}/;

/** The received messages about each of `references` (by the reference in their subject). */
export function mailByReference(smtp: TestSmtpServer, references: Map<string, string>) {
  const byReference = new Map<string, TestSmtpServer['received']>();
  for (const mail of smtp.received) {
    const reference = referencePattern.exec(mail.email.subject ?? '')?.[0];
    if (!reference || !references.has(reference)) continue;
    byReference.set(reference, [...(byReference.get(reference) ?? []), mail]);
  }
  return byReference;
}

/** Resolves once `isDone` holds, checking again at every message that arrives. */
export function untilMail(smtp: TestSmtpServer, isDone: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const check = () =>
      isDone() ? resolve() : void smtp.waitForMessages(smtp.received.length + 1).then(check);
    check();
  });
}

/** Outbox messages of these inquiries not (yet) sent. */
export function unsentMail(url: string, references: string[]): Promise<number> {
  return withPgClient(url, async (client) => {
    const { rows } = await client.query<{ count: string }>(
      `SELECT count(*) FROM mail_outbox o JOIN inquiries i ON i.id = o.inquiry_id
       WHERE i.reference = ANY($1) AND o.status <> 'sent'`,
      [references],
    );
    return Number(rows[0]?.count ?? Number.NaN);
  });
}

/** For each stored inquiry among `references`: how many e-mails its outbox holds (sent or not). */
export function queuedMailCount(url: string, references: string[]): Promise<Map<string, number>> {
  return withPgClient(url, async (client) => {
    const { rows } = await client.query<{ reference: string; mails: string }>(
      `SELECT i.reference, count(o.id) AS mails FROM inquiries i LEFT JOIN mail_outbox o ON o.inquiry_id = i.id
       WHERE i.reference = ANY($1) GROUP BY i.reference`,
      [references],
    );
    return new Map(rows.map((row) => [row.reference, Number(row.mails)]));
  });
}
