import { locales } from '@sitedesk/shared/locales';
import {
  type ProductFieldsOverview,
  saveProductFieldsRequestSchema,
} from '@sitedesk/shared/product-fields-api';
import { type JsonSchema, objectOf, ref, requestSchemaOf, uuid } from './json-schema';
import { jsonResponse, operation, uuidPathParameter } from './operations';

const tag = 'Desk: form fields';
const theFields = jsonResponse(
  'The product’s fields and the languages they are labelled in',
  ref('ProductFieldsOverview'),
);
const entryId = uuidPathParameter('entryId', 'The product entry’s');

/** `/api/desk/product-fields/{entryId}` (decision 243): a product's variants, options and other questions. */
export const productFieldPaths: Record<string, Record<string, JsonSchema>> = {
  '/api/desk/product-fields/{entryId}': {
    get: operation({
      tag,
      summary: 'Read a product’s own fields',
      description:
        'The fields a request for a quotation asks under this product’s line (its variants, options, …), ' +
        'in order, and the site’s languages. Not a product: 404.',
      access: 'content:edit',
      parameters: [entryId],
      responses: { 200: theFields },
      errors: [404],
    }),
    put: operation({
      tag,
      summary: 'Set a product’s own fields',
      description:
        'Replaces the product’s whole list, live at once, as a topic’s fields are: the form asks them under ' +
        'the product’s line from the next page load, and the server checks each line’s answers ' +
        '(`lines[n].extra`) against them; an answer in error comes back as `lines.<n>.extra.<key>`. ' +
        'Requests already sent keep the questions as they were asked. Not a product: 404.',
      access: 'content:edit',
      parameters: [entryId],
      requestBody: 'SaveProductFieldsRequest',
      responses: { 200: theFields },
      errors: [400, 404, 413, 415, 422],
    }),
  },
};

export const productFieldSchemas: Record<string, JsonSchema> = {
  SaveProductFieldsRequest: requestSchemaOf(saveProductFieldsRequestSchema),
  ProductFieldsOverview: objectOf<ProductFieldsOverview>({
    entryId: uuid,
    fields: { type: 'array', items: { type: 'object', description: 'A field as saved.' } },
    siteLocales: { type: 'array', items: { type: 'string', enum: [...locales] } },
  }),
};
