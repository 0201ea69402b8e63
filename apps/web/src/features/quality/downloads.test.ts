import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { demoContent, demoLocales } from '@sitedesk/shared/content/catalogs';
import { describe, expect, it } from 'vitest';

const publicDir = fileURLToPath(new URL('../../../public', import.meta.url));

describe('downloads', () => {
  // Guards against a download link that 404s or a size label that lies about the file.
  it.each(demoLocales)('every %s download is shipped with the size the content states', (locale) => {
    for (const download of demoContent[locale].quality.downloads) {
      expect({ href: download.href, size: statSync(`${publicDir}${download.href}`).size }).toEqual({
        href: download.href,
        size: download.sizeBytes,
      });
    }
  });
});
