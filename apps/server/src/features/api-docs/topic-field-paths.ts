import { inquiryTopics } from '@sitedesk/shared/inquiry-fields';
import { locales } from '@sitedesk/shared/locales';
import { saveTopicFieldsRequestSchema, type TopicFieldsOverview } from '@sitedesk/shared/topic-fields-api';
import { type JsonSchema, objectOf, ref, requestSchemaOf } from './json-schema';
import { jsonResponse, operation, pathParameter } from './operations';

const tag = 'Desk: form fields';
const theFields = jsonResponse(
  'Every topic’s fields and the languages they are labelled in',
  ref('TopicFieldsOverview'),
);

/** `/api/desk/topic-fields` (decision 225): the questions each topic of the contact form adds. */
export const topicFieldPaths: Record<string, Record<string, JsonSchema>> = {
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
          ...pathParameter('topic', 'The inquiry topic.'),
          schema: { type: 'string', enum: [...inquiryTopics] },
        },
      ],
      requestBody: 'SaveTopicFieldsRequest',
      responses: { 200: theFields },
      errors: [400, 404, 413, 415, 422],
    }),
  },
};

export const topicFieldSchemas: Record<string, JsonSchema> = {
  SaveTopicFieldsRequest: requestSchemaOf(saveTopicFieldsRequestSchema),
  TopicFieldsOverview: objectOf<TopicFieldsOverview>({
    topics: {
      type: 'array',
      items: {
        type: 'object',
        required: ['topic', 'fields'],
        properties: {
          topic: { type: 'string', enum: [...inquiryTopics] },
          fields: { type: 'array', items: { type: 'object', description: 'A field as saved.' } },
        },
      },
    },
    siteLocales: { type: 'array', items: { type: 'string', enum: [...locales] } },
  }),
};
