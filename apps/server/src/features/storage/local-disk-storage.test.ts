import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { temporaryDirectory } from '../../testing/temporary-directory';
import { createLocalDiskStorage } from './local-disk-storage';
import { createUrlSigner } from './url-signer';

const newStorage = (now?: () => number) =>
  createLocalDiskStorage(temporaryDirectory('sitedesk-blobs-'), createUrlSigner('test-secret', now));

describe('local disk blob storage', () => {
  it('keeps bytes and content type, and forgets them on delete', async () => {
    const storage = newStorage();
    await storage.put('inquiries/2026/abc', new TextEncoder().encode('%PDF-1.4'), {
      contentType: 'application/pdf',
    });
    const blob = await storage.get('inquiries/2026/abc');
    expect(blob?.contentType).toBe('application/pdf');
    expect(blob?.sizeBytes).toBe(8);
    expect(blob && (await text(blob.body))).toBe('%PDF-1.4');
    await storage.delete('inquiries/2026/abc');
    expect(await storage.get('inquiries/2026/abc')).toBeUndefined();
    await expect(storage.delete('inquiries/2026/abc')).resolves.toBeUndefined();
  });

  it('refuses keys that could leave its folder', async () => {
    const storage = newStorage();
    for (const key of ['../secret-key', 'a/../../b', '/etc/passwd', 'Upper/Case']) {
      await expect(storage.put(key, new Uint8Array(1), { contentType: 'text/plain' })).rejects.toThrow(
        'Invalid blob key',
      );
    }
  });
});

describe('signed URLs', () => {
  it('are valid until they expire, and only for their key and name', () => {
    let now = Date.UTC(2026, 10, 22, 12, 0, 0);
    const signer = createUrlSigner('test-secret', () => now);
    const url = new URL(
      signer.signedUrl('inquiries/2026/abc', { expiresInSeconds: 300, downloadName: 'plan.pdf' }),
      'http://x',
    );
    const query = Object.fromEntries(url.searchParams);
    expect(url.pathname).toBe('/api/files/inquiries/2026/abc');
    expect(signer.isValid('inquiries/2026/abc', query)).toBe(true);
    expect(signer.isValid('inquiries/2026/other', query)).toBe(false);
    expect(signer.isValid('inquiries/2026/abc', { ...query, name: 'other.exe' })).toBe(false);
    expect(
      signer.isValid('inquiries/2026/abc', { ...query, expires: String(Number(query.expires) + 3600) }),
    ).toBe(false);
    now += 301_000;
    expect(signer.isValid('inquiries/2026/abc', query)).toBe(false);
  });
});
