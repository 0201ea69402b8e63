import { mailOutbox } from '@sitedesk/db/schema';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestSitedesk, type TestSitedesk } from '../../testing/test-sitedesk';
import { startTestSmtpServer, type TestSmtpServer, unusedPort } from '../../testing/test-smtp-server';
import type { DeliveryOutcome } from './delivery-worker';

const inquiry = {
  name: 'Lukas Brandt',
  company: 'Nordwest Entsorgung GmbH',
  email: 'lukas.brandt@nordwest-entsorgung.example',
  phone: '0171 2345678',
  phoneCountry: 'DE',
  country: 'DE',
  topic: 'service',
  message: 'Unsere Ballenpresse VB 60 braucht neue Messer. Können Sie diese Woche liefern?',
  consent: true,
  locale: 'de',
};

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Collects the worker's outcomes and lets a test wait until one it cares about has happened. */
function outcomeRecorder() {
  const outcomes: DeliveryOutcome[] = [];
  const waiters: { matches: () => boolean; resolve: () => void }[] = [];
  return {
    outcomes,
    record(outcome: DeliveryOutcome) {
      outcomes.push(outcome);
      for (const waiter of waiters.filter((w) => w.matches())) waiter.resolve();
    },
    until(matches: (all: DeliveryOutcome[]) => boolean): Promise<void> {
      if (matches(outcomes)) return Promise.resolve();
      return new Promise((resolve) => waiters.push({ matches: () => matches(outcomes), resolve }));
    },
  };
}

async function startWithSmtp(smtpUrl: string, recorder: ReturnType<typeof outcomeRecorder>, env = {}) {
  const desk: TestSitedesk = await startTestSitedesk(
    {
      MAIL_DRIVER: 'smtp',
      SMTP_URL: smtpUrl,
      MAIL_FROM: 'Veltrum Circular Systems <no-reply@veltrum.example>',
      NOTIFY_TO: 'sales@veltrum.example,service@veltrum.example',
      MAIL_RETRY_FIRST_DELAY_SECONDS: '0.05',
      MAIL_RETRY_MAX_DELAY_SECONDS: '0.2',
      MAIL_POLL_INTERVAL_SECONDS: '0.05',
      INQUIRY_RATE_LIMIT: '0',
      ...env,
    },
    { onDeliveryOutcome: (outcome) => recorder.record(outcome) },
  );
  cleanups.push(() => desk.dispose());
  return desk;
}

async function submit(desk: TestSitedesk): Promise<string> {
  const response = await desk.app.request('/api/inquiries', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(inquiry),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { reference: string }).reference;
}

const sentCount = (outcomes: DeliveryOutcome[]) => outcomes.filter((o) => o.status === 'sent').length;

describe('e-mail delivery through SMTP', () => {
  it('notifies the company and confirms to the visitor in their language', async () => {
    const smtp: TestSmtpServer = await startTestSmtpServer();
    cleanups.push(() => smtp.close());
    const recorder = outcomeRecorder();
    const desk = await startWithSmtp(smtp.url, recorder);
    const reference = await submit(desk);

    const mail = await smtp.waitForMessages(2);
    const notification = mail.find((m) => m.envelopeTo.includes('sales@veltrum.example'));
    const confirmation = mail.find((m) => m.envelopeTo.includes(inquiry.email));
    expect(notification?.envelopeTo.sort()).toEqual(['sales@veltrum.example', 'service@veltrum.example']);
    expect(notification?.email.replyTo?.[0]?.address).toBe(inquiry.email);
    expect(notification?.email.subject).toContain(reference);
    expect(notification?.email.text).toContain(inquiry.message);
    expect(confirmation?.email.from?.address).toBe('no-reply@veltrum.example');
    expect(confirmation?.email.subject).toContain(reference);
    expect(confirmation?.email.text).toContain(reference);
    expect(confirmation?.email.html).toContain('lang="de"');
    expect(confirmation?.email.text).toMatch(/Vielen Dank|Danke/);
  });

  it('acknowledges the inquiry while the mail server is down, and delivers exactly once when it is back', async () => {
    const port = await unusedPort();
    const recorder = outcomeRecorder();
    const desk = await startWithSmtp(`smtp://127.0.0.1:${port}`, recorder);
    const reference = await submit(desk);

    // Both messages have failed at least once before the server comes up.
    await recorder.until(
      (all) => new Set(all.filter((o) => o.status === 'retrying').map((o) => o.id)).size === 2,
    );
    const smtp = await startTestSmtpServer({ port });
    cleanups.push(() => smtp.close());

    await recorder.until((all) => sentCount(all) === 2);
    expect(smtp.received).toHaveLength(2);
    expect(smtp.received.every((m) => m.email.subject?.includes(reference))).toBe(true);
    const rows = await desk.database.db.select().from(mailOutbox);
    expect(rows.map((row) => row.status)).toEqual(['sent', 'sent']);
    expect(rows.every((row) => row.attempts >= 2)).toBe(true);
  });

  it('marks a message that keeps failing as failed, with the error, for staff to see', async () => {
    const smtp = await startTestSmtpServer({ refuseRecipientWith: 451 });
    cleanups.push(() => smtp.close());
    const recorder = outcomeRecorder();
    // Three seconds, not less: the window counts from the inquiry's commit, and on a busy machine the first
    // attempt came half a second after it, so a shorter window gave up without retrying (CI, 2026-11-29).
    const desk = await startWithSmtp(smtp.url, recorder, { MAIL_RETRY_FOR_SECONDS: '3' });
    await submit(desk);

    await recorder.until((all) => all.filter((o) => o.status === 'failed').length === 2);
    const rows = await desk.database.db.select().from(mailOutbox);
    expect(rows.map((row) => row.status)).toEqual(['failed', 'failed']);
    for (const row of rows) {
      expect(row.lastError).toContain('451');
      expect(row.attempts).toBeGreaterThan(1);
    }
    expect(smtp.received).toHaveLength(0);
  });

  // Regression: the worker cast whatever a row held to the payload type and handed it to a template.
  it('fails a row whose payload no template accepts, readably, and keeps delivering the others', async () => {
    const smtp = await startTestSmtpServer();
    cleanups.push(() => smtp.close());
    const recorder = outcomeRecorder();
    const desk = await startWithSmtp(smtp.url, recorder);
    const bad = [
      { template: 'inquiry-confirmation', to: ['a@example.com'], props: { reference: 'SD-1' } },
      { template: 'no-such-template', to: ['a@example.com'], props: {} },
      { template: 'password-reset', to: [], props: {} },
      'not even an object',
    ];
    const ids: string[] = bad.map(() => crypto.randomUUID());
    await desk.database.db.insert(mailOutbox).values(
      bad.map((data, index) => ({
        id: ids[index] as string,
        idempotencyKey: `broken-${index}`,
        template: 'inquiry-confirmation',
        data,
      })),
    );
    await submit(desk);

    await recorder.until(
      (all) => sentCount(all) === 2 && all.filter((o) => o.status === 'failed').length === 4,
    );
    const rows = await desk.database.db.select().from(mailOutbox);
    const broken = rows.filter((row) => ids.includes(row.id));
    expect(broken.map((row) => row.status)).toEqual(['failed', 'failed', 'failed', 'failed']);
    expect(broken.map((row) => row.lastError).sort()).toEqual([
      'invalid e-mail payload: (root) invalid_type',
      'invalid e-mail payload: to too_small',
      'invalid props for the "inquiry-confirmation" e-mail: locale invalid_value; name invalid_type; company invalid_type; email invalid_type; phone invalid_type',
      'there is no e-mail template "no-such-template"',
    ]);
    expect(smtp.received).toHaveLength(2);
  });
});
