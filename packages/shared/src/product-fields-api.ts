import type { z } from 'zod';
import type { Locale } from './locales';
import type { TopicFieldDefinition } from './topic-fields';
import { saveTopicFieldsRequestSchema } from './topic-fields-api';

/**
 * A product's own fields (issue 27 §1/§2, decision 243): its variants (one choice), options (several
 * choices) and any other field a topic may have, defined by an editor beside the product entry and asked
 * under that product's line of a request for a quotation. The same definitions, checks and stored answers
 * as the topics' extra fields (decision 225); only where they are kept and asked differs.
 */

/** PUT /api/desk/product-fields/{entryId}: the product's whole list, replacing the one before. */
export const saveProductFieldsRequestSchema = saveTopicFieldsRequestSchema;
export type SaveProductFieldsRequest = z.input<typeof saveProductFieldsRequestSchema>;

/** GET and PUT /api/desk/product-fields/{entryId}: the product's fields and the languages to label them in. */
export type ProductFieldsOverview = {
  entryId: string;
  fields: TopicFieldDefinition[];
  siteLocales: Locale[];
};

/** Every product's fields that has any, by entry id: what the request form shows under each line. */
export type ProductFields = Record<string, TopicFieldDefinition[]>;
