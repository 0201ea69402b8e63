import type { ApiInquiryCreated, ApiInquiryNote, ApiInquiryNoteList } from '@sitedesk/shared/api-keys-api';
import { dateTime, type JsonSchema, nullable, objectOf, ref, uuid } from './json-schema';

/**
 * What `/api/v1` answers about notes and a created inquiry (decision 235). The operations are declared on
 * the routes (features/inquiry/public-api/openapi.ts); the request body's schema comes from there too.
 */
export const publicInquirySchemas: Record<string, JsonSchema> = {
  ApiInquiryNote: objectOf<ApiInquiryNote>({
    id: uuid,
    author: nullable(
      objectOf<NonNullable<ApiInquiryNote['author']>>({ id: { type: 'string' }, name: { type: 'string' } }),
    ),
    text: { type: 'string' },
    createdAt: dateTime,
  }),
  ApiInquiryNoteList: objectOf<ApiInquiryNoteList>({
    items: { type: 'array', items: ref('ApiInquiryNote') },
  }),
  ApiInquiryCreated: objectOf<ApiInquiryCreated>({
    id: uuid,
    reference: { type: 'string', description: 'What the visitor’s confirmation and the desk show' },
  }),
};
