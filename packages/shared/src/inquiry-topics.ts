/**
 * The inquiry form's topics as editors arrange them (issue 27 §1, decision 245): the seven built-in topics,
 * translated into every site language and carrying meaning (a quote request's products, a job's
 * application), and topics editors add, labelled by them. Plain data, no zod, so the public form can render
 * before it loads its checks (decision 150); the desk API's schema is in `inquiry-topics-api.ts`.
 */
import { type InquiryTopic, inquiryTopics } from './inquiry-fields';
import type { Locale } from './locales';
import { type LocalizedLabels, labelIn } from './topic-fields';

/** One topic as the form offers it. A built-in topic has no labels of its own: its words are translated. */
export type TopicDefinition = {
  /** Stable: inquiries, routing rules and extra fields name the topic by it. */
  key: string;
  /** An added topic's name per language (English always); `null` for a built-in topic. */
  labels: LocalizedLabels | null;
  /** Left out of the form; inquiries sent with it keep it and its name. */
  isHidden: boolean;
};

export const inquiryTopicLimits = {
  /** The form's select stays a short list, and the form without JavaScript has one CSS rule per place. */
  topicsMaxCount: 30,
  keyMaxLength: 40,
  labelMaxLength: 100,
} as const;

/** A topic key: lower-case letters, digits and `_`, as a field key (it is part of the form's field names). */
export const topicKeyPattern = /^[a-z][a-z0-9_]*$/;

/** The topic a product's "Request a quote" leads to: it cannot be hidden (a job's, careers, is set anyway). */
export const alwaysOfferedTopic: InquiryTopic = 'quote';

/** The topics before any editor arranged them: the built-in ones, all shown, in their original order. */
export const builtInTopicDefinitions: readonly TopicDefinition[] = inquiryTopics.map((key) => ({
  key,
  labels: null,
  isHidden: false,
}));

export function isBuiltInTopic(key: string): key is InquiryTopic {
  return (inquiryTopics as readonly string[]).includes(key);
}

/**
 * What a topic is called in a language: a built-in topic's translation, an added topic's own label (or its
 * English one), and the bare key for a topic no longer known (an inquiry outlives nothing, but be safe).
 */
export function topicLabel(
  key: string,
  locale: Locale,
  definitions: readonly TopicDefinition[],
  builtInLabels: Record<InquiryTopic, string>,
): string {
  if (isBuiltInTopic(key)) return builtInLabels[key];
  const labels = definitions.find((definition) => definition.key === key)?.labels;
  return labels ? labelIn(labels, locale) : key;
}

/** A topic as one language's form lists it. */
export type TopicOption = { key: string; label: string };

/** The topics the form offers, in the editor's order, named in the page's language. */
export function topicOptionsIn(
  definitions: readonly TopicDefinition[],
  locale: Locale,
  builtInLabels: Record<InquiryTopic, string>,
): TopicOption[] {
  return definitions
    .filter((definition) => !definition.isHidden)
    .map((definition) => ({
      key: definition.key,
      label: topicLabel(definition.key, locale, definitions, builtInLabels),
    }));
}
