import type { ApiErrorBody } from '@sitedesk/shared/api-errors';
import { DeskApiError } from '../../../lib/api-client';

/**
 * GET /api/desk/quotes/:id/pdf — the PDF as it reads now. Fetched rather than linked, so a refusal
 * (503 `pdf_unavailable`, a rate limit) is said on the desk in the member's words instead of as JSON in a
 * new tab.
 */
export async function getQuotePdf(id: string): Promise<{ fileName: string; blob: Blob }> {
  let response: Response;
  try {
    response = await fetch(`/api/desk/quotes/${encodeURIComponent(id)}/pdf`, {
      credentials: 'same-origin',
      headers: { accept: 'application/pdf' },
    });
  } catch {
    throw new DeskApiError(0, 'network', 'network');
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as ApiErrorBody | undefined;
    throw new DeskApiError(
      response.status,
      body?.error?.code ?? String(response.status),
      body?.error?.message ?? response.statusText,
      body?.error?.fields,
      body?.error?.details,
    );
  }
  // The server names the file (Q-2026-0001.pdf); its name is ours, never the buyer's text.
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'quotation.pdf';
  return { fileName, blob: await response.blob() };
}
