import { randomUUID } from 'node:crypto';
import { devMailbox, inquiries, mailOutbox } from '@sitedesk/db/schema';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { deliveryRecorder } from '../../../testing/delivery-recorder';
import { validInquiryFields } from '../../../testing/desk-fixtures';
import { pdfWith } from '../../../testing/inquiry-with-files';
import { dayFromToday, insertEntry, jobDocument, productDocument } from '../../../testing/published-entries';
import { startTestSitedesk, type TestSitedesk } from '../../../testing/test-sitedesk';

let sitedesk: TestSitedesk | undefined;
afterEach(async () => {
  await sitedesk?.dispose();
  sitedesk = undefined;
});

/** Counts what this test's service sent: a count shared by the file's tests would be reached too early. */
let recorder = deliveryRecorder();

async function start(): Promise<TestSitedesk> {
  recorder = deliveryRecorder();
  sitedesk = await startTestSitedesk(
    { INQUIRY_RATE_LIMIT: '0', MAIL_POLL_INTERVAL_SECONDS: '0.05' },
    { onDeliveryOutcome: recorder.record },
  );
  return sitedesk;
}

type ErrorBody = { error: { code: string; fields?: Record<string, { code: string; message: string }> } };

const postJson = (desk: TestSitedesk, body: unknown) =>
  desk.app.request('/api/inquiries', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

function postForm(
  desk: TestSitedesk,
  fields: Record<string, string>,
  files: { name: string; bytes: Uint8Array }[],
) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...validInquiryFields, consent: 'on', ...fields })) {
    form.append(name, String(value));
  }
  for (const file of files) form.append('attachments', new File([Buffer.from(file.bytes)], file.name));
  return desk.app.request('/api/inquiries', { method: 'POST', body: form });
}

async function expectRefusedWithNothingStored(
  desk: TestSitedesk,
  response: Response,
  field: string,
  code: string,
) {
  expect(response.status).toBe(422);
  const body = (await response.json()) as ErrorBody;
  expect(body.error.code).toBe('validation_failed');
  expect(body.error.fields?.[field]?.code).toBe(code);
  expect(await desk.database.db.select().from(inquiries)).toHaveLength(0);
  expect(await desk.database.db.select().from(mailOutbox)).toHaveLength(0);
}

const pngBytes = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52,
]);

describe('an inquiry about a product', () => {
  it('records the product with its name in the inquiry’s language, and both e-mails name it', async () => {
    const desk = await start();
    const english = productDocument({ name: 'EcoBale X4' });
    const entryId = await insertEntry(desk.database.db, 'products', {
      en: english,
      de: productDocument({ name: 'EcoBale X4 Kanalballenpresse', slug: 'ecobale-x4-de' }),
    });
    const response = await postJson(desk, { ...validInquiryFields, locale: 'de', topic: 'quote', entryId });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const [stored] = await desk.database.db.select().from(inquiries).where(eq(inquiries.id, id));
    expect(stored).toMatchObject({
      entryId,
      entryCollection: 'products',
      entryTitle: 'EcoBale X4 Kanalballenpresse',
      topic: 'quote',
    });
    const outbox = await desk.database.db.select().from(mailOutbox).where(eq(mailOutbox.inquiryId, id));
    expect(outbox.map((row) => row.template).sort()).toEqual([
      'inquiry-confirmation',
      'inquiry-notification',
    ]);
    for (const row of outbox) {
      expect((row.data as { props: { entry?: unknown } }).props.entry).toEqual({
        collection: 'products',
        title: 'EcoBale X4 Kanalballenpresse',
      });
    }
  });

  it('keeps the topic the visitor chose: a product question need not be a quote request', async () => {
    const desk = await start();
    const entryId = await insertEntry(desk.database.db, 'products', { en: productDocument() });
    const response = await postJson(desk, { ...validInquiryFields, topic: 'service', entryId });
    expect(response.status).toBe(201);
    const [stored] = await desk.database.db.select().from(inquiries);
    expect(stored?.topic).toBe('service');
  });

  it('treats an empty entry field (a form without a product) as no product', async () => {
    const desk = await start();
    const response = await postForm(desk, { entryId: '' }, []);
    expect(response.status).toBe(201);
    const [stored] = await desk.database.db.select().from(inquiries);
    expect(stored?.entryId).toBeNull();
  });
});

describe('an inquiry about something the site does not offer', () => {
  const cases: [string, (desk: TestSitedesk) => Promise<string>][] = [
    ['an id nothing has', async () => randomUUID()],
    [
      'a product that was never published',
      (desk) => insertEntry(desk.database.db, 'products', { en: productDocument() }, { published: false }),
    ],
    [
      'a job past its closing date',
      (desk) => insertEntry(desk.database.db, 'jobs', { en: jobDocument({ closingDate: dayFromToday(-1) }) }),
    ],
    [
      'a news entry',
      (desk) =>
        insertEntry(desk.database.db, 'news', {
          en: {
            title: 'Veltrum at IFAT',
            slug: 'ifat',
            date: '2026-05-04',
            category: 'trade-fairs',
            teaser: 'Hall A4.',
            body: { type: 'doc', content: [] },
            downloads: [],
          } as { slug: string },
        }),
    ],
  ];
  for (const [what, entryOf] of cases) {
    it(`refuses ${what} with 422 invalid_entry and stores nothing`, async () => {
      const desk = await start();
      const entryId = await entryOf(desk);
      const response = await postJson(desk, { ...validInquiryFields, entryId });
      await expectRefusedWithNothingStored(desk, response, 'entryId', 'invalid_entry');
    });
  }

  const hostile: unknown[] = [
    'ecobale-x4',
    "' or 1=1 --",
    `${randomUUID()}'; drop table inquiries; --`,
    'x'.repeat(10_000),
    42,
    { $ne: null },
    [randomUUID()],
    '00000000-0000-0000-0000-00000000000g',
  ];
  for (const value of hostile) {
    it(`answers the entry ${JSON.stringify(value).slice(0, 30)} with 422, not a server error`, async () => {
      const desk = await start();
      const response = await postJson(desk, { ...validInquiryFields, entryId: value });
      await expectRefusedWithNothingStored(desk, response, 'entryId', 'invalid_entry');
    });
  }
});

describe('an application for a job', () => {
  it('needs a CV: without any file it is refused with cv_required and nothing is stored', async () => {
    const desk = await start();
    const entryId = await insertEntry(desk.database.db, 'jobs', { en: jobDocument() });
    const response = await postJson(desk, { ...validInquiryFields, entryId });
    await expectRefusedWithNothingStored(desk, response, 'attachments', 'cv_required');
  });

  it('does not take a photo for a CV', async () => {
    const desk = await start();
    const entryId = await insertEntry(desk.database.db, 'jobs', { en: jobDocument() });
    const response = await postForm(desk, { entryId }, [{ name: 'me.png', bytes: pngBytes }]);
    await expectRefusedWithNothingStored(desk, response, 'attachments', 'cv_required');
  });

  it('with a CV is stored as a careers inquiry about the job, and the job’s contact is told without the message', async () => {
    const desk = await start();
    const job = jobDocument({ title: 'Service technician (m/f/d)' });
    const entryId = await insertEntry(desk.database.db, 'jobs', { en: job });
    const message = 'I have repaired balers for eight years and would love to join your service team.';
    const response = await postForm(desk, { entryId, topic: 'quote', message }, [
      { name: 'Lebenslauf Jana.pdf', bytes: pdfWith('CV') },
      { name: 'me.png', bytes: pngBytes },
    ]);
    expect(response.status).toBe(201);
    const { id, reference } = (await response.json()) as { id: string; reference: string };
    const [stored] = await desk.database.db.select().from(inquiries).where(eq(inquiries.id, id));
    expect(stored).toMatchObject({
      topic: 'careers',
      entryId,
      entryCollection: 'jobs',
      entryTitle: 'Service technician (m/f/d)',
    });

    const outbox = await desk.database.db.select().from(mailOutbox).where(eq(mailOutbox.inquiryId, id));
    const toContact = outbox.find((row) => row.template === 'job-application');
    expect(toContact?.data).toMatchObject({ to: ['petra.hartmann@veltrum.example'] });
    expect(JSON.stringify(toContact?.data)).not.toContain(message);
    expect(JSON.stringify(toContact?.data)).not.toContain(validInquiryFields.email);

    await recorder.untilSent(3);
    const [delivered] = await desk.database.db
      .select()
      .from(devMailbox)
      .where(eq(devMailbox.inquiryId, id))
      .then((rows) => rows.filter((row) => row.to.includes('petra.hartmann@veltrum.example')));
    expect(delivered?.subject).toBe(`New application for Service technician (m/f/d) [${reference}]`);
    expect(delivered?.text).toContain('Hello Petra Hartmann,');
    expect(delivered?.text).toContain(`/desk/inquiries/${id}`);
    expect(delivered?.text).not.toContain(message);
    expect(delivered?.text).not.toContain(validInquiryFields.email);
    expect(delivered?.replyTo ?? null).toBeNull();
  });

  it('writes to the contact in the language of the ad the visitor applied through', async () => {
    const desk = await start();
    const entryId = await insertEntry(desk.database.db, 'jobs', {
      en: jobDocument(),
      de: jobDocument({ title: 'Servicetechniker (m/w/d)', slug: 'servicetechniker' }),
    });
    const response = await postForm(desk, { entryId, locale: 'de' }, [
      { name: 'cv.pdf', bytes: pdfWith('CV') },
    ]);
    expect(response.status).toBe(201);
    const outbox = await desk.database.db.select().from(mailOutbox);
    const toContact = outbox.find((row) => row.template === 'job-application');
    expect(toContact?.data).toMatchObject({
      props: { locale: 'de', jobTitle: 'Servicetechniker (m/w/d)' },
    });
  });

  it('sends the contact no second e-mail when they already receive the staff notification', async () => {
    const desk = await start();
    const entryId = await insertEntry(desk.database.db, 'jobs', {
      en: jobDocument({ contactEmail: 'Sales@Veltrum.example' }),
    });
    const response = await postForm(desk, { entryId }, [{ name: 'cv.pdf', bytes: pdfWith('CV') }]);
    expect(response.status).toBe(201);
    const templates = (await desk.database.db.select().from(mailOutbox)).map((row) => row.template).sort();
    expect(templates).toEqual(['inquiry-confirmation', 'inquiry-notification']);
  });

  it('mails no contact outside the company’s mail domain, nor one a translation names', async () => {
    const desk = await start();
    const entryId = await insertEntry(desk.database.db, 'jobs', {
      en: jobDocument({ contactEmail: 'recruiter@outside.example' }),
      de: jobDocument({ slug: 'techniker', contactEmail: 'petra.hartmann@veltrum.example' }),
    });
    const response = await postForm(desk, { entryId, locale: 'de' }, [
      { name: 'cv.pdf', bytes: pdfWith('CV') },
    ]);
    expect(response.status).toBe(201);
    const outbox = await desk.database.db.select().from(mailOutbox);
    expect(outbox.map((row) => row.template).sort()).toEqual([
      'inquiry-confirmation',
      'inquiry-notification',
    ]);
    expect(JSON.stringify(outbox.map((row) => row.data))).not.toContain('outside.example');
  });
});
