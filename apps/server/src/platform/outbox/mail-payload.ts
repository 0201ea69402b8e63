import type { MailTemplateName, MailTemplateProps, TemplatedMail } from '@sitedesk/email/render-mail';
import { inquiryTopicLimits } from '@sitedesk/shared/inquiry-topics';
import { deskLocales, locales } from '@sitedesk/shared/locales';
import { staffRoles } from '@sitedesk/shared/permissions';
import { quantityUnits } from '@sitedesk/shared/quote-request';
import { type LocalizedLabels, topicFieldTypes } from '@sitedesk/shared/topic-fields';
import { z } from 'zod';

/*
 * What a `mail_outbox` row's `data` holds: the envelope (recipients and threading headers) and a template
 * with its props. Rows are written by one process version and read, maybe days later, by another, so both
 * ends check them against these schemas: a bad payload is refused when it is queued, and a row that no
 * longer fits fails readably at delivery instead of crashing a template.
 */

const isoTimestamp = z.iso.datetime({ offset: true });
const localeSchema = z.enum(locales);
/** Mails to staff are in a language the desk is written in. */
const deskLocaleSchema = z.enum(deskLocales);

/** One answer to an editor's field, a topic's (decision 225) or a product's (decision 243), as stored. */
const fieldAnswerPayload = z.object({
  key: z.string(),
  type: z.enum(topicFieldTypes),
  label: z.string(),
  value: z.union([z.string(), z.array(z.string())]),
  valueLabels: z.array(z.string()).optional(),
  unit: z.string().optional(),
});

const inquiryMailPropsSchema = z.object({
  reference: z.string().min(1),
  locale: localeSchema,
  name: z.string(),
  company: z.string(),
  email: z.string(),
  phone: z.object({ e164: z.string(), country: z.string() }).nullable(),
  country: z.string(),
  topic: z.string().min(1).max(inquiryTopicLimits.keyMaxLength),
  /** An added topic's names (decision 245); rows queued before, and built-in topics, have none. */
  topicLabels: z
    .record(z.string(), z.string())
    .refine((labels) => typeof labels.en === 'string', 'en required')
    .transform((labels) => labels as LocalizedLabels)
    .optional(),
  message: z.string(),
  createdAt: isoTimestamp,
  attachments: z.array(z.object({ fileName: z.string(), sizeBytes: z.number().int().nonnegative() })),
  deskUrl: z.string(),
  companyName: z.string(),
  siteUrl: z.string(),
  /** Rows queued before inquiries could be about an entry have none. */
  entry: z.object({ collection: z.enum(['products', 'jobs']), title: z.string() }).optional(),
  /** The visitor's own page (decision 173): the confirmation's; rows queued before it have none. */
  requestUrl: z.string().optional(),
  /** The signed link to ask for erasure (decision 185); rows queued before it have none. */
  erasureUrl: z.string().optional(),
  /** A request for a quotation and the topic's extra fields (decision 232); rows queued before have none. */
  quoteRequest: z
    .object({
      lines: z.array(
        z.object({
          entryId: z.string(),
          title: z.string(),
          quantity: z.number(),
          unit: z.enum(quantityUnits),
          /** The product's own fields' answers (decision 243); rows queued before them have none. */
          extraFields: z.array(fieldAnswerPayload).optional(),
        }),
      ),
      neededBy: z.string().nullable(),
      deliveryCountry: z.string().nullable(),
      deliveryPostcode: z.string().nullable(),
      vatId: z.string().nullable(),
      purchaseReference: z.string().nullable(),
    })
    .nullable()
    .optional(),
  extraFields: z.array(fieldAnswerPayload).nullable().optional(),
});

const jobApplicationPropsSchema = z.object({
  locale: deskLocaleSchema,
  reference: z.string().min(1),
  jobTitle: z.string(),
  contactName: z.string(),
  applicantName: z.string(),
  attachmentCount: z.number().int().nonnegative(),
  createdAt: isoTimestamp,
  deskUrl: z.string(),
  companyName: z.string(),
  siteUrl: z.string(),
});

const passwordResetPropsSchema = z.object({
  locale: deskLocaleSchema,
  name: z.string(),
  url: z.string(),
  expiresAt: isoTimestamp,
  companyName: z.string(),
  siteUrl: z.string(),
});

const staffInvitationPropsSchema = z.object({
  locale: deskLocaleSchema,
  invitedBy: z.string(),
  role: z.enum(staffRoles),
  url: z.string(),
  expiresAt: isoTimestamp,
  companyName: z.string(),
  siteUrl: z.string(),
});

const inquiryReplyPropsSchema = z.object({
  locale: localeSchema,
  reference: z.string().min(1),
  body: z.string().min(1),
  companyName: z.string(),
  siteUrl: z.string(),
  requestUrl: z.string().optional(),
});

const visitorRepliedPropsSchema = z.object({
  locale: deskLocaleSchema,
  reference: z.string().min(1),
  visitorName: z.string(),
  excerpt: z.string(),
  deskUrl: z.string(),
  companyName: z.string(),
  siteUrl: z.string(),
  reason: z.enum(['assignee', 'team', 'unassigned']).optional(),
});

const inquiryAssignedPropsSchema = z.object({
  locale: deskLocaleSchema,
  reference: z.string().min(1),
  visitorName: z.string(),
  assignedBy: z.string().nullable(),
  deskUrl: z.string(),
  companyName: z.string(),
  siteUrl: z.string(),
});

const firstAnswerReminderPropsSchema = z.object({
  locale: deskLocaleSchema,
  /** Absent in mails queued before next-answer reminders (decision 187): those were about the first. */
  clock: z.enum(['first', 'next']).optional(),
  stage: z.enum(['due_soon', 'overdue']),
  reference: z.string().min(1),
  visitorName: z.string(),
  dueAt: isoTimestamp,
  timeZone: z.string().min(1),
  assigneeName: z.string().nullable(),
  deskUrl: z.string(),
  companyName: z.string(),
  siteUrl: z.string(),
});

const quoteDecidedPropsSchema = z.object({
  locale: deskLocaleSchema,
  decision: z.enum(['accepted', 'declined', 'expired']),
  reference: z.string().min(1),
  visitorName: z.string(),
  quoteNumber: z.string().min(1),
  revision: z.number().int().min(1),
  total: z.string(),
  acceptedName: z.string().optional(),
  declineReason: z.string().optional(),
  deskUrl: z.string(),
  companyName: z.string(),
  siteUrl: z.string(),
  reason: z.enum(['assignee', 'team', 'unassigned']),
});

const webhookDisabledPropsSchema = z.object({
  locale: deskLocaleSchema,
  host: z.string().min(1),
  reason: z.enum(['gone', 'failing']),
  settingsUrl: z.string(),
  companyName: z.string(),
  siteUrl: z.string(),
});

/**
 * One schema per template. Typed against the templates' own props, so a template added to
 * `packages/email` without a schema here does not compile.
 */
export const mailPropsSchemas: { [T in MailTemplateName]: z.ZodType<MailTemplateProps[T]> } = {
  'inquiry-notification': inquiryMailPropsSchema,
  'inquiry-confirmation': inquiryMailPropsSchema,
  'password-reset': passwordResetPropsSchema,
  'staff-invitation': staffInvitationPropsSchema,
  'visitor-replied': visitorRepliedPropsSchema,
  'inquiry-reply': inquiryReplyPropsSchema,
  'job-application': jobApplicationPropsSchema,
  'inquiry-assigned': inquiryAssignedPropsSchema,
  'first-answer-reminder': firstAnswerReminderPropsSchema,
  'quote-decided': quoteDecidedPropsSchema,
  'webhook-disabled': webhookDisabledPropsSchema,
};

/** `<…@…>` of printable ASCII: what Message-ID, In-Reply-To and References may hold. */
const messageIdPattern = /^<[!-;=?A-~]{1,200}@[!-;=?A-~]{1,200}>$/;
const messageIdSchema = z.string().regex(messageIdPattern);

/** Whether `id` may go into our headers: received mail's ids are checked with this before they are kept. */
export function isHeaderSafeMessageId(id: string): boolean {
  return messageIdPattern.test(id);
}

export const mailEnvelopeSchema = z.object({
  to: z.array(z.string().min(1)).min(1),
  cc: z.array(z.string().min(1)).optional(),
  replyTo: z.string().min(1).optional(),
  /** Our Message-ID for this message; without it the mailer derives one from the idempotency key. */
  messageId: messageIdSchema.optional(),
  inReplyTo: messageIdSchema.optional(),
  references: z.array(messageIdSchema).optional(),
  /** Files sent with the message, read from blob storage at delivery. */
  attachments: z
    .array(z.object({ storageKey: z.string().min(1), fileName: z.string().min(1), contentType: z.string() }))
    .optional(),
});

export type MailEnvelope = z.output<typeof mailEnvelopeSchema>;
export type MailAttachmentRef = NonNullable<MailEnvelope['attachments']>[number];

/** What an outbox row's `data` holds. */
export type OutboxMailPayload = MailEnvelope & TemplatedMail;

const payloadShape = mailEnvelopeSchema.extend({ template: z.string(), props: z.unknown() });

/** Checks a payload (a row's `data`, or one about to be queued); the error names the template and fields. */
export function parseMailPayload(
  data: unknown,
): { success: true; payload: OutboxMailPayload } | { success: false; error: string } {
  const shape = payloadShape.safeParse(data);
  if (!shape.success) return { success: false, error: `invalid e-mail payload: ${describe(shape.error)}` };
  const { template, props, ...envelope } = shape.data;
  if (!isTemplateName(template))
    return { success: false, error: `there is no e-mail template "${template}"` };
  const checked = mailPropsSchemas[template].safeParse(props);
  if (!checked.success) {
    return {
      success: false,
      error: `invalid props for the "${template}" e-mail: ${describe(checked.error)}`,
    };
  }
  // The schema for `template` produced these props, so the pair matches.
  return { success: true, payload: { ...envelope, template, props: checked.data } as OutboxMailPayload };
}

function isTemplateName(name: string): name is MailTemplateName {
  return Object.hasOwn(mailPropsSchemas, name);
}

/** Paths and issue codes only: the values may be personal data and end up in logs and `last_error`. */
function describe(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join('.') || '(root)'} ${issue.code}`)
    .join('; ');
}
