import { createHash, randomUUID } from 'node:crypto';
import type { Database } from '@sitedesk/db/client';
import { inquiryMessages } from '@sitedesk/db/conversation-schema';
import { inquiryAttachments } from '@sitedesk/db/schema';
import { inquiryAnswerSubject } from '@sitedesk/email/inquiry-subject';
import { attachmentKinds } from '@sitedesk/shared/attachment-kinds';
import { type ConversationMessage, conversationLimits } from '@sitedesk/shared/conversation-api';
import { defaultLocale, isLocale } from '@sitedesk/shared/locales';
import type { InquirySettings } from '../../../config';
import { AppError } from '../../../http/app-error';
import { isUuid } from '../../../http/is-uuid';
import { requireCan } from '../../../http/require-permission';
import type { Staff } from '../../../platform/auth/staff';
import { type Clock, systemClock } from '../../../platform/clock/clock';
import type { EventBus } from '../../../platform/events/event-bus';
import { messageIdFor } from '../../../platform/mail/message-id';
import { enqueueMail } from '../../../platform/outbox/enqueue-mail';
import { countRateLimit } from '../../../platform/rate-limit/rate-limit';
import type { BlobStorage } from '../../../platform/storage/blob-storage';
import { toInquiryListItem } from '../desk/inquiry-item';
import { insertActivity, selectInquiryItems, selectReaders } from '../desk/repository';
import { detectAttachmentKind } from '../intake/attachment-types';
import { cleanFileName } from '../intake/clean-file-name';
import { issueVisitorPageLink } from '../visitor-page/page-tokens';
import { replyAddress } from './reply-address';
import {
  type AnswerChange,
  deleteDraft,
  includesSentQuotation,
  markAnswered,
  type NewAttachment,
  resetFailedDelivery,
  selectAttachmentsById,
  selectConfirmation,
  selectInquiryForReply,
  selectInquiryStatus,
  selectSignature,
  selectThreadMessageIds,
  type Transaction,
} from './repository';
import { readThread } from './thread';

export type ReplyServiceDependencies = {
  db: Database;
  storage: BlobStorage;
  events: EventBus;
  mail: { from: string; inboundDomain: string; companyName: string; publicOrigin: string };
  attachments: Pick<
    InquirySettings,
    'maxAttachmentBytes' | 'maxTotalAttachmentBytes' | 'allowedAttachmentKinds'
  >;
  /** Answers per staff member per hour; 0: no limit. */
  rateLimitPerHour: number;
  onMailQueued: () => void;
  /** Tests only: runs inside the transaction, after every write, before the commit. */
  beforeCommit?: () => Promise<void>;
  /**
   * The webhooks' `message.sent`, and `inquiry.updated` when the answer moved the inquiry (decision 226):
   * queued in the answer's transaction, the delivery woken after the commit. From the composition root.
   */
  webhookEvents?: ReplyWebhookEvents | undefined;
  /** What time it is: the hourly limit counts by it (a test fixes it, so no hour turns mid-test). */
  now?: Clock | undefined;
};

export type ReplyWebhookEvents = {
  messageAdded: (tx: Transaction, messageRowId: string) => Promise<unknown>;
  inquiryUpdated: (
    tx: Transaction,
    inquiryId: string,
    changed: ('status' | 'assigneeId')[],
  ) => Promise<unknown>;
  wake: () => void;
};

export type UploadedFile = { name: string; bytes: Uint8Array };

/** A checked answer: the shared schema's output, plus the new files. */
export type ReplyInput = {
  body: string;
  cc: string[];
  attachmentIds: string[];
  files: UploadedFile[];
  /**
   * What else the answer changes, written in its transaction after the message (a quotation marked sent
   * with the message that carries it, decision 220): a failure there sends nothing.
   */
  alsoWrite?: (tx: Transaction, messageRowId: string) => Promise<void>;
};

/** References grow with the thread; mail programs need the first and the latest, not all of them. */
const maxReferences = 20;

/** Statuses a staff answer moves to `answered`; `answered` and `closed` stay as they are. */
const answeredFrom = new Set(['new', 'in_progress']);

/** Staff answers to an inquiry: sending one, sending a failed one again, and reading the thread. */
export function createReplyService(deps: ReplyServiceDependencies) {
  return {
    sendReply: (staff: Staff, inquiryId: string, input: ReplyInput) =>
      sendReply(deps, staff, inquiryId, input),
    resend: (staff: Staff, inquiryId: string, messageId: string) =>
      resendReply(deps, staff, inquiryId, messageId),
    thread: (staff: Staff, inquiryId: string) => readThreadFor(deps, staff, inquiryId),
  };
}

/** A new file of the answer, with the bytes written to storage before its row. */
type NewFile = NewAttachment & { bytes: Uint8Array };

/** An answer checked and ready to write: its ids, its text and its files' rows. */
type PreparedReply = {
  inquiryId: string;
  messageRowId: string;
  idempotencyKey: string;
  messageId: string;
  /** The answer with the staff member's signature. */
  text: string;
  cc: string[];
  /** New files: written to storage first. */
  attachments: NewFile[];
  /** Files already on the inquiry, sent again: rows of this message pointing at the stored blob. */
  referenced: NewAttachment[];
  alsoWrite: ReplyInput['alsoWrite'];
};

type InquiryForReply = NonNullable<Awaited<ReturnType<typeof selectInquiryForReply>>>;

/**
 * Sends an answer: the thread entry, its files' rows, the outbox message, the activity and the status
 * change commit together (or not at all); the files are written first and removed again on failure.
 */
async function sendReply(
  deps: ReplyServiceDependencies,
  staff: Staff,
  inquiryId: string,
  input: ReplyInput,
): Promise<ConversationMessage> {
  const { db } = deps;
  const { newFiles, reused } = await checkReply(deps, staff, inquiryId, input);
  const reply = await prepareReply(deps, staff, inquiryId, input, newFiles, reused);
  const stored: string[] = [];
  try {
    for (const file of reply.attachments) {
      await deps.storage.put(file.storageKey, file.bytes, { contentType: file.contentType });
      stored.push(file.storageKey);
    }
    const committed = await db.transaction((tx) => writeReply(tx, deps, staff, reply));
    deps.onMailQueued();
    deps.webhookEvents?.wake();
    await publishAnswerSent(deps, inquiryId, reply.messageRowId, committed);
    const thread = await readThread(db, deps.storage, inquiryId);
    const sent = thread.items.find((item) => item.id === reply.messageRowId);
    if (!sent) throw new Error('The answer just written is not in its thread');
    return sent;
  } catch (error) {
    await Promise.allSettled(stored.map((key) => deps.storage.delete(key)));
    throw error;
  }
}

/**
 * Refuses an answer the staff member may not send, or whose files break the limits, and counts it against
 * the hourly limit once it passes. Returns the new files with their types and the reused files' rows.
 */
async function checkReply(
  deps: ReplyServiceDependencies,
  staff: Staff,
  inquiryId: string,
  input: ReplyInput,
) {
  const { db } = deps;
  requireCan(staff, 'inquiries:reply');
  if (!isUuid(inquiryId)) throw new AppError('not_found');
  const newFiles = await checkFiles(input.files, deps.attachments);
  if (input.files.length + input.attachmentIds.length > conversationLimits.attachmentsMaxCount) {
    throw fieldError('validation_failed', 'attachments', 'too_many_files');
  }
  // One file named twice would be sent twice, and counted once against the limits.
  if (new Set(input.attachmentIds).size !== input.attachmentIds.length) {
    throw fieldError('validation_failed', 'attachmentIds', 'duplicate_attachment');
  }
  const current = await selectInquiryStatus(db, inquiryId);
  if (!current) throw new AppError('not_found');
  if (current.status === 'spam') throw new AppError('inquiry_is_spam');
  const reused = await selectAttachmentsById(db, inquiryId, input.attachmentIds);
  if (reused.length !== input.attachmentIds.length) {
    throw fieldError('validation_failed', 'attachmentIds', 'invalid');
  }
  // A quotation's PDF prints a link to the buyer's own page: whoever is on CC would hold a key to it, as
  // an answer's own link would (decision 173), so it goes to the buyer alone.
  if (
    input.cc.length > 0 &&
    (await includesSentQuotation(
      db,
      reused.map((file) => file.storageKey),
    ))
  ) {
    throw fieldError('validation_failed', 'attachmentIds', 'quotation_with_cc');
  }
  // Files sent again go out with the mail as the new ones do: they count toward the same total.
  const totalBytes =
    newFiles.reduce((sum, file) => sum + file.bytes.byteLength, 0) +
    reused.reduce((sum, file) => sum + file.sizeBytes, 0);
  if (totalBytes > deps.attachments.maxTotalAttachmentBytes) {
    throw fieldError('payload_too_large', 'attachmentIds', 'files_too_large');
  }

  // Counted after every check, so a refused answer never spends a slot (decision 093).
  const counted = await countRateLimit(db, {
    name: 'reply',
    key: staff.userId,
    limit: deps.rateLimitPerHour,
    windowSeconds: 3600,
    now: (deps.now ?? systemClock)(),
  });
  if (counted?.isOverLimit) {
    throw new AppError('rate_limited', { retryAfterSeconds: counted.retryAfterSeconds });
  }
  return { newFiles, reused };
}

/** The answer's ids, its text with the staff member's signature, and the rows of its files. */
async function prepareReply(
  deps: ReplyServiceDependencies,
  staff: Staff,
  inquiryId: string,
  input: ReplyInput,
  newFiles: CheckedFile[],
  reused: Awaited<ReturnType<typeof selectAttachmentsById>>,
): Promise<PreparedReply> {
  const messageRowId = randomUUID();
  const idempotencyKey = `inquiry-reply-${messageRowId}`;
  const messageId = messageIdFor(idempotencyKey, deps.mail.from);
  const signature = (await selectSignature(deps.db, staff.userId)).trim();
  // Multipart form data carries line breaks as CRLF; the thread and the mail keep one kind.
  const body = input.body.replace(/\r\n?/g, '\n');
  const text = signature === '' ? body : `${body}\n\n-- \n${signature.replace(/\r\n?/g, '\n')}`;
  const year = new Date().getUTCFullYear();
  const attachments: NewFile[] = [];
  for (const file of newFiles) {
    attachments.push(
      newAttachmentRow(inquiryId, messageRowId, year, file.bytes, file.name, file.contentType),
    );
  }
  // A file already on the inquiry gets a row of this message pointing at the same stored blob, not a
  // copy (decision 163): rows of one inquiry only share a blob, and erasure removes them all together.
  const referenced: NewAttachment[] = reused.map((file) => ({
    id: randomUUID(),
    inquiryId,
    messageId: messageRowId,
    storageKey: file.storageKey,
    fileName: file.fileName,
    contentType: file.contentType,
    sizeBytes: file.sizeBytes,
    sha256: file.sha256,
  }));
  return {
    inquiryId,
    messageRowId,
    idempotencyKey,
    messageId,
    text,
    cc: input.cc,
    attachments,
    referenced,
    alsoWrite: input.alsoWrite,
  };
}

/** The answer's rows, its outbox mail and what it changes of the inquiry, in the caller's transaction. */
async function writeReply(
  tx: Transaction,
  deps: ReplyServiceDependencies,
  staff: Staff,
  reply: PreparedReply,
) {
  const { inquiryId, messageRowId, messageId, text, attachments, referenced } = reply;
  const inquiry = await selectInquiryForReply(tx, inquiryId);
  if (!inquiry) throw new AppError('not_found');
  if (inquiry.status === 'spam') throw new AppError('inquiry_is_spam');
  const { inReplyTo, references } = await threadReferences(tx, inquiryId, deps.mail.from);
  const { outboxId, subject } = await enqueueReplyMail(tx, deps, inquiry, reply, inReplyTo, references);
  const [message] = await tx
    .insert(inquiryMessages)
    .values({
      id: messageRowId,
      inquiryId,
      direction: 'outbound',
      authorId: staff.userId,
      fromAddress: deps.mail.from,
      to: [inquiry.email],
      cc: reply.cc,
      subject,
      text,
      messageId,
      inReplyTo: inReplyTo ?? null,
      references,
      outboxId,
    })
    .returning({ createdAt: inquiryMessages.createdAt });
  const rows = [...attachments.map(({ bytes: _bytes, ...row }) => row), ...referenced];
  if (rows.length > 0) await tx.insert(inquiryAttachments).values(rows);
  const updateCursor = await markInquiryAnswered(tx, inquiryId, inquiry, staff, deps.webhookEvents);
  const messageCursor = await insertActivity(tx, {
    id: randomUUID(),
    inquiryId,
    actorId: staff.userId,
    action: 'message_added',
    details: { messageId: messageRowId, direction: 'outbound' },
  });
  await deleteDraft(tx, inquiryId, staff.userId);
  await reply.alsoWrite?.(tx, messageRowId);
  // After `alsoWrite`: a quotation sent with this answer has its files' rows by now.
  await deps.webhookEvents?.messageAdded(tx, messageRowId);
  await deps.beforeCommit?.();
  return { createdAt: message?.createdAt ?? new Date(), messageCursor, updateCursor };
}

/**
 * What the answer replies to: the thread's latest Message-ID (the confirmation's before any other), and
 * the references, trimmed to the first and the latest.
 */
async function threadReferences(tx: Transaction, inquiryId: string, from: string) {
  const confirmation = await selectConfirmation(tx, inquiryId);
  const thread = await selectThreadMessageIds(tx, inquiryId);
  const original = confirmation ? confirmationMessageId(confirmation, from) : undefined;
  const references = [...(original ? [original] : []), ...thread];
  const inReplyTo = references.at(-1);
  const trimmedReferences =
    references.length > maxReferences
      ? [references[0] as string, ...references.slice(-(maxReferences - 1))]
      : references;
  return { inReplyTo, references: trimmedReferences };
}

/** Queues the answer's e-mail to the visitor; returns its outbox row and the subject the visitor sees. */
async function enqueueReplyMail(
  tx: Transaction,
  deps: ReplyServiceDependencies,
  inquiry: InquiryForReply,
  reply: PreparedReply,
  inReplyTo: string | undefined,
  references: string[],
): Promise<{ outboxId: string; subject: string }> {
  const { inquiryId, cc, attachments, referenced } = reply;
  const replyTo = inquiry.replyToken ? replyAddress(inquiry.replyToken, deps.mail.inboundDomain) : undefined;
  const props = {
    // The inquiry's language for the fixed words; a row from before locales were checked gets English.
    locale: isLocale(inquiry.locale) ? inquiry.locale : defaultLocale,
    reference: inquiry.reference,
    body: reply.text,
    companyName: deps.mail.companyName,
    siteUrl: deps.mail.publicOrigin,
    // Every answer links the visitor's own page with a link of its own (decision 173), except one
    // copied to others: whoever is on CC would hold a key to the whole conversation and could
    // answer as the visitor. The visitor has the link from their earlier mails.
    ...(cc.length === 0
      ? {
          requestUrl: await issueVisitorPageLink(tx, {
            inquiryId,
            locale: isLocale(inquiry.locale) ? inquiry.locale : defaultLocale,
            publicOrigin: deps.mail.publicOrigin,
          }),
        }
      : {}),
  };
  const { id: outboxId } = await enqueueMail(tx, {
    idempotencyKey: reply.idempotencyKey,
    inquiryId,
    to: [inquiry.email],
    ...(cc.length > 0 ? { cc } : {}),
    ...(replyTo ? { replyTo } : {}),
    messageId: reply.messageId,
    ...(inReplyTo ? { inReplyTo } : {}),
    ...(references.length > 0 ? { references } : {}),
    ...(attachments.length + referenced.length > 0
      ? {
          attachments: [...attachments, ...referenced].map((file) => ({
            storageKey: file.storageKey,
            fileName: file.fileName,
            contentType: file.contentType,
          })),
        }
      : {}),
    template: 'inquiry-reply',
    props,
  });
  // The subject as the visitor will see it, kept with the message for the thread.
  return { outboxId, subject: inquiryAnswerSubject(props.locale, props.reference, props.companyName) };
}

/**
 * What an answer changes of the inquiry: answered, first answered, the next-answer clock stopped, and
 * taken by whoever answered if nobody owned it. Returns the cursor of the last activity it recorded.
 */
async function markInquiryAnswered(
  tx: Transaction,
  inquiryId: string,
  inquiry: InquiryForReply,
  staff: Staff,
  webhookEvents: ReplyWebhookEvents | undefined,
): Promise<number | undefined> {
  let updateCursor: number | undefined;
  const change: AnswerChange = {};
  if (answeredFrom.has(inquiry.status)) change.status = 'answered';
  if (!inquiry.firstAnsweredAt) change.firstAnsweredAt = new Date();
  // Answered: the next-answer clock stops until the visitor writes again (decision 181).
  if (inquiry.nextAnswerDueAt) change.nextAnswerDueAt = null;
  // Whoever answers an inquiry nobody owns takes it (issue 26, decision 174): the visitor's next
  // answer then reaches them, and the inbox shows whose it is. The row is locked, so of two answers
  // at once the first takes it and the second sees it taken.
  if (inquiry.assigneeId === null) change.assigneeId = staff.userId;
  if (Object.keys(change).length > 0) {
    await markAnswered(tx, inquiryId, change);
  }
  if (change.status) {
    // The actor of this change is who answered: the activity log keeps it.
    updateCursor = await insertActivity(tx, {
      id: randomUUID(),
      inquiryId,
      actorId: staff.userId,
      action: 'status_changed',
      details: { from: inquiry.status, to: 'answered', reason: 'staff_replied' },
    });
  }
  if (change.assigneeId) {
    updateCursor = await insertActivity(tx, {
      id: randomUUID(),
      inquiryId,
      actorId: staff.userId,
      action: 'assigned',
      details: { from: null, to: staff.userId, reason: 'first_answer' },
    });
  }
  if (change.status || change.assigneeId) {
    await webhookEvents?.inquiryUpdated(tx, inquiryId, [
      ...(change.status ? (['status'] as const) : []),
      ...(change.assigneeId ? (['assigneeId'] as const) : []),
    ]);
  }
  return updateCursor;
}

/** A failed answer gets a new delivery: its outbox row is due again, with a fresh retry window. */
async function resendReply(
  deps: ReplyServiceDependencies,
  staff: Staff,
  inquiryId: string,
  messageId: string,
): Promise<void> {
  requireCan(staff, 'inquiries:reply');
  if (!isUuid(inquiryId) || !isUuid(messageId)) throw new AppError('not_found');
  const outcome = await resetFailedDelivery(deps.db, inquiryId, messageId);
  if (outcome === 'not_found') throw new AppError('not_found');
  if (outcome === 'not_failed') throw new AppError('delivery_not_failed');
  deps.onMailQueued();
}

/** The inquiry's thread, for a staff member who may read inquiries; 404 for an unknown inquiry. */
async function readThreadFor(deps: ReplyServiceDependencies, staff: Staff, inquiryId: string) {
  requireCan(staff, 'inquiries:read');
  if (!isUuid(inquiryId) || !(await selectInquiryStatus(deps.db, inquiryId))) throw new AppError('not_found');
  return readThread(deps.db, deps.storage, inquiryId);
}

/** Tells the desks: the new message, and the inquiry's row as the answer left it. */
async function publishAnswerSent(
  deps: ReplyServiceDependencies,
  inquiryId: string,
  messageId: string,
  cursors: { messageCursor: number; updateCursor: number | undefined },
): Promise<void> {
  deps.events.publish({
    event: { type: 'inquiry.message_added', inquiryId, messageId, direction: 'outbound' },
    cursor: cursors.messageCursor,
  });
  const [row] = await selectInquiryItems(deps.db, [inquiryId]);
  if (!row) return;
  const readers = await selectReaders(deps.db, [inquiryId]);
  deps.events.publish({
    event: { type: 'inquiry.updated', inquiry: toInquiryListItem(row, true) },
    cursor: cursors.updateCursor ?? null,
    readBy: readers.get(inquiryId) ?? [],
  });
}

export type ReplyService = ReturnType<typeof createReplyService>;

type CheckedFile = UploadedFile & { contentType: string };

/** The contact form's rules: size per file and in all, and a type detected from the bytes. */
async function checkFiles(
  files: UploadedFile[],
  settings: ReplyServiceDependencies['attachments'],
): Promise<CheckedFile[]> {
  if (files.some((file) => file.bytes.byteLength > settings.maxAttachmentBytes)) {
    throw fieldError('payload_too_large', 'files', 'file_too_large');
  }
  const total = files.reduce((sum, file) => sum + file.bytes.byteLength, 0);
  if (total > settings.maxTotalAttachmentBytes)
    throw fieldError('payload_too_large', 'files', 'files_too_large');
  const checked: CheckedFile[] = [];
  for (const file of files) {
    const kind = await detectAttachmentKind(file.bytes);
    if (!kind || !settings.allowedAttachmentKinds.includes(kind)) {
      throw fieldError('unsupported_media_type', 'files', 'unsupported_file_type');
    }
    checked.push({ ...file, contentType: attachmentKinds[kind].mediaType });
  }
  return checked;
}

function newAttachmentRow(
  inquiryId: string,
  messageId: string,
  year: number,
  bytes: Uint8Array,
  fileName: string,
  contentType: string,
): NewAttachment & { bytes: Uint8Array } {
  return {
    id: randomUUID(),
    inquiryId,
    messageId,
    storageKey: `inquiries/${year}/${randomUUID()}`,
    fileName: cleanFileName(fileName, contentType),
    contentType,
    sizeBytes: bytes.byteLength,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    bytes,
  };
}

/**
 * The confirmation's Message-ID: stored in its payload since answers exist; for older rows, the one the
 * SMTP mailer derived from its key (the same function, so the same value while MAIL_FROM is unchanged).
 */
function confirmationMessageId(row: { idempotencyKey: string; data: unknown }, from: string): string {
  const data = row.data;
  if (
    typeof data === 'object' &&
    data !== null &&
    'messageId' in data &&
    typeof data.messageId === 'string'
  ) {
    return data.messageId;
  }
  return messageIdFor(row.idempotencyKey, from);
}

function fieldError(
  code: 'validation_failed' | 'payload_too_large' | 'unsupported_media_type',
  field: string,
  fieldCode: string,
): AppError {
  return new AppError(code, { fields: { [field]: { code: fieldCode } } });
}
