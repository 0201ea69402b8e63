import { devVisitorAnswerSchema } from '@sitedesk/shared/conversation-api';
import {
  type DeskEvent,
  type DeskMe,
  type DeskStats,
  type DevMailbox,
  type DevMailMessage,
  deskPresenceSchema,
  deskSettingsSchema,
  type FirstAnswerFigures,
  type InquiryDetail,
  type InquiryEntryOption,
  type InquiryEntryOptions,
  type InquiryEntryRef,
  type InquiryList,
  type InquiryListItem,
  type InquiryMailDelivery,
  inquiryEntryCollections,
  inquiryNoteSchema,
  inquiryStatuses,
  inquiryUpdateSchema,
  invitationAcceptSchema,
  type MailDelivery,
  ownerSetupSchema,
  type QuoteTally,
  type QuoteValue,
  type SearchExcerptSegment,
  type SpamErased,
  type StaffSummary,
  staffInvitationSchema,
  staffRoleChangeSchema,
} from '@sitedesk/shared/desk-api';
import { permissions, staffRoles } from '@sitedesk/shared/permissions';
import { type QuoteLine, type QuoteRequestDetails, quantityUnits } from '@sitedesk/shared/quote-request';
import { topicFieldTypes } from '@sitedesk/shared/topic-fields';
// Types only, and only so the compiler holds these descriptions to the real response types.
import type { PendingInvitation } from '../auth/staff-repository';
import type { Team } from '../auth/team-service';
import {
  apiErrorSchemaOf,
  dateTime,
  type JsonSchema,
  nullable,
  objectOf,
  ref,
  requestSchemaOf,
  uuid,
} from './json-schema';
import { topicKeyJsonSchema } from './topic-field-schemas';

type Person = { id: string; name: string };
type InquiryNote = InquiryDetail['notes'][number];
type InquiryActivity = InquiryDetail['activity'][number];
type InquiryAttachment = InquiryDetail['attachments'][number];
type EventOf<T extends DeskEvent['type']> = Extract<DeskEvent, { type: T }>;

const text: JsonSchema = { type: 'string' };
const count: JsonSchema = { type: 'integer', minimum: 0 };
/** One answer to an editor's field (a topic's, decision 225, or a product's, decision 243) as stored. */
const fieldAnswerSchema: JsonSchema = {
  type: 'object',
  properties: {
    key: text,
    type: { type: 'string', enum: [...topicFieldTypes] },
    label: { ...text, description: 'The field’s label in the visitor’s language' },
    value: { anyOf: [text, { type: 'array', items: text }] },
    valueLabels: { type: 'array', items: text, description: 'The chosen options’ labels' },
    unit: text,
  },
  required: ['key', 'type', 'label', 'value'],
};
const role: JsonSchema = { type: 'string', enum: [...staffRoles] };
const status: JsonSchema = { type: 'string', enum: [...inquiryStatuses] };
const countryCode: JsonSchema = { type: 'string', pattern: '^[A-Z]{2}$' };
const person = objectOf<Person>({ id: text, name: text });
const firstAnswerProperties = {
  answered: { ...count, description: 'Inquiries of the period answered from the desk (not a status click).' },
  medianMinutes: {
    ...nullable({ type: 'integer', minimum: 0 }),
    description:
      'Median minutes from arrival to the first answer, counted in the business hours of the team the inquiry was routed to (plain minutes without a team); `null` without answers.',
  },
  withTarget: { ...count, description: 'Inquiries whose first-answer deadline was kept or has passed.' },
  withinTarget: { ...count, description: 'Of those, answered by the deadline.' },
} satisfies Record<keyof FirstAnswerFigures, JsonSchema>;
const firstAnswerFigures = objectOf<FirstAnswerFigures>(firstAnswerProperties);
const money: JsonSchema = { type: 'number', minimum: 0 };
const quoteTallyProperties = {
  sent: {
    ...count,
    description: 'Quotations first sent in the period, each once (its latest sent revision).',
  },
  accepted: { ...count, description: 'Of those, accepted by the buyer.' },
  lost: { ...count, description: 'Of those, declined or expired.' },
  values: {
    type: 'array',
    description:
      'Net value (before VAT) in major units, one entry per currency, the most used first; currencies are never added together.',
    items: objectOf<QuoteValue>({
      currency: { type: 'string', pattern: '^[A-Z]{3}$' },
      sent: money,
      accepted: money,
      lost: money,
    }),
  },
} satisfies Record<keyof QuoteTally, JsonSchema>;

/** `objectOf` for a type with one optional property: it is left out of `required`. */
function optionalIn<T>(optional: keyof T & string, properties: { [K in keyof T]-?: JsonSchema }): JsonSchema {
  return { ...objectOf<T>(properties), required: Object.keys(properties).filter((key) => key !== optional) };
}
const entryRefProperties = {
  id: uuid,
  collection: { type: 'string', enum: [...inquiryEntryCollections] },
  title: { type: 'string', description: 'The product’s name or the job’s title as the visitor saw it.' },
} satisfies Record<keyof InquiryEntryRef, JsonSchema>;

const inquiryUpdate = {
  ...requestSchemaOf(inquiryUpdateSchema),
  // The shared schema's refine ("not empty") has no JSON Schema of its own.
  anyOf: [{ required: ['status'] }, { required: ['assigneeId'] }],
  description:
    'At least one of `status` and `assigneeId`. A status must be reachable from the current one ' +
    '(new → in_progress → answered → closed, anything → spam, closed or spam → in_progress, spam → new); ' +
    'an assignee must be a staff member who may read inquiries; `null` unassigns.',
};

const deskEventVariants = {
  created: objectOf<EventOf<'inquiry.created'>>({
    type: { const: 'inquiry.created' },
    inquiry: ref('InquiryListItem'),
  }),
  updated: objectOf<EventOf<'inquiry.updated'>>({
    type: { const: 'inquiry.updated' },
    inquiry: ref('InquiryListItem'),
  }),
  noteAdded: objectOf<EventOf<'inquiry.note_added'>>({
    type: { const: 'inquiry.note_added' },
    inquiryId: uuid,
    noteId: uuid,
  }),
  messageAdded: {
    ...objectOf<EventOf<'inquiry.message_added'>>({
      type: { const: 'inquiry.message_added' },
      inquiryId: uuid,
      messageId: uuid,
      direction: { type: 'string', enum: ['outbound', 'inbound'] },
    }),
    description: 'An e-mail joined the inquiry’s thread (an answer sent, or the visitor’s reply): reload it.',
  },
  presence: objectOf<EventOf<'presence'>>({
    type: { const: 'presence' },
    inquiryId: uuid,
    viewers: { type: 'array', items: person },
  }),
  erased: {
    ...objectOf<EventOf<'inquiry.erased'>>({ type: { const: 'inquiry.erased' }, inquiryId: uuid }),
    description: 'Erased for good (GDPR or retention): drop it from every list. Not replayed on reconnect.',
  },
  resync: {
    ...objectOf<EventOf<'resync'>>({ type: { const: 'resync' } }),
    description: 'Too much was missed while disconnected to replay: reload the list and keep the stream.',
  },
  auditRecorded: {
    ...objectOf<EventOf<'audit.recorded'>>({
      type: { const: 'audit.recorded' },
      entryId: { type: 'integer' },
      ownersOnly: {
        type: 'boolean',
        description: 'A sign-in or session entry: sent to owners only (an admin’s page may hide it).',
      },
    }),
    description:
      'An audit log entry was written (only to members with `audit:read`): read it through ' +
      '`GET /api/desk/audit-log`, which leaves out what the member may not see. Not replayed on reconnect.',
  },
} satisfies Record<string, JsonSchema>;

/** The desk's request and response bodies, for `components.schemas`. */
export const deskSchemas: Record<string, JsonSchema> = {
  InquiryUpdate: inquiryUpdate,
  InquiryNoteRequest: requestSchemaOf(inquiryNoteSchema),
  DeskPresence: {
    ...requestSchemaOf(deskPresenceSchema),
    description: 'The inquiry this session is looking at now; `null` when it looks at none.',
  },
  DeskSettings: {
    ...requestSchemaOf(deskSettingsSchema),
    description:
      '`notifyByTopic`: extra recipients of a new inquiry’s notification per topic, on top of NOTIFY_TO. ' +
      '`retentionDays`: inquiries older than this are to be erased with their files; `null` keeps them ' +
      '(stored only: the erasing job is still to come).',
  },
  StaffInvitationRequest: requestSchemaOf(staffInvitationSchema),
  StaffRoleChange: requestSchemaOf(staffRoleChangeSchema),
  InvitationAccept: requestSchemaOf(invitationAcceptSchema),
  OwnerSetup: requestSchemaOf(ownerSetupSchema),

  StaffSummary: objectOf<StaffSummary>({ id: text, name: text, email: text, role }),
  DeskMe: objectOf<DeskMe>({
    id: text,
    name: text,
    email: text,
    role,
    permissions: { type: 'array', items: { type: 'string', enum: [...permissions] } },
    twoFactorEnabled: { type: 'boolean', description: 'An authenticator app is confirmed.' },
    mustEnrolSecondFactor: {
      type: 'boolean',
      description: 'A second factor is required of them and they have none: only enrolment is open.',
    },
  }),
  PendingInvitation: objectOf<PendingInvitation>({ id: uuid, email: text, role, expiresAt: dateTime }),
  Team: objectOf<Team>({
    users: { type: 'array', items: ref('StaffSummary') },
    invitations: { type: 'array', items: ref('PendingInvitation') },
  }),
  InquiryListItem: optionalIn<InquiryListItem>('excerpt', {
    id: uuid,
    reference: { type: 'string', example: 'SD-26-4F7K2' },
    name: text,
    company: text,
    email: text,
    phone: nullable(objectOf<NonNullable<InquiryListItem['phone']>>({ e164: text, country: countryCode })),
    country: countryCode,
    topic: topicKeyJsonSchema,
    status,
    assignee: nullable(person),
    createdAt: dateTime,
    unread: { type: 'boolean', description: 'The signed-in staff member has not opened it yet.' },
    entry: nullable({
      ...objectOf<InquiryEntryRef>(entryRefProperties),
      description: 'The product (a quote request) or job (an application) the inquiry is about.',
    }),
    assigneeId: { ...nullable(text), description: 'The assignee’s id (`assignee.id`).' },
    firstAnswerDueAt: {
      ...nullable(dateTime),
      description: 'When the first answer is due in its team’s business hours; `null` without a team.',
    },
    nextAnswerDueAt: {
      ...nullable(dateTime),
      description:
        'When the next answer is due: set when the visitor answers after a staff answer (their message’s ' +
        'time plus the team’s `nextAnswerTarget` in its business hours), `null` again once staff answers, ' +
        'while waiting for the visitor, and without a team or a next-answer target.',
    },
    firstAnsweredAt: {
      ...nullable(dateTime),
      description:
        'When staff first answered it; `null` before. The first-answer deadline then no longer runs.',
    },
    tagIds: {
      type: 'array',
      items: uuid,
      description: 'The tags it carries, by id (`GET /api/desk/tags` names and colours them), in no order.',
    },
    excerpt: {
      type: 'array',
      items: objectOf<SearchExcerptSegment>({ text, isMatch: { type: 'boolean' } }),
      description:
        'While searching (`q`): a short passage of the message, an e-mail or a note where it matched, as ' +
        'plain-text segments (never HTML), the matching words with `isMatch`. Absent without a search, or ' +
        'when the match was in the name, company, e-mail address or reference.',
    },
  }),
  SpamErased: objectOf<SpamErased>({ erased: count }),
  InquiryEntryOptions: objectOf<InquiryEntryOptions>({
    items: {
      type: 'array',
      items: objectOf<InquiryEntryOption>({ ...entryRefProperties, count }),
    },
  }),
  InquiryList: objectOf<InquiryList>({
    items: { type: 'array', items: ref('InquiryListItem') },
    total: { ...count, description: 'All matches, not just this page.' },
    unread: {
      ...count,
      description:
        'How many the signed-in member has not opened (their own, not shared), among the newest 1,000 matches or through the page asked for.',
    },
    totalIsCapped: {
      type: 'boolean',
      description:
        'A search counts its newest 1,000 matches (or through the page asked for): `true` when there are more, so `total` is a lower bound.',
    },
    unreadIsCapped: {
      type: 'boolean',
      description:
        '`true` when there are older matches than the ones `unread` counted, so `unread` is a lower bound.',
    },
  }),
  InquiryNote: objectOf<InquiryNote>({ id: uuid, author: nullable(person), body: text, createdAt: dateTime }),
  MailDelivery: objectOf<MailDelivery>({
    id: uuid,
    template: text,
    to: { type: 'array', items: text },
    status: { type: 'string', enum: ['pending', 'sending', 'sent', 'failed'] },
    attempts: count,
    lastError: nullable(text),
    sentAt: nullable(dateTime),
    nextAttemptAt: dateTime,
  }),
  InquiryMailDelivery: {
    allOf: [
      ref('MailDelivery'),
      objectOf<Omit<InquiryMailDelivery, keyof MailDelivery>>({
        authorName: nullable({
          ...text,
          description: 'Who wrote it (an answer); `null` for automatic e-mails.',
        }),
        attachments: {
          type: 'array',
          items: objectOf<InquiryMailDelivery['attachments'][number]>({ fileName: text, sizeBytes: count }),
        },
      }),
    ],
  },
  InquiryDetail: {
    allOf: [
      ref('InquiryListItem'),
      objectOf<Omit<InquiryDetail, keyof InquiryListItem>>({
        entryUrl: nullable({
          type: 'string',
          description: 'The entry’s public page (a path) while the site still shows it.',
        }),
        outcome: nullable({
          type: 'string',
          enum: ['won', 'lost'],
          description:
            'How a request ended: an accepted quotation wins it, a declined or expired one loses it.',
        }),
        quoteRequest: nullable(
          objectOf<QuoteRequestDetails>({
            lines: {
              type: 'array',
              items: {
                ...objectOf<QuoteLine>({
                  entryId: uuid,
                  title: { ...text, description: 'The product’s name as the buyer saw it' },
                  quantity: { type: 'number', exclusiveMinimum: 0 },
                  unit: { type: 'string', enum: [...quantityUnits] },
                  extraFields: {
                    type: 'array',
                    description:
                      'The answers to the product’s own fields (variants, options; decision 243) as the buyer saw and sent them; absent when none.',
                    items: fieldAnswerSchema,
                  },
                }),
                required: ['entryId', 'title', 'quantity', 'unit'],
              },
            },
            neededBy: nullable({ type: 'string', format: 'date' }),
            deliveryCountry: nullable({ ...text, description: 'ISO 3166-1 alpha-2' }),
            deliveryPostcode: nullable(text),
            vatId: nullable({ ...text, description: 'Normalised, e.g. `DE123456789`' }),
            purchaseReference: nullable(text),
          }),
        ),
        extraFields: nullable({
          type: 'array',
          description: 'The answers to the topic’s extra fields as the visitor saw and sent them.',
          items: fieldAnswerSchema,
        }),
        message: text,
        locale: text,
        consentVersion: text,
        attachments: {
          type: 'array',
          items: objectOf<InquiryAttachment>({
            id: uuid,
            fileName: text,
            contentType: text,
            sizeBytes: count,
            url: { type: 'string', description: 'A signed download link under `/api/files/`; it expires.' },
          }),
        },
        notes: { type: 'array', items: ref('InquiryNote') },
        activity: {
          type: 'array',
          items: objectOf<InquiryActivity>({
            id: uuid,
            actor: nullable(person),
            action: { type: 'string', examples: ['status_changed', 'assigned'] },
            details: { description: 'Depends on `action`, e.g. `{"from":"new","to":"in_progress"}`.' },
            createdAt: dateTime,
          }),
        },
        mail: { type: 'array', items: ref('InquiryMailDelivery') },
        allowedStatuses: { type: 'array', items: status, description: 'Where the status may move next.' },
      }),
    ],
  },
  DeskStats: objectOf<DeskStats>({
    perDay: {
      type: 'array',
      description: 'Every day of the period, oldest first, zeros included.',
      items: objectOf<DeskStats['perDay'][number]>({ date: { type: 'string', format: 'date' }, count }),
    },
    byCountry: { type: 'array', items: objectOf<DeskStats['byCountry'][number]>({ country: text, count }) },
    byTopic: { type: 'array', items: objectOf<DeskStats['byTopic'][number]>({ topic: text, count }) },
    byProduct: {
      type: 'array',
      description: 'Inquiries sent from a product’s page, most first (at most 20).',
      items: objectOf<DeskStats['byProduct'][number]>({ entryId: uuid, title: text, count }),
    },
    firstAnswer: firstAnswerFigures,
    byAssignee: {
      type: 'array',
      items: objectOf<DeskStats['byAssignee'][number]>({ id: text, name: text, ...firstAnswerProperties }),
    },
    byTeam: {
      type: 'array',
      items: objectOf<DeskStats['byTeam'][number]>({ id: uuid, name: text, ...firstAnswerProperties }),
    },
    backlog: {
      ...objectOf<DeskStats['backlog']>({ open: count, unassigned: count, overdue: count }),
      description:
        'Now, whatever the period: new or in progress, of them unassigned, and past their first-answer deadline.',
    },
    quotes: {
      ...objectOf<DeskStats['quotes']>({
        ...quoteTallyProperties,
        acceptanceRate: {
          ...nullable({ type: 'number', minimum: 0, maximum: 1 }),
          description: 'Accepted of those decided (accepted or lost); `null` while none is decided.',
        },
        byProduct: {
          type: 'array',
          description:
            'By the catalogue product of the lines (lines without one left out), most first (at most 20); a value is the sum of that product’s lines.',
          items: objectOf<DeskStats['quotes']['byProduct'][number]>({
            entryId: uuid,
            title: { type: 'string', description: 'The product as the newest quotation’s line names it.' },
            ...quoteTallyProperties,
          }),
        },
        byCountry: {
          type: 'array',
          description: 'By the inquiry’s country, most first.',
          items: objectOf<DeskStats['quotes']['byCountry'][number]>({
            country: text,
            ...quoteTallyProperties,
          }),
        },
      }),
      description:
        'Quotations whose first revision was sent in the period, each counted once as its latest sent revision stands.',
    },
  }),
  DeskEvent: {
    description: 'The `data` of one server-sent event of `GET /api/desk/events`.',
    oneOf: Object.values(deskEventVariants),
    discriminator: { propertyName: 'type' },
  },
  DevMailMessage: objectOf<DevMailMessage>({
    id: uuid,
    from: text,
    to: { type: 'array', items: text },
    replyTo: nullable(text),
    subject: text,
    html: text,
    text,
    hasHiddenLinks: {
      type: 'boolean',
      description: 'Sign-in links were made unusable (`?token=hidden`): only owners see them.',
    },
    createdAt: dateTime,
    cc: { type: 'array', items: text },
    htmlUrl: { ...text, description: 'The HTML version alone, under a CSP that runs and loads nothing.' },
    attachments: {
      type: 'array',
      items: objectOf<DevMailMessage['attachments'][number]>({
        id: uuid,
        fileName: text,
        contentType: text,
        sizeBytes: count,
        url: { ...text, description: 'Downloads the file (always `application/octet-stream`).' },
      }),
    },
  }),
  DevMailbox: objectOf<DevMailbox>({
    items: { type: 'array', items: ref('DevMailMessage') },
    total: count,
  }),
  DevVisitorAnswer: requestSchemaOf(devVisitorAnswerSchema),
  DevVisitorAnswerResult: {
    type: 'object',
    properties: {
      inquiryId: { type: 'string', format: 'uuid' },
      messageId: nullable({ type: 'string', format: 'uuid', description: '`null`: a repeat, stored before' }),
    },
    required: ['inquiryId', 'messageId'],
  },
  DeskError: apiErrorSchemaOf(
    text,
    'The API’s one error shape. On the desk and auth endpoints a field’s `code` is a validation issue ' +
      '(`too_small`, `invalid_type`, `empty_update`, …) or a reason (`email_taken`, `invalid_token`, ' +
      '`setup_closed`, `last_owner`, `cannot_remove_self`, `password_too_common`, `invalid_assignee`); a ' +
      'Better Auth error keeps its own code as the `reason` field (e.g. `INVALID_EMAIL_OR_PASSWORD`).',
  ),
};
