import type { InquiryCreated } from '@sitedesk/shared/inquiry';
import type { Locale } from '@sitedesk/shared/locales';
import { type InquiryValues, quoteTextFields } from '../lib/inquiry-values';
import { quoteRowFields } from '../lib/quote-rows';

export const inquiryEndpoint = '/api/inquiries';

export type SubmitOutcome =
  | { kind: 'created'; created: InquiryCreated }
  | { kind: 'invalid'; fields: Record<string, { code?: unknown }> }
  | { kind: 'rate-limited'; retryAt: Date }
  | { kind: 'network-error' }
  | { kind: 'failed'; status: number };

type ErrorBody = { error?: { code?: string; fields?: Record<string, { code?: unknown }> } };

export type InquirySubmission = {
  values: InquiryValues;
  files: readonly File[];
  /** The finished resumable uploads of a request for a quote (decision 215), by id. */
  uploads?: readonly string[];
  locale: Locale;
  /** The honeypot's content: empty for people. */
  website: string;
  /** The product or job the inquiry is about. */
  entryId?: string | undefined;
  /** The solved proof of work (decision 166); without it the server judges by the rest. */
  proof?: string | undefined;
  /** The chosen topic's extra fields as the form holds them (`extra.<topic>.<key>`, decision 225). */
  extra?: readonly (readonly [string, string | File])[];
};

/** Sends the inquiry as multipart form data (the same request the form makes without JavaScript). */
export async function submitInquiry(submission: InquirySubmission): Promise<SubmitOutcome> {
  const { values, files, uploads = [], locale, website, entryId, proof, extra = [] } = submission;
  const body = new FormData();
  for (const field of ['name', 'company', 'email', 'country', 'topic', 'message'] as const) {
    body.set(field, values[field]);
  }
  // An empty number needs no country; sending one would only be checked for nothing.
  body.set('phone', values.phone);
  body.set('phoneCountry', values.phone.trim() === '' ? '' : values.phoneCountry);
  body.set('consent', values.consent ? 'true' : '');
  body.set('locale', locale);
  body.set('website', website);
  if (entryId) body.set('entryId', entryId);
  if (proof) body.set('proof', proof);
  // The server refuses a request's quote details on any other topic; what was typed stays in the draft.
  if (values.topic === 'quote') {
    for (const field of quoteTextFields) body.set(field, values[field]);
    for (const [name, value] of quoteRowFields(values.quoteRows, locale)) body.append(name, value);
  }
  for (const [name, value] of extra) body.append(name, value);
  for (const file of files) body.append('attachments', file, file.name);
  for (const id of uploads) body.append('uploads', id);

  let response: Response;
  try {
    response = await fetch(inquiryEndpoint, {
      method: 'POST',
      body,
      headers: { accept: 'application/json' },
    });
  } catch {
    return { kind: 'network-error' };
  }
  if (response.status === 201) {
    try {
      return { kind: 'created', created: (await response.json()) as InquiryCreated };
    } catch {
      // Accepted, but the answer was cut off: saying "try again" here would send it twice.
      return { kind: 'failed', status: response.status };
    }
  }
  if (response.status === 429) return { kind: 'rate-limited', retryAt: retryAt(response) };
  const errorBody = await readErrorBody(response);
  const fields = errorBody?.error?.fields;
  if (fields && Object.keys(fields).length > 0) return { kind: 'invalid', fields };
  return { kind: 'failed', status: response.status };
}

async function readErrorBody(response: Response): Promise<ErrorBody | undefined> {
  try {
    return (await response.json()) as ErrorBody;
  } catch {
    return undefined;
  }
}

/** `Retry-After` is seconds or an HTTP date; without it, a minute is a fair guess. */
function retryAt(response: Response): Date {
  const header = response.headers.get('retry-after') ?? '';
  const seconds = Number(header);
  if (header !== '' && Number.isFinite(seconds)) return new Date(Date.now() + seconds * 1000);
  const date = new Date(header);
  return Number.isNaN(date.getTime()) ? new Date(Date.now() + 60_000) : date;
}
