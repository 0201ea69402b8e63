import { entrySchemas } from '@sitedesk/shared/collections/entries';
import { emptyRichText } from '@sitedesk/shared/collections/rich-text';
import { describe, expect, it } from 'vitest';
import { formDocument, formErrorPath, invalidRichTextKeys, newEntryDocument } from './entry-documents';

const englishNews = {
  title: 'EcoBale X4 premieres',
  slug: 'ecobale-x4-premieres',
  date: '2026-05-04',
  category: 'trade-fairs',
  teaser: 'Denser bales.',
  cover: { mediaId: '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b' },
  body: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Hello' }] }] },
  downloads: [],
};

describe('the documents an entry form starts with', () => {
  it('starts a new entry of every collection with the fields its schema needs besides the texts', () => {
    const today = new Date('2026-11-24T12:00:00Z');
    expect(newEntryDocument('news', today)).toMatchObject({ date: '2026-11-24', category: 'press' });
    expect(newEntryDocument('jobs', today)).toMatchObject({ type: 'full-time', closingDate: '2026-12-24' });
    // Filled in, each passes its collection's schema: nothing but the editor's words is missing.
    const words = { title: 'T', name: 'N', slug: 's', teaser: 'x', summary: 'x', contactName: 'A' };
    expect(entrySchemas.news.safeParse({ ...newEntryDocument('news'), ...words }).success).toBe(true);
    expect(entrySchemas.products.safeParse({ ...newEntryDocument('products'), ...words }).success).toBe(true);
    const job = {
      ...newEntryDocument('jobs'),
      ...words,
      locationId: 'bremen',
      contactEmail: 'hr@veltrum.example',
    };
    expect(entrySchemas.jobs.safeParse(job).success).toBe(true);
  });

  it('starts a translation never written with the shared fields and blank texts, and no copy of a picture', () => {
    const german = formDocument('news', null, englishNews);
    // The cover stays the entry's, shown in German until German chooses its own (decision 203).
    expect(german).toEqual({
      date: '2026-05-04',
      category: 'trade-fairs',
      body: emptyRichText,
      slug: '',
    });
  });

  it('keeps a translation that has a draft of its own as it is', () => {
    const draft = { ...englishNews, title: 'EcoBale X4 feiert Premiere' };
    expect(formDocument('news', draft, englishNews)).toBe(draft);
  });
});

describe('checks before a save', () => {
  it('names the rich-text fields the shared schema would refuse', () => {
    const document = {
      description: { type: 'doc', content: [{ type: 'script', text: 'x' }] },
      offer: emptyRichText,
    };
    expect(invalidRichTextKeys('jobs', document)).toEqual(['description']);
  });

  it('keys the API’s field errors by the form’s paths', () => {
    expect(formErrorPath('document.specs.0.label')).toBe('specs.0.label');
    expect(formErrorPath('slug')).toBe('slug');
    expect(formErrorPath('document')).toBe('');
  });
});
