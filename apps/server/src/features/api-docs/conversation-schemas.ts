import {
  type AnswerTemplate,
  type AnswerTemplateList,
  answerTemplateChangeSchema,
  answerTemplateSchema,
  type ConversationAttachment,
  type ConversationMessage,
  type ConversationThread,
  type ReplyDraft,
  replyDraftSchema,
  replyRequestSchema,
  staffPreferencesSchema,
  templatePurposes,
} from '@sitedesk/shared/conversation-api';
import { locales } from '@sitedesk/shared/locales';
import { dateTime, type JsonSchema, nullable, objectOf, ref, requestSchemaOf, uuid } from './json-schema';

const text: JsonSchema = { type: 'string' };
const texts: JsonSchema = { type: 'array', items: text };

/** Answering from the desk (decision 100): request and response bodies, for `components.schemas`. */
export const conversationSchemas: Record<string, JsonSchema> = {
  ReplyRequest: {
    ...requestSchemaOf(replyRequestSchema),
    description:
      'The answer as plain text (paragraphs separated by a blank line; web links become links). The ' +
      'caller’s signature is added below `-- `. `attachmentIds` are files already on the inquiry.',
  },
  ReplyUpload: {
    type: 'object',
    description:
      'The same answer as multipart form data, with new files: checked like the contact form’s attachments ' +
      '(type from the bytes, size per file and in all).',
    properties: {
      body: text,
      cc: { ...texts, description: 'Repeat the field for each address.' },
      attachmentIds: { type: 'array', items: uuid, description: 'Repeat the field for each file.' },
      files: { type: 'array', items: { type: 'string', format: 'binary' } },
    },
    required: ['body'],
  },
  ConversationMessage: objectOf<ConversationMessage>({
    id: uuid,
    direction: { type: 'string', enum: ['outbound', 'inbound'] },
    author: nullable(objectOf<{ id: string; name: string }>({ id: text, name: text })),
    from: text,
    to: texts,
    cc: texts,
    subject: text,
    text,
    html: {
      ...nullable(text),
      description: 'Inbound only, after the allow-list sanitiser; never render it unsandboxed.',
    },
    isAutomatic: { type: 'boolean', description: 'An auto-reply or bounce: it changed nothing.' },
    attachments: {
      type: 'array',
      items: objectOf<ConversationAttachment>({
        id: uuid,
        fileName: text,
        contentType: text,
        sizeBytes: { type: 'integer', minimum: 0 },
        url: { type: 'string', description: 'A signed download link under `/api/files/`; it expires.' },
      }),
    },
    refusedAttachments: {
      type: 'array',
      items: objectOf<ConversationMessage['refusedAttachments'][number]>({ fileName: text, reason: text }),
    },
    delivery: {
      ...nullable(ref('MailDelivery')),
      description: 'Outbound: the outbox message that delivers it. `failed` can be sent again.',
    },
    createdAt: dateTime,
    isSuspectedSpam: {
      type: 'boolean',
      description: 'Inbound: the spam checks held it; kept in the thread, but nobody was notified.',
    },
  }),
  ConversationThread: objectOf<ConversationThread>({
    items: { type: 'array', items: ref('ConversationMessage'), description: 'Oldest first.' },
  }),
  ReplyDraftRequest: requestSchemaOf(replyDraftSchema),
  ReplyDraft: objectOf<ReplyDraft>({
    body: text,
    cc: texts,
    updatedAt: { ...nullable(dateTime), description: '`null`: no draft saved.' },
  }),
  AnswerTemplateRequest: requestSchemaOf(answerTemplateSchema),
  AnswerTemplateChange: requestSchemaOf(answerTemplateChangeSchema),
  AnswerTemplate: objectOf<AnswerTemplate>({
    id: uuid,
    purpose: {
      type: 'string',
      enum: [...templatePurposes],
      description:
        'Offered in the composer (`answer`) or for a quotation’s payment, delivery or notes terms.',
    },
    locale: { type: 'string', enum: [...locales] },
    title: text,
    body: { type: 'string', description: 'May hold `{{name}}`, `{{reference}}` and `{{staff.name}}`.' },
    updatedAt: dateTime,
  }),
  AnswerTemplateList: objectOf<AnswerTemplateList>({
    items: { type: 'array', items: ref('AnswerTemplate') },
  }),
  StaffPreferences: requestSchemaOf(staffPreferencesSchema),
};
