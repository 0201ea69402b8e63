import { locales } from '@sitedesk/shared/locales';
import {
  type ProductFieldsOverview,
  saveProductFieldsRequestSchema,
} from '@sitedesk/shared/product-fields-api';
import { type JsonSchema, objectOf, requestSchemaOf, uuid } from './json-schema';

/** The bodies and answers of `/api/desk/product-fields/{entryId}` (decision 243); its paths are on its routes. */
export const productFieldSchemas: Record<string, JsonSchema> = {
  SaveProductFieldsRequest: requestSchemaOf(saveProductFieldsRequestSchema),
  ProductFieldsOverview: objectOf<ProductFieldsOverview>({
    entryId: uuid,
    fields: { type: 'array', items: { type: 'object', description: 'A field as saved.' } },
    siteLocales: { type: 'array', items: { type: 'string', enum: [...locales] } },
  }),
};
