import { type InquiryFieldErrorCode, inquiryFieldErrorCodes } from '@sitedesk/shared/inquiry-fields';
import type { LocalizedTopicField, TopicFieldDefinition } from '@sitedesk/shared/topic-fields';
import { topicAnswersSchema } from '@sitedesk/shared/topic-fields-api';

/**
 * The topic's extra answers checked with the schema the server checks them with (decision 225), built from
 * the fields as this page shows them: the server checks again against the fields current when it arrives.
 */
export function validateExtraAnswers(
  fields: readonly LocalizedTopicField[],
  answers: Record<string, string | string[]>,
): Record<string, InquiryFieldErrorCode> {
  const definitions: TopicFieldDefinition[] = fields.map((field) => ({
    key: field.key,
    type: field.type,
    labels: { en: field.label },
    isRequired: field.isRequired,
    choices: field.choices?.map((choice) => ({ key: choice.key, labels: { en: choice.label } })),
    fileKinds: field.fileKinds,
  }));
  const parsed = topicAnswersSchema(definitions).safeParse(answers);
  if (parsed.success) return {};
  const errors: Record<string, InquiryFieldErrorCode> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? '');
    if (key === '' || errors[key]) continue;
    errors[key] = (inquiryFieldErrorCodes as readonly string[]).includes(issue.message)
      ? (issue.message as InquiryFieldErrorCode)
      : 'invalid';
  }
  return errors;
}
