import { inquiryTopicLabels } from '@sitedesk/shared/inquiry-labels';
import { isBuiltInTopic } from '@sitedesk/shared/inquiry-topics';
import type { Locale } from '@sitedesk/shared/locales';
import { type LocalizedLabels, labelIn } from '@sitedesk/shared/topic-fields';
import { oneLine } from './one-line';

/**
 * A topic's name in a mail's language: a built-in topic's translation, an added topic's own label (decision
 * 245), or its key for a row queued without labels.
 */
export function topicNameIn(
  props: { topic: string; topicLabels?: LocalizedLabels | undefined },
  locale: Locale,
): string {
  if (isBuiltInTopic(props.topic)) return inquiryTopicLabels[locale][props.topic];
  // An editor's words: one line, so a label cannot add lines of its own to the mail's facts.
  return oneLine(props.topicLabels ? labelIn(props.topicLabels, locale) : props.topic);
}
