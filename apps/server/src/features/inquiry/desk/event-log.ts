import type { Database } from '@sitedesk/db/client';
import { inquiryActivity } from '@sitedesk/db/desk-schema';
import type { DeskEvent } from '@sitedesk/shared/desk-api';
import { asc, gt, inArray, max } from 'drizzle-orm';
import type { DeskBusMessage, EventBus } from '../../../platform/events/event-bus';
import type { CreatedInquiry } from '../intake/service';
import { toInquiryListItem } from './inquiry-item';
import { selectInquiryItems, selectReaders } from './repository';

/**
 * The desk's events as the database remembers them: every `inquiry_activity` row is one event and its
 * `seq` the cursor. A client that reconnects with `Last-Event-ID` gets what it missed from here, also after
 * a restart or from another instance; the in-memory bus only carries what happens while it is connected.
 */
export function createDeskEventLog(db: Database) {
  return {
    async currentCursor(): Promise<number> {
      const [row] = await db.select({ seq: max(inquiryActivity.seq) }).from(inquiryActivity);
      return row?.seq ?? 0;
    },

    /**
     * Events after `cursor`, oldest first, each with the inquiry's current row. `undefined` when more
     * than `limit` were missed: the client should reload its list rather than replay them.
     */
    async since(cursor: number, limit: number): Promise<DeskBusMessage[] | undefined> {
      const activity = await db
        .select(activityColumns)
        .from(inquiryActivity)
        .where(gt(inquiryActivity.seq, cursor))
        .orderBy(asc(inquiryActivity.seq))
        .limit(limit + 1);
      if (activity.length > limit) return undefined;
      return messagesFor(db, activity);
    },

    /** The events with these cursors, as `since` rebuilds them (another instance's, after its notice). */
    async eventsAt(cursors: number[]): Promise<DeskBusMessage[]> {
      if (cursors.length === 0) return [];
      const activity = await db
        .select(activityColumns)
        .from(inquiryActivity)
        .where(inArray(inquiryActivity.seq, cursors))
        .orderBy(asc(inquiryActivity.seq));
      return messagesFor(db, activity);
    },

    /** Cursors after `cursor`, oldest first, at most `limit` (the bus's check for lost notices). */
    async cursorsAfter(cursor: number, limit: number): Promise<number[]> {
      const rows = await db
        .select({ seq: inquiryActivity.seq })
        .from(inquiryActivity)
        .where(gt(inquiryActivity.seq, cursor))
        .orderBy(asc(inquiryActivity.seq))
        .limit(limit);
      return rows.map((row) => row.seq);
    },
  };
}

const activityColumns = {
  seq: inquiryActivity.seq,
  inquiryId: inquiryActivity.inquiryId,
  action: inquiryActivity.action,
  details: inquiryActivity.details,
};

type ActivityEntry = { seq: number; inquiryId: string; action: string; details: unknown };

/** Each entry's event with the inquiry's current row and who has read it; erased inquiries yield nothing. */
async function messagesFor(db: Database, activity: ActivityEntry[]): Promise<DeskBusMessage[]> {
  const ids = [...new Set(activity.map((row) => row.inquiryId))];
  const [rows, readers] = await Promise.all([selectInquiryItems(db, ids), selectReaders(db, ids)]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return activity.flatMap((entry): DeskBusMessage[] => {
    const row = byId.get(entry.inquiryId);
    if (!row) return [];
    const readBy = readers.get(entry.inquiryId) ?? [];
    const inquiry = toInquiryListItem(row, true);
    const event = eventFor(entry.action, inquiry, entry.details);
    return event ? [{ event, cursor: entry.seq, readBy }] : [];
  });
}

export type DeskEventLog = ReturnType<typeof createDeskEventLog>;

function eventFor(
  action: string,
  inquiry: ReturnType<typeof toInquiryListItem>,
  details: unknown,
): DeskEvent | undefined {
  if (action === 'created') {
    // Bots caught by the honeypot are stored as spam; nobody needs a toast for them.
    return inquiry.status === 'spam' ? undefined : { type: 'inquiry.created', inquiry };
  }
  if (action === 'note_added') {
    const noteId =
      typeof details === 'object' && details !== null && 'noteId' in details ? details.noteId : undefined;
    return typeof noteId === 'string'
      ? { type: 'inquiry.note_added', inquiryId: inquiry.id, noteId }
      : undefined;
  }
  if (action === 'message_added') {
    // An e-mail of the thread, either way: the reconnecting desk reloads that thread.
    const { messageId, direction } = (typeof details === 'object' && details !== null ? details : {}) as {
      messageId?: unknown;
      direction?: unknown;
    };
    return typeof messageId === 'string' && (direction === 'inbound' || direction === 'outbound')
      ? { type: 'inquiry.message_added', inquiryId: inquiry.id, messageId, direction }
      : undefined;
  }
  return { type: 'inquiry.updated', inquiry };
}

/** After a new inquiry is committed: tells every open desk at once, from the row just written. */
export function publishInquiryCreated(events: EventBus, created: CreatedInquiry): void {
  const { inquiry } = created;
  if (inquiry.status === 'spam') return;
  const row = {
    id: inquiry.id,
    reference: inquiry.reference,
    name: inquiry.name,
    company: inquiry.company ?? '',
    email: inquiry.email,
    phoneE164: inquiry.phoneE164 ?? null,
    phoneCountry: inquiry.phoneCountry ?? null,
    country: inquiry.country,
    topic: inquiry.topic,
    status: inquiry.status ?? 'new',
    assigneeId: inquiry.assigneeId ?? null,
    assigneeName: inquiry.assigneeName ?? null,
    createdAt: inquiry.createdAt,
    entryId: inquiry.entryId ?? null,
    entryCollection: inquiry.entryCollection ?? null,
    entryTitle: inquiry.entryTitle ?? null,
    firstAnswerDueAt: inquiry.firstAnswerDueAt ?? null,
  };
  events.publish({
    event: { type: 'inquiry.created', inquiry: toInquiryListItem(row, true) },
    cursor: created.eventCursor,
    readBy: [],
  });
}
