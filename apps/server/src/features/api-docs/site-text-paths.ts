import { locales } from '@sitedesk/shared/locales';
import {
  type PublishSiteTextsResult,
  publishSiteTextsRequestSchema,
  type SiteText,
  type SiteTextsPage,
  saveSiteTextRequestSchema,
  siteTextCatalogs,
  siteTextSearchQuerySchema,
} from '@sitedesk/shared/site-texts-api';
import {
  dateTime,
  type JsonSchema,
  nullable,
  objectOf,
  queryParametersOf,
  ref,
  requestSchemaOf,
} from './json-schema';
import { jsonResponse, operation, pathParameter } from './operations';

const tag = 'Desk: site texts';
const count: JsonSchema = { type: 'integer', minimum: 0 };
const textValue: JsonSchema = {
  description: 'A text, or a plural message’s forms by CLDR category (`{"one": …, "other": …}`).',
  anyOf: [{ type: 'string' }, { type: 'object', additionalProperties: { type: 'string' } }],
};
const localeParameter = {
  ...pathParameter('locale', 'The language whose texts are read or corrected.'),
  schema: { type: 'string', enum: [...locales] },
};
const textParameters = [
  localeParameter,
  {
    ...pathParameter('catalog', 'The catalog (`messages/<locale>/<catalog>.json`).'),
    schema: { type: 'string', enum: [...siteTextCatalogs] },
  },
  pathParameter('key', 'The text’s key path in the catalog, e.g. `inquiryForm.title`.'),
];
const oneText = jsonResponse('The text with its correction', ref('SiteText'));

/** `/api/desk/site-texts`: editors' corrections of the shipped texts of the visitor's side (decision 206). */
export const siteTextPaths: Record<string, Record<string, JsonSchema>> = {
  '/api/desk/site-texts/{locale}': {
    get: operation({
      tag,
      summary: 'Search the shipped texts of a language',
      description:
        'By key or by words of the English text, the language’s text or a correction; corrected texts first, at most `limit`.',
      access: 'content:edit',
      parameters: [localeParameter, ...queryParametersOf(siteTextSearchQuerySchema)],
      responses: { 200: jsonResponse('The matching texts', ref('SiteTextsPage')) },
      errors: [404, 422],
    }),
  },
  '/api/desk/site-texts/{locale}/{catalog}/{key}': {
    put: operation({
      tag,
      summary: 'Correct a text (as a draft)',
      description:
        'The site shows it after the language’s publish. It must keep exactly the shipped text’s `{placeholders}` ' +
        '(422 `placeholders_changed`, for a plural message per form: field `value.<form>`) and, for a plural ' +
        'message, exactly the shipped forms (422 `plural_forms_changed`). An unknown catalog or key is 404.',
      access: 'content:edit',
      parameters: textParameters,
      requestBody: 'SaveSiteTextRequest',
      responses: { 200: oneText },
      errors: [400, 404, 413, 415, 422],
    }),
    delete: operation({
      tag,
      summary: 'Reset a text to the shipped one (as a draft)',
      description: 'The correction stays live until the language’s next publish.',
      access: 'content:edit',
      parameters: textParameters,
      responses: { 200: oneText },
      errors: [404],
    }),
  },
  '/api/desk/site-texts/{locale}/publish': {
    post: operation({
      tag,
      summary: 'Publish a language’s corrections',
      description:
        'Takes every pending correction and reset of the language live; answers once this instance’s pages show them (the other instances follow within moments). Audited as `content.published`.',
      access: 'content:edit',
      parameters: [localeParameter],
      requestBody: 'PublishSiteTextsRequest',
      responses: { 200: jsonResponse('How many texts changed', ref('PublishSiteTextsResult')) },
      errors: [400, 404, 415, 422],
    }),
  },
};

export const siteTextSchemas: Record<string, JsonSchema> = {
  SaveSiteTextRequest: requestSchemaOf(saveSiteTextRequestSchema),
  PublishSiteTextsRequest: requestSchemaOf(publishSiteTextsRequestSchema),
  SiteText: objectOf<SiteText>({
    catalog: { type: 'string', enum: [...siteTextCatalogs] },
    key: { type: 'string' },
    english: textValue,
    shipped: textValue,
    draft: nullable(textValue),
    published: nullable(textValue),
    isPending: { type: 'boolean', description: 'The draft differs from what is live.' },
    draftUpdatedAt: nullable(dateTime),
    draftUpdatedByName: nullable({ type: 'string' }),
    publishedAt: nullable(dateTime),
    publishedByName: nullable({ type: 'string' }),
  }),
  SiteTextsPage: objectOf<SiteTextsPage>({
    locale: { type: 'string', enum: [...locales] },
    texts: { type: 'array', items: ref('SiteText') },
    total: { ...count, description: 'Matching texts in all.' },
    limit: count,
    pending: { ...count, description: 'Corrections of this language waiting for publishing.' },
  }),
  PublishSiteTextsResult: objectOf<PublishSiteTextsResult>({ published: count }),
};
