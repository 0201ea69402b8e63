import { z } from 'zod';
import { type AttachmentKind, attachmentKindNames, attachmentKinds } from './attachment-kinds';
import { calendarDaySchema } from './calendar-day';
import { type InquiryTopic, inquiryTopics } from './inquiry-fields';
import { isLocale, type Locale } from './locales';
import { invalidCharactersCode, isStorableText, textSchema } from './text';
import {
  type LocalizedLabels,
  labelIn,
  type TopicFieldAnswer,
  type TopicFieldDefinition,
  topicFieldKeyPattern,
  topicFieldLimits,
  topicFieldTypes,
} from './topic-fields';

/**
 * The desk's "Form fields" API (`/api/desk/topic-fields`, decision 225) and the checks of a visitor's
 * answers: one schema per topic, built from the definitions, checks them in the browser and on the server.
 * Needs `content:edit`, like the site's other content.
 */

/** A field's or choice's key (and an added topic's, `inquiry-topics-api.ts`). */
export const fieldKeySchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .max(topicFieldLimits.keyMaxLength, 'too_long')
  .regex(topicFieldKeyPattern, 'invalid_format')
  // `constructor` fits the pattern, and an answer object without it would inherit Object's: a field so named
  // could never be left empty (security review of decision 243).
  .refine((key) => !(key in Object.prototype), 'invalid_format');

/** Labels per language: English is required, any other language may be left for English to stand in. */
export const localizedLabelsSchema = (maxLength: number) =>
  z
    .record(z.string(), textSchema().max(maxLength, 'too_long'), { error: 'required' })
    .superRefine((labels, context) => {
      for (const locale of Object.keys(labels)) {
        if (!isLocale(locale))
          context.addIssue({ code: 'custom', path: [locale], message: 'unknown_language' });
      }
      if (!labels.en) context.addIssue({ code: 'custom', path: ['en'], message: 'required' });
    })
    // Empty translations are no translations: English stands in for them.
    .transform((labels) => Object.fromEntries(Object.entries(labels).filter(([, text]) => text !== '')))
    .pipe(z.custom<LocalizedLabels>((labels) => typeof labels === 'object' && labels !== null));

const fieldDefinitionSchema = z
  .object({
    key: fieldKeySchema,
    type: z.enum(topicFieldTypes, { error: 'invalid_value' }),
    labels: localizedLabelsSchema(topicFieldLimits.labelMaxLength),
    isRequired: z.boolean({ error: 'invalid_type' }),
    unit: localizedLabelsSchema(topicFieldLimits.unitMaxLength).optional(),
    choices: z
      .array(
        z
          .object({ key: fieldKeySchema, labels: localizedLabelsSchema(topicFieldLimits.labelMaxLength) })
          .strict(),
      )
      .max(topicFieldLimits.choicesPerField, 'too_big')
      .optional(),
    fileKinds: z
      .array(z.enum(attachmentKindNames as [AttachmentKind, ...AttachmentKind[]], { error: 'invalid_value' }))
      .max(attachmentKindNames.length, 'too_big')
      .optional(),
  })
  .strict()
  .superRefine((field, context) => {
    const hasChoices = field.type === 'choice' || field.type === 'choices';
    if (hasChoices && (field.choices?.length ?? 0) < 2) {
      context.addIssue({ code: 'custom', path: ['choices'], message: 'too_small' });
    }
    // A file field that takes no kind could never be answered.
    if (field.type === 'file' && (field.fileKinds?.length ?? 0) === 0) {
      context.addIssue({ code: 'custom', path: ['fileKinds'], message: 'too_small' });
    }
    const keys = (field.choices ?? []).map((choice) => choice.key);
    keys.forEach((key, index) => {
      if (keys.indexOf(key) !== index) {
        context.addIssue({ code: 'custom', path: ['choices', index, 'key'], message: 'duplicate_key' });
      }
    });
  })
  // Only what the type uses is kept: a unit on a text field or options on a date mean nothing.
  .transform(
    (field): TopicFieldDefinition => ({
      key: field.key,
      type: field.type,
      labels: field.labels,
      isRequired: field.isRequired,
      ...(field.type === 'number' && field.unit?.en ? { unit: field.unit } : {}),
      ...(field.type === 'choice' || field.type === 'choices' ? { choices: field.choices ?? [] } : {}),
      ...(field.type === 'file' ? { fileKinds: [...new Set(field.fileKinds ?? [])] } : {}),
    }),
  );

/** PUT /api/desk/topic-fields/{topic} — the topic's extra fields, in the order the form shows them. */
export const saveTopicFieldsRequestSchema = z.object({
  fields: z
    .array(fieldDefinitionSchema)
    .max(topicFieldLimits.fieldsPerTopic, 'too_big')
    .superRefine((fields, context) => {
      const keys = fields.map((field) => field.key);
      keys.forEach((key, index) => {
        if (keys.indexOf(key) !== index) {
          context.addIssue({ code: 'custom', path: [index, 'key'], message: 'duplicate_key' });
        }
      });
    }),
});
export type SaveTopicFieldsRequest = z.input<typeof saveTopicFieldsRequestSchema>;

/** GET /api/desk/topic-fields and the answer of every save: every topic's fields. */
export type TopicFieldsOverview = {
  topics: { topic: string; fields: TopicFieldDefinition[] }[];
  /** The languages the site offers now: the ones the editor labels in. */
  siteLocales: Locale[];
};

export function isInquiryTopic(value: unknown): value is InquiryTopic {
  return typeof value === 'string' && (inquiryTopics as readonly string[]).includes(value);
}

/** Refused as `invalid_characters` beside the field, before any other check (the answers' own schema). */
const storable = (maxLength: number) =>
  z.string().max(maxLength, 'too_long').refine(isStorableText, invalidCharactersCode);

/** The answers as the request carries them: `{ key: text }`, several choices as a list. */
export const topicAnswersInputSchema = z
  .record(
    z.string().max(topicFieldLimits.keyMaxLength),
    z.union([storable(10_000), z.array(storable(1000)).max(topicFieldLimits.choicesPerField)]),
    { error: 'invalid' },
  )
  .refine((answers) => Object.keys(answers).length <= 200, 'invalid');
export type TopicAnswersInput = z.infer<typeof topicAnswersInputSchema>;

/** `12,5` is how half of Europe writes 12.5; stored with a point, as typed otherwise. */
const numberPattern = /^[-+]?\d{1,12}(?:\.\d{1,6})?$/;

const oneText = z.union([z.string(), z.array(z.string()).transform((values) => values[0] ?? '')]);
const someTexts = z.union([z.string().transform((value) => [value]), z.array(z.string())]);

/** The check of one field's answer: its normalised value, `undefined` when an optional field is empty. */
function answerSchema(field: TopicFieldDefinition) {
  const optionKeys = (field.choices ?? []).map((choice) => choice.key);
  const isEmpty = (value: string) => value === '';
  const checkedText = (): z.ZodType<string, unknown> => {
    const text = oneText.pipe(textSchema());
    switch (field.type) {
      case 'number':
        return text
          .refine((value) => value.length <= topicFieldLimits.numberMaxLength, 'invalid_number')
          .transform((value) => value.replace(',', '.'))
          .refine((value) => isEmpty(value) || numberPattern.test(value), 'invalid_number');
      case 'date':
        return text.refine(
          (value) => isEmpty(value) || calendarDaySchema.safeParse(value).success,
          'invalid_date',
        );
      case 'yesNo':
        return text.refine((value) => ['', 'yes', 'no'].includes(value), 'invalid_choice');
      case 'choice':
        return text.refine((value) => isEmpty(value) || optionKeys.includes(value), 'invalid_choice');
      default:
        return text.refine((value) => value.length <= topicFieldLimits.textAnswerMaxLength, 'too_long');
    }
  };
  const value: z.ZodType<string | string[], unknown> =
    field.type === 'file'
      ? fileNamesSchema(field.fileKinds ?? [])
      : field.type === 'choices'
        ? someTexts
            .pipe(z.array(textSchema()))
            .transform((values) => [...new Set(values.filter((option) => option !== ''))])
            .refine((values) => values.every((option) => optionKeys.includes(option)), 'invalid_choice')
        : checkedText();
  return z
    .preprocess((given) => given ?? '', value)
    .transform((given) => (isBlank(given) ? undefined : given))
    .refine((given) => !field.isRequired || given !== undefined, 'required');
}

/**
 * A file field's answer as the schema sees it: the files' names. Their bytes are the server's to judge
 * (decision 249); the name's ending is what the visitor's picker offered, so a file named otherwise is
 * refused on both sides alike.
 */
function fileNamesSchema(kinds: readonly AttachmentKind[]) {
  const endings = kinds.flatMap((kind): readonly string[] => attachmentKinds[kind].extensions);
  const hasAllowedEnding = (name: string) => {
    const lower = name.toLowerCase();
    return endings.some((ending) => lower.endsWith(ending));
  };
  return someTexts
    .pipe(z.array(textSchema()))
    .transform((names) => names.filter((name) => name !== ''))
    .refine((names) => names.length <= topicFieldLimits.filesPerField, 'too_many_files')
    .refine((names) => names.every(hasAllowedEnding), 'unsupported_file_type');
}

function isBlank(value: string | string[]): boolean {
  return Array.isArray(value) ? value.length === 0 : value === '';
}

/**
 * The schema of one topic's answers, built from its fields as they are now: the browser checks with it as
 * the visitor types, the server again at submit time. Answers to fields the topic does not have are left
 * out (a form without JavaScript posts every topic's fields).
 */
export function topicAnswersSchema(fields: readonly TopicFieldDefinition[]) {
  return z.object(Object.fromEntries(fields.map((field) => [field.key, answerSchema(field)])));
}

/** The answers as stored with the inquiry: each given answer with its field's words in the visitor's language. */
export function topicFieldAnswers(
  fields: readonly TopicFieldDefinition[],
  values: Record<string, string | string[] | undefined>,
  locale: Locale,
): TopicFieldAnswer[] {
  return fields.flatMap((field): TopicFieldAnswer[] => {
    const value = values[field.key];
    if (value === undefined) return [];
    const choiceLabel = (key: string) => {
      const choice = field.choices?.find((option) => option.key === key);
      return choice ? labelIn(choice.labels, locale) : key;
    };
    return [
      {
        key: field.key,
        type: field.type,
        label: labelIn(field.labels, locale),
        value,
        ...(field.type === 'choice' || field.type === 'choices'
          ? { valueLabels: (Array.isArray(value) ? value : [value]).map(choiceLabel) }
          : {}),
        ...(field.type === 'number' && field.unit ? { unit: labelIn(field.unit, locale) } : {}),
      },
    ];
  });
}
