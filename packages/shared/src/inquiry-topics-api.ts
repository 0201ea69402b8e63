import { z } from 'zod';
import { inquiryTopics } from './inquiry-fields';
import {
  alwaysOfferedTopic,
  inquiryTopicLimits,
  isBuiltInTopic,
  type TopicDefinition,
  topicKeyPattern,
} from './inquiry-topics';
import type { Locale } from './locales';
import { fieldKeySchema, localizedLabelsSchema } from './topic-fields-api';

/**
 * The desk's topics API (`/api/desk/topics`, decision 245): every staff member reads the topics (the desk
 * names them everywhere); editors (`content:edit`) arrange them, add their own, hide and remove them.
 */

/** A topic as a request or a filter names it: its key's shape only; whether it exists is the server's check. */
export const topicKeySchema = z
  .string({ error: 'invalid_topic' })
  .max(inquiryTopicLimits.keyMaxLength, 'invalid_topic')
  .regex(topicKeyPattern, 'invalid_topic')
  // Topics key records (recipients per topic): never one of Object's own names.
  .refine((key) => !(key in Object.prototype), 'invalid_topic');

const topicDefinitionSchema = z
  .object({
    key: fieldKeySchema,
    labels: localizedLabelsSchema(inquiryTopicLimits.labelMaxLength).nullable(),
    isHidden: z.boolean({ error: 'invalid_type' }),
  })
  .strict()
  .superRefine((topic, context) => {
    // An added topic is named by its editor; a built-in one by its translations, so it takes no labels.
    if (!isBuiltInTopic(topic.key) && topic.labels === null) {
      context.addIssue({ code: 'custom', path: ['labels', 'en'], message: 'required' });
    }
    // "Request a quote" on every product leads to this topic: it stays in the form.
    if (topic.key === alwaysOfferedTopic && topic.isHidden) {
      context.addIssue({ code: 'custom', path: ['isHidden'], message: 'invalid' });
    }
  })
  .transform(
    (topic): TopicDefinition => ({
      key: topic.key,
      labels: isBuiltInTopic(topic.key) ? null : topic.labels,
      isHidden: topic.isHidden,
    }),
  );

/**
 * PUT /api/desk/topics — every topic in the form's order. The built-in topics can be hidden, never left out;
 * an added topic left out is removed, or kept hidden where inquiries were sent with it (the server's part).
 */
export const saveTopicsRequestSchema = z.object({
  topics: z
    .array(topicDefinitionSchema)
    .max(inquiryTopicLimits.topicsMaxCount, 'too_big')
    .superRefine((topics, context) => {
      const keys = topics.map((topic) => topic.key);
      keys.forEach((key, index) => {
        if (keys.indexOf(key) !== index) {
          context.addIssue({ code: 'custom', path: [index, 'key'], message: 'duplicate_key' });
        }
      });
      if (inquiryTopics.some((builtIn) => !keys.includes(builtIn))) {
        context.addIssue({ code: 'custom', path: [], message: 'required' });
      }
      // A form needs a topic to choose.
      if (topics.length > 0 && topics.every((topic) => topic.isHidden)) {
        context.addIssue({ code: 'custom', path: [], message: 'too_small' });
      }
    }),
});
export type SaveTopicsRequest = z.input<typeof saveTopicsRequestSchema>;

/** GET /api/desk/topics and the answer of every save. */
export type TopicsOverview = {
  topics: TopicDefinition[];
  /** The languages the site offers now: the ones an editor names an added topic in. */
  siteLocales: Locale[];
};
