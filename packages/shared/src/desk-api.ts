import { z } from 'zod';
import { calendarDaySchema } from './calendar-day';
import { inquiryTopicLimits } from './inquiry-topics';
import { topicKeySchema } from './inquiry-topics-api';
import { locales } from './locales';
import { type Permission, type StaffRole, staffRoles } from './permissions';
import type { QuoteRequestDetails } from './quote-request';
import { emailAddressSchema, isStorableText, queryTextSchema, requiredTextSchema } from './text';
import type { TopicFieldAnswer } from './topic-fields';

/**
 * The desk's API contract, shared by the server (which validates requests with these schemas) and the
 * desk UI (which sends them and reads the responses). Every path is under `/api/desk`; errors have the
 * API's one shape. Times are ISO strings.
 */

export const inquiryStatuses = ['new', 'in_progress', 'answered', 'closed', 'spam'] as const;
export type InquiryStatus = (typeof inquiryStatuses)[number];

/**
 * The lifecycle: new → in_progress → answered → closed, any state → spam, and back from closed or spam to
 * in_progress (reopen). Moving to the same status is not a change.
 */
export const inquiryStatusTransitions: Record<InquiryStatus, readonly InquiryStatus[]> = {
  new: ['in_progress', 'spam'],
  in_progress: ['answered', 'spam'],
  answered: ['closed', 'in_progress', 'spam'],
  closed: ['in_progress', 'spam'],
  spam: ['new', 'in_progress'],
};

/** A one-time token from a link: URL-safe characters only. */
const linkToken = z
  .string()
  .min(20)
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/, 'invalid');

/** A new password: any characters a keyboard can type (the policy checks length and common ones). */
const newPassword = z.string().min(12).max(128).refine(isStorableText, 'invalid_characters');

/**
 * The inbox's orders; `relevance` applies only while searching (without `q` it is `newest`). `due`: the
 * inquiries waiting for a first or a next answer by their deadline (the earlier one, decision 181), overdue
 * first, then the rest newest first.
 */
export const inquirySorts = ['relevance', 'newest', 'oldest', 'due'] as const;
export type InquirySort = (typeof inquirySorts)[number];

/**
 * Open inquiries (new or in progress) still waiting for their first answer or, after the visitor answered,
 * their next one (decision 181): past the earlier of those deadlines, or with time left on it.
 */
export const inquiryDeadlineFilters = ['overdue', 'running'] as const;
export type InquiryDeadlineFilter = (typeof inquiryDeadlineFilters)[number];

/** GET /api/desk/inquiries and GET /api/desk/inquiries/export.csv — query string. */
export const inquiryListQuerySchema = z.object({
  status: z.enum(inquiryStatuses).optional(),
  topic: topicKeySchema.optional(),
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .transform((value) => value.toUpperCase())
    .optional(),
  /** A user id, or `none` for unassigned. */
  assignee: queryTextSchema(64).min(1).optional(),
  from: calendarDaySchema.optional(),
  to: calendarDaySchema.optional(),
  /**
   * Full-text search over reference, name, company, e-mail, message, the e-mail thread and the notes, in
   * the inquiry's language (decision 172).
   */
  q: queryTextSchema(200).optional(),
  /** The order: `relevance` (the default while searching), `newest` (the default otherwise), `oldest`, `due`. */
  sort: z.enum(inquirySorts).optional(),
  /** Only inquiries whose first- or next-answer deadline has passed (`overdue`) or is still running. */
  deadline: z.enum(inquiryDeadlineFilters).optional(),
  /** The product or job the inquiries are about (`GET /api/desk/inquiries/entries` lists them). */
  entryId: z.uuid({ error: 'invalid' }).optional(),
  /** Only inquiries that carry this tag (`GET /api/desk/tags` lists them). */
  tag: z.uuid({ error: 'invalid' }).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type InquiryListQuery = z.infer<typeof inquiryListQuerySchema>;

/**
 * GET /api/desk/inquiries/export.csv — the list's filters (paging is checked and ignored), the desk language the file is written in (else
 * the request's Accept-Language) and, to override that language's usual one, the separator (decision 170).
 */
export const inquiryExportQuerySchema = inquiryListQuerySchema.extend({
  locale: z.enum(locales).optional(),
  separator: z.enum(['comma', 'semicolon']).optional(),
});
export type InquiryExportQuery = z.infer<typeof inquiryExportQuerySchema>;

/** The collections an inquiry can be about. */
export const inquiryEntryCollections = ['products', 'jobs'] as const;
export type InquiryEntryCollection = (typeof inquiryEntryCollections)[number];

/** The product or job an inquiry is about, named as the visitor saw it (it stays if the entry goes). */
export type InquiryEntryRef = { id: string; collection: InquiryEntryCollection; title: string };

/** GET /api/desk/inquiries/entries — the products and jobs inquiries are about, for the inbox filter. */
export type InquiryEntryOption = InquiryEntryRef & { count: number };
export type InquiryEntryOptions = { items: InquiryEntryOption[] };

export type StaffSummary = { id: string; name: string; email: string; role: StaffRole };

export type InquiryListItem = {
  id: string;
  reference: string;
  name: string;
  company: string;
  email: string;
  phone: { e164: string; country: string } | null;
  country: string;
  /** A topic's key (decision 245): a built-in one or one an editor added. */
  topic: string;
  status: InquiryStatus;
  assignee: { id: string; name: string } | null;
  createdAt: string;
  unread: boolean;
  /** The product (a quote request) or job (an application) the inquiry is about, if any. */
  entry: InquiryEntryRef | null;
  /** The assignee's id (as `assignee.id`), as the routing contract names it. */
  assigneeId: string | null;
  /** When the first answer is due in its team's business hours (ISO 8601); `null` without a team. */
  firstAnswerDueAt: string | null;
  /** The ids of the tags it carries (`GET /api/desk/tags` names and colours them), in no order. */
  tagIds: string[];
  /**
   * When the next answer is due in its team's business hours (ISO 8601, decision 181): set by the visitor's
   * answer after a staff answer, `null` again once staff answers, and without a team or a next-answer target.
   */
  nextAnswerDueAt: string | null;
  /** When staff first answered it (ISO 8601); `null` before that. The first-answer deadline then no longer runs. */
  firstAnsweredAt: string | null;
  /**
   * While searching: a short passage of the message, an e-mail or a note where the search matched, as plain
   * text segments, the matching words with `isMatch`. Absent when no search is active or the match was in
   * the name, company, e-mail address or reference (the row shows those).
   */
  excerpt?: SearchExcerptSegment[];
};

/** Plain text (never HTML); the desk marks `isMatch` segments. */
export type SearchExcerptSegment = { text: string; isMatch: boolean };

export type InquiryList = {
  items: InquiryListItem[];
  total: number;
  /**
   * How many the signed-in member has not opened (each member has their own), counted among the newest
   * 1,000 matches or through the page asked for (decision 186).
   */
  unread: number;
  /**
   * A search counts only its newest 1,000 matches (or through the page asked for): `true` when there are
   * more, so `total` is an "at least" figure (decision 180).
   */
  totalIsCapped: boolean;
  /** `true` when there are matches older than the ones `unread` counted, so it is an "at least" figure. */
  unreadIsCapped: boolean;
};

export type MailDelivery = {
  id: string;
  template: string;
  to: string[];
  status: 'pending' | 'sending' | 'sent' | 'failed';
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
  nextAttemptAt: string;
};

/** One e-mail in the inquiry's delivery panel: what it is and who wrote it, for naming it in words. */
export type InquiryMailDelivery = MailDelivery & {
  /** Who wrote it, for an answer from the desk; `null` for automatic e-mails and former members. */
  authorName: string | null;
  /** The files it carries, for the panel to name with their sizes. */
  attachments: { fileName: string; sizeBytes: number }[];
};

export type InquiryDetail = InquiryListItem & {
  /** The entry's public page in the inquiry's language while the site still shows it, else `null`. */
  entryUrl: string | null;
  /** A request for a quotation's products, quantities and terms as the buyer sent them; else `null`. */
  quoteRequest: QuoteRequestDetails | null;
  /** The answers to the topic's extra fields as the visitor saw and sent them (decision 225); else `null`. */
  extraFields: TopicFieldAnswer[] | null;
  /** How a request ended (decision 220): `won`, `lost`, or `null` while open. */
  outcome: 'won' | 'lost' | null;
  message: string;
  locale: string;
  consentVersion: string;
  attachments: { id: string; fileName: string; contentType: string; sizeBytes: number; url: string }[];
  notes: { id: string; author: { id: string; name: string } | null; body: string; createdAt: string }[];
  activity: {
    id: string;
    actor: { id: string; name: string } | null;
    action: string;
    details: unknown;
    createdAt: string;
  }[];
  mail: InquiryMailDelivery[];
  allowedStatuses: InquiryStatus[];
};

/** PATCH /api/desk/inquiries/:id */
export const inquiryUpdateSchema = z
  .object({
    status: z.enum(inquiryStatuses).optional(),
    /** A staff member's id, or `null` to unassign. */
    assigneeId: queryTextSchema(64).min(1).nullable().optional(),
  })
  .refine((update) => update.status !== undefined || update.assigneeId !== undefined, 'empty_update');

/** POST /api/desk/inquiries/:id/notes */
/** The longest internal note, in the desk and through `/api/v1` alike. */
export const inquiryNoteMaxLength = 5000;

export const inquiryNoteSchema = z.object({ body: requiredTextSchema(inquiryNoteMaxLength) });

/** GET /api/desk/me */
export type DeskMe = {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  permissions: Permission[];
  /** An authenticator app is confirmed. */
  twoFactorEnabled: boolean;
  /** A second factor is required of them and they have none: the desk shows enrolment only. */
  mustEnrolSecondFactor: boolean;
};

/** POST /api/desk/team/invitations */
export const staffInvitationSchema = z.object({
  email: emailAddressSchema(),
  role: z.enum(staffRoles),
});

/** PATCH /api/desk/team/:userId */
export const staffRoleChangeSchema = z.object({ role: z.enum(staffRoles) });

/** POST /api/desk/invitations/accept (public, with the token from the e-mail) */
export const invitationAcceptSchema = z.object({
  token: linkToken,
  name: requiredTextSchema(200),
  password: newPassword,
});

/** POST /api/desk/setup (public, with the one-time token printed on first start) */
export const ownerSetupSchema = z.object({
  token: linkToken,
  name: requiredTextSchema(200),
  email: emailAddressSchema(),
  password: newPassword,
});

/** GET/PUT /api/desk/settings */
export const deskSettingsSchema = z.object({
  /** Extra recipients per topic, on top of NOTIFY_TO. */
  notifyByTopic: z
    .record(topicKeySchema, z.array(emailAddressSchema()).max(20))
    .refine((byTopic) => Object.keys(byTopic).length <= inquiryTopicLimits.topicsMaxCount, 'too_big'),
  /** Inquiries older than this are erased with their files; `null` keeps them. */
  retentionDays: z.number().int().min(30).max(3650).nullable(),
});
export type DeskSettings = z.infer<typeof deskSettingsSchema>;

/** How fast a group (everyone, a person, a team) first answered the inquiries of the period. */
export type FirstAnswerFigures = {
  /** Inquiries of the period that got a first answer from the desk (not a status click). */
  answered: number;
  /**
   * Median business minutes from arrival to the first answer: counted in the team's hours where the
   * inquiry was routed to a team, in plain minutes otherwise; `null` without answers.
   */
  medianMinutes: number | null;
  /** Inquiries with a deadline that was kept or has passed: the share's denominator. */
  withTarget: number;
  /** Of those, answered by their deadline. */
  withinTarget: number;
};

/** GET /api/desk/stats?days=90 */
export type DeskStats = {
  perDay: { date: string; count: number }[];
  byCountry: { country: string; count: number }[];
  byTopic: { topic: string; count: number }[];
  /** Inquiries that came from a product's page, by product (its title as the visitor saw it). */
  byProduct: { entryId: string; title: string; count: number }[];
  firstAnswer: FirstAnswerFigures;
  /** Per assignee and per team, most answers first; only those with an answer or a deadline. */
  byAssignee: ({ id: string; name: string } & FirstAnswerFigures)[];
  byTeam: ({ id: string; name: string } & FirstAnswerFigures)[];
  /** Now, whatever the period: inquiries waiting for the desk (new or in progress), unassigned, overdue. */
  backlog: { open: number; unassigned: number; overdue: number };
  /** Quotations first sent in the period (decision 223). */
  quotes: QuoteFigures;
};

/**
 * What quotations of a group are worth in one currency: net amounts (before VAT) in major units, as
 * `quote-money` computes them. Amounts in different currencies are never added together.
 */
export type QuoteValue = { currency: string; sent: number; accepted: number; lost: number };

/**
 * Quotations of a group (everyone, a product, a country), each counted once by its latest sent revision:
 * all that were sent, of them accepted, and lost (declined or expired); the rest still await the buyer.
 */
export type QuoteTally = {
  sent: number;
  accepted: number;
  lost: number;
  /** One entry per currency, the most used first. */
  values: QuoteValue[];
};

/** The dashboard's quotation figures for the period (decision 223). */
export type QuoteFigures = QuoteTally & {
  /** Accepted of those decided (accepted or lost), 0–1; `null` while none is decided. */
  acceptanceRate: number | null;
  /** By the catalogue product of the quotation's lines (lines without one are left out), most first, at most 20. */
  byProduct: ({ entryId: string; title: string } & QuoteTally)[];
  /** By the inquiry's country, most first. */
  byCountry: ({ country: string } & QuoteTally)[];
};

/**
 * GET /api/desk/events — server-sent events. Each event's `data` is JSON; `id` is a cursor a reconnecting
 * client sends back as `Last-Event-ID` to receive what it missed.
 */
export type DeskEvent =
  | { type: 'inquiry.created'; inquiry: InquiryListItem }
  | { type: 'inquiry.updated'; inquiry: InquiryListItem }
  | { type: 'inquiry.note_added'; inquiryId: string; noteId: string }
  /** An answer was sent from the desk, or the visitor's e-mail arrived: reload the thread. */
  | { type: 'inquiry.message_added'; inquiryId: string; messageId: string; direction: 'outbound' | 'inbound' }
  | { type: 'presence'; inquiryId: string; viewers: { id: string; name: string }[] }
  /** Erased for good (GDPR or retention): drop it from every list. Not replayed on reconnect. */
  | { type: 'inquiry.erased'; inquiryId: string }
  /** Too much was missed while disconnected to replay: reload the list (and keep the stream). */
  | { type: 'resync' }
  /**
   * An audit log entry was written (decision 183): only members who may read the log get it, and only the
   * id; the page reads the entry through `GET /api/desk/audit-log`, which applies what they may see.
   */
  | { type: 'audit.recorded'; entryId: number; ownersOnly: boolean };

/** POST /api/desk/presence — what the signed-in staff member is looking at now (`null`: nothing). */
export const deskPresenceSchema = z.object({ inquiryId: z.uuid().nullable() });

/** GET /api/desk/stats — query string. */
/** At most a year and a day: the first-answer figures read every answered inquiry of the period. */
export const deskStatsQuerySchema = z.object({ days: z.coerce.number().int().min(1).max(366).default(90) });

/** GET /api/desk/mailbox — query string. */
export const devMailboxQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});

/** GET /api/desk/mailbox (only with MAIL_DRIVER=dev), newest first. */
export type DevMailMessage = {
  id: string;
  from: string;
  to: string[];
  replyTo: string | null;
  subject: string;
  html: string;
  text: string;
  /** Links that sign someone in were made unusable: only owners see them (`?token=hidden`). */
  hasHiddenLinks: boolean;
  createdAt: string;
  cc: string[];
  /** Where the HTML version is served alone, under its own strict CSP, for a sandboxed frame. */
  htmlUrl: string;
  attachments: DevMailAttachment[];
};
/** A file a kept e-mail carried; `url` downloads it (never shown inline). */
export type DevMailAttachment = {
  id: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  url: string;
};
export type DevMailbox = { items: DevMailMessage[]; total: number };

/** POST /api/desk/spam/erase ("Empty spam folder"): how many inquiries held as spam were erased. */
export type SpamErased = { erased: number };
