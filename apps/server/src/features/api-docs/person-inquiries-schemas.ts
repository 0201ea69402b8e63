import { type InquiryEntryRef, inquiryEntryCollections, inquiryStatuses } from '@sitedesk/shared/desk-api';
import {
  inquiryMergeSchema,
  type PersonInquiries,
  type PersonInquiry,
} from '@sitedesk/shared/person-inquiries-api';
import { dateTime, type JsonSchema, nullable, objectOf, requestSchemaOf, uuid } from './json-schema';
import { topicKeyJsonSchema } from './topic-field-schemas';

const text: JsonSchema = { type: 'string' };

/** The schemas of a person's other inquiries and merging two (decision 179); their routes describe themselves (decision 248). */
export const personInquiriesSchemas: Record<string, JsonSchema> = {
  InquiryMerge: requestSchemaOf(inquiryMergeSchema),
  PersonInquiries: objectOf<PersonInquiries>({
    items: {
      type: 'array',
      items: objectOf<PersonInquiry>({
        id: uuid,
        reference: text,
        createdAt: dateTime,
        status: { type: 'string', enum: [...inquiryStatuses] },
        topic: topicKeyJsonSchema,
        entry: nullable(
          objectOf<InquiryEntryRef>({
            id: uuid,
            collection: { type: 'string', enum: [...inquiryEntryCollections] },
            title: text,
          }),
        ),
      }),
    },
    hasMore: { type: 'boolean', description: 'There are more than the 20 listed.' },
  }),
};
