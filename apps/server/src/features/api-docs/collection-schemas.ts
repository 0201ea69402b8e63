import { collectionIds } from '@sitedesk/shared/collections/entries';
import {
  type ContentSearchResult,
  type ContentSearchResults,
  createEntryRequestSchema,
  type EntryDetail,
  type EntryList,
  type EntrySummary,
  entryFieldCodes,
  entryLanguageChoiceRequestSchema,
  entryPublishRequestSchema,
  saveEntryDraftRequestSchema,
} from '@sitedesk/shared/collections-api';
import { contentSectionKeys } from '@sitedesk/shared/content/sections';
import { locales } from '@sitedesk/shared/locales';
import { dateTime, type JsonSchema, nullable, objectOf, ref, requestSchemaOf } from './json-schema';

const text: JsonSchema = { type: 'string' };
const count: JsonSchema = { type: 'integer', minimum: 0 };
const positive: JsonSchema = { type: 'integer', minimum: 1 };
const locale: JsonSchema = { type: 'string', enum: [...locales] };
const collection: JsonSchema = { type: 'string', enum: [...collectionIds] };
const staffRef = nullable(ref('StaffRef'));

/** The contract types an entry's document as `unknown`: its shape depends on the collection. */
const entryDocument = (description: string): JsonSchema => ({
  type: 'object',
  description: `${description} Shaped by the collection's schema (\`packages/shared/src/collections/entries.ts\`).`,
});

const withDocument = (schema: JsonSchema, description: string): JsonSchema => ({
  ...schema,
  properties: {
    ...(schema.properties as Record<string, JsonSchema>),
    document: entryDocument(description),
  },
});

/** The collections API's request and response bodies, for `components.schemas`. */
export const collectionSchemas: Record<string, JsonSchema> = {
  CreateEntryRequest: withDocument(
    requestSchemaOf(createEntryRequestSchema),
    'The new entry in the default language; it must fit the schema and take a free slug.',
  ),
  SaveEntryDraftRequest: withDocument(
    requestSchemaOf(saveEntryDraftRequestSchema),
    'The whole new draft of this language. A translation may leave texts (the slug too) blank.',
  ),
  EntryPublishRequest: {
    ...requestSchemaOf(entryPublishRequestSchema),
    description:
      'The `revision` the editor last saw, and optionally `publishAt`: a future time schedules the publication.',
  },
  EntryLanguageChoiceRequest: {
    ...requestSchemaOf(entryLanguageChoiceRequestSchema),
    description: 'The language to show instead (one the entry is published in), or `null`: not shown.',
  },
  EntrySummary: objectOf<EntrySummary>({
    id: { type: 'string', format: 'uuid' },
    collection,
    locale,
    title: { ...text, description: 'The draft’s title (a product’s name), with the fallback applied.' },
    slug: { ...text, description: 'The draft’s slug in this language, with the fallback applied.' },
    status: { type: 'string', enum: ['draft', 'published', 'scheduled'] },
    hasDraft: { type: 'boolean', description: 'The draft differs from what is live.' },
    revision: { ...positive, description: 'Bumped by every write; every write must name it.' },
    publishedVersion: { ...count, description: 'The version live now; 0 before the first publication.' },
    translatedLocales: { type: 'array', items: locale, description: 'Languages with text of their own.' },
    missingTranslations: { ...count, description: 'Texts that fall back to the default language.' },
    publishAt: { ...nullable(dateTime), description: 'When a scheduled publication goes live.' },
    draftUpdatedAt: nullable(dateTime),
    draftUpdatedBy: staffRef,
    publishedAt: nullable(dateTime),
    publishedBy: staffRef,
    path: { ...nullable(text), description: 'The live page in this language, when the entry is published.' },
    navigation: {
      ...nullable({
        type: 'object',
        required: ['name', 'placement'],
        properties: {
          name: { ...text, description: 'The link text: the navigation label, else the title.' },
          placement: { type: 'string', enum: ['header', 'footer', 'none'] },
        },
      }),
      description: 'Pages only: the link text and placement as live (else the default language’s).',
    },
    languages: {
      type: 'array',
      description: 'Every language, as the live site shows the entry there (decision 202).',
      items: {
        type: 'object',
        required: ['locale', 'state', 'shownIn'],
        properties: {
          locale,
          state: { type: 'string', enum: ['translated', 'notShown', 'shownIn'] },
          shownIn: { ...nullable(locale), description: 'The language shown instead (`shownIn` only).' },
        },
      },
    },
  }),
  EntryList: objectOf<EntryList>({
    entries: { type: 'array', items: ref('EntrySummary'), description: 'Newest entries first.' },
  }),
  EntryDetail: {
    allOf: [
      ref('EntrySummary'),
      objectOf<Omit<EntryDetail, keyof EntrySummary>>({
        draft: entryDocument('The editable draft of this language (`{}`: all of it falls back).'),
        published: nullable(entryDocument('What the site shows of this language.')),
        fallback: nullable(entryDocument('Other languages: the default language’s draft.')),
        missingTranslationPaths: {
          type: 'array',
          items: text,
          description: 'Paths of the texts that fall back, e.g. `teaser`; a rich text counts once.',
        },
        previewPath: { ...text, description: '`/desk/preview/collections/{collection}/{id}/{locale}`.' },
        media: { type: 'array', items: ref('SiteMedia'), description: 'The media files the entry uses.' },
      }),
    ],
  },
  ContentSearchResult: {
    type: 'object',
    required: ['kind', 'locale', 'title', 'path'],
    properties: {
      kind: { type: 'string', enum: ['entry', 'section'] },
      collection,
      id: { type: 'string', format: 'uuid' },
      section: { type: 'string', enum: [...contentSectionKeys] },
      locale,
      title: text,
      path: { ...text, description: 'The public page it is (or will be, once published) on.' },
    } satisfies Record<keyof ContentSearchResult, JsonSchema>,
  },
  ContentSearchResults: objectOf<ContentSearchResults>({
    results: { type: 'array', items: ref('ContentSearchResult'), description: 'Entries first; at most 50.' },
  }),
  ContentVersionSummaryList: {
    type: 'array',
    items: ref('ContentVersionSummary'),
    description: 'Newest first.',
  },
  EntryFieldCode: {
    type: 'string',
    enum: [...entryFieldCodes],
    description:
      'The `code` of a field in a 422 of an entry’s save or publish: the content editor’s codes, `slug_taken` ' +
      '(another entry has the address in this language, live or as a draft), `slug_reserved` (a page’s slug ' +
      'is a fixed page’s or a collection’s address in some language) and the schemas’ own.',
  },
};
