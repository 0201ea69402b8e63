import { collectionIds } from '@sitedesk/shared/collections/entries';
import {
  contentSearchQuerySchema,
  deleteEntryQuerySchema,
  entryListQuerySchema,
} from '@sitedesk/shared/collections-api';
import { locales } from '@sitedesk/shared/locales';
import { describedDesk, type OperationOptions } from '../../http/desk-operation';
import { jsonResponse, noContent, pathParameter, queryParametersOf, ref } from '../../http/openapi-schema';

/**
 * The entries' API under `/api/desk/collections`, as its routes describe themselves (decision 248); the
 * body and answer schemas are `components.schemas` of the reference (api-docs). The preview of an entry
 * is the site's.
 */
const tag = 'Desk: collections';

const collection = {
  ...pathParameter('collection', 'The collection; anything else is 404.'),
  schema: { type: 'string', enum: [...collectionIds] },
};
const id = {
  ...pathParameter('id', 'The entry; an unknown one is 404 `entry_not_found`.'),
  schema: { type: 'string', format: 'uuid' },
};
const locale = {
  ...pathParameter('locale', 'The language; anything else is 404.'),
  schema: { type: 'string', enum: [...locales] },
};
const version = {
  ...pathParameter('version', 'A published version’s number, from 1.'),
  schema: { type: 'integer', minimum: 1 },
};
const target = [collection, id, locale];

const theEntry = jsonResponse('The entry in this language as it is now', ref('EntryDetail'));
const validationCodes = 'A 422 names each field by its path (`body.content.0`) with an `EntryFieldCode`.';

const revisionedWrite: Omit<OperationOptions, 'summary'> = {
  tag,
  access: 'content:edit',
  parameters: target,
  requestBody: 'RevisionRequest',
  responses: { 200: theEntry },
  errors: [400, 404, 409, 413, 415, 422],
};

export const searchContentDoc = describedDesk({
  tag,
  summary: 'Search entries and sections',
  description:
    'Entries of every collection and the site’s sections whose draft title, slug or text contains `q` ' +
    '(case-insensitive), in every language.',
  access: 'content:edit',
  parameters: queryParametersOf(contentSearchQuerySchema, { q: 'The words to find, 2–100 characters.' }),
  responses: { 200: jsonResponse('What matched', ref('ContentSearchResults')) },
  errors: [422],
});

export const listEntriesDoc = describedDesk({
  tag,
  summary: 'List a collection’s entries',
  description: 'Every entry in one language (default: the default language), optionally filtered by `q`.',
  access: 'content:edit',
  parameters: [collection, ...queryParametersOf(entryListQuerySchema)],
  responses: { 200: jsonResponse('The entries', ref('EntryList')) },
  errors: [404, 422],
});

export const createEntryDoc = describedDesk({
  tag,
  summary: 'Create an entry',
  description: `A new draft in the default language; the other languages start blank. ${validationCodes}`,
  access: 'content:edit',
  parameters: [collection],
  requestBody: 'CreateEntryRequest',
  responses: { 201: jsonResponse('The new entry', ref('EntryDetail')) },
  errors: [400, 404, 413, 415, 422],
});

export const deleteEntryDoc = describedDesk({
  tag,
  summary: 'Delete an entry',
  description:
    'Deletes the entry in every language. Its live addresses redirect (301) to `redirectTo` — a page the ' +
    'site has now, taken in each address’s own language; anything else is 422 ' +
    '`invalid_redirect_target` — or, without it, answer 410 Gone.',
  access: 'content:edit',
  parameters: [collection, id, ...queryParametersOf(deleteEntryQuerySchema)],
  responses: { 204: noContent },
  errors: [404, 422],
});

export const readEntryDoc = describedDesk({
  tag,
  summary: 'Read an entry in one language',
  access: 'content:edit',
  parameters: target,
  responses: { 200: jsonResponse('The entry', ref('EntryDetail')) },
  errors: [404],
});

export const saveEntryDraftDoc = describedDesk({
  ...revisionedWrite,
  summary: 'Save an entry’s draft',
  description:
    'Replaces this language’s draft; the site does not change. The draft must fit the schema as the site ' +
    `would show it and keep a free slug (\`slug_taken\`; a page may not take a fixed page’s or a collection’s ` +
    `address, \`slug_reserved\`). At most 1 MB. ${validationCodes}`,
  requestBody: 'SaveEntryDraftRequest',
});

export const publishEntryDoc = describedDesk({
  ...revisionedWrite,
  summary: 'Publish or schedule an entry',
  description:
    'Makes the draft live as a new version (a moved address redirects) and renders the site again; with ' +
    'a future `publishAt`, schedules it instead (status `scheduled`). Checks the entry, its slug and its ' +
    `media (\`media_not_found\`, \`image_alt_missing\`, \`not_an_image\`, \`not_a_document\`). ${validationCodes}`,
  requestBody: 'EntryPublishRequest',
});

export const chooseEntryLanguageDoc = describedDesk({
  tag,
  access: 'content:edit',
  parameters: target,
  summary: 'Choose what a language without a translation shows',
  description:
    'Where this language has no published translation the entry is not shown (the default, decision ' +
    '202), or, with `shownIn`, shown in that language (one the entry is published in), marked with its ' +
    '`lang` and left out of hreflang and the sitemap. Live at once, like a publish. 422 ' +
    '`default_language_required` for the default language, `invalid_value` for a language the entry is ' +
    'not published in.',
  requestBody: 'EntryLanguageChoiceRequest',
  responses: { 200: theEntry },
  errors: [400, 404, 415, 422],
});

export const discardEntryDraftDoc = describedDesk({
  ...revisionedWrite,
  summary: 'Discard an entry’s draft',
  description:
    'Sets the draft back to what is live and cancels a schedule; 409 `entry_not_published` when the ' +
    'default language was never published.',
});

export const unpublishEntryDoc = describedDesk({
  ...revisionedWrite,
  summary: 'Take an entry off the site',
  description:
    'This language leaves the site (the default language: the whole entry); its address answers 404.',
});

export const listEntryVersionsDoc = describedDesk({
  tag,
  summary: 'List an entry’s published versions',
  access: 'content:edit',
  parameters: target,
  responses: { 200: jsonResponse('The versions, newest first', ref('ContentVersionSummaryList')) },
  errors: [404],
});

export const readEntryVersionDoc = describedDesk({
  tag,
  summary: 'Read a published version of an entry',
  access: 'content:edit',
  parameters: [...target, version],
  responses: { 200: jsonResponse('The version with its document', ref('ContentVersionDetail')) },
  errors: [404],
});

export const restoreEntryVersionDoc = describedDesk({
  ...revisionedWrite,
  summary: 'Publish an earlier version of an entry again',
  description: `Publishes the version as a new one (\`restoredFrom\`); an unpublished draft stays. ${validationCodes}`,
  parameters: [...target, version],
});
