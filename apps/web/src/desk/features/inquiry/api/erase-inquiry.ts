import { requestJson } from '../../../lib/api-client';

/** DELETE /api/desk/inquiries/:id — erases the inquiry, its files, notes and e-mails for good. */
export function eraseInquiry(id: string): Promise<void> {
  return requestJson<void>(`/api/desk/inquiries/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
