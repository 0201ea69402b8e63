import { DeskApiError } from '../../../lib/api-client';

/**
 * POST /api/desk/people/export — the ZIP, saved through the browser's download. A POST (the address stays
 * out of URLs), so not a plain link: the answer is read into a Blob and handed to a temporary link. The
 * server streams it; a very large export is held by the browser (on disk for large Blobs) until saved.
 */
export async function exportPerson(email: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch('/api/desk/people/export', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/zip' },
      body: JSON.stringify({ email }),
    });
  } catch {
    throw new DeskApiError(0, 'network', 'network');
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as
      | { error?: { code?: string; message?: string } }
      | undefined;
    throw new DeskApiError(
      response.status,
      body?.error?.code ?? String(response.status),
      body?.error?.message ?? '',
    );
  }
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'personal-data.zip';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the Blob to the download.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
