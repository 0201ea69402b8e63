import {
  saveTopicsRequestSchema,
  type TopicsOverview,
  topicKeySchema,
} from '@sitedesk/shared/inquiry-topics-api';
import { locales } from '@sitedesk/shared/locales';
import { saveTopicFieldsRequestSchema, type TopicFieldsOverview } from '@sitedesk/shared/topic-fields-api';
import { type JsonSchema, objectOf, requestSchemaOf } from './json-schema';

/** A topic's key: one of the seven built in or one editors added (decision 245). */
export const topicKeyJsonSchema: JsonSchema = {
  ...requestSchemaOf(topicKeySchema),
  description:
    'A topic’s key: `product`, `quote`, `service`, `partnership`, `press`, `careers`, `other` or one editors added.',
};

/** The bodies and answers of `/api/desk/topics` and `/api/desk/topic-fields` (decisions 225, 245); their paths are on their routes. */
export const topicFieldSchemas: Record<string, JsonSchema> = {
  SaveTopicsRequest: requestSchemaOf(saveTopicsRequestSchema),
  TopicsOverview: objectOf<TopicsOverview>({
    topics: {
      type: 'array',
      items: {
        type: 'object',
        required: ['key', 'labels', 'isHidden'],
        properties: {
          key: topicKeyJsonSchema,
          labels: {
            oneOf: [{ type: 'object', additionalProperties: { type: 'string' } }, { type: 'null' }],
            description: 'An added topic’s names per language (English always); `null` for a built-in one.',
          },
          isHidden: { type: 'boolean' },
        },
      },
    },
    siteLocales: { type: 'array', items: { type: 'string', enum: [...locales] } },
  }),
  SaveTopicFieldsRequest: requestSchemaOf(saveTopicFieldsRequestSchema),
  TopicFieldsOverview: objectOf<TopicFieldsOverview>({
    topics: {
      type: 'array',
      items: {
        type: 'object',
        required: ['topic', 'fields'],
        properties: {
          topic: topicKeyJsonSchema,
          fields: { type: 'array', items: { type: 'object', description: 'A field as saved.' } },
        },
      },
    },
    siteLocales: { type: 'array', items: { type: 'string', enum: [...locales] } },
  }),
};
