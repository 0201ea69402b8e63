import { createHash, randomUUID } from 'node:crypto';
import type { Database } from '@sitedesk/db/client';
import { attachmentKinds } from '@sitedesk/shared/attachment-kinds';
import type { Logger } from 'pino';
import type { InquirySettings, SpamSettings } from '../../../config';
import { type Clock, systemClock } from '../../../platform/clock/clock';
import type { EventBus } from '../../../platform/events/event-bus';
import { countRateLimit, rateLimitKeyFor } from '../../../platform/rate-limit/rate-limit';
import type { BlobStorage } from '../../../platform/storage/blob-storage';
import { startNextAnswerClock } from '../../routing/next-answer';
import { judgeInboundMessage } from '../../spam/inbound-judgement';
import { spamThresholdsFrom } from '../../spam/spam-signals';
import { loadSpamModel } from '../../spam/training';
import { replyTokenOf } from '../conversation/reply-address';
import { toInquiryListItem } from '../desk/inquiry-item';
import {
  insertActivity,
  selectInquiryForUpdate,
  selectInquiryItems,
  selectReaders,
  type Transaction,
  updateInquiry,
} from '../desk/repository';
import { detectAttachmentKind } from '../intake/attachment-types';
import { cleanFileName } from '../intake/clean-file-name';
import type { InboundMessage, MailEnvelope, ParseLimits } from './parse-message';
import { createParsePool, type ParsePool } from './parse-pool';
import {
  insertInboundMessage,
  markUnreadForEveryone,
  type NewInboundAttachment,
  selectInquiryIdByOutboxMessageIds,
  selectInquiryIdByReplyToken,
  selectInquiryIdBySentMessageIds,
  selectStoredMessage,
} from './repository';
import { maxRecipientsLookedUp, unparsedMessage } from './unparsed-message';

/** What became of a received message. */
export type InboundOutcome =
  | {
      kind: 'stored';
      inquiryId: string;
      messageId: string;
      isAutomatic: boolean;
      /** The spam checks held it: stored in the thread, but it changed nothing and notified nobody. */
      isSuspectedSpam: boolean;
    }
  /** The same Message-ID arrived before: accepted (so the sender stops retrying), stored once. */
  | { kind: 'duplicate'; inquiryId: string }
  /** No reply address of ours and no reference to a message of ours: refused, nothing stored. */
  | { kind: 'unmatched' }
  /**
   * The sender is over its hourly limit (counted here for the webhook; the listener counts at `RCPT TO`), or
   * the inquiry is over its own (`INBOUND_TOKEN_RATE_LIMIT`, counted before the message is read).
   */
  | { kind: 'rate_limited' };

/** The visitor answered (not a machine, not on a spam inquiry): queue the assignee's e-mail in `tx`. */
export type QueueReplyNotification = (
  tx: Transaction,
  reply: { inquiryId: string; messageId: string; excerpt: string },
) => Promise<boolean>;

export type InboundMailDependencies = {
  db: Database;
  storage: BlobStorage;
  events: EventBus;
  logger: Logger;
  inboundDomain: string;
  /** The contact form's attachment rules apply to mail too. */
  attachments: Pick<
    InquirySettings,
    'maxAttachments' | 'maxAttachmentBytes' | 'maxTotalAttachmentBytes' | 'allowedAttachmentKinds'
  >;
  /** Messages per sending address per hour; 0: no limit. */
  rateLimitPerHour: number;
  /** Messages per inquiry per hour, whoever sends them; 0 or unset: no limit. */
  inquiryRateLimitPerHour?: number;
  /** How a message is read (decision 160): text and HTML limits, the worker pool's size and time limit. */
  parsing?: Partial<ParseLimits & { workers: number; timeoutMs: number }>;
  /** Keys the rate-limit counter, so the counters table never holds an address. */
  secret: string;
  queueReplyNotification?: QueueReplyNotification | undefined;
  onMailQueued?: () => void;
  /** The contact form's spam checks (decision 164); absent or off (SPAM_CHECKS=off): mail is not judged. */
  spam?: SpamSettings | undefined;
  /** The time a visitor's answer starts the next-answer clock at (decision 181); the system clock if unset. */
  now?: Clock;
  /**
   * The webhooks' `message.received`, and `inquiry.updated` when the answer reopened the inquiry (decision
   * 226): queued in the message's transaction, the delivery woken after the commit.
   */
  webhookEvents?: InboundWebhookEvents | undefined;
};

export type InboundWebhookEvents = {
  messageAdded: (tx: Transaction, messageRowId: string) => Promise<unknown>;
  inquiryUpdated: (tx: Transaction, inquiryId: string, changed: 'status'[]) => Promise<unknown>;
  wake: () => void;
};

/** Statuses a visitor's answer reopens: someone has to look at it again. */
const reopenedStatuses = new Set(['answered', 'closed']);

/**
 * The visitor's answers coming back (decision 101): every way in (SMTP listener, webhook, the dev mailbox)
 * hands raw bytes to `receive`, which parses, matches, stores in one transaction and then tells the desk.
 */
export function createInboundMailService(deps: InboundMailDependencies) {
  const limits: ParseLimits = {
    maxTextChars: deps.parsing?.maxTextChars ?? 256 * 1024,
    maxHtmlChars: deps.parsing?.maxHtmlChars ?? deps.parsing?.maxTextChars ?? 256 * 1024,
  };
  // Threads start with the first message and end when idle (decision 149's lazy loading, kept).
  const parsePool = createParsePool({
    workers: deps.parsing?.workers ?? 2,
    timeoutMs: deps.parsing?.timeoutMs ?? 10_000,
    limits,
    // The message is still stored (as unparseable); a worker that cannot start at all must not go unnoticed.
    onGiveUp: (reason, error) =>
      reason === 'timeout'
        ? deps.logger.warn('inbound mail: parse ran out of time, stored as unparseable')
        : deps.logger.error({ err: error, reason }, 'inbound mail: parse worker failed'),
  });
  const parsing: Parsing = { pool: parsePool, limits };

  return {
    /** Whether mail to `address` would reach an inquiry: the SMTP listener asks at `RCPT TO`. */
    acceptsRecipient: async (address: string): Promise<boolean> =>
      (await inquiryForRecipients(deps, [address])) !== undefined,
    isSenderOverLimit: (sender: string) => isSenderOverLimit(deps, sender),
    receive: (raw: Uint8Array, envelope: MailEnvelope, options: { countSender?: boolean } = {}) =>
      receiveMail(deps, parsing, raw, envelope, options),
    storeVisitorMessage: (inquiryId: string, message: InboundMessage, raw?: Uint8Array) =>
      storeVisitorMessage(deps, inquiryId, message, raw),
    /** Ends the parser threads. */
    close: () => parsePool.close(),
  };
}

/** The worker threads that read a message, and the limits a message left unparsed is cut to. */
type Parsing = { pool: ParsePool; limits: ParseLimits };

/**
 * Parses, matches and stores a received message, within the sender's and the inquiry's limits (every way
 * in hands its raw bytes here).
 */
async function receiveMail(
  deps: InboundMailDependencies,
  parsing: Parsing,
  raw: Uint8Array,
  envelope: MailEnvelope,
  options: { countSender?: boolean },
): Promise<InboundOutcome> {
  // The envelope's reply address is matched, and the inquiry's limit counted, before the body is read:
  // a flood to one reply address costs a lookup per message, not a parse (decision 160).
  const envelopeInquiryId = await inquiryForRecipients(
    deps,
    envelope.recipients.slice(0, maxRecipientsLookedUp),
  );
  if (envelopeInquiryId && (await isInquiryOverLimit(deps, envelopeInquiryId)))
    return { kind: 'rate_limited' };
  // Parsed in a worker thread, within a time limit; a message it could not finish is kept as unparseable.
  const message = (await parsing.pool.parse(raw, envelope)) ?? unparsedMessage(raw, envelope, parsing.limits);
  const inquiryId = envelopeInquiryId ?? (await matchInquiry(deps, message));
  if (!inquiryId) return { kind: 'unmatched' };
  if (!envelopeInquiryId && (await isInquiryOverLimit(deps, inquiryId))) return { kind: 'rate_limited' };
  // Only mail that reaches an inquiry counts, so nobody without a reply address can use up a sender's limit.
  if (options.countSender && (await isSenderOverLimit(deps, envelope.sender || message.from || '<>'))) {
    return { kind: 'rate_limited' };
  }
  return storeVisitorMessage(deps, inquiryId, message, raw);
}

/** The inquiry one of our reply addresses among `recipients` belongs to. */
async function inquiryForRecipients(
  deps: InboundMailDependencies,
  recipients: string[],
): Promise<string | undefined> {
  for (const address of recipients) {
    const token = replyTokenOf(address, deps.inboundDomain);
    const inquiryId = token ? await selectInquiryIdByReplyToken(deps.db, token) : undefined;
    if (inquiryId) return inquiryId;
  }
  return undefined;
}

/** The inquiry a message answers: by its reply address, else by the messages of ours it refers to. */
async function matchInquiry(
  deps: InboundMailDependencies,
  message: InboundMessage,
): Promise<string | undefined> {
  const referenced = [message.inReplyTo, ...message.references].filter((id): id is string => id !== null);
  return (
    (await inquiryForRecipients(deps, message.recipients.slice(0, maxRecipientsLookedUp))) ??
    (await selectInquiryIdBySentMessageIds(deps.db, referenced)) ??
    (await selectInquiryIdByOutboxMessageIds(deps.db, referenced))
  );
}

/** Files the form would accept go to storage; the rest are only named, with the reason. */
async function checkFiles(
  settings: InboundMailDependencies['attachments'],
  inquiryId: string,
  messageId: string,
  files: InboundMessage['attachments'],
) {
  const accepted: { row: NewInboundAttachment; bytes: Uint8Array }[] = [];
  const refused: { fileName: string; reason: string }[] = [];
  let total = 0;
  for (const file of files) {
    const size = file.bytes.byteLength;
    if (size > settings.maxAttachmentBytes) {
      refused.push({ fileName: file.fileName, reason: 'file_too_large' });
      continue;
    }
    const kind = await detectAttachmentKind(file.bytes);
    if (!kind || !settings.allowedAttachmentKinds.includes(kind)) {
      refused.push({ fileName: file.fileName, reason: 'unsupported_file_type' });
      continue;
    }
    if (accepted.length >= settings.maxAttachments) {
      refused.push({ fileName: file.fileName, reason: 'too_many_files' });
      continue;
    }
    if (total + size > settings.maxTotalAttachmentBytes) {
      refused.push({ fileName: file.fileName, reason: 'files_too_large' });
      continue;
    }
    total += size;
    const contentType = attachmentKinds[kind].mediaType;
    accepted.push({
      bytes: file.bytes,
      row: {
        id: randomUUID(),
        inquiryId,
        messageId,
        storageKey: `inquiries/${new Date().getUTCFullYear()}/${randomUUID()}`,
        fileName: cleanFileName(file.fileName, contentType),
        contentType,
        sizeBytes: size,
        sha256: createHash('sha256').update(file.bytes).digest('hex'),
      },
    });
  }
  return { accepted, refused };
}

/** Tells the desks: the new message, and (unless it changed nothing) the inquiry's row as it is now. */
async function publishStored(
  deps: InboundMailDependencies,
  inquiryId: string,
  messageId: string,
  cursors: { message: number; status?: number },
  isInquiryChanged: boolean,
) {
  deps.events.publish({
    event: { type: 'inquiry.message_added', inquiryId, messageId, direction: 'inbound' },
    cursor: cursors.message,
  });
  // A suspect changed nothing of the inquiry: no list update, so no desk shows it as news.
  if (!isInquiryChanged) return;
  const [row] = await selectInquiryItems(deps.db, [inquiryId]);
  if (!row) return;
  const readers = await selectReaders(deps.db, [inquiryId]);
  deps.events.publish({
    event: { type: 'inquiry.updated', inquiry: toInquiryListItem(row, true) },
    // Only a status change is an activity row of its own; "unread again" alone is not replayed.
    cursor: cursors.status ?? null,
    readBy: readers.get(inquiryId) ?? [],
  });
}

/** Counts one message from `sender`; `true` when that sender is over the hourly limit. */
async function isSenderOverLimit(deps: InboundMailDependencies, sender: string): Promise<boolean> {
  const counted = await countRateLimit(deps.db, {
    name: 'inbound-mail',
    key: rateLimitKeyFor(sender.trim().toLowerCase(), deps.secret),
    limit: deps.rateLimitPerHour,
    windowSeconds: 3600,
    now: (deps.now ?? systemClock)(),
  });
  return counted?.isOverLimit ?? false;
}

/**
 * Counts one message for the inquiry; `true` when it is over its hourly limit. Keyed by the inquiry, not
 * the sender: `MAIL FROM` is the sender's to choose, and one reply address must not let anyone flood a
 * thread, its assignee's mailbox and the storage (decision 160).
 */
async function isInquiryOverLimit(deps: InboundMailDependencies, inquiryId: string): Promise<boolean> {
  const counted = await countRateLimit(deps.db, {
    name: 'inbound-mail-inquiry',
    key: inquiryId,
    limit: deps.inquiryRateLimitPerHour ?? 0,
    windowSeconds: 3600,
    now: (deps.now ?? systemClock)(),
  });
  return counted?.isOverLimit ?? false;
}

/**
 * Whether the answer looks like spam (decision 164, amendment "inbound mail"). Auto-replies are not judged:
 * they change nothing anyway.
 */
async function isSuspectedSpam(
  deps: InboundMailDependencies,
  inquiryId: string,
  messageId: string,
  message: InboundMessage,
): Promise<boolean> {
  if (!deps.spam?.isEnabled || message.isAutomatic) return false;
  const judgement = judgeInboundMessage(
    { text: message.text, subject: message.subject, from: message.from },
    await loadSpamModel(deps.db),
    spamThresholdsFrom(deps.spam),
  );
  if (!judgement.isSpam) return false;
  // Ids, the score and reason codes only: the message's text and addresses are personal data.
  deps.logger.info(
    { inquiryId, messageId, score: judgement.score, reasons: judgement.reasons },
    'inbound mail: suspected spam, stored without notice',
  );
  return true;
}

/** The original message as a file of the thread, when the stored text is not all of it. */
function originalFile(inquiryId: string, messageId: string, raw: Uint8Array): NewInboundAttachment {
  return {
    id: randomUUID(),
    inquiryId,
    messageId,
    storageKey: `inquiries/${new Date().getUTCFullYear()}/${randomUUID()}`,
    fileName: 'original-message.eml',
    contentType: 'message/rfc822',
    sizeBytes: raw.byteLength,
    sha256: createHash('sha256').update(raw).digest('hex'),
  };
}

/**
 * Stores a message of the visitor's that belongs to `inquiryId` as every received answer is stored:
 * files, thread entry, unread, reopening, the spam check, the assignee's notification, the desk's events.
 * `receive` calls it once a message is matched and within its limits; the visitor's own page
 * (features/requests, decision 173) calls it with the answer typed there. `raw`: the original bytes, kept
 * beside the message when `message.keepOriginal` says so.
 */
async function storeVisitorMessage(
  deps: InboundMailDependencies,
  inquiryId: string,
  message: InboundMessage,
  raw?: Uint8Array,
): Promise<InboundOutcome> {
  const earlier = await selectStoredMessage(deps.db, message.messageId);
  if (earlier) return { kind: 'duplicate', inquiryId: earlier.inquiryId };

  const messageId = randomUUID();
  // A suspect is stored like an auto-reply: kept in the thread (nothing a visitor sends is lost), but it
  // marks nothing unread, reopens nothing and notifies nobody.
  const isSuspect = await isSuspectedSpam(deps, inquiryId, messageId, message);
  const { accepted, refused } = await checkFiles(deps.attachments, inquiryId, messageId, message.attachments);
  // Not one of the visitor's files: the limits on those do not apply to it.
  if (message.keepOriginal && raw) {
    const row = originalFile(inquiryId, messageId, raw);
    accepted.push({ row, bytes: raw });
  }
  // Files first, rows second (decision 033): a row never points at a missing file.
  const stored: string[] = [];
  let committed: VisitorMessageWrite;
  try {
    for (const file of accepted) {
      await deps.storage.put(file.row.storageKey, file.bytes, { contentType: file.row.contentType });
      stored.push(file.row.storageKey);
    }
    const files = { rows: accepted.map((file) => file.row), refused };
    committed = await deps.db.transaction((tx) =>
      writeVisitorMessage(tx, deps, { inquiryId, messageId, message, isSuspect, files }),
    );
  } catch (error) {
    await Promise.allSettled(stored.map((key) => deps.storage.delete(key)));
    throw error;
  }
  if (committed.kind !== 'stored') {
    await Promise.allSettled(stored.map((key) => deps.storage.delete(key)));
    // Stored again under the target; a target merged on since leads on (a merge never makes a loop).
    if (committed.kind === 'merged') return storeVisitorMessage(deps, committed.into, message, raw);
    return committed.kind === 'gone' ? { kind: 'unmatched' } : { kind: 'duplicate', inquiryId };
  }
  if (committed.isQueued) deps.onMailQueued?.();
  deps.webhookEvents?.wake();
  if (committed.cursors) await publishStored(deps, inquiryId, messageId, committed.cursors, !isSuspect);
  // Ids and flags only: the message's addresses and text are personal data.
  deps.logger.info(
    {
      inquiryId,
      messageId,
      isAutomatic: message.isAutomatic,
      isSuspectedSpam: isSuspect,
      sizeBytes: message.sizeBytes,
      refused: refused.length,
      isOriginalKept: message.keepOriginal,
    },
    'inbound mail stored',
  );
  return {
    kind: 'stored',
    inquiryId,
    messageId,
    isAutomatic: message.isAutomatic,
    isSuspectedSpam: isSuspect,
  };
}

/** What the transaction of a visitor's message did: stored it (with the cursors to publish), or why not. */
type VisitorMessageWrite =
  | { kind: 'stored'; cursors: { message: number; status?: number } | undefined; isQueued: boolean }
  | { kind: 'duplicate' }
  | { kind: 'gone' }
  | { kind: 'merged'; into: string };

/**
 * Writes a visitor's message into its inquiry's thread under the inquiry's lock: the message and its
 * files' rows, unread and reopened (unless it changes nothing), the activity, the assignee's notification.
 */
async function writeVisitorMessage(
  tx: Transaction,
  deps: InboundMailDependencies,
  write: {
    inquiryId: string;
    messageId: string;
    message: InboundMessage;
    isSuspect: boolean;
    files: { rows: NewInboundAttachment[]; refused: { fileName: string; reason: string }[] };
  },
): Promise<VisitorMessageWrite> {
  const { inquiryId, messageId, message, isSuspect } = write;
  const changesNothing = message.isAutomatic || isSuspect;
  const inquiry = await selectInquiryForUpdate(tx, inquiryId);
  if (!inquiry) return { kind: 'gone' };
  // Merged away since it was matched (decision 179): the answer belongs in the target's thread.
  if (inquiry.mergedIntoId) return { kind: 'merged', into: inquiry.mergedIntoId };
  const isInserted = await insertInboundMessage(
    tx,
    {
      id: messageId,
      inquiryId,
      direction: 'inbound',
      authorId: null,
      fromAddress: message.from,
      to: message.to,
      cc: message.cc,
      subject: message.subject,
      text: message.text,
      html: message.html,
      messageId: message.messageId,
      inReplyTo: message.inReplyTo,
      references: message.references,
      isAutomatic: message.isAutomatic,
      isSuspectedSpam: isSuspect,
      sizeBytes: message.sizeBytes,
      refusedAttachments: write.files.refused,
    },
    write.files.rows,
  );
  if (!isInserted) return { kind: 'duplicate' };
  // A spam inquiry keeps what arrives, quietly: no event, no unread, no status change.
  if (inquiry.status === 'spam') return { kind: 'stored', cursors: undefined, isQueued: false };
  const status = changesNothing ? undefined : await markVisitorAnswered(tx, deps, inquiryId, inquiry.status);
  // A suspected spam is kept quietly, as it is in the desk: nothing goes out about it.
  if (!isSuspect) await deps.webhookEvents?.messageAdded(tx, messageId);
  if (status !== undefined) await deps.webhookEvents?.inquiryUpdated(tx, inquiryId, ['status']);
  const cursor = await insertActivity(tx, {
    id: randomUUID(),
    inquiryId,
    actorId: null,
    action: 'message_added',
    details: {
      messageId,
      direction: 'inbound',
      isAutomatic: message.isAutomatic,
      ...(isSuspect && { isSuspectedSpam: true }),
    },
  });
  const isQueued =
    !changesNothing && deps.queueReplyNotification
      ? await deps.queueReplyNotification(tx, { inquiryId, messageId, excerpt: message.text })
      : false;
  return {
    kind: 'stored',
    cursors: status === undefined ? { message: cursor } : { message: cursor, status },
    isQueued,
  };
}

/**
 * What the visitor's answer changes: unread for everyone, the next-answer clock started, and an answered
 * or closed inquiry reopened. Returns the cursor of the status change, if there was one.
 */
async function markVisitorAnswered(
  tx: Transaction,
  deps: InboundMailDependencies,
  inquiryId: string,
  status: string,
): Promise<number | undefined> {
  await markUnreadForEveryone(tx, inquiryId);
  // The visitor answered: the team's next-answer clock starts now, if it keeps one (decision 181).
  await startNextAnswerClock(tx, inquiryId, (deps.now ?? systemClock)());
  if (!reopenedStatuses.has(status)) return undefined;
  await updateInquiry(tx, inquiryId, { status: 'in_progress' });
  return insertActivity(tx, {
    id: randomUUID(),
    inquiryId,
    actorId: null,
    action: 'status_changed',
    details: { from: status, to: 'in_progress', reason: 'visitor_replied' },
  });
}

export type InboundMailService = ReturnType<typeof createInboundMailService>;
