import { collectionIds } from '@sitedesk/shared/collections/entries';
import { contentSectionKeys } from '@sitedesk/shared/content/sections';
import { locales } from '@sitedesk/shared/locales';
import { pageIds } from '@sitedesk/shared/routes';
import { type JsonSchema, ref } from './json-schema';
import { jsonResponse, type OperationOptions, operation, pathParameter } from './operations';

const content = 'Desk: content';

const locale = {
  ...pathParameter('locale', 'The section’s language; anything else is 404.'),
  schema: { type: 'string', enum: [...locales] },
};
const section = {
  ...pathParameter('section', 'A part of the content model; anything else is 404.'),
  schema: { type: 'string', enum: [...contentSectionKeys] },
};
const version = {
  ...pathParameter('version', 'A published version’s number, from 1.'),
  schema: { type: 'integer', minimum: 1 },
};
const target = [locale, section];

const theSection = jsonResponse('The section as it is now', ref('ContentSectionDetail'));

const validationCodes = 'A 422 names each field by its path (`items.0.title`) with a `ContentFieldCode`.';

/** Every write names the revision the editor saw, is limited in size, and may be refused as stale. */
const revisionedWrite: Omit<OperationOptions, 'tag' | 'summary'> = {
  access: 'content:edit',
  parameters: target,
  requestBody: 'RevisionRequest',
  responses: { 200: theSection },
  errors: [400, 404, 409, 413, 422],
};

/** The content editor under `/api/desk/content`, and the preview of its drafts under `/desk/preview`. */
export const contentPaths: Record<string, Record<string, JsonSchema>> = {
  '/api/desk/content': {
    get: operation({
      tag: content,
      summary: 'List the content sections',
      description: 'Every section in every locale with its revision, draft state and missing translations.',
      access: 'content:edit',
      responses: { 200: jsonResponse('The sections', ref('ContentOverview')) },
    }),
  },
  '/api/desk/content/{locale}/{section}': {
    get: operation({
      tag: content,
      summary: 'Read a section',
      description:
        'The draft and the published document, the English fallback, the preview pages and the media used.',
      access: 'content:edit',
      parameters: target,
      responses: { 200: jsonResponse('The section', ref('ContentSectionDetail')) },
      errors: [404],
    }),
  },
  '/api/desk/content/{locale}/{section}/draft': {
    put: operation({
      tag: content,
      summary: 'Save a section’s draft',
      description:
        'Replaces the draft; the live site does not change. The document must fit the content model, but ' +
        'translations may stay blank and images may still lack alt text. A stale `revision` is 409 ' +
        `\`edit_conflict\` and nothing is overwritten. At most 512 KB. ${validationCodes}`,
      access: 'content:edit',
      parameters: target,
      requestBody: 'SaveDraftRequest',
      responses: { 200: theSection },
      errors: [400, 404, 409, 413, 422],
    }),
  },
  '/api/desk/content/{locale}/{section}/publish': {
    post: operation({
      ...revisionedWrite,
      tag: content,
      summary: 'Publish a section’s draft',
      description:
        'Makes the draft live as a new version and renders the public pages again. Publishing checks the ' +
        'whole section and the media it uses (`media_not_found`, `image_alt_missing`, `not_an_image`, ' +
        '`not_a_document`). A draft equal to what is live publishes nothing and answers 200. ' +
        validationCodes,
    }),
  },
  '/api/desk/content/{locale}/{section}/discard': {
    post: operation({
      ...revisionedWrite,
      tag: content,
      summary: 'Discard a section’s draft',
      description: 'Sets the draft back to what is live.',
    }),
  },
  '/api/desk/content/{locale}/{section}/versions': {
    get: operation({
      tag: content,
      summary: 'List a section’s published versions',
      access: 'content:edit',
      parameters: target,
      responses: { 200: jsonResponse('The versions, newest first', ref('ContentVersionList')) },
      errors: [404],
    }),
  },
  '/api/desk/content/{locale}/{section}/versions/{version}': {
    get: operation({
      tag: content,
      summary: 'Read a published version',
      access: 'content:edit',
      parameters: [...target, version],
      responses: { 200: jsonResponse('The version with its document', ref('ContentVersionDetail')) },
      errors: [404],
    }),
  },
  '/api/desk/content/{locale}/{section}/versions/{version}/restore': {
    post: operation({
      ...revisionedWrite,
      tag: content,
      summary: 'Publish an earlier version again',
      description:
        'Publishes the version’s document as a new version (`restoredFrom` names the old one) and replaces ' +
        `the draft with it. It is checked like a publish. ${validationCodes}`,
      parameters: [...target, version],
    }),
  },
  '/desk/preview/{locale}/{page}': {
    get: operation({
      tag: content,
      summary: 'Preview a page with the drafts',
      description:
        'The real page rendered with every section’s draft instead of its published document. Never cached ' +
        '(`Cache-Control: no-store`) and never indexed (`X-Robots-Tag: noindex, nofollow`).',
      access: 'content:edit',
      parameters: [
        locale,
        {
          ...pathParameter('page', 'The page; anything else is 404.'),
          schema: { type: 'string', enum: [...pageIds] },
        },
        {
          name: 'section',
          in: 'query',
          required: false,
          description: 'The section being edited: the preview’s bar links back to its editor.',
          schema: { type: 'string', enum: [...contentSectionKeys] },
        },
      ],
      responses: {
        200: { description: 'The page', content: { 'text/html': { schema: { type: 'string' } } } },
      },
      errors: [404],
    }),
  },
  '/desk/preview/collections/{collection}/{id}/{locale}': {
    get: operation({
      tag: content,
      summary: 'Preview an entry’s page with its draft',
      description:
        'The entry’s public page rendered from its drafts (a language without a draft falls back to English), ' +
        'with a “Draft preview — not public” bar linking back to its editor. Never cached and never indexed.',
      access: 'content:edit',
      parameters: [
        {
          ...pathParameter('collection', 'The collection; anything else is 404.'),
          schema: { type: 'string', enum: [...collectionIds] },
        },
        {
          ...pathParameter('id', 'The entry’s id; an unknown one is 404.'),
          schema: { type: 'string', format: 'uuid' },
        },
        locale,
      ],
      responses: {
        200: { description: 'The page', content: { 'text/html': { schema: { type: 'string' } } } },
      },
      errors: [404],
    }),
  },
};
