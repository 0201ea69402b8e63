import { collectionIds } from '@sitedesk/shared/collections/entries';
import { contentSectionKeys } from '@sitedesk/shared/content/sections';
import { locales } from '@sitedesk/shared/locales';
import { pageIds } from '@sitedesk/shared/routes';
import type { JsonSchema } from './json-schema';
import { operation, pathParameter } from './operations';

const content = 'Desk: content';

const locale = {
  ...pathParameter('locale', 'The section’s language; anything else is 404.'),
  schema: { type: 'string', enum: [...locales] },
};

/**
 * The preview of the content editor's drafts under `/desk/preview`: outside `/api`, so described here; the
 * editor's `/api/desk/content` routes describe themselves (decision 248).
 */
export const contentPaths: Record<string, Record<string, JsonSchema>> = {
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
