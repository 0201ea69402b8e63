import { randomUUID } from 'node:crypto';
import type { Database } from '@sitedesk/db/client';
import {
  type InquiryDetail,
  type InquiryEntryOptions,
  type InquiryList,
  type InquiryListQuery,
  type InquiryMailDelivery,
  type InquiryStatus,
  inquiryStatusTransitions,
} from '@sitedesk/shared/desk-api';
import { defaultLocale, isLocale } from '@sitedesk/shared/locales';
import type { PersonInquiries } from '@sitedesk/shared/person-inquiries-api';
import type { Logger } from 'pino';
import { AppError } from '../../../http/app-error';
import { isUuid } from '../../../http/is-uuid';
import { requireCan } from '../../../http/require-permission';
import type { Staff } from '../../../platform/auth/staff';
import { type Clock, systemClock } from '../../../platform/clock/clock';
import type { EventBus } from '../../../platform/events/event-bus';
import type { BlobStorage } from '../../../platform/storage/blob-storage';
import { findInquiryEntry } from '../intake/inquiry-entry';
import { applyInquiryChange, type InquiryWebhookEvents } from './apply-change';
import { createInquiryEraser } from './erase-inquiries';
import { toInquiryListItem } from './inquiry-item';
import { listInquiryPage } from './list-page';
import { mergeInquiryInto } from './merge-inquiries';
import { selectPersonInquiries } from './person-inquiries';
import {
  countNotes,
  insertActivity,
  insertNote,
  markRead,
  selectActivity,
  selectAttachments,
  selectInquiryEntryOptions,
  selectInquiryForDetail,
  selectInquiryForUpdate,
  selectInquiryItems,
  selectMailDeliveries,
  selectNotes,
  selectReaders,
} from './repository';
import type { ArrivalMailSettings, SpamVerdictRecorder } from './spam-verdicts';

export type DeskServiceDependencies = {
  db: Database;
  storage: BlobStorage;
  events: EventBus;
  logger: Logger;
  /** "Not spam" sends the arrival e-mails late; without these settings it only moves the inquiry. */
  arrivalMail?: ArrivalMailSettings | undefined;
  /** Wakes the mail delivery worker after "Not spam" queued e-mail. */
  onMailQueued?: (() => void) | undefined;
  /** "Spam" and "Not spam" teach the installation's spam classifier (features/spam/training.ts). */
  onSpamVerdict?: SpamVerdictRecorder | undefined;
  /** What time it is: the deadline filter compares with it (tests set it). */
  now?: Clock | undefined;
  /** Status, assignee and tag changes go to the webhooks as `inquiry.updated` (decision 226). */
  webhookEvents?: InquiryWebhookEvents | undefined;
};

/** Attachment links in the desk live this long: enough to click, too short to pass around. */
const attachmentLinkSeconds = 300;

/** Far beyond what people write on one inquiry; a bound for what a script could add. */
export const notesPerInquiryMax = 500;

/**
 * The desk's work on inquiries. Every function takes the signed-in staff member and checks what their role
 * may do here, next to the queries, whatever the route already checked.
 */
type InquiryChange = { status?: InquiryStatus | undefined; assigneeId?: string | null | undefined };

export function createDeskService(deps: DeskServiceDependencies) {
  const { db } = deps;
  const eraser = createInquiryEraser(deps);

  /**
   * Changes status and/or assignee in one transaction with its activity rows, then tells every desk. Marks
   * nothing read: an integration's change through the API is not its key's creator reading the inquiry.
   */
  async function change(staff: Staff, id: string, inquiryChange: InquiryChange): Promise<void> {
    requireCan(staff, 'inquiries:update');
    if (!isUuid(id)) throw new AppError('not_found');
    const { cursor, queuedMails } = await db.transaction((tx) =>
      applyInquiryChange(tx, deps, staff, id, inquiryChange),
    );
    if (cursor !== undefined) {
      deps.webhookEvents?.wake();
      await publishUpdated(id, cursor);
    }
    if (queuedMails > 0) deps.onMailQueued?.();
  }

  async function detail(staff: Staff, id: string): Promise<InquiryDetail> {
    requireCan(staff, 'inquiries:read');
    const row = isUuid(id) ? await selectInquiryForDetail(db, id) : undefined;
    if (!row) throw new AppError('not_found');
    await markRead(db, id, staff.userId);
    const [attachments, notes, activity, mail, entryUrl] = await Promise.all([
      selectAttachments(db, id),
      selectNotes(db, id),
      selectActivity(db, id),
      selectMailDeliveries(db, id),
      publicPathOfEntry(row.entryId, row.locale),
    ]);
    return {
      ...toInquiryListItem(row, false),
      entryUrl,
      quoteRequest: row.quoteRequest ?? null,
      extraFields: row.extraFields ?? null,
      outcome: row.outcome,
      message: row.message,
      locale: row.locale,
      consentVersion: row.consentVersion,
      attachments: attachments.map((file) => ({
        id: file.id,
        fileName: file.fileName,
        contentType: file.contentType,
        sizeBytes: file.sizeBytes,
        url: deps.storage.signedUrl(file.storageKey, {
          expiresInSeconds: attachmentLinkSeconds,
          downloadName: file.fileName,
        }),
      })),
      notes: notes.map((note) => ({
        id: note.id,
        author: note.authorId ? { id: note.authorId, name: note.authorName ?? '' } : null,
        body: note.body,
        createdAt: note.createdAt.toISOString(),
      })),
      activity: activity.map((entry) => ({
        id: entry.id,
        actor: entry.actorId ? { id: entry.actorId, name: entry.actorName ?? '' } : null,
        action: entry.action,
        details: entry.details,
        createdAt: entry.createdAt.toISOString(),
      })),
      mail: mail.map((message) => ({
        id: message.id,
        template: message.template,
        authorName: message.authorName,
        attachments: filesOf(message.data, attachments),
        to: recipientsOf(message.data),
        status: message.status,
        attempts: message.attempts,
        lastError: message.lastError,
        sentAt: message.sentAt?.toISOString() ?? null,
        nextAttemptAt: message.nextAttemptAt.toISOString(),
      })),
      allowedStatuses: [...inquiryStatusTransitions[row.status]],
    };
  }

  /** Where the site shows the inquiry's product or job now, in the inquiry's language; `null` once it is gone. */
  async function publicPathOfEntry(entryId: string | null, locale: string): Promise<string | null> {
    if (!entryId) return null;
    const entry = await findInquiryEntry(db, entryId, isLocale(locale) ? locale : defaultLocale, new Date());
    return entry?.path ?? null;
  }

  /** Sends the inquiry's current row to every open desk, each copy with its recipient's read state. */
  async function publishUpdated(id: string, cursor: number): Promise<void> {
    const [row] = await selectInquiryItems(db, [id]);
    if (!row) return;
    const readers = await selectReaders(db, [id]);
    deps.events.publish({
      event: { type: 'inquiry.updated', inquiry: toInquiryListItem(row, true) },
      cursor,
      readBy: readers.get(id) ?? [],
    });
  }

  return {
    async list(staff: Staff, query: InquiryListQuery): Promise<InquiryList> {
      requireCan(staff, 'inquiries:read');
      return listInquiryPage(db, staff.userId, query, (deps.now ?? systemClock)());
    },

    detail,

    /** The other inquiries from the same e-mail address, for the inquiry page's panel (decision 179). */
    async personInquiries(staff: Staff, id: string): Promise<PersonInquiries> {
      requireCan(staff, 'inquiries:read');
      const found = isUuid(id) ? await selectPersonInquiries(db, id) : undefined;
      if (!found) throw new AppError('not_found');
      return found;
    },

    /**
     * Merges another inquiry of the same person into this one (decision 179), in one transaction; every desk
     * hears of both changes. Resolves to the target as it is now.
     */
    async merge(staff: Staff, targetId: string, sourceId: string): Promise<InquiryDetail> {
      requireCan(staff, 'inquiries:update');
      if (!isUuid(targetId)) throw new AppError('not_found');
      const merged = await db.transaction(async (tx) => {
        const result = await mergeInquiryInto(tx, { targetId, sourceId, actorId: staff.userId });
        // A CRM holding the source learns it is closed and where its thread went (decision 226).
        await deps.webhookEvents?.inquiryUpdated(tx, sourceId, result.sourceChanged);
        if (result.targetTagsChanged) await deps.webhookEvents?.inquiryUpdated(tx, targetId, ['tags']);
        return result;
      });
      deps.webhookEvents?.wake();
      await publishUpdated(sourceId, merged.sourceCursor);
      await publishUpdated(targetId, merged.targetCursor);
      deps.logger.info({ targetId, sourceId, mergedBy: staff.userId }, 'inquiries merged');
      return detail(staff, targetId);
    },

    /** The products and jobs inquiries are about, with how many (spam left out, as in the inbox). */
    async entryOptions(staff: Staff): Promise<InquiryEntryOptions> {
      requireCan(staff, 'inquiries:read');
      return { items: await selectInquiryEntryOptions(db) };
    },

    change,

    /** A change from the desk: `change`, then the inquiry as its page shows it (read by whoever changed it). */
    async update(staff: Staff, id: string, inquiryChange: InquiryChange): Promise<InquiryDetail> {
      await change(staff, id, inquiryChange);
      return detail(staff, id);
    },

    /** `field`: what the caller calls the note's text, for the error (`body` in the desk, `text` by API). */
    async addNote(
      staff: Staff,
      id: string,
      body: string,
      field: 'body' | 'text' = 'body',
    ): Promise<InquiryDetail['notes'][number]> {
      requireCan(staff, 'inquiries:update');
      if (!isUuid(id)) throw new AppError('not_found');
      const noteId = randomUUID();
      const { createdAt, cursor } = await db.transaction(async (tx) => {
        if (!(await selectInquiryForUpdate(tx, id))) throw new AppError('not_found');
        // The detail page shows every note: a script with a key cannot make an inquiry unreadable.
        if ((await countNotes(tx, id)) >= notesPerInquiryMax) {
          throw new AppError('validation_failed', { fields: { [field]: { code: 'too_many_notes' } } });
        }
        const note = await insertNote(tx, { id: noteId, inquiryId: id, authorId: staff.userId, body });
        const seq = await insertActivity(tx, {
          id: randomUUID(),
          inquiryId: id,
          actorId: staff.userId,
          action: 'note_added',
          details: { noteId },
        });
        await deps.webhookEvents?.noteAdded(tx, noteId);
        return { createdAt: note.createdAt, cursor: seq };
      });
      deps.webhookEvents?.wake();
      deps.events.publish({ event: { type: 'inquiry.note_added', inquiryId: id, noteId }, cursor });
      return {
        id: noteId,
        author: { id: staff.userId, name: staff.name },
        body,
        createdAt: createdAt.toISOString(),
      };
    },

    /** GDPR erasure: the rows and every copy of the visitor's data go in one transaction, then the files. */
    async erase(staff: Staff, id: string): Promise<void> {
      requireCan(staff, 'inquiries:erase');
      const isErased = isUuid(id) && (await eraser.eraseInquiry(id));
      if (!isErased) throw new AppError('not_found');
      // The inquiry's own activity log is gone with it; the log line keeps who erased what (no personal data).
      deps.logger.info({ inquiryId: id, erasedBy: staff.userId }, 'inquiry erased');
    },

    /** "Empty spam folder": erases every inquiry held as spam that arrived before now; resolves to how many. */
    async eraseSpam(staff: Staff): Promise<{ erased: number }> {
      requireCan(staff, 'inquiries:erase');
      const erased = await eraser.eraseSpamCreatedBefore(new Date());
      deps.logger.info({ erased, erasedBy: staff.userId }, 'spam folder emptied');
      return { erased };
    },
  };
}

export type DeskService = ReturnType<typeof createDeskService>;

/**
 * The files an e-mail carries, with their sizes: the envelope names them by storage key, and the inquiry's
 * attachment rows hold the sizes (every file an answer sends is one of them).
 */
function filesOf(
  data: unknown,
  attachments: readonly { storageKey: string; fileName: string; sizeBytes: number }[],
): InquiryMailDelivery['attachments'] {
  if (typeof data !== 'object' || data === null || !('attachments' in data)) return [];
  if (!Array.isArray(data.attachments)) return [];
  return data.attachments.flatMap((file: unknown) => {
    if (typeof file !== 'object' || file === null || !('storageKey' in file)) return [];
    const stored = attachments.find((row) => row.storageKey === file.storageKey);
    return stored ? [{ fileName: stored.fileName, sizeBytes: stored.sizeBytes }] : [];
  });
}

function recipientsOf(data: unknown): string[] {
  if (typeof data !== 'object' || data === null || !('to' in data) || !Array.isArray(data.to)) return [];
  return data.to.filter((address): address is string => typeof address === 'string');
}
