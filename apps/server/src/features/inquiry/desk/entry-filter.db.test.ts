import { contentEntries } from '@sitedesk/db/content-schema';
import type { InquiryDetail, InquiryEntryOptions, InquiryList } from '@sitedesk/shared/desk-api';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { submitInquiry } from '../../../testing/desk-fixtures';
import { pdfWith, submitInquiryWithFiles } from '../../../testing/inquiry-with-files';
import { insertEntry, jobDocument, productDocument } from '../../../testing/published-entries';
import { signInAs } from '../../../testing/staff-sessions';
import { startTestSitedesk, type TestSitedesk } from '../../../testing/test-sitedesk';

let desk: TestSitedesk | undefined;
afterEach(async () => {
  await desk?.dispose();
  desk = undefined;
});

async function getJson<T>(sitedesk: TestSitedesk, cookie: string, path: string): Promise<T> {
  const response = await sitedesk.app.request(path, { headers: { cookie } });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

describe('inquiries about products and jobs in the desk', () => {
  it('lists each with its product or job, filters by it, and counts them for the filter', async () => {
    const sitedesk = await startTestSitedesk({ INQUIRY_RATE_LIMIT: '0' });
    desk = sitedesk;
    const sales = await signInAs(sitedesk, 'sales');
    const db = sitedesk.database.db;
    const productId = await insertEntry(db, 'products', { en: productDocument({ name: 'EcoBale X4' }) });
    const jobId = await insertEntry(db, 'jobs', { en: jobDocument({ title: 'Service technician (m/f/d)' }) });
    const quote1 = await submitInquiry(sitedesk, { entryId: productId });
    const quote2 = await submitInquiry(sitedesk, { entryId: productId, name: 'Pedro Alves' });
    const application = await submitInquiryWithFiles(sitedesk, { entryId: jobId }, [
      { name: 'cv.pdf', bytes: pdfWith('CV') },
    ]);
    const plain = await submitInquiry(sitedesk);

    const all = await getJson<InquiryList>(sitedesk, sales.cookie, '/api/desk/inquiries');
    const byId = new Map(all.items.map((item) => [item.id, item]));
    expect(byId.get(quote1.id)?.entry).toEqual({
      id: productId,
      collection: 'products',
      title: 'EcoBale X4',
    });
    expect(byId.get(application.id)?.entry).toEqual({
      id: jobId,
      collection: 'jobs',
      title: 'Service technician (m/f/d)',
    });
    expect(byId.get(plain.id)?.entry).toBeNull();

    const quotes = await getJson<InquiryList>(
      sitedesk,
      sales.cookie,
      `/api/desk/inquiries?entryId=${productId}`,
    );
    expect(quotes.items.map((item) => item.id).sort()).toEqual([quote1.id, quote2.id].sort());
    expect(quotes.total).toBe(2);

    const options = await getJson<InquiryEntryOptions>(sitedesk, sales.cookie, '/api/desk/inquiries/entries');
    expect(options.items).toEqual([
      { id: productId, collection: 'products', title: 'EcoBale X4', count: 2 },
      { id: jobId, collection: 'jobs', title: 'Service technician (m/f/d)', count: 1 },
    ]);

    const csv = await sitedesk.app.request(`/api/desk/inquiries/export.csv?entryId=${jobId}`, {
      headers: { cookie: sales.cookie },
    });
    const records = (await csv.text()).split('\r\n');
    expect(records).toHaveLength(3);
    expect(records[1]).toMatch(/,"Job","Service technician \(m\/f\/d\)","","","","","",""$/);
  });

  it('refuses an entry filter that is not an id with 422', async () => {
    const sitedesk = await startTestSitedesk({ INQUIRY_RATE_LIMIT: '0' });
    desk = sitedesk;
    const sales = await signInAs(sitedesk, 'sales');
    for (const value of ['ecobale-x4', "' or 1=1 --", '1']) {
      const response = await sitedesk.app.request(
        `/api/desk/inquiries?entryId=${encodeURIComponent(value)}`,
        { headers: { cookie: sales.cookie } },
      );
      expect(response.status, value).toBe(422);
    }
  });

  it('shows the public page of the product while it is published, and only the recorded title after', async () => {
    const sitedesk = await startTestSitedesk({ INQUIRY_RATE_LIMIT: '0' });
    desk = sitedesk;
    const sales = await signInAs(sitedesk, 'sales');
    const db = sitedesk.database.db;
    const productId = await insertEntry(db, 'products', {
      en: productDocument({ name: 'EcoBale X4', slug: 'ecobale-x4' }),
      de: productDocument({ name: 'EcoBale X4', slug: 'ecobale-x4-kanalballenpresse' }),
    });
    const { id } = await submitInquiry(sitedesk, { entryId: productId, locale: 'de' });

    const live = await getJson<InquiryDetail>(sitedesk, sales.cookie, `/api/desk/inquiries/${id}`);
    expect(live.entry).toMatchObject({ id: productId, collection: 'products', title: 'EcoBale X4' });
    expect(live.entryUrl).toBe('/de/loesungen/ecobale-x4-kanalballenpresse');

    // The editor takes the product off the site: the desk keeps what the visitor asked about.
    await db
      .update(contentEntries)
      .set({ published: null, publishedSlug: null })
      .where(eq(contentEntries.id, productId));
    const gone = await getJson<InquiryDetail>(sitedesk, sales.cookie, `/api/desk/inquiries/${id}`);
    expect(gone.entry?.title).toBe('EcoBale X4');
    expect(gone.entryUrl).toBeNull();
  });
});
