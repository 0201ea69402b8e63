import { inquiryTopicLimits, topicKeyPattern } from '@sitedesk/shared/inquiry-topics';
import { saveTopicsRequestSchema, type TopicsOverview } from '@sitedesk/shared/inquiry-topics-api';
import { locales } from '@sitedesk/shared/locales';
import { saveTopicFieldsRequestSchema, type TopicFieldsOverview } from '@sitedesk/shared/topic-fields-api';
import { type JsonSchema, objectOf, ref, requestSchemaOf } from './json-schema';
import { jsonResponse, operation, pathParameter } from './operations';

const tag = 'Desk: form fields';

/** A topic's key: one of the seven built in or one editors added (decision 245). */
export const topicKeyJsonSchema: JsonSchema = {
  type: 'string',
  maxLength: inquiryTopicLimits.keyMaxLength,
  pattern: topicKeyPattern.source,
  description:
    'A topic’s key: `product`, `quote`, `service`, `partnership`, `press`, `careers`, `other` or one editors added.',
};
const theTopics = jsonResponse(
  'Every topic in the form’s order and the site’s languages',
  ref('TopicsOverview'),
);
const theFields = jsonResponse(
  'Every topic’s fields and the languages they are labelled in',
  ref('TopicFieldsOverview'),
);

/** `/api/desk/topic-fields` (decision 225): the questions each topic of the contact form adds. */
export const topicFieldPaths: Record<string, Record<string, JsonSchema>> = {
  '/api/desk/topics': {
    get: operation({
      tag,
      summary: 'List the form’s topics',
      description:
        'Every topic in the order the form offers them, hidden ones too (inquiries sent with them keep them). ' +
        'A built-in topic has `labels: null` (its names are translated); one editors added has its names.',
      access: 'staff',
      responses: { 200: theTopics },
    }),
    put: operation({
      tag,
      summary: 'Arrange the form’s topics',
      description:
        'Replaces the list, live at once. Every built-in topic must be there (hidden or not) and `quote` ' +
        'stays shown; at least one topic is shown. An added topic left out is removed with its fields, or ' +
        'kept hidden at the end where inquiries were sent with it.',
      access: 'content:edit',
      requestBody: 'SaveTopicsRequest',
      responses: { 200: theTopics },
      errors: [400, 413, 415, 422],
    }),
  },
  '/api/desk/topic-fields': {
    get: operation({
      tag,
      summary: 'List the form’s extra fields',
      description:
        'Every inquiry topic with the fields editors added to it, in order, and the site’s languages.',
      access: 'content:edit',
      responses: { 200: theFields },
    }),
  },
  '/api/desk/topic-fields/{topic}': {
    put: operation({
      tag,
      summary: 'Set a topic’s extra fields',
      description:
        'Replaces the topic’s whole list, live at once: the form asks them from the next page load, and the ' +
        'server checks answers against them. Inquiries already sent keep the questions as they were asked. ' +
        'An unknown topic is 404.',
      access: 'content:edit',
      parameters: [
        {
          ...pathParameter('topic', 'The inquiry topic’s key, built in or added (`/api/desk/topics`).'),
          schema: topicKeyJsonSchema,
        },
      ],
      requestBody: 'SaveTopicFieldsRequest',
      responses: { 200: theFields },
      errors: [400, 404, 413, 415, 422],
    }),
  },
};

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
