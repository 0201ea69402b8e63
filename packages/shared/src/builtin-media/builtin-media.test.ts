import { describe, expect, it } from 'vitest';
import { demoEntries } from '../collections/demo-entries';
import { demoContent, demoLocales } from '../content/catalogs';
import { mediaIdsIn } from '../content/site-media';
import { builtinSiteMedia } from './builtin-site-media';
import { builtinDocuments } from './document-catalog';
import { builtinImages } from './image-catalog';

describe('the built-in media', () => {
  const lookup = builtinSiteMedia();

  it('describes every seeded image in every language of the demo content, so no page shows a picture without alt text', () => {
    for (const image of builtinImages) {
      for (const locale of demoLocales)
        expect((image.alt[locale] ?? '').trim().length, `${image.key} ${locale}`).toBeGreaterThan(20);
    }
  });

  it('holds every picture and data sheet the demo content shows, so the prerendered pages show them all', () => {
    const used = [...mediaIdsIn(demoContent), ...mediaIdsIn(demoEntries)];
    // And nothing seeded goes unused by the demo.
    expect(new Set(used).size).toBe(Object.keys(lookup).length);
    for (const id of used) expect(Object.hasOwn(lookup, id), id).toBe(true);
  });

  it('gives every demo product a gallery and a data sheet, and every news item a cover, in every language the demo is written in', () => {
    for (const entry of demoEntries) {
      if (entry.collection === 'jobs') continue;
      const documents = Object.values(entry.documents);
      expect(documents).toHaveLength(demoLocales.length);
      // The pictures are English's, shared by the translations (decision 203); a translation names only what
      // is its own (the data sheet), never a file English does not show.
      const english = mediaIdsIn(entry.documents.en);
      expect(english.length).toBeGreaterThanOrEqual(entry.collection === 'products' ? 3 : 1);
      for (const document of documents) {
        expect(
          mediaIdsIn(document).filter((id) => !english.includes(id)),
          entry.id,
        ).toEqual([]);
      }
    }
  });

  it('writes each data sheet as a well-formed PDF whose cross-reference table points at its objects', () => {
    for (const document of builtinDocuments) {
      const bytes = document.bytes();
      const text = new TextDecoder('latin1').decode(bytes);
      expect(text.startsWith('%PDF-1.4')).toBe(true);
      expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
      const xref = Number(text.match(/startxref\n(\d+)/)?.[1]);
      expect(text.slice(xref, xref + 4)).toBe('xref');
      const offsets = [...text.matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
      expect(offsets.map((offset) => text.slice(offset).split('\n')[0])).toEqual(
        offsets.map((_, index) => `${index + 1} 0 obj`),
      );
      expect(
        lookup[Object.keys(lookup).find((id) => lookup[id]?.fileName === document.fileName) ?? '']?.sizeBytes,
      ).toBe(bytes.byteLength);
    }
  });
});
