import { slugSchema } from '@sitedesk/shared/collections/entries';
import { describe, expect, it } from 'vitest';
import { suggestSlug } from './slug-suggestion';

describe('suggestSlug', () => {
  it('writes a title as lowercase words joined by hyphens', () => {
    expect(suggestSlug('EcoBale X4: The New Baler!')).toBe('ecobale-x4-the-new-baler');
  });

  it('spells out German umlauts and ß instead of dropping their dots', () => {
    expect(suggestSlug('Größere Ballen für Müller & Söhne')).toBe('groessere-ballen-fuer-mueller-soehne');
    expect(suggestSlug('ÄRGER ÜBER ÖL')).toBe('aerger-ueber-oel');
  });

  it('drops other accents and every character a URL would have to escape', () => {
    expect(suggestSlug('Café — „Recycling“ in Besançon (2026)')).toBe('cafe-recycling-in-besancon-2026');
  });

  it('leaves no hyphen at either end or twice in a row', () => {
    expect(suggestSlug('  --Hello   world--  ')).toBe('hello-world');
  });

  it('cuts a long title at the end of a word, within the 80 characters a slug may have', () => {
    const slug = suggestSlug('word '.repeat(40));
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug.endsWith('word')).toBe(true);
  });

  it('gives nothing for a title without a letter or digit it can use', () => {
    expect(suggestSlug('معرض')).toBe('');
    expect(suggestSlug('!!!')).toBe('');
  });

  it('always suggests a slug the shared schema accepts', () => {
    for (const title of ['IFAT 2026 in München', 'Straße № 5', 'x'.repeat(120)]) {
      expect(slugSchema.safeParse(suggestSlug(title)).success).toBe(true);
    }
  });
});
