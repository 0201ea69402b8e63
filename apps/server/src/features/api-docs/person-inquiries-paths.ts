import { type InquiryEntryRef, inquiryEntryCollections, inquiryStatuses } from '@sitedesk/shared/desk-api';
import {
  inquiryMergeSchema,
  type PersonInquiries,
  type PersonInquiry,
} from '@sitedesk/shared/person-inquiries-api';
import { dateTime, type JsonSchema, nullable, objectOf, ref, requestSchemaOf, uuid } from './json-schema';
import { jsonResponse, operation, uuidPathParameter } from './operations';
import { topicKeyJsonSchema } from './topic-field-paths';

const tag = 'Desk: inquiries';
const text: JsonSchema = { type: 'string' };
const inquiryId = uuidPathParameter('id', 'The inquiry’s');

/** A person's other inquiries, and merging two of them (decision 179). */
export const personInquiriesPaths: Record<string, Record<string, JsonSchema>> = {
  '/api/desk/inquiries/{id}/same-person': {
    get: operation({
      tag,
      summary: 'List the other inquiries from the same person',
      description:
        'The other inquiries sent from the inquiry’s e-mail address (compared case-insensitively), newest ' +
        'first, at most 20; spam is left out, as in the inbox.',
      access: 'inquiries:read',
      parameters: [inquiryId],
      responses: { 200: jsonResponse('The other inquiries', ref('PersonInquiries')) },
      errors: [404],
    }),
  },
  '/api/desk/inquiries/{id}/merge': {
    post: operation({
      tag,
      summary: 'Merge another inquiry of the same person into this one',
      description:
        'The other inquiry’s message, e-mails, notes, files, activity and visitor-page links join this ' +
        'one’s thread in time order, in one transaction; the other becomes a closed stub that leads here ' +
        '(its reply address too), with an activity entry on both. 409 `merge_refused` (with ' +
        '`details.reason`: `same_inquiry`, `different_person`, `spam`, `already_merged`) when the two are ' +
        'one inquiry, have different e-mail addresses, either is spam, or either was merged already; 404 ' +
        'when either is not there.',
      access: 'inquiries:update',
      parameters: [inquiryId],
      requestBody: 'InquiryMerge',
      responses: { 200: jsonResponse('The inquiry as it is now', ref('InquiryDetail')) },
      errors: [400, 404, 409, 422],
    }),
  },
};

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
