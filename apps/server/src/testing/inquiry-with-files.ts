import { validInquiryFields } from './desk-fixtures';
import type { TestSitedesk } from './test-sitedesk';

/** A minimal PDF (as `file-type` recognises one) that carries `text`, so a test can look for it later. */
export function pdfWith(text: string): Uint8Array {
  return new TextEncoder().encode(
    `%PDF-1.4\n% ${text}\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<<>>\n%%EOF\n`,
  );
}

/** Submits an inquiry with attachments as the contact form does (multipart); the desk must allow it (rate limit 0). */
export async function submitInquiryWithFiles(
  desk: TestSitedesk,
  fields: Record<string, string>,
  files: { name: string; bytes: Uint8Array }[],
): Promise<{ id: string; reference: string }> {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...validInquiryFields, consent: 'on', ...fields })) {
    form.append(name, String(value));
  }
  for (const file of files) form.append('attachments', new File([Buffer.from(file.bytes)], file.name));
  const response = await desk.app.request('/api/inquiries', { method: 'POST', body: form });
  if (response.status !== 201) {
    throw new Error(`submitInquiryWithFiles: ${response.status} ${await response.text()}`);
  }
  return (await response.json()) as { id: string; reference: string };
}
