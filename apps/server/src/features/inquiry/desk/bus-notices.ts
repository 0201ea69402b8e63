import type { Database } from '@sitedesk/db/client';
import type { BusMessage } from '../../../platform/events/event-bus';
import type { BusNotice, BusNoticeCodec } from '../../../platform/events/postgres';
import type { DeskEventLog } from './event-log';
import { toInquiryListItem } from './inquiry-item';
import { selectInquiryItems, selectReaders } from './repository';

type Viewer = { id: string; name: string };

/**
 * How the desk's bus messages travel between instances (decision 111): a notice names ids only (an
 * inquiry's names and e-mail addresses never go over NOTIFY, and a notice stays far below its 8,000-byte
 * limit); the receiving instance reads the rest, as the publisher did, from the database.
 */
export function createDeskBusCodec(deps: {
  db: Database;
  log: DeskEventLog;
  viewersOf: (inquiryId: string) => Promise<Viewer[]>;
}): BusNoticeCodec {
  const { db, log } = deps;
  return {
    toNotice,
    async fromNotice(notice) {
      return fromNotice(db, deps.viewersOf, notice);
    },
    eventsAt: (cursors) => log.eventsAt(cursors),
    cursorsAfter: (cursor, limit) => log.cursorsAfter(cursor, limit),
    currentCursor: () => log.currentCursor(),
  };
}

function toNotice(message: BusMessage): BusNotice | undefined {
  if ('staffAccessChanged' in message) return { access: message.staffAccessChanged.userId };
  if ('contentPublished' in message) return { content: message.contentPublished.instanceId };
  const { event } = message;
  switch (event.type) {
    case 'inquiry.created':
    case 'inquiry.updated':
      return { item: event.inquiry.id, created: event.type === 'inquiry.created' };
    case 'inquiry.note_added':
      return { note: event.noteId, inquiry: event.inquiryId };
    case 'inquiry.message_added':
      return { message: event.messageId, inquiry: event.inquiryId, direction: event.direction };
    case 'inquiry.erased':
      return { erased: event.inquiryId };
    case 'presence':
      return { viewers: event.inquiryId };
    case 'audit.recorded':
      return { audit: event.entryId, ownersOnly: event.ownersOnly };
    case 'resync':
      return undefined;
  }
}

async function fromNotice(
  db: Database,
  viewersOf: (inquiryId: string) => Promise<Viewer[]>,
  notice: BusNotice,
): Promise<BusMessage[]> {
  const text = (key: string) => (typeof notice[key] === 'string' ? notice[key] : undefined);
  const access = text('access');
  if (access) return [{ staffAccessChanged: { userId: access } }];
  const content = text('content');
  if (content) return [{ contentPublished: { instanceId: content } }];
  const item = text('item');
  if (item) {
    const [[row], readers] = await Promise.all([selectInquiryItems(db, [item]), selectReaders(db, [item])]);
    if (!row) return [];
    const type = notice.created === true ? 'inquiry.created' : 'inquiry.updated';
    const inquiry = toInquiryListItem(row, true);
    return [{ event: { type, inquiry }, cursor: null, readBy: readers.get(item) ?? [] }];
  }
  const inquiryId = text('inquiry');
  const note = text('note');
  if (inquiryId && note) {
    return [{ event: { type: 'inquiry.note_added', inquiryId, noteId: note }, cursor: null }];
  }
  const messageId = text('message');
  const direction = text('direction');
  if (inquiryId && messageId && (direction === 'inbound' || direction === 'outbound')) {
    return [{ event: { type: 'inquiry.message_added', inquiryId, messageId, direction }, cursor: null }];
  }
  if (typeof notice.audit === 'number') {
    const ownersOnly = notice.ownersOnly !== false;
    return [{ event: { type: 'audit.recorded', entryId: notice.audit, ownersOnly }, cursor: null }];
  }
  const erased = text('erased');
  if (erased) return [{ event: { type: 'inquiry.erased', inquiryId: erased }, cursor: null }];
  const viewed = text('viewers');
  if (viewed) {
    return [
      { event: { type: 'presence', inquiryId: viewed, viewers: await viewersOf(viewed) }, cursor: null },
    ];
  }
  return [];
}
