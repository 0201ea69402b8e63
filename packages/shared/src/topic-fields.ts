/**
 * Extra fields per inquiry topic that editors define (issue 27 §1, decision 225): plain data and types, no
 * zod, so the public form can render them before it loads its checks (decision 150). The schemas that check
 * definitions and answers are in `topic-fields-api.ts`.
 */
import type { AttachmentKind } from './attachment-kinds';
import type { Locale } from './locales';

/** What an extra field asks for (a file: decision 249). */
export const topicFieldTypes = ['text', 'number', 'choice', 'choices', 'date', 'yesNo', 'file'] as const;
export type TopicFieldType = (typeof topicFieldTypes)[number];

/** Texts per language; English (the default language, `defaultLocale`) is always there, others fall back to it. */
export type LocalizedLabels = Partial<Record<Locale, string>> & { en: string };

export type TopicFieldChoice = { key: string; labels: LocalizedLabels };

/** One extra field as an editor defined it; its place in its topic's list is its order. */
export type TopicFieldDefinition = {
  /** Stable: answers are stored under it, so a relabelled field stays the same field. */
  key: string;
  type: TopicFieldType;
  labels: LocalizedLabels;
  isRequired: boolean;
  /** A number's unit (`mm`, `pieces`), per language; none for other types. */
  unit?: LocalizedLabels | undefined;
  /** A choice's or several choices' options, in order; none for other types. */
  choices?: TopicFieldChoice[] | undefined;
  /** The kinds of file a file field takes (decision 249), recognised by their bytes; none for other types. */
  fileKinds?: AttachmentKind[] | undefined;
};

/** Every topic's extra fields, by topic key; a topic without any has none or an empty list. */
export type TopicFields = Partial<Record<string, TopicFieldDefinition[]>>;

export const topicFieldLimits = {
  fieldsPerTopic: 20,
  choicesPerField: 30,
  keyMaxLength: 40,
  labelMaxLength: 200,
  unitMaxLength: 20,
  textAnswerMaxLength: 2000,
  /** Twelve significant digits and a sign: any measure a buyer states, never a float's artefacts. */
  numberMaxLength: 20,
  /** Files one file field takes; together with the attachments they stay within the attachments' limits. */
  filesPerField: 5,
} as const;

/** A key as the form posts it (`extra.<topic>.<key>`) and the CSV heads a column: lower-case letters, digits, `_`. */
export const topicFieldKeyPattern = /^[a-z][a-z0-9_]*$/;

/**
 * The form's name of an extra field's control; the server reads the chosen topic's answers back by it. The
 * topic is part of it: a form without JavaScript shows every topic's fields, and two may share a key.
 */
export const topicFieldInputName = (topic: string, key: string) => `extra.${topic}.${key}`;

/** A text in the visitor's language, or English where the editor has not translated it. */
export function labelIn(labels: LocalizedLabels, locale: Locale): string {
  const own = labels[locale];
  return own !== undefined && own !== '' ? own : labels.en;
}

/** One field as a form in one language shows it: its words resolved, nothing else of other languages. */
export type LocalizedTopicField = {
  key: string;
  type: TopicFieldType;
  label: string;
  isRequired: boolean;
  unit?: string;
  choices?: { key: string; label: string }[];
  fileKinds?: AttachmentKind[];
};

export function localizeTopicField(field: TopicFieldDefinition, locale: Locale): LocalizedTopicField {
  return {
    key: field.key,
    type: field.type,
    label: labelIn(field.labels, locale),
    isRequired: field.isRequired,
    ...(field.type === 'number' && field.unit ? { unit: labelIn(field.unit, locale) } : {}),
    ...(field.choices && (field.type === 'choice' || field.type === 'choices')
      ? {
          choices: field.choices.map((choice) => ({
            key: choice.key,
            label: labelIn(choice.labels, locale),
          })),
        }
      : {}),
    ...(field.type === 'file' && field.fileKinds ? { fileKinds: field.fileKinds } : {}),
  };
}

/**
 * One answer as stored with the inquiry: the field as the visitor saw it (label and choice labels in their
 * language), so an inquiry keeps what it was sent with whatever the editors change later.
 */
export type TopicFieldAnswer = {
  key: string;
  type: TopicFieldType;
  label: string;
  /**
   * Text, a number as typed (`12.5`), a day `YYYY-MM-DD`, `yes`/`no`, the chosen options' keys, or the names
   * of a file field's files (stored among the inquiry's attachments under the same names).
   */
  value: string | string[];
  /** The chosen options' labels as the visitor saw them, for choice and several choices. */
  valueLabels?: string[];
  unit?: string;
};

/** An answer as one line of text: for the desk, the e-mail and the CSV. */
export function answerText(answer: TopicFieldAnswer, yesNo: { yes: string; no: string }): string {
  if (answer.type === 'yesNo') return answer.value === 'yes' ? yesNo.yes : yesNo.no;
  if (answer.valueLabels) return answer.valueLabels.join(', ');
  const value = Array.isArray(answer.value) ? answer.value.join(', ') : answer.value;
  return answer.unit ? `${value} ${answer.unit}` : value;
}
