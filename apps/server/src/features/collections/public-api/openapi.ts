import { type ApiEntry, apiEntryListQuerySchema, apiEntryQuerySchema } from '@sitedesk/shared/api-keys-api';
import { collectionIds } from '@sitedesk/shared/collections/entries';
import { documented } from '../../../http/documented';
import {
  exampleResponse,
  type JsonSchema,
  pathParameter,
  ref,
  uuidPathParameter,
} from '../../../http/openapi-schema';

// The reference of `/api/v1/collections` (decisions 236, 241), one `documented` per route of routes.ts;
// the answers' schemas are `components.schemas` (features/api-docs).

const collection: JsonSchema = {
  ...pathParameter('collection', 'News, products, jobs or the editors’ pages; any other name is 404.'),
  schema: { type: 'string', enum: [...collectionIds] },
};
const entryId = uuidPathParameter('id', 'The entry’s');

const exampleEntry: ApiEntry = {
  id: '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f',
  collection: 'products',
  locale: 'de',
  language: 'de',
  document: {
    name: 'EcoBale X4',
    slug: 'ecobale-x4',
    icon: 'factory',
    summary: 'Vollautomatische Kanalballenpresse für Karton und Folie.',
    position: 0,
  },
  paths: { en: '/en/solutions/ecobale-x4', de: '/de/loesungen/ecobale-x4' },
  publishedAt: '2026-11-28T14:03:00.000Z',
};

export const listEntriesDoc = documented({
  summary: 'List a collection’s published entries',
  description:
    'Exactly what the public site publishes in `locale`: published versions only (never a draft), a ' +
    'blank translated text filled from the default language, an entry shown in another language where an ' +
    'editor chose so (`language`), jobs past their closing date left out, no product list prices. In the ' +
    'site’s order (news newest first, products by position, jobs by closing date, pages by title; ties by ' +
    'id). Walk the pages with `nextCursor`, passed back as `cursor`: no entry is met twice or left out ' +
    'while editors publish or withdraw others (decision 241). `nextOffset` (as `offset`) still works but ' +
    'shifts when an entry ahead of it comes or goes. A language the site does not offer, a cursor not ' +
    'handed out for this collection and language, or a cursor with an `offset` is 422.',
  scope: 'content:read',
  parameters: [collection],
  query: {
    schema: apiEntryListQuerySchema,
    descriptions: {
      locale: 'A language the site offers; default: the default language.',
      offset: 'The `nextOffset` of the previous page (`cursor` is steadier).',
      cursor: 'The `nextCursor` of the previous page.',
    },
  },
  responses: {
    200: exampleResponse('A page of entries', ref('ApiEntryPage'), {
      items: [exampleEntry],
      total: 1,
      nextOffset: null,
      nextCursor: null,
    }),
  },
  errors: [404, 422],
});

export const readEntryDoc = documented({
  summary: 'Read a published entry',
  description:
    'One entry as the site shows it in `locale`; one the site does not show there (a draft, an unknown ' +
    'id, a closed job, another collection’s entry) is 404.',
  scope: 'content:read',
  parameters: [collection, entryId],
  query: { schema: apiEntryQuerySchema },
  responses: { 200: exampleResponse('The entry', ref('ApiEntry'), exampleEntry) },
  errors: [404, 422],
});
