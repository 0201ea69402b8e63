import { inquiries } from '@sitedesk/db/schema';
import { eq } from 'drizzle-orm';
import type { TestSitedesk } from './test-sitedesk';

export type TestInquiryFields = {
  name?: string;
  company?: string;
  email?: string;
  country?: string;
  topic?: string;
  message?: string;
  website?: string;
  locale?: string;
  /** A published product's id (a job needs a CV: use `submitInquiryWithFiles`). */
  entryId?: string;
  phone?: string;
  phoneCountry?: string;
};

/** A complete, valid inquiry as a visitor from Brno would send it. */
export const validInquiryFields = {
  name: 'Jana Nováková',
  company: 'Recyklace Morava s.r.o.',
  email: 'jana.novakova@recyklace.example',
  phone: '0151 23456789',
  phoneCountry: 'DE',
  country: 'CZ',
  topic: 'quote',
  message: 'Please quote a horizontal baler for 40 t/day of PET bottles, delivery to Brno.',
  consent: true,
  locale: 'en',
};

/** Submits an inquiry the way a visitor does (POST /api/inquiries); the test desk must allow it (rate limit 0). */
export async function submitInquiry(
  desk: TestSitedesk,
  fields: TestInquiryFields = {},
): Promise<{ id: string; reference: string }> {
  const response = await desk.app.request('/api/inquiries', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...validInquiryFields, ...fields }),
  });
  if (response.status !== 201) throw new Error(`submitInquiry: ${response.status} ${await response.text()}`);
  return (await response.json()) as { id: string; reference: string };
}

/**
 * Sends the form as a page without JavaScript does (multipart, a navigation): with the spam checks on, a
 * plausible inquiry sent so gets through, where `submitInquiry`'s JSON without a proof of work is a script's.
 */
export async function submitFromPageWithoutScript(
  desk: TestSitedesk,
  fields: Record<string, string> = {},
): Promise<{ id: string; reference: string }> {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...validInquiryFields, consent: 'on', ...fields })) {
    form.append(name, String(value));
  }
  const response = await desk.app.request('/api/inquiries', {
    method: 'POST',
    headers: { 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'document' },
    body: form,
  });
  if (response.status !== 201) {
    throw new Error(`submitFromPageWithoutScript: ${response.status} ${await response.text()}`);
  }
  return (await response.json()) as { id: string; reference: string };
}

/** Moves an inquiry's arrival time, for date filters and statistics. */
export async function setArrival(desk: TestSitedesk, id: string, createdAt: Date): Promise<void> {
  await desk.database.db.update(inquiries).set({ createdAt }).where(eq(inquiries.id, id));
}

/**
 * Makes an inquiry one the spam checks held on arrival. The test desk runs with SPAM_CHECKS=off (honeypot
 * included), so tests about what happens to spam start from this rather than from a bot's post.
 */
export async function holdAsSpam(desk: TestSitedesk, id: string): Promise<void> {
  await desk.database.db.update(inquiries).set({ status: 'spam' }).where(eq(inquiries.id, id));
}
