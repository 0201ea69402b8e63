import { locales } from '@sitedesk/shared/locales';
import {
  type PublishSiteTextsResult,
  publishSiteTextsRequestSchema,
  type SiteText,
  type SiteTextsPage,
  saveSiteTextRequestSchema,
  siteTextCatalogs,
} from '@sitedesk/shared/site-texts-api';
import { dateTime, type JsonSchema, nullable, objectOf, ref, requestSchemaOf } from './json-schema';

const count: JsonSchema = { type: 'integer', minimum: 0 };
const textValue: JsonSchema = {
  description: 'A text, or a plural message’s forms by CLDR category (`{"one": …, "other": …}`).',
  anyOf: [{ type: 'string' }, { type: 'object', additionalProperties: { type: 'string' } }],
};

/** The bodies and answers of `/api/desk/site-texts` (decision 206); its paths are on its routes (decision 248). */
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
