import {
  type ErasureRequestItem,
  type ErasureRequestList,
  erasureRequestConfirmSchema,
  type PersonCounts,
  type PersonErasureResult,
  type PersonSearchResult,
  personRequestSchema,
} from '@sitedesk/shared/people-api';
import { dateTime, type JsonSchema, nullable, objectOf, requestSchemaOf } from './json-schema';

const count: JsonSchema = { type: 'integer', minimum: 0 };

const counts = objectOf<PersonCounts>({
  inquiries: count,
  messages: count,
  notes: count,
  files: count,
  outgoingMails: count,
  devMailboxCopies: count,
});

/** The bodies and answers of `/api/desk/people/*` (decision 185); its paths are on its routes (decision 248). */
export const peopleSchemas: Record<string, JsonSchema> = {
  PersonRequest: requestSchemaOf(personRequestSchema),
  ErasureRequestConfirm: requestSchemaOf(erasureRequestConfirmSchema),
  PersonSearchResult: objectOf<PersonSearchResult>({
    counts,
    erasedAt: nullable({ ...dateTime, description: 'When the address was last erased; null: never.' }),
  }),
  PersonErasureResult: objectOf<PersonErasureResult>({ counts, erasedAt: dateTime }),
  ErasureRequestList: objectOf<ErasureRequestList>({
    items: {
      type: 'array',
      items: objectOf<ErasureRequestItem>({
        id: { type: 'string', format: 'uuid' },
        email: { type: 'string', format: 'email' },
        requestedAt: dateTime,
        dueAt: dateTime,
      }),
    },
  }),
};
