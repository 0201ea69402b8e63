import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { contentCatalogs } from '@sitedesk/shared/content/catalogs';
import { locales } from '@sitedesk/shared/locales';
import { describe, expect, it } from 'vitest';

const publicDir = fileURLToPath(new URL('../../../public', import.meta.url));

describe('downloads', () => {
  // Guards against a download link that 404s or a size label that lies about the file.
  it.each(locales)('every %s download is shipped with the size the content states', (locale) => {
    for (const download of contentCatalogs[locale].quality.downloads) {
      expect({ href: download.href, size: statSync(`${publicDir}${download.href}`).size }).toEqual({
        href: download.href,
        size: download.sizeBytes,
      });
    }
  });
});
