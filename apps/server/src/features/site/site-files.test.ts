import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createTestSite } from '../../testing/test-site';
import { compressSiteFilesSmallest } from './site-files';

describe('the site files compressed after the start', () => {
  it('sends the same page with the same ETag, in at most as many bytes as at the start', async () => {
    const site = createTestSite();
    const before = site.files.get('/en/solutions');
    const beforeAsset = site.files.get('/assets/site-3f9a1c.js');
    await compressSiteFilesSmallest(site);
    const after = site.files.get('/en/solutions');
    const afterAsset = site.files.get('/assets/site-3f9a1c.js');
    for (const [start, smallest] of [
      [before, after],
      [beforeAsset, afterAsset],
    ]) {
      if (!start?.brotli || !smallest?.brotli) throw new Error('expected compressed files');
      expect(smallest.etag).toBe(start.etag);
      expect(brotliDecompressSync(smallest.brotli).equals(start.body)).toBe(true);
      expect(smallest.brotli.length).toBeLessThanOrEqual(start.brotli.length);
    }
  });
});
