import { describe, expect, it } from 'vitest';
import { demoContent, demoLocales } from '../content/catalogs';
import { downloadFacts } from '../content/facts';
import { matchPage } from '../routes';
import { arEntries } from './demo/entries-ar';
import { frEntries } from './demo/entries-fr';
import { type DemoEntry, demoEntries } from './demo-entries';
import { type CollectionId, type EntryDocument, entrySchemas, jobTypes, newsCategories } from './entries';
import { matchCollectionPath } from './paths';
import { buildPublishedCollections, demoEntrySources } from './published-view';
import { isSafeHref } from './rich-text';

/**
 * A language whose demo documents are checked: the demo's languages (from `documents`), and any language of a
 * translation file that is not a locale yet (from its file). French and Arabic are locales now, so their
 * files are checked through `documents`: that also proves `demoEntries` wires them in.
 */
type Language = { code: string; documentOf: (entry: DemoEntry) => unknown };
const waiting: Record<string, Record<string, unknown>> = { fr: frEntries, ar: arEntries };
const languages: Language[] = [
  ...demoLocales.map((locale) => ({
    code: locale,
    documentOf: (entry: DemoEntry) => entry.documents[locale],
  })),
  ...Object.entries(waiting)
    .filter(([code]) => !demoLocales.some((locale) => locale === code))
    .map(([code, documents]) => ({ code, documentOf: (entry: DemoEntry) => documents[entry.id] })),
];

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/**
 * The entry with its pictures: they belong to the entry in every language and are stored in the English
 * document only (decision 203). Nothing else is filled in, so a blank translation still shows here.
 */
function parsed(entry: DemoEntry, language: Language): EntryDocument {
  const document = language.documentOf(entry) as Record<string, unknown>;
  const { cover, images } = entry.documents.en as { cover?: unknown; images?: unknown };
  const pictures = { ...(cover === undefined ? {} : { cover }), ...(images === undefined ? {} : { images }) };
  const shown = language.code === 'en' ? document : { ...pictures, ...document };
  const result = entrySchemas[entry.collection].safeParse(shown);
  if (!result.success) throw new Error(`${language.code} ${entry.id}: ${result.error.message}`);
  return result.data;
}

/** Every string in a document with where it sits, rich text included. */
function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${path}[${index}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => strings(item, `${path}.${key}`));
  return [];
}

const hrefsOf = (document: EntryDocument) =>
  strings(document)
    .filter(([path]) => path.endsWith('.attrs.href'))
    .map(([, href]) => href);

/** The fields that are the same in every language: facts, not words. */
const languageNeutral = (document: EntryDocument) => {
  const { date, category, icon, related, position, locationId, type, startDate, closingDate, contactEmail } =
    document as Record<string, unknown>;
  return { date, category, icon, related, position, locationId, type, startDate, closingDate, contactEmail };
};

const shippedFiles: string[] = Object.values(downloadFacts).map((file) => file.href);

/**
 * Whether a site-relative link in `language` names a shipped download, a page, or a demo entry that exists
 * in that language.
 */
function pointsAtRealPage(href: string, language: Language): boolean {
  if (shippedFiles.includes(href)) return true;
  const prefix = `/${language.code}`;
  if (href !== prefix && !href.startsWith(`${prefix}/`)) return false;
  // A waiting language's page segments are not in `routes.ts` yet: its links must use the English segments
  // (`/fr/solutions/…`, `/ar/contact`); when the language is wired, this check runs against its real ones.
  const path = demoLocales.some((locale) => locale === language.code)
    ? href
    : `/en${href.slice(prefix.length)}`;
  if (matchPage(path)) return true;
  const route = matchCollectionPath(path);
  if (!route) return false;
  if (route.kind !== 'entry') return true;
  return demoEntries.some(
    (entry) =>
      entry.collection === route.collection &&
      (language.documentOf(entry) as { slug?: string } | undefined)?.slug === route.slug,
  );
}

const entriesOf = (collection: CollectionId) =>
  demoEntries.filter((entry) => entry.collection === collection);

describe('demo entries', () => {
  it('have a French and an Arabic document for every entry and no other', () => {
    const ids = demoEntries.map((entry) => entry.id).sort();
    for (const documents of Object.values(waiting)) expect(Object.keys(documents).sort()).toEqual(ids);
  });

  it('give Arabic documents the English slugs (Arabic addresses stay ASCII)', () => {
    for (const entry of demoEntries)
      expect((arEntries[entry.id] as { slug?: string } | undefined)?.slug).toBe(entry.documents.en.slug);
  });

  it('have unique UUID v4 ids and the promised counts', () => {
    const ids = demoEntries.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(uuidV4);
    expect(entriesOf('news')).toHaveLength(6);
    expect(entriesOf('products')).toHaveLength(4);
    expect(entriesOf('jobs')).toHaveLength(3);
  });

  it('keep the slugs other tests rely on', () => {
    const english = (collection: CollectionId) =>
      entriesOf(collection).map((entry) => entry.documents.en.slug);
    expect(english('products')).toContain('ecobale-x4');
    expect(english('jobs')).toContain('service-technician');
  });

  it('mix every news category and job type, and keep jobs open until at least September 2027', () => {
    const news = entriesOf('news').map((entry) => parsed(entry, languages[0] as Language));
    expect(new Set(news.map((document) => (document as { category: string }).category))).toEqual(
      new Set(newsCategories),
    );
    for (const document of news) expect((document as { date: string }).date < '2026-11-24').toBe(true);
    const jobs = entriesOf('jobs').map((entry) => entry.documents.en as EntryDocument<'jobs'>);
    expect(new Set(jobs.map((job) => job.type))).toEqual(new Set(jobTypes));
    for (const job of jobs) {
      expect(job.closingDate >= '2027-09-01' && job.closingDate <= '2028-12-31').toBe(true);
      expect(job.contactEmail).toMatch(/@veltrum\.example$/);
    }
  });

  it('order the products 1 to 4 and relate them only to other products', () => {
    const products = entriesOf('products');
    const productIds = new Set(products.map((entry) => entry.id));
    const positions = products.map((entry) => (entry.documents.en as EntryDocument<'products'>).position);
    expect(positions.sort()).toEqual([1, 2, 3, 4]);
    for (const entry of products) {
      const { related } = entry.documents.en as EntryDocument<'products'>;
      expect(related.length).toBeGreaterThan(0);
      for (const id of related) {
        expect(productIds.has(id)).toBe(true);
        expect(id).not.toBe(entry.id);
      }
    }
  });

  it.each(demoLocales)('place every job at one of the company’s locations in %s', (locale) => {
    const locationIds = demoContent[locale].locations.items.map((location) => location.id);
    for (const entry of entriesOf('jobs')) {
      const job = entry.documents[locale] as EntryDocument<'jobs'> | undefined;
      expect(locationIds).toContain(job?.locationId);
    }
  });

  it.each(demoLocales)('all reach the published site in %s, none dropped by the view', (locale) => {
    const published = buildPublishedCollections(
      demoEntrySources(demoEntries, '2026-11-24T00:00:00.000Z'),
      locale,
      '2026-11-24',
    );
    expect([published.news.length, published.products.length, published.jobs.length]).toEqual([6, 4, 3]);
    // The four product lines in the order the solutions page has always shown them.
    expect(published.products.map((product) => product.document.icon)).toEqual([
      'factory',
      'cog',
      'settings',
      'zap',
    ]);
  });

  it('mark German job titles (m/w/d)', () => {
    for (const entry of entriesOf('jobs'))
      expect((entry.documents.de as EntryDocument<'jobs'> | undefined)?.title).toContain('(m/w/d)');
  });

  describe.each(languages)('in $code', (language) => {
    it('give every entry a document that fits its schema', () => {
      for (const entry of demoEntries) expect(() => parsed(entry, language)).not.toThrow();
    });

    it('are complete: no blank text, the same fields and facts as in English', () => {
      const english = languages[0] as Language;
      for (const entry of demoEntries) {
        const document = parsed(entry, language);
        const base = parsed(entry, english);
        const blank = strings(document).filter(([, value]) => value.trim() === '');
        expect(blank, `${language.code} ${entry.id}`).toEqual([]);
        expect(Object.keys(document).sort()).toEqual(Object.keys(base).sort());
        expect(languageNeutral(document)).toEqual(languageNeutral(base));
        if (entry.collection === 'products')
          expect((document as EntryDocument<'products'>).specs).toHaveLength(
            (base as EntryDocument<'products'>).specs.length,
          );
      }
    });

    it('use each slug once per collection', () => {
      for (const collection of Object.keys(entrySchemas) as CollectionId[]) {
        const slugs = entriesOf(collection).map((entry) => parsed(entry, language).slug);
        expect(new Set(slugs).size).toBe(slugs.length);
      }
    });

    it('link only to safe addresses, and within the site only to pages that exist', () => {
      for (const entry of demoEntries) {
        for (const href of hrefsOf(parsed(entry, language))) {
          expect(isSafeHref(href), href).toBe(true);
          if (href.startsWith('/')) expect(pointsAtRealPage(href, language), href).toBe(true);
        }
      }
    });
  });
});
