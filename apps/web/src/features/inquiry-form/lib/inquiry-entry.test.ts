import { entryInquiryPath } from '@sitedesk/shared/inquiry-entry-link';
import { describe, expect, it } from 'vitest';
import { entryFromSearch, hasCvFile, searchWithoutEntry } from './inquiry-entry';

const entries = {
  products: [{ id: 'p1', slug: 'ecobale-x4', name: 'EcoBale X4' }],
  jobs: [{ id: 'j1', slug: 'service-technician', title: 'Service technician (m/f/d)' }],
};

describe('the entry in the contact page’s address', () => {
  it('finds a known product or job by its slug', () => {
    expect(entryFromSearch('?product=ecobale-x4', entries)).toEqual({
      id: 'p1',
      collection: 'products',
      title: 'EcoBale X4',
    });
    expect(entryFromSearch('?topic=careers&job=service-technician', entries)?.collection).toBe('jobs');
  });

  it('is what a product or job page links to', () => {
    const link = new URL(entryInquiryPath('jobs', 'de', 'service-technician'), 'https://site.example');
    expect(link.pathname).toBe('/de/kontakt');
    expect(entryFromSearch(link.search, entries)?.id).toBe('j1');
    expect(entryInquiryPath('products', 'en', 'ecobale-x4')).toBe('/en/contact?product=ecobale-x4');
  });

  it('ignores an unknown or hostile slug', () => {
    expect(entryFromSearch('?product=shredder-9000', entries)).toBeUndefined();
    expect(entryFromSearch('?job=%3Cscript%3E', entries)).toBeUndefined();
    expect(entryFromSearch('', entries)).toBeUndefined();
  });

  it('is removed from the address, keeping the rest', () => {
    expect(searchWithoutEntry('?product=ecobale-x4')).toBe('');
    expect(searchWithoutEntry('?topic=quote&product=ecobale-x4')).toBe('?topic=quote');
  });

  it('counts PDF and Word files as a CV, not photos', () => {
    expect(hasCvFile([{ name: 'Lebenslauf.PDF' }])).toBe(true);
    expect(hasCvFile([{ name: 'cv.docx' }])).toBe(true);
    expect(hasCvFile([{ name: 'me.jpg' }])).toBe(false);
    expect(hasCvFile([])).toBe(false);
  });
});
