import { z } from 'zod';
import type { MailDelivery } from './desk-api';
import { deskLocales, locales } from './locales';
import { quoteLimits } from './quotes-api';
import { emailAddressSchema, requiredTextSchema, textSchema } from './text';

/**
 * Conversations: staff answer an inquiry by e-mail from the desk, and the visitor's answers come back into
 * the same thread. Shared by the server (which validates with these schemas) and the desk UI.
 */

export const conversationLimits = {
  replyBodyMaxLength: 20_000,
  ccMaxCount: 10,
  attachmentsMaxCount: 10,
  templateTitleMaxLength: 120,
  signatureMaxLength: 2_000,
} as const;

/** POST /api/desk/inquiries/{id}/replies — JSON, or multipart with `body`, `cc` (repeated) and `files`. */
export const replyRequestSchema = z.object({
  body: requiredTextSchema(conversationLimits.replyBodyMaxLength),
  cc: z.array(emailAddressSchema()).max(conversationLimits.ccMaxCount).default([]),
  /** Files already on the inquiry (the visitor's or earlier messages'), sent again with this answer. */
  attachmentIds: z.array(z.uuid()).max(conversationLimits.attachmentsMaxCount).default([]),
});
export type ReplyRequest = z.input<typeof replyRequestSchema>;

/** GET/PUT /api/desk/inquiries/{id}/reply-draft — the composer's unsent text; addresses may be half-typed. */
export const replyDraftSchema = z.object({
  body: textSchema().max(conversationLimits.replyBodyMaxLength),
  cc: z.array(textSchema().max(254)).max(conversationLimits.ccMaxCount).default([]),
});
export type ReplyDraft = z.output<typeof replyDraftSchema> & { updatedAt: string | null };

export type ConversationAttachment = {
  id: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  url: string;
};

/** One e-mail of the thread, in either direction. */
export type ConversationMessage = {
  id: string;
  direction: 'outbound' | 'inbound';
  /** Who wrote an outbound message; `null` for inbound ones. */
  author: { id: string; name: string } | null;
  from: string;
  to: string[];
  cc: string[];
  subject: string;
  text: string;
  /** Inbound HTML after the sanitiser (no scripts, no remote images); show only in a sandbox, if at all. */
  html: string | null;
  /** An auto-reply or bounce: shown, but it changed nothing. */
  isAutomatic: boolean;
  attachments: ConversationAttachment[];
  /** Files of an inbound message that were not accepted, and why (`unsupported_file_type`, `file_too_large`). */
  refusedAttachments: { fileName: string; reason: string }[];
  /** Outbound: how delivery stands (a `failed` one can be sent again). */
  delivery: MailDelivery | null;
  createdAt: string;
  /** Inbound: the spam checks held it; kept in the thread, but nobody was notified and nothing changed. */
  isSuspectedSpam: boolean;
};

/** GET /api/desk/inquiries/{id}/messages */
export type ConversationThread = { items: ConversationMessage[] };

/**
 * Where a template is offered: the composer's answers, or one of a quotation's terms (payment, delivery,
 * further notes), so sales write the same terms once and pick them per quotation.
 */
export const templatePurposes = ['answer', 'payment', 'delivery', 'notes'] as const;
export type TemplatePurpose = (typeof templatePurposes)[number];

const answerTemplateFields = z.object({
  purpose: z.enum(templatePurposes).default('answer'),
  locale: z.enum(locales),
  title: requiredTextSchema(conversationLimits.templateTitleMaxLength),
  body: requiredTextSchema(conversationLimits.replyBodyMaxLength),
});

/** Whether a template's words fit where it is offered: a quotation's terms hold `termsMaxLength` at most. */
export function templateBodyFits(purpose: TemplatePurpose, body: string): boolean {
  return purpose === 'answer' || body.length <= quoteLimits.termsMaxLength;
}

/** POST /api/desk/templates — staff with `settings:manage`; `purpose` defaults to `answer`. */
export const answerTemplateSchema = answerTemplateFields.refine(
  (template) => templateBodyFits(template.purpose, template.body),
  { path: ['body'], message: 'too_long' },
);

/** PATCH /api/desk/templates/{id}: any of the fields; the server checks the body against the purpose. */
export const answerTemplateChangeSchema = answerTemplateFields.partial().extend({
  purpose: z.enum(templatePurposes).optional(),
});

export type AnswerTemplateInput = z.input<typeof answerTemplateSchema>;

/** GET /api/desk/templates — every staff member who may answer reads them. */
export type AnswerTemplate = z.output<typeof answerTemplateSchema> & { id: string; updatedAt: string };
export type AnswerTemplateList = { items: AnswerTemplate[] };

/** The placeholders a template may hold, filled in when the composer inserts it. */
export const templatePlaceholders = ['{{name}}', '{{reference}}', '{{staff.name}}'] as const;

/** Fills a template's placeholders; unknown `{{…}}` stay as they are, for the writer to see. */
export function fillTemplate(
  body: string,
  values: { name: string; reference: string; staffName: string },
): string {
  return body
    .replaceAll('{{name}}', values.name)
    .replaceAll('{{reference}}', values.reference)
    .replaceAll('{{staff.name}}', values.staffName);
}

/** GET/PUT /api/desk/me/preferences */
export const staffPreferencesSchema = z.object({
  signature: textSchema().max(conversationLimits.signatureMaxLength),
  /** An e-mail when a visitor answers an inquiry of mine (or, unowned, of my team's: decision 174). */
  notifyOnReply: z.boolean(),
  /** The language of the e-mails the desk sends this member (the "visitor answered" notice). */
  emailLocale: z.enum(deskLocales),
  /** An e-mail when someone else or a routing rule assigns me an inquiry; left out: unchanged. */
  notifyOnAssigned: z.boolean().optional(),
  /** The first-answer reminders (80 % passed on mine, the deadline passed on my team's); left out: unchanged. */
  notifyOnOverdue: z.boolean().optional(),
});
export type StaffPreferencesRequest = z.output<typeof staffPreferencesSchema>;
/** What GET and PUT answer: every switch. */
export type StaffPreferences = Required<StaffPreferencesRequest>;

/** POST /api/desk/mailbox/{id}/answer-as-visitor (MAIL_DRIVER=dev only) */
export const devVisitorAnswerSchema = z.object({
  text: requiredTextSchema(conversationLimits.replyBodyMaxLength),
});
